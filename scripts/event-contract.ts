/**
 * Rewrites the event contract section of src/lib/tracking/README.md from src/lib/tracking/contract.ts:
 * `npx tsx scripts/event-contract.ts`. src/lib/tracking/contract.test.ts fails
 * while that section and the contract disagree.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { withEventContract } from '../src/lib/tracking/contract';

const README = new URL('../src/lib/tracking/README.md', import.meta.url);
const before = readFileSync(README, 'utf8');
const after = withEventContract(before);
writeFileSync(README, after);
console.log(
  after === before
    ? 'src/lib/tracking/README.md: event contract already current.'
    : 'src/lib/tracking/README.md: event contract rewritten.',
);
