/**
 * The roots of the staff's family lists and pages (docs/decisions/0069): the admin's (features/admin-families) and
 * the financial agent's (features/agent) keys start with them. They are here because a help thread, answered from
 * the shared family page (domains/family/help/help-threads.ts), refreshes both, and lib/ never imports a feature.
 */
export const staffFamilyRoots = {
  admin: ['admin-families'] as const,
  agent: ['agent-families'] as const,
};
