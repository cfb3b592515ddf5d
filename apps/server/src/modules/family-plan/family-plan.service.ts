import { fourYearPlan, type PlanCollegeInput, type PlanStudentInput } from '@ccp/aid-engine';
import {
  DEFAULT_PLAN_ASSUMPTIONS,
  type FamilyPlanResponse,
  type PlanAssumptionsRequest,
  type PlanStudent,
} from '@ccp/contracts';
import type { Db, DbOrTx, schema } from '@ccp/db';
import { recordAudit } from '../../audit/record-audit';
import type { Actor } from '../../auth/actor';
import { retryingTransaction } from '../../database/retrying-transaction';
import { notFound, validationFailed } from '../../errors';
import {
  academicYearOf,
  collegeCostOfAttendance,
  publishedNetPrice,
  publishedPriceYear,
} from '../college-pricing/college-costs';
import * as profileRepo from '../family-profile/family-profile.repository';
import { awardYearFor } from '../sai-figures/award-year';
import { engineProfile, engineStudent } from '../sai-figures/engine-input';
import * as repo from './family-plan.repository';

type FamilyRow = typeof schema.families.$inferSelect;
type ParentRow = typeof schema.parents.$inferSelect;
type StudentRow = typeof schema.students.$inferSelect;
type CollegeRow = typeof schema.colleges.$inferSelect;

const startOf = (awardYear: string) => Number(awardYear.slice(0, 4));

/** The college's published cost of attendance for this family, its year and its net prices, for the engine's plan. */
export function collegeInput(row: CollegeRow, familyState: string | null): PlanCollegeInput | null {
  const priceYear = publishedPriceYear(row);
  const coa = collegeCostOfAttendance(row, familyState, startOf(priceYear));
  if (coa.total === null) return null;
  const net = publishedNetPrice(row);
  return {
    name: row.name,
    costOfAttendance: coa.total,
    costYearStart: startOf(priceYear),
    netPriceByIncome: net.table,
    avgNetPrice: net.average,
    netPriceYearStart: net.start,
    usesInstitutionalMethod: row.control === 'private nonprofit',
  };
}

/** The plan of one family from its saved rows: the stored assumptions, each student's choice, the aid engine's figures. */
export async function planForFamily(
  db: DbOrTx,
  family: FamilyRow,
  parents: ParentRow[],
  students: StudentRow[],
  today: Date = new Date(),
): Promise<FamilyPlanResponse> {
  const [settings, choices, favourites] = await Promise.all([
    repo.findSettings(db, family.id),
    repo.listStudentChoices(db, family.id),
    repo.listFavouriteColleges(db, family.id),
  ]);
  const assumptions = {
    costGrowthPercent: settings?.costGrowthPercent ?? DEFAULT_PLAN_ASSUMPTIONS.costGrowthPercent,
    incomeGrowthPercent: settings?.incomeGrowthPercent ?? DEFAULT_PLAN_ASSUMPTIONS.incomeGrowthPercent,
    assetGrowthPercent: settings?.assetGrowthPercent ?? DEFAULT_PLAN_ASSUMPTIONS.assetGrowthPercent,
  };
  const baseAwardYear = awardYearFor(null, today);
  const choiceOf = new Map(choices.map((c) => [c.studentId, c]));
  const favouritesOf = (studentId: string) =>
    favourites.filter((f) => f.studentId === studentId).map(({ collegeId, name }) => ({ collegeId, name }));

  // The college counted: the chosen favourite (still a favourite), else the student's first favourite.
  const countedId = (s: StudentRow) => {
    const own = favouritesOf(s.id);
    const chosen = choiceOf.get(s.id);
    if (chosen?.enteredCost != null) return null;
    if (chosen?.collegeId != null && own.some((f) => f.collegeId === chosen.collegeId))
      return chosen.collegeId;
    return own[0]?.collegeId ?? null;
  };
  const rows = new Map(
    (await repo.findColleges(db, [...new Set(students.map(countedId).filter((id) => id !== null))])).map(
      (r) => [r.id, r],
    ),
  );

  const planStudents: PlanStudent[] = [];
  const engineStudents: PlanStudentInput[] = [];
  const missing: string[] = [];
  if (parents.length === 0) missing.push('Add at least one parent with their income on your profile.');
  if (students.length === 0) missing.push('Add a student on your profile: the plan follows each student.');
  for (const s of students) {
    const choice = choiceOf.get(s.id);
    const gapYear = choice?.gapYear ?? false;
    const yearsInCollege = choice?.yearsInCollege ?? 4;
    const id = countedId(s);
    const row = id === null ? undefined : rows.get(id);
    let college: PlanCollegeInput | null = null;
    let counted: PlanStudent['counted'] = null;
    if (choice?.enteredCost != null) {
      college = {
        name: 'Cost you entered',
        costOfAttendance: choice.enteredCost,
        costYearStart: startOf(baseAwardYear),
        usesInstitutionalMethod: false,
      };
      counted = {
        name: college.name,
        costOfAttendance: choice.enteredCost,
        priceYear: baseAwardYear,
        method:
          'The yearly cost you entered, in today’s dollars; no published net price, so the grants are those that meet the need from the federal SAI.',
      };
    } else if (row) {
      college = collegeInput(row, family.state);
      if (college) {
        counted = {
          name: row.name,
          costOfAttendance: college.costOfAttendance,
          priceYear: publishedPriceYear(row),
          method:
            `Published cost of attendance (${publishedPriceYear(row)}); net price from the college’s published net prices ` +
            `(${academicYearOf(college.netPriceYearStart ?? college.costYearStart)}) for your income, with aid from the ` +
            `${college.usesInstitutionalMethod ? 'institutional estimate (private nonprofit college)' : 'federal SAI'}.`,
        };
      }
    }
    const firstYear = s.graduationYear === null ? null : s.graduationYear + (gapYear ? 1 : 0);
    planStudents.push({
      id: s.id,
      name: s.name,
      graduationYear: s.graduationYear,
      firstAwardYear: firstYear === null ? null : academicYearOf(firstYear),
      gapYear,
      yearsInCollege,
      collegeId: choice?.enteredCost != null ? null : id,
      enteredCost: choice?.enteredCost ?? null,
      favourites: favouritesOf(s.id),
      counted,
      engine:
        firstYear === null
          ? null
          : {
              firstYearStart: firstYear,
              yearsInCollege,
              college: college && {
                name: college.name,
                costOfAttendance: college.costOfAttendance,
                costYearStart: college.costYearStart,
                netPriceByIncome: college.netPriceByIncome ?? null,
                avgNetPrice: college.avgNetPrice ?? null,
                netPriceYearStart: college.netPriceYearStart ?? null,
                usesInstitutionalMethod: college.usesInstitutionalMethod,
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
      student: engineStudent(s),
      firstYearStart: firstYear,
      yearsInCollege,
      college,
    });
  }

  const plan =
    parents.length > 0
      ? fourYearPlan({
          profile: engineProfile(family, parents),
          baseAwardYear,
          students: engineStudents,
          ...assumptions,
        })
      : null;
  return {
    baseAwardYear,
    assumptions: plan?.assumptions ?? {
      ...assumptions,
      tableIndexPercent: 3,
      latestOfficialAwardYear: baseAwardYear,
    },
    students: planStudents,
    years: plan?.years ?? [],
    totals: plan?.totals ?? { costOfAttendance: 0, pell: 0, needBasedGrant: 0, netPrice: 0 },
    rule: plan?.rule ?? '',
    notes: plan?.notes ?? [],
    missing,
  };
}

async function ownFamily(db: DbOrTx, actor: Actor) {
  const family = await profileRepo.findFamilyByUser(db, actor.userId);
  if (!family) throw notFound('Your family profile');
  return family;
}

/** The signed-in family's four-year plan. */
export async function getPlan(db: Db, actor: Actor, today: Date = new Date()): Promise<FamilyPlanResponse> {
  const family = await ownFamily(db, actor);
  const [parents, students] = await Promise.all([
    profileRepo.listParents(db, family.id),
    profileRepo.listStudents(db, family.id),
  ]);
  return planForFamily(db, family, parents, students, today);
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
        fields[`students.${i}.collegeId`] = 'Choose one of this student’s favourite colleges.';
      }
    });
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
    await repo.saveSettings(tx, family.id, {
      costGrowthPercent: input.costGrowthPercent,
      incomeGrowthPercent: input.incomeGrowthPercent,
      assetGrowthPercent: input.assetGrowthPercent,
    });
    for (const choice of input.students) await repo.saveStudentChoice(tx, family.id, choice);
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
