/* The admin dashboard's public entry (docs/decisions/0069): its query keys and query options. */
export { adminAggregatesQuery, adminDashboardKeys, adminSignUpsQuery } from './api/admin-dashboard-api';
