import { describe, expect, it } from 'vitest';
import { extractAgentflowNode, extractAgentflowNodes } from './agentflow';
import { memoryCheckout } from './checkout';

const DIR = 'packages/components/nodes/agentflow';

const gate = `
import { INode, INodeParams } from '../../../src/Interface'
import { GATE_PROMPT } from '../prompt'

const sample = \`return 1\`

class Gate_Agentflow implements INode {
    label: string
    inputs: INodeParams[]

    constructor() {
        this.label = 'Gate'
        this.name = 'gateAgentflow'
        this.version = 2.0
        this.type = 'Gate'
        this.category = 'Agent Flows'
        this.description = 'A sentence the extractor must leave out'
        this.baseClasses = [this.type]
        this.hideOutput = true
        this.credential = {
            label: 'Gate Credential',
            name: 'credential',
            type: 'credential',
            credentialNames: ['gateApi', 'gateToken'],
            optional: true
        }
        this.inputs = [
            {
                label: 'Mode',
                name: 'gateMode',
                type: 'options',
                description: 'Another sentence',
                options: [
                    { label: 'Open', name: 'open', description: 'Let it through' },
                    { label: 'Closed', name: 'closed' }
                ],
                default: 'open'
            },
            {
                label: 'Limit',
                name: 'gateLimit',
                type: 'number',
                default: -3,
                placeholder: 'A placeholder',
                show: { gateMode: ['open', 'closed'] },
                hide: { gateStrict: true }
            },
            {
                label: 'Prompt',
                name: 'gatePrompt',
                type: 'string',
                default: GATE_PROMPT,
                acceptVariable: true,
                optional: true
            },
            {
                label: 'Code',
                name: 'gateCode',
                type: 'code',
                codeExample: sample
            },
            {
                label: 'Update Flow State',
                name: 'gateUpdateState',
                type: 'array',
                optional: true,
                default: [{ key: '', value: '' }],
                array: [
                    { label: 'Key', name: 'key', type: 'asyncOptions', loadMethod: 'listRuntimeStateKeys', freeSolo: true },
                    {
                        label: 'Value',
                        name: 'value',
                        type: 'string',
                        acceptNodeOutputAsVariable: true,
                        show: { 'gateUpdateState[$index].key': '.+' }
                    }
                ]
            }
            /*{
                label: 'Commented Out',
                name: 'gateHidden',
                type: 'string'
            }*/
        ]
        this.outputs = [
            { label: 'Pass', name: 'pass', description: 'Passed' },
            { label: 'Stop', name: 'stop' }
        ]
    }

    async run(): Promise<any> {
        this.inputs = []
        return undefined
    }
}

module.exports = { nodeClass: Gate_Agentflow }
`;

const note = `
class Note_Agentflow {
    constructor() {
        this.label = 'Note'
        this.name = 'noteAgentflow'
        this.version = 1.0
        this.type = 'Note'
        this.category = 'Agent Flows'
        this.inputs = [{ label: '', name: 'note', type: 'string', optional: true }]
    }
}
module.exports = { nodeClass: Note_Agentflow }
`;

describe('Agentflows V2 node extractor', () => {
  it('reads a node class as data: facts kept, sentences and code left out', () => {
    const node = extractAgentflowNode(`${DIR}/Gate/Gate.ts`, gate)!;
    expect(node).toMatchObject({
      name: 'gateAgentflow',
      label: 'Gate',
      type: 'Gate',
      version: 2,
      category: 'Agent Flows',
      file: `${DIR}/Gate/Gate.ts`,
      hideOutput: true,
      credential: { label: 'Gate Credential', names: ['gateApi', 'gateToken'], optional: true },
      outputs: [
        { label: 'Pass', name: 'pass' },
        { label: 'Stop', name: 'stop' },
      ],
    });
    expect(node.hideInput).toBeUndefined();
    expect(node.inputs.map((input) => input.name)).toEqual([
      'gateMode',
      'gateLimit',
      'gatePrompt',
      'gateCode',
      'gateUpdateState',
    ]);
    expect(node.inputs[0]).toEqual({
      label: 'Mode',
      name: 'gateMode',
      type: 'options',
      optional: false,
      default: 'open',
      options: [
        { name: 'open', label: 'Open' },
        { name: 'closed', label: 'Closed' },
      ],
    });
    expect(node.inputs[1]).toEqual({
      label: 'Limit',
      name: 'gateLimit',
      type: 'number',
      optional: false,
      default: -3,
      show: { gateMode: ['open', 'closed'] },
      hide: { gateStrict: true },
    });
    expect(JSON.stringify(node)).not.toMatch(/sentence|placeholder|Let it through|Passed|return 1/i);
  });

  it('keeps an imported constant by name, not by its text', () => {
    const prompt = extractAgentflowNode(`${DIR}/Gate/Gate.ts`, gate)!.inputs[2];
    expect(prompt).toEqual({
      label: 'Prompt',
      name: 'gatePrompt',
      type: 'string',
      optional: true,
      default: { constant: 'GATE_PROMPT' },
      acceptVariable: true,
    });
  });

  it('reads the fields of an array input, with their own conditions and flags', () => {
    const state = extractAgentflowNode(`${DIR}/Gate/Gate.ts`, gate)!.inputs[4]!;
    expect(state.default).toEqual([{ key: '', value: '' }]);
    expect(state.array).toEqual([
      {
        label: 'Key',
        name: 'key',
        type: 'asyncOptions',
        optional: false,
        loadMethod: 'listRuntimeStateKeys',
        freeSolo: true,
      },
      {
        label: 'Value',
        name: 'value',
        type: 'string',
        optional: false,
        acceptNodeOutputAsVariable: true,
        show: { 'gateUpdateState[$index].key': '.+' },
      },
    ]);
  });

  it('lists every node folder of a checkout and skips helper modules', () => {
    const checkout = memoryCheckout({
      [`${DIR}/Gate/Gate.ts`]: gate,
      [`${DIR}/Note/Note.ts`]: note,
      [`${DIR}/utils.ts`]: 'export const helper = () => 1',
      [`${DIR}/Gate/helpers.ts`]: 'export const other = 2',
      'packages/components/nodes/sequentialagents/Start/Start.ts': note.replace(/Note/g, 'Old'),
    });
    const nodes = extractAgentflowNodes(checkout);
    expect(nodes.map((node) => node.name)).toEqual(['gateAgentflow', 'noteAgentflow']);
    expect(nodes[1]).toMatchObject({
      label: 'Note',
      outputs: [],
      inputs: [{ label: '', name: 'note', optional: true }],
    });
  });

  it('fails loudly, naming the file, when a fact is missing or is not data', () => {
    const broken = gate.replace('this.version = 2.0', "this.version = '2'");
    expect(() => extractAgentflowNode(`${DIR}/Gate/Gate.ts`, broken)).toThrow(
      /Gate\.ts: this\.version is not a number/,
    );
    const unnamed = gate.replace("name: 'gateLimit',", '');
    expect(() => extractAgentflowNode(`${DIR}/Gate/Gate.ts`, unnamed)).toThrow(
      /Gate\.ts > gateAgentflow: `name` is not a string/,
    );
    const twice = memoryCheckout({ [`${DIR}/A/A.ts`]: note, [`${DIR}/B/B.ts`]: note });
    expect(() => extractAgentflowNodes(twice)).toThrow(/two Agentflows V2 nodes are named noteAgentflow/);
  });
});
