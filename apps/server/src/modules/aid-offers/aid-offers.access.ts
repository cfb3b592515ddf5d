/* Who may see and change a family's aid offers (docs/decisions/0051): the one access check of this module, kept
 * small so that it moves to the shared family access rule (auth/family-access.ts) in one place. */
import type { DbOrTx } from '@ccp/db';
import type { Actor } from '../../auth/actor';
import { forbidden, notFound } from '../../errors';
import * as repo from './aid-offers.repository';

export interface OfferAccess {
  family: repo.FamilyRow;
  /** The family itself, or an admin or agent acting as it, may write; staff reading with their own session may not. */
  canEdit: boolean;
}

const FAMILY_NOT_FOUND = 'That family';

/**
 * The family whose offers the caller asks for: a family session (the family, or staff acting as it) its own family
 * only, and may write; an admin any family, a financial agent the families of its organisation, both read only and
 * naming the family by `familyId`; an admission professional never (no money). Another family: not found.
 */
export async function offerAccess(
  db: DbOrTx,
  actor: Actor,
  familyId: string | undefined,
  mode: 'read' | 'write',
): Promise<OfferAccess> {
  if (actor.role === 'family') {
    const family = await repo.findFamilyByUser(db, actor.userId);
    if (!family || (familyId !== undefined && familyId !== family.id)) throw notFound(FAMILY_NOT_FOUND);
    return { family, canEdit: true };
  }
  if (actor.role !== 'admin' && actor.role !== 'financial_agent') {
    throw forbidden('Aid offers are seen by the family, its financial agent and administrators.');
  }
  if (mode === 'write') {
    throw forbidden('Act as the family to add or change its aid offers.');
  }
  if (familyId === undefined) throw notFound(FAMILY_NOT_FOUND);
  const family = await repo.findFamilyById(db, familyId);
  if (!family) throw notFound(FAMILY_NOT_FOUND);
  if (actor.role === 'financial_agent') {
    const organisationId = await repo.findAgentOrganisation(db, actor.userId);
    if (organisationId === null || family.organisationId !== organisationId) throw notFound(FAMILY_NOT_FOUND);
  }
  return { family, canEdit: false };
}
