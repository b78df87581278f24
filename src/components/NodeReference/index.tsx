/**
 * Components of the Studio node reference. Pages do not import them: the
 * remark plugin src/remark/nodeReference.ts adds the import and the facts
 * each .mdx page needs.
 */
export { default as AgentflowParameters } from './AgentflowParameters';
export { default as NodeFacts } from './NodeFacts';
export { default as NodeIndex } from './NodeIndex';
export { default as NodeParameters } from './NodeParameters';
export { default as McpTools } from './McpTools';
