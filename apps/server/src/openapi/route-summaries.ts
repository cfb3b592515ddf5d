/**
 * The one-line summary of every operation in the OpenAPI document, keyed by method and path as the document writes
 * them (`GET /api/family/colleges/{id}`). A route's own `schema.summary` wins; a route with neither fails the
 * reference's test (openapi/api-reference.test.ts), so that every route an advisory firm can call is described.
 */
export const ROUTE_SUMMARIES: Readonly<Record<string, string>> = {
  // Service
  'GET /api/health': 'Whether the process is up (liveness)',
  'GET /api/ready': 'Whether this instance can serve: database, migrations and college catalogue (readiness)',
  'GET /api/client-config': 'What the browser needs to know about this deployment',

  // Accounts
  'POST /api/family/signup':
    'Create a family account (optionally from an invitation or a two-minute estimate)',
  'POST /api/agents/signup': 'Create a financial agent account (from an administrator’s invitation)',
  'POST /api/auth/signup/financial-agent': 'Create a financial agent account (the spec’s second address)',
  'POST /api/admission-professionals/signup': 'Create an admission professional account',
  'GET /api/me': 'The signed-in user: role, name, family and acting-as state',
  'GET /api/admin/profile': 'The administrator’s own profile',
  'PUT /api/admin/profile': 'Update the administrator’s own profile',
  'GET /api/agents/profile': 'The financial agent’s own profile',
  'PUT /api/agents/profile': 'Update the financial agent’s own profile',
  'GET /api/admission-professionals/profile': 'The admission professional’s own profile',
  'PUT /api/admission-professionals/profile': 'Update the admission professional’s own profile',

  // Family profile
  'GET /api/family/profile': 'The family’s whole profile: household, finances, parents and students',
  'PUT /api/family/profile/{role}':
    'Update the household and finance answers (role: who writes: family, admin or agent)',
  'POST /api/family/profile/parent': 'Add a parent',
  'PUT /api/family/profile/parent/{id}/{role}': 'Update a parent',
  'DELETE /api/family/delete-parent/{id}': 'Remove a parent',
  'POST /api/family/profile/student': 'Add a student',
  'PUT /api/family/profile/student/{id}/{role}': 'Update a student',
  'DELETE /api/family/delete-student/{id}': 'Remove a student and the student’s favorites',
  'PUT /api/family/profile/done-onboarding/{role}': 'Finish onboarding: the family becomes active',
  'PUT /api/family/onboarding/progress': 'Save the onboarding wizard’s step and sub-step',
  'PUT /api/family/profile/hidden-elements': 'Hide a banner or a guide step for good',
  'PUT /api/family/profile/request-help': 'Ask for help: the family’s agent (or the administrators) is told',

  // Family figures
  'GET /api/family/sai':
    'A student’s federal Student Aid Index, Pell Grant and institutional estimate, step by step',
  'GET /api/family/tax-estimate': 'The federal income tax estimated from the parents’ answers',
  'GET /api/family/overview': 'The family overview: each student’s SAI and the next steps',
  'GET /api/family/plan': 'The year-by-year plan: cost, grants and net price until the youngest graduates',
  'PUT /api/family/plan/assumptions': 'Change the plan’s growth rates and each student’s college',
  'GET /api/family/report.pdf':
    'The dated PDF report: a one-page summary, then every figure and how it was made',
  'GET /api/family/export': 'Everything held about the family, as JSON (or its figures as CSV)',
  'DELETE /api/family/account': 'Delete the family’s account and every row of its data (password required)',

  // Colleges
  'GET /api/family/colleges': 'Search the college catalogue with this family’s cost, need and net price',
  'GET /api/family/colleges/defaults':
    'Whose figures the college pages use by default: each student, state and SAI',
  'GET /api/family/colleges/{id}': 'One college: facts, costs for this family, admissions and outcomes',
  'GET /api/family/favourites': 'Each student’s favorite colleges with their cost for this family',
  'POST /api/family/favourite/{role}': 'Save a college to a student’s favorites',
  'DELETE /api/family/favourite/{id}/{role}': 'Remove a favorite college',
  'POST /api/family/calculator/uses': 'Run the college cost calculator (and record the use)',
  'POST /api/estimate/quick': 'The two-minute SAI estimate from eight answers (no account)',

  // Notifications
  'GET /api/notifications/getFamilyNotifications': 'The family’s notifications, newest first',
  'GET /api/notifications/getAgentNotifications': 'The financial agent’s notifications, newest first',
  'GET /api/notifications/getAdminNotifications': 'The administrators’ notifications, newest first',
  'POST /api/notifications/mark-read-all/{audience}': 'Mark every notification of an audience as read',

  // Administration
  'GET /api/admin/aggregates':
    'Dashboard figures: agents, families (by period, state and sign-up), professionals',
  'GET /api/admin/aggregates/sign-ups': 'Family sign-ups per day, for the dashboard chart',
  'GET /api/admin/families': 'Search, filter, sort and page every family',
  'GET /api/admin/families/not-requested-help': 'How many families asked for help and have no agent',
  'DELETE /api/admin/families/delete': 'Delete the selected families and all their data, in one transaction',
  'GET /api/admin/financial-agents/options': 'The financial agents a family can be assigned to',
  'GET /api/admin/families/{id}': 'A family’s detail for the administrator',
  'POST /api/admin/families/{id}/assign-financial-agent': 'Assign a financial agent to a family',
  'POST /api/admin/families/{id}/remove-financial-agent': 'Remove a family’s financial agent',
  'GET /api/admin/aid-policies': 'Search, sort and page the colleges’ published aid policies',
  'GET /api/admin/aid-policies/{unitId}': 'One college’s aid policy with its source and grade',
  'PUT /api/admin/aid-policies/{unitId}': 'Add or edit a college’s aid policy',
  'POST /api/admin/aid-policies/remove/{unitId}': 'Remove a college’s aid policy',
  'POST /api/admin/aid-policies/import':
    'Import aid policies from a CSV file (a report per row; the good rows only on request)',
  'GET /api/admin/colleges': 'Search, sort and page the college catalogue',
  'GET /api/admin/colleges/{id}': 'One college with every editable field',
  'PUT /api/admin/colleges/{id}': 'Edit a college',
  'POST /api/admin/colleges/add': 'Add a college',
  'POST /api/admin/colleges/remove/{id}': 'Remove a college (and the favorites that hold it)',
  'POST /api/admin/colleges/import':
    'Import colleges from a CSV file: add new ones and update existing ones by unit ID',
  'GET /api/admin/calculator/users': 'Who used the college cost calculator, and for which colleges',
  'GET /api/admin/crm-deliveries': 'The CRM webhook deliveries and their state',
  'GET /api/admin/activity': 'Every change staff made while acting as a family',
  'GET /api/admin/agents': 'Search and page the financial agents (and their pending invitations)',
  'POST /api/admin/agents': 'Invite a financial agent',
  'GET /api/admin/agents/{id}': 'One financial agent',
  'PUT /api/admin/agents/{id}': 'Edit a financial agent, or make one active or inactive',
  'DELETE /api/admin/agents/{id}': 'Remove a financial agent (their families keep their data)',
  'GET /api/admin/agents/{id}/families': 'The families of a financial agent',
  'GET /api/admin/admission-professionals':
    'Search and page the admission professionals (and pending invitations)',
  'POST /api/admin/admission-professionals': 'Invite an admission professional',
  'GET /api/admin/admission-professionals/{id}': 'One admission professional',
  'PUT /api/admin/admission-professionals/{id}':
    'Edit an admission professional, or make one active or inactive',
  'DELETE /api/admin/admission-professionals/{id}': 'Remove an admission professional',
  'GET /api/admin/professionals/{id}/families': 'The families an admission professional invited',
  'GET /api/admin/coupon-code': 'Search, sort and page the coupon codes',
  'POST /api/admin/coupon-code/add': 'Create a coupon code',
  'POST /api/admin/coupon-code/remove/{id}': 'Remove a coupon code',
  'GET /api/admin/coupon-code/{id}': 'One coupon code',
  'PUT /api/admin/coupon-code/{id}': 'Edit a coupon code',
  'GET /api/admin/couponAgents': 'The financial agents a coupon code can belong to',

  // Portals
  'GET /api/agents/families': 'The financial agent’s families: search, sort, page and a summary',
  'GET /api/agents/families/{id}': 'A family’s detail for its financial agent',
  'POST /api/agents/families/{id}/remove-family': 'Remove a family from the agent’s organisation',
  'GET /api/admission-professionals/families':
    'The families the admission professional invited (no money figures)',
  'GET /api/admission-professionals/families/{id}':
    'A family’s detail for the admission professional who invited it',

  // Invitations
  'POST /api/agents/invite-family': 'A financial agent invites a family (a 14-day, single-use link by mail)',
  'POST /api/admission-professionals/invite-family': 'An admission professional invites a family',
  'GET /api/invitations': 'The invitations the caller may see: sent, accepted, expired or revoked',
  'POST /api/invitations/{id}/resend': 'Send an invitation again with a new link',
  'POST /api/invitations/{id}/revoke': 'Revoke a pending invitation',
  'GET /api/invitations/preview': 'What an invitation link is for (the sign-up page reads it; public)',

  // Acting as a family
  'POST /api/admin/families/{id}/simulate': 'An administrator starts acting as a family',
  'POST /api/agents/families/{id}/simulate':
    'A financial agent starts acting as a family of the organisation',
  'POST /api/family/change-user-access/{id}/simulate':
    'Switch to acting as another family (while acting as one)',
  'POST /api/family/simulate-admin': 'Stop acting as the family and return to the administrator',
  'POST /api/family/simulate-agents': 'Stop acting as the family and return to the financial agent',
  'GET /api/family/fetch-all-users': 'The families an administrator can switch to while acting as one',
  'GET /api/family/fetch-all-agent-users': 'The families an agent can switch to while acting as one',
  'GET /api/family/activity': 'What staff changed while acting as the family (the family’s activity log)',

  // Case studies
  'GET /api/family/saved-family-versions/{userId}': 'The family’s saved case studies',
  'GET /api/family/saved-family-versions/{userId}/{staffId}':
    'The family’s case studies saved by an administrator',
  'GET /api/family/saved-family-versions-agent/{userId}/{staffId}':
    'The family’s case studies saved by an agent',
  'POST /api/family/clone-to-draft/{userId}': 'An administrator saves a copy of the profile as a case study',
  'POST /api/family/clone-to-draft-agent/{userId}':
    'A financial agent saves a copy of the profile as a case study',
  'GET /api/family/draft-profile': 'A case study’s profile',
  'PUT /api/family/draft-profile/{versionId}': 'Update a case study’s household and finance answers',
  'POST /api/family/draft-profile/addnewparent/{versionId}': 'Add a parent to a case study',
  'POST /api/family/draft-profile/addstudent/{versionId}': 'Add a student to a case study',
  'PUT /api/family/profile/parent/{id}/{versionId}': 'Update a case study’s parent',
  'PUT /api/family/profile/student/{id}/{versionId}': 'Update a case study’s student',
  'DELETE /api/family/draft-profile/student/{id}/{versionId}': 'Remove a student from a case study',
  'DELETE /api/family/delete-clone-parent/{id}': 'Remove a parent from a case study',
  'POST /api/family/draft-profile/favourite/{versionId}': 'Save a favorite college in a case study',
  'DELETE /api/family/draft-profile/favourite/{id}/{versionId}':
    'Remove a favorite college from a case study',
  'POST /api/family/draft-profile/aid-offer/{versionId}':
    'Enter an aid offer in a case study’s own copy of the offers',
  'PUT /api/family/draft-profile/aid-offer/{id}/{versionId}': 'Change an aid offer in a case study',
  'PUT /api/family/draft-profile/aid-offer/{id}/{versionId}/appeal':
    'Save the circumstances an appeal names, in a case study’s offer',
  'DELETE /api/family/draft-profile/aid-offer/{id}/{versionId}': 'Remove an aid offer from a case study',
  'DELETE /api/family/delete-simulate-version/{id}': 'Delete a case study',
  'DELETE /api/family/delete-simulate-version':
    'Delete a case study (none selected: refused with the spec’s message)',
  'GET /api/family/case-studies/compare': 'The family profile and up to three case studies side by side',
  'GET /api/family/funding-plan':
    'How the family pays, year by year: its funding choices and the gap after the federal loans',
  'PUT /api/family/funding-plan':
    'Save the funding choices of one student (savings, income, loans) and answer the plan again',
  'GET /api/family/can-we-pay':
    '"Can we pay for this?": one line per college for one student, from the funding plan',
  'GET /api/family/aid-offers':
    'The family’s aid offers, each analysed (net price with grants only, loans, flags)',
  'POST /api/family/aid-offers': 'Enter an aid offer line by line from the college’s letter',
  'GET /api/family/aid-offers/compare': 'Up to six offers side by side, with the four-year picture',
  'GET /api/family/aid-offers/{id}': 'One aid offer with its analysis',
  'PUT /api/family/aid-offers/{id}': 'Change an aid offer',
  'DELETE /api/family/aid-offers/{id}': 'Remove an aid offer',
  'PUT /api/family/aid-offers/{id}/appeal': 'Save the circumstances an appeal of this offer names',
  'GET /api/family/aid-offers/{id}/appeal-letter':
    'The appeal letter’s words for one offer, quoting our estimate',
  'GET /api/family/aid-offers/{id}/appeal-letter.pdf': 'The appeal letter for one offer as a PDF',
  'GET /api/notifications/getProfessionalNotifications':
    'The admission professional’s notifications about the families it invited (no money)',
  'POST /api/estimate/drafts':
    'Keep the two-minute estimate’s answers for an hour under an opaque id, for the sign-up',
  'GET /api/estimate/drafts/{id}': 'Read back the two-minute estimate’s answers kept for the sign-up',
  'DELETE /api/estimate/drafts/{id}': 'Forget the two-minute estimate’s answers kept for the sign-up',
};

/** The routes that answer a file, not JSON: their answer in the reference. */
export const ROUTE_FILES: Readonly<Record<string, { type: string; description: string; example: string }>> = {
  'GET /api/family/report.pdf': {
    type: 'application/pdf',
    description: 'The PDF report, as an attachment named college-cost-plan-<reference>.pdf',
    example: '%PDF-1.7 … (a tagged PDF)',
  },
  'GET /api/family/aid-offers/{id}/appeal-letter.pdf': {
    type: 'application/pdf',
    description: 'The appeal letter for one aid offer, as a PDF attachment, quoting the report it cites',
    example: '%PDF-1.7 … (a one-page letter)',
  },
  'GET /api/family/export': {
    type: 'application/json',
    description:
      'Everything held about the family as a JSON attachment; with ?format=csv, its figures as CSV',
    example:
      '{"exportedAt":"2026-11-21T14:30:00.000Z","about":"…","account":{…},"family":{…},"parents":[…],"students":[…]}',
  },
};
