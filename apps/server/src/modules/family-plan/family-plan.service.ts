import {
  type AidPolicyFacts,
  enteredCostPrices,
  fourYearPlan,
  type PlanCollegeInput,
  type PlanStudentInput,
  planRule,
} from '@ccp/aid-engine';
import type { FamilyPlanResponse, PlanAssumptionsRequest, PlanStudent } from '@ccp/contracts';
import type { Db, DbOrTx, schema } from '@ccp/db';
import { recordAudit } from '../../audit/record-audit';
import type { Actor } from '../../auth/actor';
import { retryingTransaction } from '../../database/retrying-transaction';
import { notFound, validationFailed } from '../../errors';
import { academicYearOf, collegePrices, publishedPriceYear } from '../college-pricing/college-costs';
import { policyBook } from '../college-pricing/policy-book';
import { basisForActor } from '../family-figures/family-figures.service';
import { type BasisStudent, basisDto, type FiguresBasis } from '../family-figures/figures-basis';
import * as profileRepo from '../family-profile/family-profile.repository';
import { refreshStoredSai } from '../family-profile/stored-sai';
import * as repo from './family-plan.repository';

type CollegeRow = typeof schema.colleges.$inferSelect;

const startOf = (awardYear: string) => Number(awardYear.slice(0, 4));

/** The college's published prices for this family (the engine's `CollegePrices`) with its name, for the plan. */
export function collegeInput(
  row: CollegeRow,
  familyState: string | null,
  student: BasisStudent,
  policy: AidPolicyFacts | null,
): PlanCollegeInput | null {
  const prices = collegePrices(
    row,
    { familyState, living: student.living, inDistrict: student.inDistrict },
    policy,
  );
  return prices && { name: row.name, ...prices };
}

/**
 * The plan of a figures basis (the family's own, or a case study's while staff act as the family): the family's
 * rates, each student's choice, the aid engine's figures by the same functions as every other screen.
 */
export async function planOfBasis(db: DbOrTx, basis: FiguresBasis): Promise<FamilyPlanResponse> {
  const policies = await policyBook(db);
  const rows = new Map(
    (await repo.findColleges(db, [...new Set(basis.favourites.map((f) => f.collegeId))])).map((r) => [
      r.id,
      r,
    ]),
  );
  const favouritesOf = (studentId: string) =>
    basis.favourites
      .filter((f) => f.studentId === studentId && rows.has(f.collegeId))
      .map((f) => ({ collegeId: f.collegeId, name: rows.get(f.collegeId)!.name }));

  // The college counted: the chosen favourite (still a favourite), else the student's first favourite.
  const countedId = (s: BasisStudent) => {
    const own = favouritesOf(s.id);
    if (s.choice.enteredCost !== null) return null;
    if (s.choice.collegeId !== null && own.some((f) => f.collegeId === s.choice.collegeId))
      return s.choice.collegeId;
    return own[0]?.collegeId ?? null;
  };

  const planStudents: PlanStudent[] = [];
  const engineStudents: PlanStudentInput[] = [];
  const missing: string[] = [];
  if (!basis.hasParents) missing.push('Add at least one parent with their income on your profile.');
  if (basis.students.length === 0)
    missing.push('Add a student on your profile: the plan follows each student.');
  for (const s of basis.students) {
    const { gapYear, yearsInCollege, enteredCost } = s.choice;
    const id = countedId(s);
    const row = id === null ? undefined : rows.get(id);
    let college: PlanCollegeInput | null = null;
    let counted: PlanStudent['counted'] = null;
    if (enteredCost !== null) {
      college = { name: 'Cost you entered', ...enteredCostPrices(enteredCost, startOf(basis.baseAwardYear)) };
      counted = {
        name: college.name,
        costOfAttendance: enteredCost,
        priceYear: basis.baseAwardYear,
        method:
          'The yearly cost you entered, in today’s dollars; no published net price, so the grants are those that meet the need from the federal SAI.',
      };
    } else if (row) {
      college = collegeInput(row, basis.state, s, policies.get(row.unitId));
      if (college) {
        counted = {
          name: row.name,
          costOfAttendance: college.costLines.reduce((a, b) => a + b.amount, 0),
          priceYear: publishedPriceYear(row),
          method:
            `Published cost of attendance (${publishedPriceYear(row)}); net price from the college’s published net prices ` +
            `(${academicYearOf(college.netPriceYearStart)}) for your income, with aid from the ` +
            `${college.rules.aidMethod === 'css-profile' ? 'institutional estimate (a CSS Profile college)' : college.rules.aidMethod === 'unknown' ? 'federal SAI (whether the college uses the CSS Profile is not known)' : 'federal SAI'}` +
            `${college.rules.publishedPricesApply ? '' : '; out-of-state: this college’s published net prices are for residents, so the full cost less federal grants'}. ${college.costNote}`,
        };
      }
    }
    const firstYear = s.firstYearStart;
    planStudents.push({
      id: s.id,
      name: s.name,
      graduationYear: s.graduationYear,
      firstAwardYear: firstYear === null ? null : academicYearOf(firstYear),
      gapYear,
      yearsInCollege,
      collegeId: enteredCost !== null ? null : id,
      enteredCost,
      favourites: favouritesOf(s.id),
      counted,
      engine:
        firstYear === null
          ? null
          : {
              firstYearStart: firstYear,
              yearsInCollege,
              college: college && {
                ...college,
                costLines: [...college.costLines],
                specLines: [...college.specLines],
              },
            },
    });
    if (firstYear === null) {
      missing.push(`Add ${s.name}’s high-school graduation year on your profile: the plan starts from it.`);
      continue;
    }
    engineStudents.push({
      id: s.id,
      name: s.name,
      student: s.engine,
      firstYearStart: firstYear,
      yearsInCollege,
      college,
    });
  }

  const plan = basis.hasParents
    ? fourYearPlan({
        profile: basis.profile,
        baseAwardYear: basis.baseAwardYear,
        students: engineStudents,
        ...basis.rates,
      })
    : null;
  const info = basisDto(basis);
  return {
    baseAwardYear: basis.baseAwardYear,
    assumptions: plan?.assumptions ?? {
      ...basis.rates,
      tableIndexPercent: info.tableIndexPercent,
      latestOfficialAwardYear: info.latestOfficialAwardYear,
    },
    students: planStudents,
    years: plan?.years ?? [],
    totals: plan?.totals ?? { costOfAttendance: 0, pell: 0, needBasedGrant: 0, netPrice: 0 },
    rule: plan?.rule ?? planRule(basis.baseAwardYear, basis.rates),
    notes: plan?.notes ?? [],
    basis: info,
    missing,
  };
}

async function ownFamily(db: DbOrTx, actor: Actor) {
  const family = await profileRepo.findFamilyByUser(db, actor.userId);
  if (!family) throw notFound('Your family profile');
  return family;
}

/** The signed-in family's plan, or a case study's (`familyVersionId`, while staff act as the family). */
export async function getPlan(
  db: Db,
  actor: Actor,
  familyVersionId?: string,
  today: Date = new Date(),
): Promise<FamilyPlanResponse> {
  return planOfBasis(db, await basisForActor(db, actor, familyVersionId, today));
}

/**
 * Saves the plan's growth rates and each listed student's choice in one transaction: every student must be the
 * family's own, a chosen college one of that student's favourites. Answers the plan as it now stands.
 */
export async function saveAssumptions(
  db: Db,
  actor: Actor,
  input: PlanAssumptionsRequest,
): Promise<FamilyPlanResponse> {
  const family = await ownFamily(db, actor);
  await retryingTransaction(db, async (tx) => {
    const [students, favourites] = await Promise.all([
      profileRepo.listStudents(tx, family.id),
      repo.listFavouriteColleges(tx, family.id),
    ]);
    const fields: Record<string, string> = {};
    const seen = new Set<string>();
    input.students.forEach((choice, i) => {
      if (!students.some((s) => s.id === choice.studentId)) {
        throw notFound('That student');
      }
      if (seen.has(choice.studentId)) fields[`students.${i}.studentId`] = 'This student is listed twice.';
      seen.add(choice.studentId);
      if (
        choice.collegeId !== null &&
        !favourites.some((f) => f.studentId === choice.studentId && f.collegeId === choice.collegeId)
      ) {
        fields[`students.${i}.collegeId`] = 'Choose one of this student’s favorite colleges.';
      }
    });
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
    await repo.saveSettings(tx, family.id, {
      costGrowthPercent: input.costGrowthPercent,
      incomeGrowthPercent: input.incomeGrowthPercent,
      assetGrowthPercent: input.assetGrowthPercent,
    });
    for (const choice of input.students) await repo.saveStudentChoice(tx, family.id, choice);
    // The growth and a gap year move the first student's figures: the stored SAI follows (docs/decisions/0046).
    await refreshStoredSai(tx, family.id);
    await recordAudit(tx, actor, {
      familyId: family.id,
      action: 'plan.update',
      entity: 'family_plan',
      entityId: family.id,
      details: {
        costGrowthPercent: input.costGrowthPercent,
        incomeGrowthPercent: input.incomeGrowthPercent,
        assetGrowthPercent: input.assetGrowthPercent,
        students: input.students.length,
      },
    });
  });
  return getPlan(db, actor);
}
