import { describe, expect, it } from 'vitest';
import {
  canWePay,
  enteredCostPrices,
  type FundingPlanInput,
  fourYearPlan,
  fourYearPlanWithColleges,
  fundingPlan,
  type PlanCollegeInput,
  type PlanInput,
} from '../src/index';
import { parent, profile, studentInput } from './profile-fixtures';

const college = (name: string, cost: number, institutional = false): PlanCollegeInput => {
  const prices = enteredCostPrices(cost, 2026);
  return {
    name,
    ...prices,
    rules: { ...prices.rules, aidMethod: institutional ? 'css-profile' : 'fafsa' },
  };
};
const cheap = college('Cheap', 12_000);
const middle = college('Middle', 30_000);
// A published average net price of $70,000: well beyond savings and the federal loans.
const costly: PlanCollegeInput = {
  ...college('Costly', 85_000, true),
  avgNetPrice: 70_000,
  netPriceYearStart: 2026,
};

const input: PlanInput = {
  profile: profile({
    checkingAmount: 5_000,
    collegeSavingsAccountsAmount: 20_000,
    parents: [parent({ annualIncome: 150_000, taxPaid: 18_000 })],
  }),
  baseAwardYear: '2026-27',
  students: [
    {
      id: 'a',
      name: 'A',
      student: studentInput({ incomeAmount: 0, savingsAmount: 0 }),
      firstYearStart: 2027,
      college: middle,
    },
    {
      id: 'b',
      name: 'B',
      student: studentInput({ incomeAmount: 0, savingsAmount: 0 }),
      firstYearStart: 2029,
      college: cheap,
    },
  ],
  incomeGrowthPercent: 0,
  assetGrowthPercent: 0,
};

const funding = (years: FundingPlanInput['years']): FundingPlanInput => ({
  years,
  students: [
    { id: 'a', name: 'A', savings: 0, workPerYear: 0, startingSalary: null },
    { id: 'b', name: 'B', savings: 0, workPerYear: 0, startingSalary: null },
  ],
  parentSavings: 80_000,
  parentIncomePerYear: 12_000,
  baseAwardYearStart: 2026,
});

describe('fourYearPlanWithColleges', () => {
  it('gives the plan itself, and the counted college among the alternatives gives the plan’s own rows', () => {
    const { plan, alternatives } = fourYearPlanWithColleges(input, 'a', [middle, costly, cheap]);
    expect(plan).toEqual(fourYearPlan(input));
    expect(alternatives).toHaveLength(3);
    expect(alternatives[0]).toEqual(plan.years.map((y) => y.students[0]));
    // Another college: the same SAIs, its own cost and net price.
    const costlyRows = alternatives[1]!;
    expect(costlyRows.map((r) => r.federalSai)).toEqual(plan.years.map((y) => y.students[0]!.federalSai));
    expect(costlyRows[0]!.college).toBe('Costly');
    expect(costlyRows[0]!.costOfAttendance).toBe(Math.round(85_000 * 1.04));
    // Years the student is not in college stay empty.
    expect(costlyRows.at(-1)!.inCollege).toBe(false);
    // Counting it in the plan gives the same rows.
    const counted = fourYearPlan({
      ...input,
      students: [{ ...input.students[0]!, college: costly }, input.students[1]!],
    });
    expect(costlyRows).toEqual(counted.years.map((y) => y.students[0]));
  });
});

describe('canWePay', () => {
  it('one line per college from the funding plan with the college counted', () => {
    const { plan, alternatives } = fourYearPlanWithColleges(input, 'a', [cheap, middle, costly]);
    const base = funding(plan.years);
    const lines = canWePay(base, 'a', alternatives);
    expect(lines.map((l) => l.status)).toEqual(['covered', 'loans', 'gap']);
    expect(lines[0]!.line).toBe('Covered by savings and income');
    expect(lines[1]!.line).toMatch(/^Needs loans within the federal limits: \$[\d,]+ of student loans/);
    expect(lines[2]!.line).toBe(
      `Leaves a gap of $${lines[2]!.gap!.toLocaleString('en-US')} beyond the federal loans`,
    );
    // The same as the funding plan when the college is the one counted.
    const own = fundingPlan(base).students.find((s) => s.studentId === 'a')!;
    expect(lines[1]).toMatchObject({
      status: own.status,
      line: own.statusLine,
      netPrice: own.netPrice,
      gap: own.gap,
      studentLoans: own.studentLoans,
      parentPlus: own.parentPlus,
    });
  });

  it('a college without a price: not known', () => {
    const { plan } = fourYearPlanWithColleges(input, 'a', []);
    const none = plan.years.map((y) => ({ ...y.students[0]!, netPrice: null }));
    expect(canWePay(funding(plan.years), 'a', [none])[0]!.status).toBeNull();
  });
});
