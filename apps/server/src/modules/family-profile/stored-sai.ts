import type { DbOrTx } from '@ccp/db';
import { basisOfFamily } from '../family-figures/family-figures.service';
import * as repo from './family-profile.repository';

/**
 * Recomputes the family's stored `federal_sai` and `institutional_sai` (the staff lists sort and filter by them):
 * the first student's figures for its first college year from the figures basis, as every screen shows them, after
 * a change to their inputs (the profile, the plan's growth or gap year). No student or no parent yet: cleared.
 */
export async function refreshStoredSai(
  db: DbOrTx,
  familyId: string,
  today: Date = new Date(),
): Promise<void> {
  const family = await db.query.families.findFirst({ where: (f, { eq }) => eq(f.id, familyId) });
  if (!family) return;
  const basis = await basisOfFamily(db, family, today);
  if (basis.federalSai === null) {
    await repo.updateFamily(db, familyId, { federalSai: null, institutionalSai: null, saiComputedAt: null });
    return;
  }
  await repo.updateFamily(db, familyId, {
    federalSai: basis.federalSai,
    institutionalSai: basis.institutionalSai,
    saiComputedAt: today,
  });
}
