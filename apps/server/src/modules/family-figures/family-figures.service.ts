/* The one place a family's figures are worked out (docs/decisions/0046, 0047): the basis of the signed-in family,
 * of a case study while staff act as the family, or of a family staff look at; every screen, the plan and the PDF
 * take their figures from it. */
import type { CaseStudyRef, FamilyProfile } from '@ccp/contracts';
import type { DbOrTx } from '@ccp/db';
import type { Actor } from '../../auth/actor';
import { forbidden, notFound } from '../../errors';
import { type DraftSnapshot, readSnapshot } from './case-study-snapshot';
import * as repo from './family-figures.repository';
import {
  type BasisSource,
  buildBasis,
  type FiguresBasis,
  type PlanChoice,
  type StudentRecord,
} from './figures-basis';

export const FAMILY_PROFILE = 'Your family profile';
export const CASE_STUDY = 'That case study';
export const ONLY_WHILE_ACTING =
  'A case study’s figures are shown only while an administrator or a financial agent acts as the family.';

type Plan = Awaited<ReturnType<typeof repo.planRows>>;

function planOf(plan: Plan): Pick<BasisSource, 'rates' | 'choices'> {
  return {
    rates: plan.settings && {
      costGrowthPercent: plan.settings.costGrowthPercent,
      incomeGrowthPercent: plan.settings.incomeGrowthPercent,
      assetGrowthPercent: plan.settings.assetGrowthPercent,
    },
    choices: plan.choices.map(
      (c): PlanChoice => ({
        studentId: c.studentId,
        collegeId: c.collegeId,
        enteredCost: c.enteredCost,
        gapYear: c.gapYear,
        yearsInCollege: c.yearsInCollege,
      }),
    ),
  };
}

type Members = Awaited<ReturnType<typeof repo.memberRows>>;

/** The family's members, reading only the favourites when a write has just read its parents and students. */
async function membersOf(
  db: DbOrTx,
  familyId: string,
  known: Pick<Members, 'parents' | 'students'> | undefined,
): Promise<Members> {
  if (!known) return repo.memberRows(db, familyId);
  return { ...known, favourites: await repo.favouriteRows(db, familyId) };
}

/** The basis of a family's own saved profile. */
export async function basisOfFamily(
  db: DbOrTx,
  family: repo.FamilyRow,
  today = new Date(),
  known?: Pick<Members, 'parents' | 'students'>,
): Promise<FiguresBasis> {
  const [members, plan] = await Promise.all([membersOf(db, family.id, known), repo.planRows(db, family.id)]);
  return buildBasis(
    {
      familyId: family.id,
      familyName: family.name,
      family,
      parents: members.parents,
      students: members.students.map((s) => ({
        ...s,
        livingArrangement: s.livingArrangement as StudentRecord['livingArrangement'],
      })),
      favourites: members.favourites,
      ...planOf(plan),
      caseStudy: null,
    },
    today,
  );
}

/**
 * The basis of a profile in the API's shape (a case study's, or the family's as loaded for a comparison), with the
 * family's growth rates and plan choices: students keep their ids in a case study, so the choices still apply.
 */
export function basisOfProfile(
  family: Pick<repo.FamilyRow, 'id' | 'name'>,
  profile: FamilyProfile,
  favourites: DraftSnapshot['favourites'],
  plan: Plan,
  caseStudy: CaseStudyRef | null,
  today = new Date(),
): FiguresBasis {
  return buildBasis(
    {
      familyId: family.id,
      familyName: family.name,
      family: profile,
      parents: profile.parents,
      students: profile.students,
      favourites: favourites.map((f) => ({ ...f, createdAt: null })),
      ...planOf(plan),
      caseStudy,
    },
    today,
  );
}

/** A case study's basis, its snapshot read. */
export async function basisOfCaseStudy(
  db: DbOrTx,
  family: repo.FamilyRow,
  version: repo.VersionRow,
  today = new Date(),
): Promise<FiguresBasis> {
  const snapshot = readSnapshot(version);
  return basisOfProfile(
    family,
    snapshot.profile,
    snapshot.favourites,
    await repo.planRows(db, family.id),
    { id: version.id, name: version.versionName },
    today,
  );
}

/**
 * The figures basis of the signed-in family, or of one of its case studies (`versionId`): only while an admin or
 * an agent acts as the family (403 otherwise), only the family's own case study (404 otherwise). The family's rows
 * are only read.
 */
export async function basisForActor(
  db: DbOrTx,
  actor: Actor,
  versionId?: string | null,
  today = new Date(),
): Promise<FiguresBasis> {
  if (!versionId) {
    const family = await repo.findFamilyByUser(db, actor.userId);
    if (!family) throw notFound(FAMILY_PROFILE);
    return basisOfFamily(db, family, today);
  }
  const { family, version } = await caseStudyOfActor(db, actor, versionId);
  return basisOfCaseStudy(db, family, version, today);
}

/**
 * One of the signed-in family's case studies, by its id: only while an admin or an agent acts as the family (403
 * otherwise), only the family's own (404 otherwise). Read only: a case study changes through the case-studies module.
 */
export async function caseStudyOfActor(
  db: DbOrTx,
  actor: Actor,
  versionId: string,
): Promise<{ family: repo.FamilyRow; version: repo.VersionRow; snapshot: DraftSnapshot }> {
  if (!(actor.role === 'family' && actor.impersonatedBy)) throw forbidden(ONLY_WHILE_ACTING);
  const family = await repo.findFamilyByUser(db, actor.userId);
  if (!family) throw notFound(FAMILY_PROFILE);
  const version = await repo.findVersion(db, versionId);
  if (!version || version.familyId !== family.id) throw notFound(CASE_STUDY);
  return { family, version, snapshot: readSnapshot(version) };
}

/** The basis of a family staff look at (the family detail), by its id. */
export async function basisOfFamilyId(db: DbOrTx, familyId: string, today = new Date()) {
  const family = await repo.findFamily(db, familyId);
  if (!family) throw notFound('That family');
  return basisOfFamily(db, family, today);
}
