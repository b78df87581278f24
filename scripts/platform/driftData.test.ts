import { describe, expect, it } from 'vitest';
import type { AgentflowNode } from '../../src/data/agentflow/types';
import { agentflowRows, pathPattern } from './driftData';

describe('pathPattern', () => {
  const pattern = pathPattern('/api/v1/prediction/{id}');

  it('finds a path however a page writes its parameters', () => {
    for (const text of [
      'POST /api/v1/prediction/{chatflowId}',
      'curl http://localhost:3000/api/v1/prediction/<chatflow-id> -d',
      'the route /api/v1/prediction/:id answers',
      'fetch(`${host}/api/v1/prediction/${flowId}`)',
      'curl https://x.example/api/v1/prediction/9f1c2d34-5b6a-4e7f-8a9b-0c1d2e3f4a5b',
    ]) {
      expect(pattern.test(text), text).toBe(true);
    }
  });

  it('does not take a longer path or a literal segment for it', () => {
    expect(pattern.test('/api/v1/prediction/{id}/stream')).toBe(false);
    expect(pattern.test('/api/v1/prediction/')).toBe(false);
    expect(pathPattern('/api/v1/chatflows/apikey').test('/api/v1/chatflows/apikey/{key}')).toBe(false);
  });
});

describe('agentflowRows', () => {
  const node = (value1Type: string): AgentflowNode => ({
    name: 'conditionAgentflow',
    label: 'Condition',
    type: 'Condition',
    version: 1,
    category: 'Agent Flows',
    file: 'packages/components/nodes/agentflow/Condition/Condition.ts',
    inputs: [
      {
        label: 'Conditions',
        name: 'conditions',
        type: 'array',
        optional: false,
        // One field name per type of comparison, each shown under its own condition.
        array: [
          { label: 'Value 1', name: 'value1', type: 'string', optional: false, default: '' },
          { label: 'Value 1', name: 'value1', type: 'number', optional: false },
          { label: 'Value 1', name: 'value1', type: value1Type, optional: false, default: false },
        ],
      },
    ],
    outputs: [],
  });

  it('compares fields that share a name one occurrence with the same occurrence', () => {
    expect(agentflowRows([node('boolean')], [node('boolean')], [])).toEqual([]);
    expect(agentflowRows([node('boolean')], [node('string')], [])).toEqual([
      {
        key: 'conditionAgentflow',
        change: 'changed',
        details: ['input conditions.value1[3] type: `boolean` → `string`'],
        pages: [],
      },
    ]);
  });
});
