import type { WriteRole } from '@ccp/contracts';
import type { Actor } from '../../auth/actor';
import { forbidden } from '../../errors';

/**
 * Family writes carry a role suffix (docs/product-spec.md §6). A family writes its own data with `family`. The `admin` and
 * `agent` suffixes are for an administrator or agent acting as the family (simulation), which is not open yet:
 * they are refused here, in one place, so that simulation can allow them later.
 */
export function assertWriteRole(actor: Actor, role: WriteRole): void {
  if (role === 'family' && actor.role === 'family') return;
  throw forbidden(
    role === 'family'
      ? 'Only the family itself can make this change.'
      : `Changes with the ${role} suffix are made by an ${role === 'admin' ? 'administrator' : 'agent'} acting as the family; use /family instead.`,
  );
}
