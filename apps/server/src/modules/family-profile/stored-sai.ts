import type { DbOrTx } from '@ccp/db';
import { awardYearFor } from '../sai-figures/award-year';
import { computeStoredFigures } from '../sai-figures/compute-family-sai';
import { engineProfile, engineStudent } from '../sai-figures/engine-input';
import * as repo from './family-profile.repository';

/**
 * Recomputes the family's stored `federal_sai` and `institutional_sai` with the aid engine, for the first
 * student (the selected one), after a change to its inputs. No student yet: both are cleared.
 */
export async function refreshStoredSai(
  db: DbOrTx,
  familyId: string,
  today: Date = new Date(),
): Promise<void> {
  const [family, parents, students] = await Promise.all([
    db.query.families.findFirst({ where: (f, { eq }) => eq(f.id, familyId) }),
    repo.listParents(db, familyId),
    repo.listStudents(db, familyId),
  ]);
  if (!family) return;
  const student = students[0];
  if (!student) {
    await repo.updateFamily(db, familyId, { federalSai: null, institutionalSai: null, saiComputedAt: null });
    return;
  }
  const figures = computeStoredFigures(
    engineProfile(family, parents),
    engineStudent(student),
    awardYearFor(student.graduationYear, today),
  );
  await repo.updateFamily(db, familyId, { ...figures, saiComputedAt: today });
}
