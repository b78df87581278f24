/**
 * The labels of every chatflow node of the platform, its inputs and their
 * options (src/data/platform/node-labels.json, written by `npm run
 * platform:extract`, scripts/platform/node-labels.ts). nodes.json keeps option
 * values only; this file gives what the Studio shows for them. Read by tests and
 * by the docs label check (scripts/studio-labels.mjs), never by browser code.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LabelledNode } from '../../../scripts/platform/node-labels';

export type { LabelledInput, LabelledNode, LabelledOption } from '../../../scripts/platform/node-labels';

export const nodeLabelsData = JSON.parse(
  readFileSync(fileURLToPath(new URL('./node-labels.json', import.meta.url)), 'utf8'),
) as { commit: string; nodes: LabelledNode[] };

const byName = new Map(nodeLabelsData.nodes.map((node) => [node.name, node]));

/** The labels of the node with this Studio name (`cheerioWebScraper`), if the platform has it. */
export const getNodeLabels = (name: string): LabelledNode | undefined => byName.get(name);
