/**
 * The Agentflows V2 node facts, extracted from the platform's source by
 * `npm run platform:extract` (scripts/platform/agentflow.ts). Read at build
 * time by src/remark/nodeReference.ts and by tests; browser code receives one
 * node's facts as props.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AgentflowData, AgentflowNode } from './types';

export type * from './types';

export const agentflowData = JSON.parse(
  readFileSync(fileURLToPath(new URL('../platform/agentflow-v2.json', import.meta.url)), 'utf8'),
) as AgentflowData;

const byName = new Map(agentflowData.nodes.map((node) => [node.name, node]));

/** The Agentflows V2 node with this name (`agentAgentflow`), if the data has it. */
export const getAgentflowNode = (name: string): AgentflowNode | undefined => byName.get(name);
