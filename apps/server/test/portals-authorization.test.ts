/**
 * The authorisation matrix of issue 11's routes (docs/product-spec.md §6): every route x the callers of
 * testing/authorization-matrix-fixture.ts (the issue's eight, and agent X2, a colleague of agent X in organisation
 * X), with the expected status of each cell; a refused write changes no table.
 * One line per route: add the staff, invitation and portal routes here as they arrive.
 */
import { adminOnly, CALLERS, describeMatrix, type Expected, only, row } from './support/authorization-matrix';

const familiesOwn = { familyA: 200, familyB: 200 };
/** The families themselves, never staff acting as one (those get the default 403). */
const families = only(familiesOwn);
/** Case studies: staff only (an admin, the family's agents, staff acting as it), never a family or a professional. */
const caseStudies = (refused: Partial<Expected>) =>
  only({
    agentX: 200,
    agentX2: 200,
    agentY: 200,
    adminActingA: 200,
    agentXActingA: 200,
    admin: 200,
    ...refused,
  });
const agents = only({ agentX: 200, agentX2: 200, agentY: 200 });
/** A help request's writers: its family, its organisation's agents (others 404), an admin; never staff acting. */
const helpWriters = (overrides: Partial<Expected>) =>
  only({ familyA: 200, familyB: 200, agentX: 200, agentX2: 200, agentY: 404, admin: 200, ...overrides });
const professionals = only({ professionalP1: 200, professionalP2: 200 });
const staffNames = { name: 'Matrix Staff', phone: '555-010-2000' };
/** Another inviter's invitation is answered as missing (404): its existence is not told. */
const inviters = (
  allowed: Partial<
    Record<'agentX' | 'agentX2' | 'agentY' | 'professionalP1' | 'professionalP2' | 'admin', number>
  >,
) =>
  only({
    agentX: 404,
    agentX2: 404,
    agentY: 404,
    professionalP1: 404,
    professionalP2: 404,
    admin: 200,
    ...allowed,
  });
const couponBody = (code: string) => ({
  code,
  description: 'Matrix coupon',
  discountPercent: 15,
  validFrom: '2026-01-01',
  validUntil: '2027-12-31',
  usageLimit: 20,
  agentId: '{agentY}',
});

const aidPolicy = {
  cssProfileRequired: 'yes',
  meetsFullNeed: 'all',
  needBlind: 'unknown',
  noLoanPolicy: 'unknown',
  freeTuitionIncomeMax: 100_000,
  freeTotalIncomeMax: null,
  guaranteeResidency: 'any',
  guaranteeAssetsNote: null,
  policyYear: '2026-27',
  source: 'Matrix source, 2026',
  grade: 'PRIMARY',
};

describeMatrix('issue 11 routes: the authorisation matrix', [
  // College aid policies (issue 20 item 2): admins only; families read them on the college page
  row('GET', '/api/admin/aid-policies', adminOnly()),
  row('GET', '/api/admin/aid-policies/{spareUnitId}', adminOnly(), { spare: ['collegeWithAidPolicy'] }),
  row('PUT', '/api/admin/aid-policies/{spareUnitId}', adminOnly(), {
    payload: aidPolicy,
    spare: ['collegeWithAidPolicy'],
  }),
  row('POST', '/api/admin/aid-policies/remove/{spareUnitId}', adminOnly(), {
    spare: ['collegeWithAidPolicy'],
    perCaller: true,
  }),
  // A JSON body is no CSV upload: the admin's answer is the form's 400 (aid-policies.test.ts imports real files).
  row('POST', '/api/admin/aid-policies/import', adminOnly(400), { payload: { file: 'x' } }),
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
  row('GET', '/api/notifications/getProfessionalNotifications', professionals),
  row('POST', '/api/notifications/mark-read-all/professional', professionals),
  // Help request threads (docs/decisions/0060): the family, its organisation's agents and an admin write;
  // staff acting as the family read but never write (they answer from their own portal)
  row('GET', '/api/family/help-requests', only({ ...familiesOwn, adminActingA: 200, agentXActingA: 200 })),
  ...(['messages', 'resolve'] as const).flatMap((action) => [
    row('POST', `/api/help-requests/{spareHelpRequest}/${action}`, helpWriters({ familyB: 404 }), {
      payload: { message: 'Matrix answer' },
      spare: ['helpRequestOfA'],
      perCaller: true,
    }),
    row(
      'POST',
      `/api/help-requests/{spareHelpRequest}/${action}`,
      helpWriters({ familyA: 404, agentX: 404, agentX2: 404 }),
      {
        payload: { message: 'Matrix answer' },
        spare: ['helpRequestOfB'],
        perCaller: true,
      },
    ),
  ]),
  row('POST', '/api/help-requests/{spareHelpRequest}/reopen', helpWriters({ familyB: 404 }), {
    spare: ['helpRequestOfA'],
    perCaller: true,
  }),
  // The CRM hand-off
  row('GET', '/api/admin/crm-deliveries', adminOnly()),
  // The mail outbox (a mail that does not exist: the admin hears 404, everyone else is refused first)
  row('GET', '/api/admin/mail', adminOnly()),
  row('POST', '/api/admin/mail/00000000-0000-4000-8000-000000000000/retry', adminOnly(404)),
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
  // Staff: the admin's CRUD of financial agents and admission professionals, and each one's families
  row('GET', '/api/admin/agents', adminOnly()),
  // A pending staff invitation is a row of the admin's list, status invited (ADR 0037)
  row('GET', '/api/admin/agents?status=invited', adminOnly(), {
    spare: ['staffInvitation'],
    shows: { admin: ['{spareInvitation}', '"invited"'] },
  }),
  row('GET', '/api/admin/agents/{agentX}', adminOnly()),
  row('POST', '/api/admin/agents', adminOnly(201), {
    payload: { ...staffNames, email: '{spareEmail}', organisation: 'Matrix Organisation' },
    spare: ['email'],
    perCaller: true,
  }),
  row('PUT', '/api/admin/agents/{spareAgent}', adminOnly(), {
    payload: { ...staffNames, organisation: 'Matrix Organisation', status: 'inactive' },
    spare: ['agent'],
  }),
  row('DELETE', '/api/admin/agents/{spareAgent}', adminOnly(), { spare: ['agent'] }),
  row('GET', '/api/admin/agents/{agentX}/families', adminOnly(), {
    shows: { admin: ['{familyA}'] },
    hides: { admin: ['{familyB}'] },
  }),
  row('GET', '/api/admin/admission-professionals', adminOnly()),
  row('GET', '/api/admin/admission-professionals/{professionalP1}', adminOnly()),
  row('POST', '/api/admin/admission-professionals', adminOnly(201), {
    payload: { ...staffNames, email: '{spareEmail}' },
    spare: ['email'],
    perCaller: true,
  }),
  row('PUT', '/api/admin/admission-professionals/{spareProfessional}', adminOnly(), {
    payload: { ...staffNames, status: 'inactive' },
    spare: ['professional'],
  }),
  row('DELETE', '/api/admin/admission-professionals/{spareProfessional}', adminOnly(), {
    spare: ['professional'],
  }),
  row('GET', '/api/admin/professionals/{professionalP1}/families', adminOnly(), {
    shows: { admin: ['{familyA}'] },
    hides: { admin: ['{familyB}'] },
  }),
  // Invitations: agents and professionals invite families; each inviter sees and handles its own (an agent its
  // organisation's), the admin every one
  row('POST', '/api/agents/invite-family', only({ agentX: 201, agentX2: 201, agentY: 201 }), {
    payload: { name: 'Invited Matrix Family', email: '{spareEmail}' },
    spare: ['email'],
    perCaller: true,
  }),
  row(
    'POST',
    '/api/admission-professionals/invite-family',
    only({ professionalP1: 201, professionalP2: 201 }),
    {
      payload: { name: 'Invited Matrix Family', email: '{spareEmail}' },
      spare: ['email'],
      perCaller: true,
    },
  ),
  row(
    'GET',
    '/api/invitations',
    only({ agentX: 200, agentX2: 200, agentY: 200, professionalP1: 200, professionalP2: 200, admin: 200 }),
    {
      shows: {
        agentX: ['{invitationX}'],
        agentX2: ['{invitationX}'],
        professionalP1: ['{invitationP1}'],
        admin: ['{invitationX}', '{invitationP1}'],
      },
      hides: {
        agentX: ['{invitationP1}'],
        agentX2: ['{invitationP1}'],
        agentY: ['{invitationX}', '{invitationP1}'],
        professionalP1: ['{invitationX}'],
        professionalP2: ['{invitationX}', '{invitationP1}'],
      },
    },
  ),
  // A refused caller is refused before its input is read: bad input tells it nothing about the rules
  row('POST', '/api/admin/agents', adminOnly(400), { payload: {} }),
  row('PUT', '/api/admin/agents/{agentX}', adminOnly(400), { payload: {} }),
  row('POST', '/api/admin/admission-professionals', adminOnly(400), { payload: {} }),
  row('POST', '/api/agents/invite-family', only({ agentX: 400, agentX2: 400, agentY: 400 }), {
    payload: {},
  }),
  row(
    'POST',
    '/api/admission-professionals/invite-family',
    only({ professionalP1: 400, professionalP2: 400 }),
    {
      payload: {},
    },
  ),
  row(
    'POST',
    '/api/invitations/not-an-id/resend',
    only({
      agentX: 400,
      agentX2: 400,
      agentY: 400,
      professionalP1: 400,
      professionalP2: 400,
      admin: 400,
    }),
  ),
  row('POST', '/api/invitations/{spareInvitation}/resend', inviters({ agentX: 200, agentX2: 200 }), {
    spare: ['invitationOfX'],
  }),
  row('POST', '/api/invitations/{spareInvitation}/resend', inviters({ professionalP1: 200 }), {
    spare: ['invitationOfP1'],
  }),
  row('POST', '/api/invitations/{spareInvitation}/resend', inviters({}), { spare: ['staffInvitation'] }),
  row('POST', '/api/invitations/{spareInvitation}/revoke', inviters({ agentX: 200, agentX2: 200 }), {
    spare: ['invitationOfX'],
    perCaller: true,
  }),
  row('POST', '/api/invitations/{spareInvitation}/revoke', inviters({ professionalP1: 200 }), {
    spare: ['invitationOfP1'],
    perCaller: true,
  }),
  row('POST', '/api/invitations/{spareInvitation}/revoke', inviters({}), {
    spare: ['staffInvitation'],
    perCaller: true,
  }),
  // The link's preview is public: the token is the credential
  row(
    'GET',
    '/api/invitations/preview?token={invitationXToken}',
    Object.fromEntries(CALLERS.map((c) => [c, 200])) as Expected,
  ),
  row(
    'GET',
    '/api/invitations/preview?token={invitationP1Token}',
    Object.fromEntries(CALLERS.map((c) => [c, 200])) as Expected,
  ),
  // The agent portal: the families of the agent's organisation, no other
  row('GET', '/api/agents/families', agents, {
    shows: { agentX: ['{familyA}'], agentX2: ['{familyA}'] },
    hides: { agentX: ['{familyB}'], agentX2: ['{familyB}'], agentY: ['{familyA}', '{familyB}'] },
  }),
  row('GET', '/api/agents/families/{familyA}', only({ agentX: 200, agentX2: 200, agentY: 404 }), {
    // The same content as the admin's detail, money included; a colleague of the organisation sees it too
    shows: { agentX: ['{familyA}', '"federalSai"'], agentX2: ['{familyA}', '"federalSai"'] },
  }),
  row('GET', '/api/agents/families/{familyAUser}', only({ agentX: 200, agentX2: 200, agentY: 404 })),
  row('GET', '/api/agents/families/{familyB}', only({ agentX: 404, agentX2: 404, agentY: 404 })),
  // Any colleague of the organisation may remove its family (ADR 0027)
  row(
    'POST',
    '/api/agents/families/{spareFamily}/remove-family',
    only({ agentX: 200, agentX2: 200, agentY: 404 }),
    { spare: ['familyOfX'], perCaller: true },
  ),
  row(
    'POST',
    '/api/agents/families/{spareFamilyUser}/remove-family',
    only({ agentX: 404, agentX2: 404, agentY: 200 }),
    { spare: ['familyWithAgent'], perCaller: true },
  ),
  row(
    'POST',
    '/api/agents/families/{spareFamily}/remove-family',
    only({ agentX: 404, agentX2: 404, agentY: 404 }),
    { spare: ['family'] },
  ),
  // The professional portal: the families the professional invited, read-only
  row('GET', '/api/admission-professionals/families', professionals, {
    shows: { professionalP1: ['{familyA}'] },
    hides: { professionalP1: ['{familyB}'], professionalP2: ['{familyA}', '{familyB}'] },
  }),
  row(
    'GET',
    '/api/admission-professionals/families/{familyA}',
    only({ professionalP1: 200, professionalP2: 404 }),
    // Read-only and without money: no SAI, no income, no assets
    {
      shows: { professionalP1: ['{familyA}'] },
      hides: { professionalP1: ['Sai"', 'Income"', 'Assets"', 'pell'] },
    },
  ),
  row(
    'GET',
    '/api/admission-professionals/families/{familyAUser}',
    only({ professionalP1: 200, professionalP2: 404 }),
  ),
  row(
    'GET',
    '/api/admission-professionals/families/{familyB}',
    only({ professionalP1: 404, professionalP2: 404 }),
  ),
  // Acting as a family: the admin any family, an agent its organisation's only, a professional never
  row('POST', '/api/admin/families/{familyA}/simulate', adminOnly()),
  row('POST', '/api/admin/families/{familyB}/simulate', adminOnly()),
  row('POST', '/api/agents/families/{familyA}/simulate', only({ agentX: 200, agentX2: 200, agentY: 404 })),
  row('POST', '/api/agents/families/{familyB}/simulate', only({ agentX: 404, agentX2: 404, agentY: 404 })),
  // While acting as family A (issue 18): staff act for the family, reach only what the family rule allows, and
  // never act as its owner (its notifications, data, activity and password are the family's own)
  row('GET', '/api/family/profile', only({ ...familiesOwn, adminActingA: 200, agentXActingA: 200 }), {
    shows: { adminActingA: ['{familyA}'], agentXActingA: ['{familyA}'] },
    hides: { adminActingA: ['{familyB}'], agentXActingA: ['{familyB}'] },
  }),
  row('GET', '/api/family/export', families),
  row('GET', '/api/family/activity', families),
  row('GET', '/api/admin/activity', adminOnly()),
  row('GET', '/api/family/fetch-all-users', only({ adminActingA: 200 }), {
    shows: { adminActingA: ['{familyA}', '{familyB}'] },
  }),
  row('GET', '/api/family/fetch-all-agent-users', only({ agentXActingA: 200 }), {
    shows: { agentXActingA: ['{familyA}'] },
    hides: { agentXActingA: ['{familyB}'] },
  }),
  // Case studies: an admin any family, an agent its organisation's; acting, the family acted as only
  row('GET', '/api/family/saved-family-versions/{familyAUser}', caseStudies({ agentY: 404 })),
  row(
    'GET',
    '/api/family/saved-family-versions/{familyBUser}',
    caseStudies({ agentX: 404, agentX2: 404, agentY: 404, adminActingA: 404, agentXActingA: 404 }),
  ),
  row('GET', '/api/family/case-studies/compare?userId={familyAUser}', caseStudies({ agentY: 404 })),
  row(
    'GET',
    '/api/family/case-studies/compare?userId={familyBUser}',
    caseStudies({ agentX: 404, agentX2: 404, agentY: 404, adminActingA: 404, agentXActingA: 404 }),
  ),
]);
