/* The overview feature's public entry (docs/decisions/0069): its query keys and query options. */
export { familyOverviewQuery, overviewKeys } from './api/overview-api';
