/**
 * The authorisation matrix of issue 11's routes (docs/product-spec.md §6): every route x the eight callers of
 * testing/authorization-matrix.ts, with the expected status of each cell; a refused write changes no table.
 * One line per route: add the staff, invitation and portal routes here as they arrive.
 */
import { adminOnly, describeMatrix, only, row } from './authorization-matrix';

const families = only({ familyA: 200, familyB: 200 });
const agents = only({ agentX: 200, agentY: 200 });
const couponBody = (code: string) => ({
  code,
  description: 'Matrix coupon',
  discountPercent: 15,
  validFrom: '2026-01-01',
  validUntil: '2027-12-31',
  usageLimit: 20,
  agentId: '{agentY}',
});

describeMatrix('issue 11 routes: the authorisation matrix', [
  // Admin aggregates
  row('GET', '/api/admin/aggregates', adminOnly()),
  row('GET', '/api/admin/aggregates/sign-ups', adminOnly()),
  // Admin families
  row('GET', '/api/admin/families', adminOnly()),
  row('GET', '/api/admin/families?search=Matrix&notRequestedHelp=1', adminOnly()),
  row('GET', '/api/admin/families/not-requested-help', adminOnly()),
  row('GET', '/api/admin/financial-agents/options', adminOnly()),
  row('GET', '/api/admin/families/{familyAUser}', adminOnly()),
  row('GET', '/api/admin/families/{familyB}', adminOnly()),
  row('DELETE', '/api/admin/families/delete', adminOnly(), {
    payload: { familyIds: ['{spareFamily}'] },
    spare: ['family'],
  }),
  row('POST', '/api/admin/families/{spareFamilyUser}/assign-financial-agent', adminOnly(), {
    payload: { agentId: '{agentX}' },
    spare: ['family'],
  }),
  row('POST', '/api/admin/families/{spareFamilyUser}/remove-financial-agent', adminOnly(), {
    spare: ['familyWithAgent'],
  }),
  // Notifications: each role reads and marks only its own
  row('GET', '/api/notifications/getFamilyNotifications', families),
  row('GET', '/api/notifications/getAgentNotifications', agents),
  row('GET', '/api/notifications/getAdminNotifications', adminOnly()),
  row('POST', '/api/notifications/mark-read-all/family', families),
  row('POST', '/api/notifications/mark-read-all/agent', agents),
  row('POST', '/api/notifications/mark-read-all/admin', adminOnly()),
  // The CRM hand-off
  row('GET', '/api/admin/crm-deliveries', adminOnly()),
  // Coupons
  row('GET', '/api/admin/coupon-code', adminOnly()),
  row('GET', '/api/admin/coupon-code/{coupon}', adminOnly()),
  row('POST', '/api/admin/coupon-code/add', adminOnly(201), { payload: couponBody('MATRIX-ADDED') }),
  row('PUT', '/api/admin/coupon-code/{spareCoupon}', adminOnly(), {
    payload: couponBody('MATRIX-EDITED'),
    spare: ['coupon'],
  }),
  row('POST', '/api/admin/coupon-code/remove/{spareCoupon}', adminOnly(), { spare: ['coupon'] }),
  row('GET', '/api/admin/couponAgents', adminOnly()),
]);
