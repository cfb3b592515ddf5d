import type { MeResponse, Role } from '@ccp/contracts';

/** Where each role's pages live, and where each kind of user belongs (docs/product-spec.md §2 and §4). */

export type AuthRole = Role;

export const ROLE_AREA: Record<Role, string> = {
  admin: '/admin',
  family: '/family',
  financial_agent: '/agent',
  admission_professional: '/admission-professional',
};

export const ROLE_LABEL: Record<Role, string> = {
  admin: 'administrator',
  family: 'family',
  financial_agent: 'financial agent',
  admission_professional: 'admission professional',
};

export const loginPath = (role: Role) => `${ROLE_AREA[role]}/login`;
export const forgotPasswordPath = (role: Role) => `${ROLE_AREA[role]}/forgot-password`;
export const passwordRecoveryPath = (role: Role) => `${ROLE_AREA[role]}/password-recovery`;
export const profilePath = (role: Role) => `${ROLE_AREA[role]}/profile`;

export const FAMILY_ONBOARDING_PATH = '/family/onboarding';
export const FAMILY_COLLEGE_SEARCH_PATH = '/family/college/search';
export const FAMILY_COST_CALCULATOR_PATH = '/family/cost-calculator';
/** The family's data: download it, delete the account (open at every onboarding stage). */
export const FAMILY_YOUR_DATA_PATH = '/family/your-data';

/** The Dashboard link of the public header, per role. */
export function dashboardPath(role: Role): string {
  switch (role) {
    case 'admin':
      return '/admin/dashboard';
    case 'family':
      return '/family/federal-sai';
    case 'financial_agent':
      return '/agent/dashboard';
    case 'admission_professional':
      return '/admission-professional/dashboard';
  }
}

export function isActiveFamily(me: MeResponse): boolean {
  return me.user.role === 'family' && me.family?.invitationStatus === 'active';
}

/**
 * Where a signed-in user goes after logging in or when opening an auth page:
 * an active family goes to college search, a family still onboarding to onboarding,
 * everyone else to their dashboard.
 */
export function homePath(me: MeResponse): string {
  if (me.user.role === 'family')
    return isActiveFamily(me) ? FAMILY_COLLEGE_SEARCH_PATH : FAMILY_ONBOARDING_PATH;
  return dashboardPath(me.user.role);
}

/** "a family", "an administrator", ... */
export function roleWithArticle(role: Role): string {
  const label = ROLE_LABEL[role];
  return /^[aeiou]/.test(label) ? `an ${label}` : `a ${label}`;
}

export const signUpPath = (role: Role): string | null =>
  role === 'admin' ? null : `${ROLE_AREA[role]}/signup`;
