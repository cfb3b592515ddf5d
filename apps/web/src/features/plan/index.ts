/* The plan feature's public entry (docs/decisions/0069): its query keys and query options. */
export { familyPlanQuery, planKeys } from './api/plan-api';
