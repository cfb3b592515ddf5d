import type { DbOrTx } from '@ccp/db';
import { basisOfFamily } from '../family-figures/family-figures.service';
import type { FamilyRow, FamilyUpdate, ParentRow, StudentRow } from './family-profile.repository';
import * as repo from './family-profile.repository';

export type StoredSai = Required<Pick<FamilyUpdate, 'federalSai' | 'institutionalSai' | 'saiComputedAt'>>;

/**
 * The family's stored `federal_sai` and `institutional_sai` (the staff lists sort and filter by them): the first
 * student's figures for its first college year from the figures basis, as every screen shows them. No student or no
 * parent yet: cleared. `members` are the family's parents and students when the caller has just read them (a
 * write's rows after its change), so they are not read again.
 */
export async function storedSaiOf(
  db: DbOrTx,
  family: FamilyRow,
  members?: { parents: ParentRow[]; students: StudentRow[] },
  today: Date = new Date(),
): Promise<StoredSai> {
  const basis = await basisOfFamily(db, family, today, members);
  if (basis.federalSai === null) return { federalSai: null, institutionalSai: null, saiComputedAt: null };
  return { federalSai: basis.federalSai, institutionalSai: basis.institutionalSai, saiComputedAt: today };
}

/** Recomputes and stores the family's SAI figures after a change to their inputs (the plan's growth or gap year). */
export async function refreshStoredSai(
  db: DbOrTx,
  familyId: string,
  today: Date = new Date(),
): Promise<void> {
  const family = await db.query.families.findFirst({ where: (f, { eq }) => eq(f.id, familyId) });
  if (!family) return;
  await repo.updateFamily(db, familyId, await storedSaiOf(db, family, undefined, today));
}
