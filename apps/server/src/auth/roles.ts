import { ROLES, type Role } from '@ccp/contracts/roles';
import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements } from 'better-auth/plugins/admin/access';

export { ROLES, type Role };

export const ac = createAccessControl({ ...defaultStatements });

export const roles = {
  admin: ac.newRole({ ...adminAc.statements }),
  family: ac.newRole({}),
  admission_professional: ac.newRole({}),
  financial_agent: ac.newRole({}),
};

/** The spec: the role constant is 'financial_agent'; the token claim is 'agent'. */
export function roleClaim(role: Role): string {
  return role === 'financial_agent' ? 'agent' : role;
}

export function roleFromClaim(claim: unknown): Role | null {
  if (claim === 'agent') return 'financial_agent';
  return typeof claim === 'string' && (ROLES as readonly string[]).includes(claim) ? (claim as Role) : null;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
