/* Who may see and change a family's aid offers (docs/decisions/0051), by the one family access rule
 * (auth/family-access.ts): offers are money, so an admission professional never sees them. */
import type { DbOrTx } from '@ccp/db';
import type { Actor } from '../../auth/actor';
import { may, requireFamilyAccess } from '../../auth/family-access';
import { forbidden, notFound } from '../../errors';
import * as repo from './aid-offers.repository';

export interface OfferAccess {
  family: repo.FamilyRow;
  /** The family itself, or an admin or agent acting as it, may write; staff reading with their own session may not. */
  canEdit: boolean;
}

const FAMILY_NOT_FOUND = 'That family';

/**
 * The family whose offers the caller asks for: a family session (the family, or staff acting as it, whose access
 * is checked again on every request) its own family only, and may write; staff with their own session read the
 * families the rule lets them see money of (`may(access, 'money', family)`: an admin any family, a financial agent
 * its organisation's), naming the family by `familyId`; an admission professional never. Another family: not found.
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
  const access = await requireFamilyAccess(
    db,
    actor,
    ['admin', 'agent'],
    'Aid offers are seen by the family, its financial agent and administrators.',
  );
  if (mode === 'write') {
    throw forbidden('Act as the family to add or change its aid offers.');
  }
  if (familyId === undefined) throw notFound(FAMILY_NOT_FOUND);
  const family = await repo.findFamilyById(db, familyId);
  if (!family || !may(access, 'money', family)) throw notFound(FAMILY_NOT_FOUND);
  return { family, canEdit: false };
}
