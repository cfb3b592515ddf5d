import type { WriteRole } from '@ccp/contracts';
import type { Actor } from '../../auth/actor';
import { forbidden } from '../../errors';

/**
 * The role suffix the session writes with (docs/product-spec.md §6): `admin` or `agent` while an administrator or
 * agent acts as the family (simulation, docs/decisions/0029), `family` when the family writes itself.
 */
export function sessionWriteRole(actor: Actor): WriteRole {
  if (actor.impersonatedBy === null) return 'family';
  return actor.actingRole === 'admin' ? 'admin' : actor.actingRole === 'financial_agent' ? 'agent' : 'family';
}

/**
 * Family writes carry a role suffix (docs/product-spec.md §6). This is the one place that decides: the family
 * writes its own data with `family`; an admin acting as the family with `admin`, an agent with `agent`. Any other
 * suffix is refused. Writes whose route has no suffix pass `sessionWriteRole(actor)`.
 */
export function assertWriteRole(actor: Actor, role: WriteRole): void {
  if (actor.role !== 'family') {
    throw forbidden(
      role === 'family'
        ? 'Only the family itself can make this change.'
        : `Changes with the ${role} suffix are made by an ${role === 'admin' ? 'administrator' : 'agent'} acting as the family; use /family instead.`,
    );
  }
  const expected = sessionWriteRole(actor);
  if (actor.impersonatedBy !== null && expected === 'family') {
    throw forbidden('This change was refused: who is acting as the family is not known.');
  }
  if (role === expected) return;
  if (expected === 'family') {
    throw forbidden(
      `Changes with the ${role} suffix are made by an ${role === 'admin' ? 'administrator' : 'agent'} acting as the family; use /family instead.`,
    );
  }
  throw forbidden(
    `While ${expected === 'admin' ? 'an administrator' : 'an agent'} acts as the family, changes use the /${expected} suffix, not /${role}.`,
  );
}
