/* The admin's CRM deliveries feature's public entry (docs/decisions/0069): its query keys and query options. */
export { crmDeliveriesQuery, crmKeys } from './api/crm-deliveries-api';
