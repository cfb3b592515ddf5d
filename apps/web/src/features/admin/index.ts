/* The admin's staff and coupons feature's public entry (docs/decisions/0069): its query keys and query options. */
export { couponAgentsQuery, couponKeys, couponsQuery } from './api/coupons-api';
export { staffFamiliesQuery, staffKeys, staffListQuery } from './api/staff-api';
