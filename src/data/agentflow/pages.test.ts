/**
 * The Agentflows V2 reference page and overview against the extracted node
 * data: every node has its section with its table, the overview links to each
 * section, the page cites each node's file, and the labels the prose puts in
 * bold are labels the node really has, its credential types' included (or,
 * after "no", really lacks).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { credentialData } from '../platform/credentialData';
import { agentflowData, type AgentflowInput, type AgentflowNode } from '.';

const read = (file: string) => readFileSync(new URL(`../../../docs/sidekick-studio/agentflowsv2/${file}`, import.meta.url), 'utf8');
const reference = read('node-reference.mdx');
const overview = read('README.md');

/** The heading slug Docusaurus gives a node's section: "Condition Agent" → condition-agent. */
const slug = (label: string) => label.toLowerCase().replace(/\s+/g, '-');

/** The sections of the reference page, keyed by their H2 heading. */
const sections = new Map(
  reference
    .split(/^## /m)
    .slice(1)
    .map((section) => [section.slice(0, section.indexOf('\n')).trim(), section] as const),
);

function* labels(inputs: AgentflowInput[]): Generator<string> {
  for (const input of inputs) {
    yield input.label;
    for (const option of input.options ?? []) yield option.label;
    yield* labels(input.array ?? []);
  }
}

/** The credential field of a node and the labels of the credential types it accepts ("Chatflow API"). */
const credentialLabels = ({ credential }: AgentflowNode): string[] =>
  credential
    ? [
        credential.label,
        ...credentialData.credentials.filter((type) => credential.names.includes(type.name)).map((type) => type.label),
      ]
    : [];

/**
 * Labels a section names that the Studio shows outside its node's form, each checked by hand against the source
 * in the comment.
 */
const OTHER_LABELS: Record<string, string[]> = {
  // The chat's buttons when an Agent waits for a person to approve a tool call (packages/server/src/utils/buildAgentflow.ts, agentAgentflow's humanInputAction).
  Agent: ['Proceed', 'Reject'],
};

/** Bold words of a section that are not labels of its node, or that the prose denies the node has but it does. */
function labelProblems(node: AgentflowNode, section: string): string[] {
  const own = new Set([
    ...labels(node.inputs),
    ...node.outputs.map((output) => output.label),
    node.label,
    ...credentialLabels(node),
    ...(OTHER_LABELS[node.label] ?? []),
  ]);
  const nodeLabels = new Set(agentflowData.nodes.map((other) => other.label));
  const text = section.replace(/`[^`\n]*`/g, '');
  const problems: string[] = [];
  for (const match of text.matchAll(/\*\*([^*]+)\*\*/g)) {
    const label = match[1]!.trim();
    if (label.endsWith(':')) continue; // a lead-in such as **Example:**
    const denied = /\bno\s+$/.test(text.slice(0, match.index));
    if (denied ? own.has(label) : !own.has(label) && !nodeLabels.has(label)) {
      problems.push(denied ? `says it has no **${label}**, but it has` : `**${label}** is not a label of ${node.label}`);
    }
  }
  return problems;
}

describe('Agentflows V2 reference pages', () => {
  it.each(agentflowData.nodes.map((node) => [node.label, node] as const))(
    '%s has a section with its table, its source cited and a link from the overview',
    (label, node) => {
      const section = sections.get(label);
      expect(section, `## ${label}`).toBeDefined();
      expect(section).toContain(`<AgentflowParameters node="${node.name}" />`);
      expect(section, 'an example').toMatch(/\*\*Example:\*\*/);
      expect(reference.match(new RegExp(`node="${node.name}"`, 'g'))).toHaveLength(1);
      expect(reference, 'sources').toContain(`  - ${node.file}\n`);
      expect(overview).toContain(`](./node-reference.mdx#${slug(label)})`);
    },
  );

  it.each(agentflowData.nodes.map((node) => [node.label, node] as const))(
    'the prose of %s names only labels the node has',
    (label, node) => {
      expect(labelProblems(node, sections.get(label) ?? '')).toEqual([]);
    },
  );

  it('catches a label the node does not have and a field the prose wrongly denies', () => {
    const loop = agentflowData.nodes.find((node) => node.name === 'loopAgentflow')!;
    expect(labelProblems(loop, 'Set **Max Loop Count** and **Loop Back To**; there is no **Update Flow State**.')).toEqual(
      [],
    );
    expect(labelProblems(loop, 'Set **Max Loops**, though it has no **Max Loop Count**.')).toEqual([
      '**Max Loops** is not a label of Loop',
      'says it has no **Max Loop Count**, but it has',
    ]);
    const executeFlow = agentflowData.nodes.find((node) => node.name === 'executeFlowAgentflow')!;
    expect(labelProblems(executeFlow, 'Add a **Chatflow API** credential under **Connect Credential**.')).toEqual([]);
    expect(labelProblems(executeFlow, 'Add an **OpenAI API** credential.')).toEqual([
      '**OpenAI API** is not a label of Execute Flow',
    ]);
  });
});
