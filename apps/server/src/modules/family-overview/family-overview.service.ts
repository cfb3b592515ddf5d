import type { FamilyOverviewResponse, OverviewStudent, StudentType } from '@ccp/contracts';
import { STUDENT_TYPES } from '@ccp/contracts';
import type { Db } from '@ccp/db';
import type { Actor } from '../../auth/actor';
import { notFound } from '../../errors';
import { basisForActor } from '../family-figures/family-figures.service';
import { basisDto } from '../family-figures/figures-basis';
import * as profileRepo from '../family-profile/family-profile.repository';
import * as repo from './family-overview.repository';
import { nextSteps } from './next-steps';

const studentType = (value: string | null): StudentType | null =>
  (STUDENT_TYPES as readonly string[]).includes(value ?? '') ? (value as StudentType) : null;

/**
 * The household at a glance: each student's SAI and Pell for its first college year (the figures basis: the
 * family's own, or a case study's while staff act as the family) and the next steps (the family's own).
 */
export async function getOverview(
  db: Db,
  actor: Actor,
  familyVersionId?: string,
  today: Date = new Date(),
): Promise<FamilyOverviewResponse> {
  const family = await profileRepo.findFamilyByUser(db, actor.userId);
  if (!family) throw notFound('Your family profile');
  const [parents, students, help, favourites, basis] = await Promise.all([
    profileRepo.listParents(db, family.id),
    profileRepo.listStudents(db, family.id),
    profileRepo.findOpenHelpRequest(db, family.id),
    repo.favouriteCounts(db, family.id),
    basisForActor(db, actor, familyVersionId, today),
  ]);
  const typeOf = new Map(students.map((s) => [s.id, s.overallStudentType]));
  const overviewStudents: OverviewStudent[] = basis.students.map((s) => ({
    id: s.id,
    name: s.name,
    position: s.position,
    graduationYear: s.graduationYear,
    overallStudentType: studentType(typeOf.get(s.id) ?? null),
    awardYear: s.awardYear,
    federalSai: s.federalSai,
    pellAward: s.pellAward,
    institutionalSai: s.institutionalSai,
    yearNote: s.figures?.projection.note ?? null,
  }));
  return {
    name: family.name,
    state: basis.state,
    federalSai: basis.federalSai,
    institutionalSai: basis.institutionalSai,
    saiComputedAt: family.saiComputedAt?.toISOString() ?? null,
    students: overviewStudents,
    estimateReasons: basis.estimateReasons,
    basis: basisDto(basis),
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
