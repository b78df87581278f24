import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { agentflowData, getAgentflowNode, type AgentflowInput } from '.';

const sourceFiles = JSON.parse(
  readFileSync(new URL('../platform/source-files.json', import.meta.url), 'utf8'),
) as { commit: string; files: string[] };

/** Every node folder of packages/components/nodes/agentflow at the extracted commit. */
const NODES = {
  agentAgentflow: 'Agent',
  conditionAgentflow: 'Condition',
  conditionAgentAgentflow: 'Condition Agent',
  customFunctionAgentflow: 'Custom Function',
  directReplyAgentflow: 'Direct Reply',
  executeFlowAgentflow: 'Execute Flow',
  httpAgentflow: 'HTTP',
  humanInputAgentflow: 'Human Input',
  iterationAgentflow: 'Iteration',
  llmAgentflow: 'LLM',
  loopAgentflow: 'Loop',
  retrieverAgentflow: 'Retriever',
  startAgentflow: 'Start',
  stickyNoteAgentflow: 'Sticky Note',
  toolAgentflow: 'Tool',
};

const input = (node: string, name: string): AgentflowInput => {
  const found = getAgentflowNode(node)?.inputs.find((item) => item.name === name);
  if (!found) throw new Error(`${node} has no input ${name}`);
  return found;
};

function* everyInput(inputs: AgentflowInput[]): Generator<AgentflowInput> {
  for (const item of inputs) {
    yield item;
    yield* everyInput(item.array ?? []);
  }
}

describe('Agentflows V2 node data (src/data/platform/agentflow-v2.json)', () => {
  it('comes from the same platform commit as the rest of the platform data', () => {
    expect(agentflowData.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(agentflowData.commit).toBe(sourceFiles.commit);
  });

  it('has every node type, each from its own file of the platform', () => {
    expect(Object.fromEntries(agentflowData.nodes.map((node) => [node.name, node.label]))).toEqual(NODES);
    for (const node of agentflowData.nodes) {
      expect(node.file, node.name).toMatch(/^packages\/components\/nodes\/agentflow\/[^/]+\/[^/]+\.ts$/);
      expect(sourceFiles.files, node.name).toContain(node.file);
      expect(node.category, node.name).toBe('Agent Flows');
      expect(node.version, node.name).toBeGreaterThan(0);
    }
  });

  it('gives Start its input types, form fields and flow state with their real defaults', () => {
    const type = input('startAgentflow', 'startInputType');
    expect(type.default).toBe('chatInput');
    expect(type.options).toEqual([
      { name: 'chatInput', label: 'Chat Input' },
      { name: 'formInput', label: 'Form Input' },
    ]);
    expect(input('startAgentflow', 'formTitle').show).toEqual({ startInputType: 'formInput' });
    const form = input('startAgentflow', 'formInputTypes');
    expect(form.array?.find((field) => field.name === 'type')?.options?.map((option) => option.name)).toEqual([
      'string',
      'number',
      'boolean',
      'options',
    ]);
    const state = input('startAgentflow', 'startState');
    expect(state).toMatchObject({ label: 'Flow State', type: 'array', optional: true });
    expect(state.array?.map((field) => field.name)).toEqual(['key', 'value']);
    expect(getAgentflowNode('startAgentflow')?.hideInput).toBe(true);
  });

  it('keeps the defaults and conditions of the model steps', () => {
    expect(input('agentAgentflow', 'agentEnableMemory').default).toBe(true);
    expect(input('agentAgentflow', 'agentMemoryType')).toMatchObject({
      default: 'allMessages',
      show: { agentEnableMemory: true },
    });
    expect(input('agentAgentflow', 'agentMemoryWindowSize')).toMatchObject({
      default: '20',
      show: { agentMemoryType: 'windowSize' },
    });
    expect(input('llmAgentflow', 'llmReturnResponseAs').default).toBe('userMessage');
    expect(input('llmAgentflow', 'llmMessages').array?.[0]?.options?.map((option) => option.name)).toEqual([
      'system',
      'assistant',
      'developer',
      'user',
    ]);
    expect(input('loopAgentflow', 'maxLoopCount').default).toBe(5);
    expect(input('httpAgentflow', 'method').default).toBe('GET');
    expect(input('conditionAgentAgentflow', 'conditionAgentInput').default).toContain('{{ question }}');
  });

  it('gives the branching nodes the outputs their classes declare', () => {
    expect(getAgentflowNode('humanInputAgentflow')?.outputs).toEqual([
      { label: 'Proceed', name: 'proceed' },
      { label: 'Reject', name: 'reject' },
    ]);
    expect(getAgentflowNode('conditionAgentflow')?.outputs.map((output) => output.name)).toEqual(['0', '1']);
    expect(getAgentflowNode('directReplyAgentflow')?.hideOutput).toBe(true);
    expect(getAgentflowNode('loopAgentflow')?.hideOutput).toBe(true);
    expect(getAgentflowNode('httpAgentflow')?.credential?.names).toEqual([
      'httpBasicAuth',
      'httpBearerToken',
      'httpApiKey',
    ]);
  });

  it('has complete inputs: a name and a type each, options with labels, conditions on inputs that exist', () => {
    for (const node of agentflowData.nodes) {
      const names = new Set(node.inputs.map((item) => item.name));
      for (const item of everyInput(node.inputs)) {
        expect(item.name, `${node.name}`).toMatch(/^\w+$/);
        expect(item.type, `${node.name}.${item.name}`).not.toBe('');
        for (const option of item.options ?? []) expect(option.label, `${node.name}.${item.name}`).not.toBe('');
        if (item.type === 'array') expect(item.array?.length, `${node.name}.${item.name}`).toBeGreaterThan(0);
        for (const key of Object.keys({ ...item.show, ...item.hide })) {
          const target = key.replace(/^\w+\[\$index\]\./, '');
          const siblings = key.includes('[$index]')
            ? node.inputs.find((parent) => key.startsWith(`${parent.name}[`))?.array?.map((field) => field.name)
            : [...names];
          expect(siblings, `${node.name}.${item.name} depends on ${key}`).toContain(target);
        }
      }
    }
  });

  it('keeps no description sentence of the platform', () => {
    const json = JSON.stringify(agentflowData);
    expect(json).not.toMatch(/"(description|placeholder|hint|codeExample)":/);
  });
});
