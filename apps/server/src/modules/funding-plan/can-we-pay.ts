import {
  type CanWePay,
  canWePay,
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
import { type PolicyBook, policyBook } from '../college-pricing/policy-book';
import { basisForActor } from '../family-figures/family-figures.service';
import type { BasisStudent, FiguresBasis } from '../family-figures/figures-basis';
import * as planRepo from '../family-plan/family-plan.repository';
import { collegeInput, planOfBasis } from '../family-plan/family-plan.service';
import { choicesFor, fundingProfile } from './funding-plan.service';

type CollegeRow = typeof schema.colleges.$inferSelect;

/** What "Can we pay for this?" needs of a family: its plan's engine input and its funding choices. */
export interface PayContext {
  familyState: string | null;
  /** The family's students as the figures basis holds them (where each lives, in a college's district). */
  students: readonly BasisStudent[];
  /** Each college's aid policy, as the plan prices with it. */
  policies: PolicyBook;
  planInput: PlanInput;
  funding: (years: FundingPlanInput['years']) => FundingPlanInput;
  /** The same inputs give the same lines: a key for caching them (the search sorts every college by it). */
  key: string;
}

/** The engine's plan input from the plan's answer, as the browser's what-ifs build it (the same call). */
export function planInputOf(plan: FamilyPlanResponse, basis: FiguresBasis) {
  const input: PlanInput = {
    profile: basis.profile,
    baseAwardYear: plan.baseAwardYear,
    students: plan.students.flatMap((s) => {
      const row = basis.students.find((r) => r.id === s.id);
      if (!row || !s.engine) return [];
      const college = s.engine.college;
      return [
        {
          id: s.id,
          name: s.name,
          student: row.engine,
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

export async function payContext(db: DbOrTx, basis: FiguresBasis): Promise<PayContext | null> {
  if (!basis.hasParents) return null;
  const [plan, policies] = await Promise.all([planOfBasis(db, basis), policyBook(db)]);
  const choices = await choicesFor(db, basis.familyId, plan);
  const planInput = planInputOf(plan, basis);
  const profile = fundingProfile(basis);
  const growth = {
    assetGrowthPercent: plan.assumptions.assetGrowthPercent,
    salaryGrowthPercent: plan.assumptions.incomeGrowthPercent,
    baseAwardYearStart: Number(plan.baseAwardYear.slice(0, 4)),
  };
  return {
    familyState: basis.state,
    students: basis.students,
    policies,
    planInput,
    funding: (years) => fundingPlanInput(choices, profile, years, growth),
    key: JSON.stringify([basis.state, policies.version, planInput, choices, profile, growth]),
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
  const student = ctx.students.find((s) => s.id === studentId);
  const inputs = rows.map((row) =>
    student ? collegeInput(row, ctx.familyState, student, ctx.policies.get(row.unitId)) : null,
  );
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
  const [basis, rows] = await Promise.all([
    basisForActor(db, actor, undefined, today),
    planRepo.findColleges(db, query.collegeIds),
  ]);
  if (!basis.students.some((s) => s.id === query.studentId)) throw notFound('That student');
  const ordered = query.collegeIds.flatMap((id) => rows.filter((r) => r.id === id));
  const ctx = await payContext(db, basis);
  const lines = ctx
    ? canWePayAt(ctx, query.studentId, ordered)
    : ordered.map(() => ({ ...NO_COST, line: 'Not known: add a parent with their income on your profile.' }));
  return {
    studentId: query.studentId,
    items: ordered.map((row, i) => ({ collegeId: row.id, ...(lines[i] as CanWePay) })),
  };
}
