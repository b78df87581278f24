import { describe, expect, it } from 'vitest';
import { drawerText } from './labels';

describe('where the facts card says the Studio lists a node', () => {
  it('names the chatflow drawer’s tabs and the Agentflows canvas', () => {
    expect(drawerText({ tabs: ['LangChain'], agentflowCanvas: true })).toBe(
      "The LangChain tab of a chatflow's node drawer, and the Agentflows canvas",
    );
    expect(drawerText({ tabs: ['Answer'], agentflowCanvas: false })).toBe("The Answer tab of a chatflow's node drawer");
    expect(drawerText({ tabs: [], agentflowCanvas: true })).toBe('The Agentflows canvas only');
    expect(drawerText({ tabs: ['Answer', 'LlamaIndex'], agentflowCanvas: false })).toBe(
      "The Answer and LlamaIndex tabs of a chatflow's node drawer",
    );
  });
});

describe('a node the server does not always load', () => {
  it('says why no canvas lists it, or which switch brings it in', () => {
    expect(drawerText({ tabs: [], agentflowCanvas: false, nodePool: 'skipped' })).toBe(
      'No canvas: the server does not load this category as nodes',
    );
    expect(drawerText({ tabs: ['LangChain'], agentflowCanvas: false, nodePool: 'community' })).toBe(
      "The LangChain tab of a chatflow's node drawer, when the server sets SHOW_COMMUNITY_NODES=true",
    );
  });
});
