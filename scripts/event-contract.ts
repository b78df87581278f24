/**
 * Rewrites the README's event contract section from src/lib/tracking/contract.ts:
 * `npx tsx scripts/event-contract.ts`. src/lib/tracking/contract.test.ts fails
 * while the README and the contract disagree.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { withEventContract } from '../src/lib/tracking/contract';

const README = new URL('../README.md', import.meta.url);
const before = readFileSync(README, 'utf8');
const after = withEventContract(before);
writeFileSync(README, after);
console.log(after === before ? 'README.md: event contract already current.' : 'README.md: event contract rewritten.');
