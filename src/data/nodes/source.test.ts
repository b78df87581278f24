// nodes.json is maintained by hand; this compares it with the node classes of
// the platform at the commit it names, read by scripts/platform/nodes.ts. It
// needs a platform checkout (a work tree or a git directory holding that
// commit): PLATFORM_CHECKOUT, else /work/theanswer; without one it is skipped.
//
// One difference is on purpose: where a class's default is the platform's own
// text (a prompt, a message, example code), nodes.json shows a note
// ("Built-in prompt") instead of copying the sentence.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openCheckout, resolveCommit } from '../../../scripts/platform/checkout';
import { extractNodes, nodeChanges, type ExtractedNode } from '../../../scripts/platform/nodes';
import { nodeData } from '.';

const checkoutDir = process.env.PLATFORM_CHECKOUT ?? '/work/theanswer';

function hasCommit(dir: string, commit: string): boolean {
  if (!existsSync(dir)) return false;
  try {
    return resolveCommit(dir, commit) === commit;
  } catch {
    return false;
  }
}

/** The extracted node with a text default shown as a note wherever nodes.json shows one. */
function asDocumented(extracted: ExtractedNode, documented: ExtractedNode | (typeof nodeData.nodes)[number]) {
  const notes = new Set(documented.inputs.filter((input) => input.defaultNote).map((input) => input.name));
  return {
    ...extracted,
    inputs: extracted.inputs.map((input) => {
      if (!notes.has(input.name) || (input.default !== undefined && typeof input.default !== 'string')) return input;
      const shown = { ...input, defaultNote: 'Set in code' };
      delete shown.default;
      return shown;
    }),
  };
}

describe.runIf(hasCommit(checkoutDir, nodeData.commit))(`nodes.json against the node classes at its commit`, () => {
  it('documents every node as the platform declares it', () => {
    const nodes = extractNodes(openCheckout(checkoutDir, nodeData.commit));
    const problems = nodeData.nodes.flatMap((documented) => {
      const extracted = nodes.get(documented.name);
      if (!extracted) return [`${documented.name}: no node class has this name`];
      return nodeChanges(documented, asDocumented(extracted, documented)).map(
        (change) => `${documented.name} (${extracted.file}): nodes.json ≠ source: ${change}`,
      );
    });
    expect(problems).toEqual([]);
  }, 60_000);
});
