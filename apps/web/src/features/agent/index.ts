/* The financial agent's families feature's public entry (docs/decisions/0069): its query keys and query options. */
export { agentFamiliesQuery, agentFamilyKeys, agentFamilyQuery } from './api/agent-families-api';
