/* The case studies feature's public entry (docs/decisions/0069): its query options (the keys: domains/family/profile/family-keys.ts). */
export { compareQuery, savedVersionsQuery } from './api/case-studies-api';
