import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nodeData } from '../nodes';
import { credentialData } from './credentialData';
import { getNodeLabels, nodeLabelsData as nodeLabels } from './nodeLabels';

const named = z.object({ name: z.string().min(1), label: z.string() }).strict();
const file = z
  .object({
    commit: z.string().regex(/^[0-9a-f]{40}$/),
    nodes: z.array(
      named
        .extend({
          file: z.string().regex(/^packages\/components\/nodes\/(?!agentflow\/).+\.ts$/),
          inputs: z.array(named.extend({ options: z.array(named).min(1).optional() }).strict()),
        })
        .strict(),
    ),
  })
  .strict();

describe('node labels (src/data/platform/node-labels.json)', () => {
  it('has the shape the label check reads, from the commit of the other extracted files', () => {
    expect(() => file.parse(nodeLabels)).not.toThrow();
    expect(nodeLabels.commit).toBe(credentialData.commit);
  });

  it('names each node once', () => {
    expect(new Set(nodeLabels.nodes.map((node) => node.name)).size).toBe(nodeLabels.nodes.length);
  });

  it('has every node of the Studio reference, with the label the reference shows', () => {
    for (const node of nodeData.nodes) {
      const source = getNodeLabels(node.name);
      expect(source, node.name).toBeDefined();
      expect(source?.label, node.name).toBe(node.label);
    }
  });

  it('agrees with the reference on every input label and choice both know', () => {
    for (const node of nodeData.nodes) {
      const inputs = new Map(getNodeLabels(node.name)?.inputs.map((input) => [input.name, input]));
      for (const input of node.inputs) {
        const source = inputs.get(input.name);
        if (!source) continue;
        expect(input.label, `${node.name}.${input.name}`).toBe(source.label);
        if (input.options && source.options && !input.optionsFromProvider) {
          expect([...input.options].sort(), `${node.name}.${input.name}`).toEqual(
            source.options.map((option) => option.name).sort(),
          );
        }
      }
    }
  });
});
