// nodes.json is written by `npm run platform:extract`; this checks it is what the extraction writes at the
// commit it names, so a hand edit or a stale file fails. It needs a platform checkout (a work tree or a git
// directory holding that commit): PLATFORM_CHECKOUT, else /work/theanswer; without one it is skipped. The base
// classes are compared too when the packages they are read from are installed for that commit
// (node_modules/.cache/platform-types, made by the extraction); otherwise everything but them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHE_DIR, callKey, resolveCalls } from '../../../scripts/platform/baseClasses';
import { openCheckout, resolveCommit } from '../../../scripts/platform/checkout';
import {
  extractNodes,
  readNodeDrawer,
  readSkippedCategories,
  toNodesFile,
} from '../../../scripts/platform/nodes';
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

const withoutClasses = <T extends { baseClasses?: string[]; outputs?: { baseClasses?: string[] }[] }>(node: T) => ({
  ...node,
  baseClasses: undefined,
  outputs: node.outputs?.map((output) => ({ ...output, baseClasses: undefined })),
});

describe.runIf(hasCommit(checkoutDir, nodeData.commit))('nodes.json against the node classes at its commit', () => {
  it('is what the extraction writes', () => {
    const checkout = openCheckout(checkoutDir, nodeData.commit);
    const tree = path.join(CACHE_DIR, nodeData.commit, 'tree');
    const installed = existsSync(path.join(tree, 'packages/components/node_modules'));
    const extracted = toNodesFile(
      extractNodes(checkout),
      { ...readNodeDrawer(checkout), skippedCategories: readSkippedCategories(checkout) },
      (calls) => (installed ? resolveCalls(tree, calls) : new Map()),
      callKey,
    );
    const expected = installed ? nodeData.nodes : nodeData.nodes.map(withoutClasses);
    expect(installed ? extracted : extracted.map(withoutClasses)).toEqual(expected);
  }, 120_000);
});
