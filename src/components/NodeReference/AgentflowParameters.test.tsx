import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getAgentflowNode } from '@site/src/data/agentflow';
import AgentflowParameters from './AgentflowParameters';

const render = (name: string) => {
  const node = getAgentflowNode(name);
  if (!node) throw new Error(`no node ${name}`);
  return renderToString(<AgentflowParameters node={name} data={node} />);
};

describe('<AgentflowParameters>', () => {
  it('shows every input and every field of a list input, with its conditions in words', () => {
    const html = render('agentAgentflow');
    const agent = getAgentflowNode('agentAgentflow')!;
    const rows = agent.inputs.reduce((count, input) => count + 1 + (input.array?.length ?? 0), 0);
    expect(html.match(/<tr/g)?.length).toBe(rows + 1);
    expect(html).toContain('Update Flow State');
    expect(html).toContain('Shown when Memory Type is Window Size.');
    expect(html).toContain('Lists: Chat models of the Studio.');
    expect(html).toContain('<code>20</code>');
  });

  it('says what connects in and out of the node', () => {
    expect(render('startAgentflow')).toContain('None: the flow begins here');
    expect(render('directReplyAgentflow')).toContain('None: nothing connects after this node');
    expect(render('humanInputAgentflow')).toContain('Declared anchors Proceed, Reject');
    expect(render('httpAgentflow')).toContain('<code>httpBearerToken</code>');
  });

  it('fails the build, naming the node, when the remark plugin did not fill it in', () => {
    expect(() => renderToString(<AgentflowParameters node="llmAgentflow" />)).toThrow(
      '<AgentflowParameters node="llmAgentflow"> has no data',
    );
  });
});
