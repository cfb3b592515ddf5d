import { estimateReasons } from '@ccp/aid-engine';
import type { FamilyOverviewResponse, OverviewStudent, StudentType } from '@ccp/contracts';
import { STUDENT_TYPES } from '@ccp/contracts';
import type { Db } from '@ccp/db';
import type { Actor } from '../../auth/actor';
import { notFound } from '../../errors';
import * as profileRepo from '../family-profile/family-profile.repository';
import { engineProfile } from '../sai-figures/engine-input';
import { studentYearFigures } from '../sai-figures/student-sai-and-pell';
import * as repo from './family-overview.repository';
import { nextSteps } from './next-steps';

const studentType = (value: string | null): StudentType | null =>
  (STUDENT_TYPES as readonly string[]).includes(value ?? '') ? (value as StudentType) : null;

/** The household at a glance: each student's SAI and Pell (from the aid engine) and the next steps. */
export async function getOverview(
  db: Db,
  actor: Actor,
  today: Date = new Date(),
): Promise<FamilyOverviewResponse> {
  const family = await profileRepo.findFamilyByUser(db, actor.userId);
  if (!family) throw notFound('Your family profile');
  const [parents, students, help, favourites] = await Promise.all([
    profileRepo.listParents(db, family.id),
    profileRepo.listStudents(db, family.id),
    profileRepo.findOpenHelpRequest(db, family.id),
    repo.favouriteCounts(db, family.id),
  ]);
  const profile = engineProfile(family, parents);
  const overviewStudents: OverviewStudent[] = students.map((s) => {
    const { awardYear, federalSai, pellAward } = studentYearFigures(profile, s, today, parents.length > 0);
    return {
      id: s.id,
      name: s.name,
      position: s.position,
      graduationYear: s.graduationYear,
      overallStudentType: studentType(s.overallStudentType),
      awardYear,
      federalSai,
      pellAward,
    };
  });
  return {
    name: family.name,
    state: family.state,
    federalSai: family.federalSai,
    institutionalSai: family.institutionalSai,
    saiComputedAt: family.saiComputedAt?.toISOString() ?? null,
    students: overviewStudents,
    estimateReasons: estimateReasons(profile, overviewStudents[0]?.awardYear).map((r) => r.text),
    nextSteps: nextSteps({
      family,
      parents,
      students,
      favourites,
      help,
      awardYear: overviewStudents[0]?.awardYear ?? null,
      today,
    }),
  };
}
