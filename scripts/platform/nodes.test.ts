import { describe, expect, it } from 'vitest';
import { memoryCheckout } from './checkout';
import { callKey } from './baseClasses';
import {
  drawerTabs,
  extractNodes,
  NODE_DRAWER_FILE,
  NODE_POOL_FILE,
  nodeChanges,
  nodePoolOf,
  onAgentCanvas,
  readNodeDrawer,
  readSkippedCategories,
  toNodesFile,
  type ExtractedNode,
} from './nodes';

const DIR = 'packages/components/nodes';

const chain = `
import { getBaseClasses } from '../../../src/utils'
import { addSearchParams, CATEGORY } from '../helpers'

class Chain_Chains implements INode {
    constructor() {
        this.label = 'Chain'
        this.name = 'chain'
        this.version = 3.0
        this.type = 'Chain'
        this.category = CATEGORY
        this.description = 'A sentence the extractor leaves out'
        this.baseClasses = [this.type, ...getBaseClasses(Chain)]
        this.credential = {
            label: 'Connect Credential',
            name: 'credential',
            type: 'credential',
            credentialNames: ['chainApi'],
            optional: serverCredentialsExists
        }
        this.inputs = [
            { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
            {
                label: 'Mode',
                name: 'mode',
                type: 'options',
                options: [{ label: 'Fast', name: 'fast' }, { label: 'Slow', name: Mode.SLOW }],
                default: 'fast',
                additionalParams: true,
                optional: true
            },
            { label: 'Prompt', name: 'prompt', type: 'string', default: DEFAULT_PROMPT, acceptVariable: true },
            { label: 'Tags', name: 'tags', type: 'json', default: ['a'], optional: true, show: { mode: 'fast' } },
            { label: 'Mode again', name: 'mode', type: 'string' }
        ]
        addSearchParams(this.inputs)
        this.inputs.push({ label: 'Alpha', name: 'alpha', type: 'number', optional: true })
        this.outputs = [{ label: 'Chain', name: 'chain', baseClasses: [this.type] }]
    }
}

module.exports = { nodeClass: Chain_Chains }
`;

const helpers = `
export const CATEGORY = 'Chains'
export const addSearchParams = (inputs: any[]) => {
    const searchParams = [{ label: 'Search Type', name: 'searchType', type: 'options', options: [{ label: 'Similarity', name: 'similarity' }] }]
    inputs.push(...searchParams)
}
`;

const variant = `
const { nodeClass: OriginalChain } = require('./Chain')
const ChainBase = OriginalChain as new () => any

class AAIChain_Chains extends ChainBase {
    constructor() {
        super()
        this.label = 'Answer Chain'
        this.name = 'aaiChain'
        this.tags = ['AAI']
        this.inputs = [...this.inputs, { label: 'Output Parser', name: 'outputParser', type: 'BaseLLMOutputParser', optional: true }]
    }
}

module.exports = { nodeClass: AAIChain_Chains }
`;

const checkout = memoryCheckout({
  [`${DIR}/chains/Chain/Chain.ts`]: chain,
  [`${DIR}/chains/Chain/AAIChain.ts`]: variant,
  [`${DIR}/chains/helpers.ts`]: helpers,
  [`${DIR}/chains/Chain/Chain.test.ts`]: "module.exports = { nodeClass: X }\nthis.name = 'testOnly'",
});

const nodes = extractNodes(checkout);

describe('extractNodes', () => {
  it('reads each node class as the reference shows it', () => {
    expect([...nodes.keys()].sort()).toEqual(['aaiChain', 'chain']);
    const node = nodes.get('chain')!;
    expect(node).toMatchObject({
      label: 'Chain',
      category: 'Chains',
      type: 'Chain',
      version: 3,
      file: `${DIR}/chains/Chain/Chain.ts`,
      credential: { names: ['chainApi'], optional: true },
      outputs: [{ label: 'Chain', name: 'chain', declaredClasses: ['Chain'] }],
      declaredClasses: ['Chain', { file: `${DIR}/chains/Chain/Chain.ts`, identifier: 'Chain' }],
    });
    expect(node.inputsInheritedFrom).toBeUndefined();
    expect(node.inputs).toEqual([
      { label: 'Language Model', name: 'model', type: 'BaseLanguageModel', required: true, connection: true },
      {
        label: 'Mode',
        name: 'mode',
        type: 'options',
        required: false,
        default: 'fast',
        options: ['fast', 'SLOW'],
        additional: true,
      },
      {
        label: 'Prompt',
        name: 'prompt',
        type: 'string',
        required: true,
        defaultNote: 'Built-in prompt',
        acceptsVariables: true,
      },
      { label: 'Tags', name: 'tags', type: 'json', required: false, default: '["a"]', conditional: true },
      { label: 'Search Type', name: 'searchType', type: 'options', required: true, options: ['similarity'] },
      { label: 'Alpha', name: 'alpha', type: 'number', required: false },
    ]);
  });

  it("starts a variant from its parent class's fields", () => {
    const variantNode = nodes.get('aaiChain')!;
    expect(variantNode).toMatchObject({ label: 'Answer Chain', category: 'Chains', version: 3, tags: ['AAI'] });
    expect(variantNode.inputs.map((input) => input.name)).toEqual([
      'model',
      'mode',
      'prompt',
      'tags',
      'searchType',
      'alpha',
      'outputParser',
    ]);
    // The parent's `...getBaseClasses(Chain)` is read in the parent's file, where Chain is.
    expect(variantNode.declaredClasses).toEqual([
      'Chain',
      { file: `${DIR}/chains/Chain/Chain.ts`, identifier: 'Chain' },
    ]);
    expect(variantNode.outputs).toEqual([{ label: 'Chain', name: 'chain', declaredClasses: ['Chain'] }]);
    expect(variantNode.inputsInheritedFrom).toBe('chain');
  });
});

describe('nodeChanges', () => {
  const before = extractNodes(checkout).get('chain')!;

  it('is empty for the same node', () => {
    expect(nodeChanges(before, structuredClone(before))).toEqual([]);
  });

  it('names each change a reader of the reference would see', () => {
    const after: ExtractedNode = structuredClone(before);
    after.label = 'Chain 2';
    after.version = 4;
    after.credential = null;
    after.inputs = after.inputs.filter((input) => input.name !== 'alpha');
    after.inputs[1] = { ...after.inputs[1]!, default: 'slow', label: 'Speed' };
    after.inputs.push({ label: 'Beta', name: 'beta', type: 'number', required: false });
    after.outputs = [];
    expect(nodeChanges(before, after)).toEqual([
      'label: "Chain" → "Chain 2"',
      'version: 3 → 4',
      'credential: "chainApi (optional)" → none',
      'input mode label: "Mode" → "Speed"',
      'input mode default: "fast" → "slow"',
      'input removed: alpha ("Alpha")',
      'input added: beta ("Beta", number)',
      'outputs: chain ("Chain") → none',
    ]);
  });
});

describe('the node drawer', () => {
  const addNodes = `
const blacklistCategoriesForAgentCanvas = ['Agents', 'Memory', 'Record Manager', 'Utilities']
const agentMemoryNodes = ['agentMemory', 'sqliteAgentMemory']
const exceptionsForAgentCanvas = {
    Memory: agentMemoryNodes,
    Utilities: ['getVariable', 'stickyNote']
}
const blacklistForChatflowCanvas = {
    Memory: agentMemoryNodes
}
const AddNodes = () => {
    for (const category in result) {
        if (category === 'Agent Flows' || category === 'Multi Agents' || category === 'Sequential Agents') {
            continue
        }
    }
}
`;
  const drawer = readNodeDrawer(memoryCheckout({ [NODE_DRAWER_FILE]: addNodes }));

  it('reads what each canvas lists from the drawer’s own lists', () => {
    expect(drawer).toEqual({
      chatflowHiddenCategories: ['Agent Flows', 'Multi Agents', 'Sequential Agents'],
      chatflowHiddenNodes: ['agentMemory', 'sqliteAgentMemory'],
      agentHiddenCategories: ['Agents', 'Memory', 'Record Manager', 'Utilities'],
      agentExceptions: ['agentMemory', 'sqliteAgentMemory', 'getVariable', 'stickyNote'],
    });
    const problems: string[] = [];
    readNodeDrawer(memoryCheckout({}), problems);
    expect(problems).toEqual([`${NODE_DRAWER_FILE}: not found; no node's drawer tab is known`]);
  });

  it('puts a node under the tabs its tags name, LangChain when none', () => {
    const tabs = (category: string, tags?: string[], name = 'x') => drawerTabs({ name, category, tags }, drawer);
    expect(tabs('Chat Models')).toEqual(['LangChain']);
    expect(tabs('Chat Models', ['AAI'])).toEqual(['Answer']);
    expect(tabs('Engine', ['LlamaIndex'])).toEqual(['LlamaIndex']);
    expect(tabs('Utilities', ['Utilities'])).toEqual(['Utilities & Tools']);
    expect(tabs('Sequential Agents')).toEqual([]);
    expect(tabs('Memory', undefined, 'sqliteAgentMemory')).toEqual([]);
  });

  it('lists on the Agentflows canvas what is not left out, with the exceptions, and no LlamaIndex node', () => {
    const agent = (category: string, name = 'x', tags?: string[]) => onAgentCanvas({ name, category, tags }, drawer);
    expect(agent('Chat Models')).toBe(true);
    expect(agent('Chat Models', 'x', ['LlamaIndex'])).toBe(false);
    expect(agent('Memory', 'bufferMemory')).toBe(false);
    expect(agent('Memory', 'sqliteAgentMemory')).toBe(true);
    expect(agent('Agent Flows')).toBe(false);
  });

  it('writes nodes.json without the Agentflows V2 nodes, each with its base classes read', () => {
    const extracted = new Map(nodes);
    extracted.set('startAgentflow', { ...nodes.get('chain')!, name: 'startAgentflow', category: 'Agent Flows' });
    const problems: string[] = [];
    const file = toNodesFile(
      extracted,
      drawer,
      (calls) => new Map(calls.map((call) => [callKey(call), { classes: ['BaseChain', 'Runnable'] }])),
      callKey,
      problems,
    );
    expect(file.map((node) => node.name)).toEqual(['aaiChain', 'chain']);
    expect(file.find((node) => node.name === 'chain')).toMatchObject({
      tabs: ['LangChain'],
      agentflowCanvas: true,
      baseClasses: ['Chain', 'BaseChain', 'Runnable'],
      outputs: [{ label: 'Chain', name: 'chain', baseClasses: ['Chain'] }],
      file: `${DIR}/chains/Chain/Chain.ts`,
    });
    expect(file.find((node) => node.name === 'aaiChain')).toMatchObject({
      tabs: ['Answer'],
      inputsInheritedFrom: 'chain',
    });
    expect(problems).toEqual([]);
    toNodesFile(nodes, drawer, () => new Map(), callKey, problems);
    expect(problems[0]).toMatch(/^aaiChain \(.*\): getBaseClasses\(Chain\) was not read$/);
  });
});

describe('the node pool', () => {
  it('reads the categories the server never loads, and tells them and community nodes apart', () => {
    const pool = memoryCheckout({
      [NODE_POOL_FILE]: "const skipCategories = ['Analytic', 'SpeechToText']\nconst conditionOne = true",
    });
    const skipped = readSkippedCategories(pool);
    expect(skipped).toEqual(['Analytic', 'SpeechToText']);
    expect(nodePoolOf({ category: 'Analytic' }, skipped)).toBe('skipped');
    expect(nodePoolOf({ category: 'Agents', community: true }, skipped)).toBe('community');
    expect(nodePoolOf({ category: 'Agents' }, skipped)).toBeUndefined();
    const problems: string[] = [];
    expect(readSkippedCategories(memoryCheckout({}), problems)).toEqual([]);
    expect(problems).toHaveLength(1);
  });
});
