import {
  type CanWePay,
  canWePay,
  engineProfile,
  engineStudent,
  type FundingPlanInput,
  fourYearPlanWithColleges,
  fundingPlanInput,
  type PlanCollegeInput,
  type PlanInput,
} from '@ccp/aid-engine';
import type { CanWePayResponse, FamilyPlanResponse } from '@ccp/contracts';
import type { Db, DbOrTx, schema } from '@ccp/db';
import type { Actor } from '../../auth/actor';
import { notFound } from '../../errors';
import * as planRepo from '../family-plan/family-plan.repository';
import { collegeInput, planForFamily } from '../family-plan/family-plan.service';
import * as profileRepo from '../family-profile/family-profile.repository';
import { choicesFor, fundingProfile } from './funding-plan.service';

type FamilyRow = typeof schema.families.$inferSelect;
type ParentRow = typeof schema.parents.$inferSelect;
type StudentRow = typeof schema.students.$inferSelect;
type CollegeRow = typeof schema.colleges.$inferSelect;

/** What "Can we pay for this?" needs of a family: its plan's engine input and its funding choices. */
export interface PayContext {
  familyState: string | null;
  planInput: PlanInput;
  funding: (years: FundingPlanInput['years']) => FundingPlanInput;
  /** The same inputs give the same lines: a key for caching them (the search sorts every college by it). */
  key: string;
}

/** The engine's plan input from the plan's answer, as the browser's what-ifs build it (the same call). */
export function planInputOf(
  plan: FamilyPlanResponse,
  family: FamilyRow,
  parents: ParentRow[],
  students: StudentRow[],
) {
  const input: PlanInput = {
    profile: engineProfile(family, parents),
    baseAwardYear: plan.baseAwardYear,
    students: plan.students.flatMap((s) => {
      const row = students.find((r) => r.id === s.id);
      if (!row || !s.engine) return [];
      const college = s.engine.college;
      return [
        {
          id: s.id,
          name: s.name,
          student: engineStudent(row),
          firstYearStart: s.engine.firstYearStart,
          yearsInCollege: s.engine.yearsInCollege,
          college: college && { ...college, netPriceYearStart: college.netPriceYearStart ?? undefined },
        },
      ];
    }),
    costGrowthPercent: plan.assumptions.costGrowthPercent,
    incomeGrowthPercent: plan.assumptions.incomeGrowthPercent,
    assetGrowthPercent: plan.assumptions.assetGrowthPercent,
  };
  return input;
}

export async function payContext(
  db: DbOrTx,
  family: FamilyRow,
  parents: ParentRow[],
  students: StudentRow[],
  today: Date = new Date(),
): Promise<PayContext | null> {
  if (parents.length === 0) return null;
  const plan = await planForFamily(db, family, parents, students, today);
  const choices = await choicesFor(db, family.id, plan);
  const planInput = planInputOf(plan, family, parents, students);
  const profile = fundingProfile(family, students);
  const growth = {
    assetGrowthPercent: plan.assumptions.assetGrowthPercent,
    salaryGrowthPercent: plan.assumptions.incomeGrowthPercent,
    baseAwardYearStart: Number(plan.baseAwardYear.slice(0, 4)),
  };
  return {
    familyState: family.state,
    planInput,
    funding: (years) => fundingPlanInput(choices, profile, years, growth),
    key: JSON.stringify([family.state, planInput, choices, profile, growth]),
  };
}

const NO_COST: CanWePay = {
  status: null,
  line: 'Not known: the college publishes no cost.',
  netPrice: null,
  resources: null,
  studentLoans: null,
  parentPlus: null,
  gap: null,
};

/** One "Can we pay for this?" line per college, in the order given, for one of the family's students. */
export function canWePayAt(ctx: PayContext, studentId: string, rows: readonly CollegeRow[]): CanWePay[] {
  const inputs = rows.map((row) => collegeInput(row, ctx.familyState));
  const priced = inputs.filter((c): c is PlanCollegeInput => c !== null);
  if (!ctx.planInput.students.some((s) => s.id === studentId)) {
    return rows.map(() => ({
      ...NO_COST,
      line: 'Not known: add the student’s high-school graduation year.',
    }));
  }
  const { plan, alternatives } = fourYearPlanWithColleges(ctx.planInput, studentId, priced);
  const lines = canWePay(ctx.funding(plan.years), studentId, alternatives);
  let next = 0;
  return inputs.map((c) => (c === null ? NO_COST : (lines[next++] as CanWePay)));
}

/** GET /api/family/can-we-pay: the lines for one of the signed-in family's students at the colleges asked for. */
export async function getCanWePay(
  db: Db,
  actor: Actor,
  query: { studentId: string; collegeIds: number[] },
  today: Date = new Date(),
): Promise<CanWePayResponse> {
  const family = await profileRepo.findFamilyByUser(db, actor.userId);
  if (!family) throw notFound('Your family profile');
  const [parents, students, rows] = await Promise.all([
    profileRepo.listParents(db, family.id),
    profileRepo.listStudents(db, family.id),
    planRepo.findColleges(db, query.collegeIds),
  ]);
  if (!students.some((s) => s.id === query.studentId)) throw notFound('That student');
  const ordered = query.collegeIds.flatMap((id) => rows.filter((r) => r.id === id));
  const ctx = await payContext(db, family, parents, students, today);
  const lines = ctx
    ? canWePayAt(ctx, query.studentId, ordered)
    : ordered.map(() => ({ ...NO_COST, line: 'Not known: add a parent with their income on your profile.' }));
  return {
    studentId: query.studentId,
    items: ordered.map((row, i) => ({ collegeId: row.id, ...(lines[i] as CanWePay) })),
  };
}
