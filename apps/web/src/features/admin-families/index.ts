/* The admin's families feature's public entry (docs/decisions/0069): its query keys and query options. */
export {
  adminFamiliesQuery,
  adminFamilyKeys,
  adminFamilyQuery,
  agentOptionsQuery,
  helpWithoutAgentCountQuery,
} from './api/admin-families-api';
