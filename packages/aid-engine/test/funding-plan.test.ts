import { describe, expect, it } from 'vitest';
import { fundingPlan } from '../src/funding/funding-plan';
import type {
  FundingPlanInput,
  FundingPlanYearInput,
  FundingStudentInput,
} from '../src/funding/funding-types';
import { shareAmong } from '../src/funding/share-among';
import { netDisbursement, originationFee } from '../src/loans/origination-fee';

const label = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

interface YearSpec {
  netPrice: number;
  coa?: number;
  sai?: number;
  grants?: number;
}

/** Plan years for students, each from its first year with one net price per college year. */
function planYears(students: { id: string; first: number; years: YearSpec[] }[]): FundingPlanYearInput[] {
  const from = Math.min(...students.map((s) => s.first));
  const to = Math.max(...students.map((s) => s.first + s.years.length - 1));
  const out: FundingPlanYearInput[] = [];
  for (let start = from; start <= to; start++) {
    out.push({
      awardYear: label(start),
      startYear: start,
      students: students.map((s) => {
        const spec = s.years[start - s.first];
        if (!spec) {
          return {
            studentId: s.id,
            inCollege: false,
            collegeYear: null,
            college: null,
            costOfAttendance: null,
            federalSai: null,
            pell: null,
            needBasedGrant: null,
            netPrice: null,
          };
        }
        return {
          studentId: s.id,
          inCollege: true,
          collegeYear: start - s.first + 1,
          college: 'Test College',
          costOfAttendance: spec.coa ?? spec.netPrice + (spec.grants ?? 0),
          federalSai: spec.sai ?? 100_000,
          pell: 0,
          needBasedGrant: spec.grants ?? 0,
          netPrice: spec.netPrice,
        };
      }),
    });
  }
  return out;
}

const student = (id: string, extra: Partial<FundingStudentInput> = {}): FundingStudentInput => ({
  id,
  name: id,
  savings: 0,
  workPerYear: 0,
  startingSalary: null,
  ...extra,
});

const base = (over: Partial<FundingPlanInput>): FundingPlanInput => ({
  years: [],
  students: [],
  parentSavings: 0,
  parentIncomePerYear: 0,
  baseAwardYearStart: 2026,
  ...over,
});

const four = (netPrice: number, extra: Partial<YearSpec> = {}) =>
  [1, 2, 3, 4].map(() => ({ netPrice, ...extra }));

describe('shareAmong', () => {
  it('shares evenly, meets small needs in full and passes the rest on', () => {
    expect(shareAmong(10_000, [3_000, 20_000])).toEqual([3_000, 7_000]);
    expect(shareAmong(10_000, [20_000, 20_000])).toEqual([5_000, 5_000]);
    expect(shareAmong(5, [10, 10])).toEqual([3, 2]);
    expect(shareAmong(10_000, [0, 4_000])).toEqual([0, 4_000]);
    expect(shareAmong(-5, [10])).toEqual([0]);
  });
});

describe('the funding order', () => {
  it('uses the family’s resources first, in the chosen order, and borrows only what they leave', () => {
    const years = planYears([{ id: 'a', first: 2027, years: four(20_000) }]);
    const plan = fundingPlan(
      base({
        years,
        students: [student('a', { savings: 4_000, workPerYear: 2_500 })],
        parentSavings: 40_000,
        parentIncomePerYear: 6_000,
        order: ['studentWork', 'parentIncome', 'parentSavings', 'studentSavings'],
      }),
    );
    const first = plan.rows[0]!;
    // Work 2,500, income 6,000, savings 10,000 of 40,000 (a quarter: no growth), student's savings 1,000 of 4,000.
    expect(first.resources).toEqual({
      studentWork: 2_500,
      parentIncome: 6_000,
      parentSavings: 10_000,
      studentSavings: 1_000,
    });
    expect(first.resourcesTotal).toBe(19_500);
    // $500 left: a subsidised loan is not possible (no need at this SAI), so an unsubsidised one grossed up for its fee.
    expect(first.subsidised.principal).toBe(0);
    expect(first.unsubsidised.received).toBeGreaterThanOrEqual(500);
    expect(first.unsubsidised.principal).toBe(505); // $505 - a $5 fee = $500
    expect(first.parentPlus.principal).toBe(0);
    expect(first.gap).toBe(0);
    expect(plan.students[0]!.status).toBe('loans');
    expect(plan.order).toEqual(['studentWork', 'parentIncome', 'parentSavings', 'studentSavings']);
  });

  it('a later resource is not touched when the earlier ones cover the price', () => {
    const years = planYears([{ id: 'a', first: 2027, years: four(8_000) }]);
    const plan = fundingPlan(
      base({
        years,
        students: [student('a', { savings: 4_000 })],
        parentSavings: 40_000,
        parentIncomePerYear: 10_000,
        order: ['parentIncome', 'parentSavings', 'studentSavings', 'studentWork'],
      }),
    );
    for (const row of plan.rows) {
      expect(row.resources.parentIncome).toBe(8_000);
      expect(row.resources.parentSavings).toBe(0);
    }
    expect(plan.students[0]).toMatchObject({
      status: 'covered',
      statusLine: 'Covered by savings and income',
      gap: 0,
    });
    expect(plan.totals.studentLoans).toBe(0);
  });

  it('draws the parents’ savings evenly over every student-year, growing what is left', () => {
    const years = planYears([{ id: 'a', first: 2027, years: four(50_000) }]);
    const plan = fundingPlan(
      base({ years, students: [student('a')], parentSavings: 40_000, assetGrowthPercent: 0 }),
    );
    expect(plan.rows.map((r) => r.resources.parentSavings)).toEqual([10_000, 10_000, 10_000, 10_000]);
    const grown = fundingPlan(
      base({ years, students: [student('a')], parentSavings: 40_000, assetGrowthPercent: 5 }),
    );
    // 40,000 grows a year to 2027 (42,000), a quarter is drawn, the rest grows again.
    expect(grown.rows[0]!.resources.parentSavings).toBe(10_500);
    expect(grown.rows[1]!.resources.parentSavings).toBe(Math.floor((31_500 * 1.05) / 3));
  });

  it('shares the savings and the income between siblings in college the same year', () => {
    const years = planYears([
      { id: 'a', first: 2027, years: four(30_000) },
      { id: 'b', first: 2029, years: four(30_000) },
    ]);
    const plan = fundingPlan(
      base({
        years,
        students: [student('a'), student('b')],
        parentSavings: 80_000,
        parentIncomePerYear: 8_000,
      }),
    );
    const y2029 = plan.rows.filter((r) => r.awardYear === '2029-30');
    expect(y2029.map((r) => r.resources.parentIncome)).toEqual([4_000, 4_000]);
    expect(y2029.map((r) => r.resources.parentSavings)).toEqual([10_000, 10_000]);
    expect(plan.rows.filter((r) => r.awardYear === '2027-28').map((r) => r.resources.parentIncome)).toEqual([
      8_000,
    ]);
    // All the savings, and $8,000 from income in each of the six years someone is in college.
    expect(plan.totals.resources).toBe(80_000 + 6 * 8_000);
  });
});

describe('the student’s Direct Loans', () => {
  it('borrows up to $5,500 / $6,500 / $7,500 / $7,500 ($27,000) when the price needs it', () => {
    const years = planYears([{ id: 'a', first: 2027, years: four(60_000) }]);
    const plan = fundingPlan(base({ years, students: [student('a')], parentsBorrowPlus: false }));
    expect(plan.rows.map((r) => r.subsidised.principal + r.unsubsidised.principal)).toEqual([
      5_500, 6_500, 7_500, 7_500,
    ]);
    expect(plan.totals.studentLoans).toBe(27_000);
  });

  it('the subsidised part only as far as the need allows', () => {
    // Cost 30,000, SAI 28,000, no grants: need 2,000.
    const years = planYears([{ id: 'a', first: 2027, years: four(30_000, { coa: 30_000, sai: 28_000 }) }]);
    const plan = fundingPlan(base({ years, students: [student('a')], parentsBorrowPlus: false }));
    expect(plan.rows[0]!.subsidisedEligible).toBe(2_000);
    expect(plan.rows[0]!.subsidised.principal).toBe(2_000);
    expect(plan.rows[0]!.unsubsidised.principal).toBe(3_500);
    // A low SAI: the subsidised part is capped at $3,500 in the first year.
    const needy = fundingPlan(
      base({
        years: planYears([
          { id: 'a', first: 2027, years: four(30_000, { coa: 40_000, sai: 0, grants: 10_000 }) },
        ]),
        students: [student('a')],
        parentsBorrowPlus: false,
      }),
    );
    expect(needy.rows.map((r) => r.subsidised.principal)).toEqual([3_500, 4_500, 5_500, 5_500]);
  });

  it('stops at the $31,000 aggregate in a fifth and sixth year', () => {
    const years = planYears([
      { id: 'a', first: 2027, years: [...four(60_000), { netPrice: 60_000 }, { netPrice: 60_000 }] },
    ]);
    const plan = fundingPlan(base({ years, students: [student('a')], parentsBorrowPlus: false }));
    expect(plan.rows.map((r) => r.directLoanLimit)).toEqual([5_500, 6_500, 7_500, 7_500, 4_000, 0]);
    expect(plan.totals.studentLoans).toBe(31_000);
  });

  it('a parent denied PLUS: the higher limits, no Parent PLUS; reaching the cap is not a denial', () => {
    const years = planYears([{ id: 'a', first: 2027, years: four(60_000) }]);
    const denied = fundingPlan(base({ years, students: [student('a')], parentPlusDenied: true }));
    expect(denied.rows.map((r) => r.directLoanLimit)).toEqual([9_500, 10_500, 12_500, 12_500]);
    expect(denied.totals.parentPlus).toBe(0);
    expect(denied.rows.every((r) => r.parentPlusRule === 'denied')).toBe(true);
    const capped = fundingPlan(base({ years, students: [student('a')] }));
    // PLUS reaches its $65,000 cap, yet the student keeps the ordinary limits.
    expect(capped.totals.parentPlus).toBe(65_000);
    expect(capped.rows.map((r) => r.directLoanLimit)).toEqual([5_500, 6_500, 7_500, 7_500]);
  });

  it('never more than the net price (the cost minus other aid)', () => {
    const years = planYears([{ id: 'a', first: 2027, years: four(3_000) }]);
    const plan = fundingPlan(base({ years, students: [student('a', { borrowsDirectLoans: true })] }));
    expect(plan.rows[0]!.directLoanLimit).toBe(3_000);
    expect(plan.rows[0]!.unsubsidised.principal).toBe(3_000);
    // $3,000 borrowed brings $2,969 to the bill: the $31 fee is covered by Parent PLUS.
    expect(plan.rows[0]!.parentPlus.principal).toBe(0);
    expect(plan.rows[0]!.gap).toBe(originationFee(3_000, 1.057));
  });
});

describe('Parent PLUS and the gap', () => {
  it('the issue’s example: a 2027 freshman, four years of $40,000 after aid, no savings', () => {
    const years = planYears([{ id: 'a', first: 2027, years: four(40_000) }]);
    const plan = fundingPlan(base({ years, students: [student('a')] }));
    expect(plan.rows.map((r) => r.parentPlus.principal)).toEqual([20_000, 20_000, 20_000, 5_000]);
    expect(plan.rows.map((r) => r.parentPlusRule)).toEqual(['capped', 'capped', 'capped', 'capped']);
    expect(plan.totals.studentLoans + plan.totals.parentPlus).toBe(92_000);
    const received = plan.rows.reduce(
      (sum, r) => sum + r.subsidised.received + r.unsubsidised.received + r.parentPlus.received,
      0,
    );
    expect(plan.totals.gap).toBe(160_000 - received);
    expect(plan.students[0]!.status).toBe('gap');
    expect(plan.students[0]!.statusLine).toBe(
      `Leaves a gap of $${plan.totals.gap.toLocaleString('en-US')} beyond the federal loans`,
    );
    expect(plan.gapMeaning).toMatch(/cannot cover/);
  });

  it('the demo family at about $134,800 over four years with a $42,000 529: right at the new cap', () => {
    const years = planYears([{ id: 'a', first: 2027, years: four(33_700) }]);
    const plan = fundingPlan(
      base({ years, students: [student('a')], parentSavings: 42_000, assetGrowthPercent: 0 }),
    );
    expect(plan.totals.resources).toBe(42_000);
    expect(plan.totals.studentLoans).toBe(27_000);
    // About $65,800 remains for Parent PLUS after the fees: the $65,000 cap leaves a small gap.
    expect(plan.totals.parentPlus).toBe(65_000);
    expect(plan.totals.gap).toBeGreaterThan(0);
    expect(plan.totals.gap).toBeLessThan(5_000);
  });

  it('$20,000 a year at most', () => {
    const years = planYears([{ id: 'a', first: 2027, years: [{ netPrice: 80_000 }] }]);
    const plan = fundingPlan(base({ years, students: [student('a')] }));
    expect(plan.rows[0]!.parentPlus.principal).toBe(20_000);
    expect(plan.rows[0]!.parentPlusLimit).toBe(20_000);
    expect(plan.rows[0]!.gap).toBe(80_000 - netDisbursement(5_500, 1.057) - netDisbursement(20_000, 4.228));
  });

  it('no PLUS when the parents do not borrow: the rest is the gap', () => {
    const years = planYears([{ id: 'a', first: 2027, years: [{ netPrice: 20_000 }] }]);
    const plan = fundingPlan(base({ years, students: [student('a')], parentsBorrowPlus: false }));
    expect(plan.rows[0]!.parentPlusRule).toBe('not-borrowed');
    expect(plan.rows[0]!.gap).toBe(20_000 - netDisbursement(5_500, 1.057));
  });

  it('2025-26 (before the law): no dollar cap, the cost minus other aid', () => {
    const years = planYears([{ id: 'a', first: 2025, years: [{ netPrice: 50_000 }, { netPrice: 50_000 }] }]);
    const plan = fundingPlan(base({ years, students: [student('a')], baseAwardYearStart: 2025 }));
    expect(plan.rows[0]!.parentPlusRule).toBe('cost-minus-aid');
    // Up to the cost minus other aid (the student's loan included); the PLUS fee is what is left uncovered.
    expect(plan.rows[0]!.parentPlus.principal).toBe(50_000 - 5_500);
    expect(plan.rows[0]!.gap).toBe(50_000 - netDisbursement(5_500, 1.057) - netDisbursement(44_500, 4.228));
    expect(plan.rows[1]!.parentPlusRule).toBe('capped');
    expect(plan.rows[1]!.parentPlus.principal).toBe(20_000);
  });

  it('the interim exception: a student borrowing before 2026-07-01 keeps the old limit for three years', () => {
    const years = planYears([{ id: 'a', first: 2025, years: [...four(50_000), { netPrice: 50_000 }] }]);
    const asked = fundingPlan(
      base({ years, students: [student('a', { borrowedBeforeJuly2026: true })], baseAwardYearStart: 2025 }),
    );
    expect(asked.rows.map((r) => r.parentPlusRule)).toEqual([
      'cost-minus-aid',
      'interim-exception',
      'interim-exception',
      'interim-exception',
      'capped',
    ]);
    expect(asked.rows.slice(1, 4).map((r) => r.parentPlus.principal)).toEqual([
      50_000 - 6_500,
      50_000 - 7_500,
      50_000 - 7_500,
    ]);
    // After the exception the $65,000 counts everything borrowed: nothing is left.
    expect(asked.rows[4]!.parentPlusLimit).toBe(0);
    expect(asked.students[0]!.interimException).toBe(true);
    expect(asked.assumptions.some((a) => a.includes('interim exception'))).toBe(true);
    // Without a loan before July 2026 the caps apply from 2026-27.
    const not = fundingPlan(base({ years, students: [student('a')], baseAwardYearStart: 2025 }));
    expect(not.rows[1]!.parentPlusRule).toBe('capped');
    // A student who starts after June 2026 cannot use it, whatever the answer.
    const late = fundingPlan(
      base({
        years: planYears([{ id: 'a', first: 2027, years: four(50_000) }]),
        students: [student('a', { borrowedBeforeJuly2026: true })],
      }),
    );
    expect(late.rows.every((r) => r.parentPlusRule === 'capped')).toBe(true);
  });

  it('$65,000 per student: each sibling has its own cap', () => {
    const years = planYears([
      { id: 'a', first: 2027, years: four(60_000) },
      { id: 'b', first: 2028, years: four(60_000) },
    ]);
    const plan = fundingPlan(base({ years, students: [student('a'), student('b')] }));
    expect(plan.students.map((s) => s.parentPlus)).toEqual([65_000, 65_000]);
  });
});

describe('repayment', () => {
  it('balances at graduation, the tiered Standard plan by balance, RAP at the salary and the share of it', () => {
    const years = planYears([{ id: 'a', first: 2027, years: four(40_000) }]);
    const plan = fundingPlan(
      base({
        years,
        students: [student('a', { startingSalary: 60_000, salarySource: 'median earnings' })],
        salaryGrowthPercent: 3,
      }),
    );
    const s = plan.students[0]!;
    expect(s.studentRepayment.principal).toBe(27_000);
    // Unsubsidised loans accrue interest in school: more than the principal at graduation.
    expect(s.studentRepayment.balanceAtGraduation).toBeGreaterThan(27_000);
    expect(s.studentRepayment.balanceAtRepayment).toBeGreaterThan(s.studentRepayment.balanceAtGraduation);
    // $27,000 and more: the 15-year tier.
    expect(s.studentRepayment.tieredStandard.months).toBe(180);
    // Parent PLUS of $65,000 plus interest: the 20-year tier.
    expect(s.parentRepayment.principal).toBe(65_000);
    expect(s.parentRepayment.tieredStandard.months).toBe(240);
    expect(s.parentRepayment.tieredStandard.monthlyPayment).toBeGreaterThan(500);
    // RAP at $60,000: 5% of the whole AGI, $250 a month.
    expect(s.rap?.firstMonthlyPayment).toBe(250);
    expect(s.rap?.shareOfSalary).toBe(0.05);
    expect(s.standardShareOfSalary).toBe(
      Math.round(((s.studentRepayment.tieredStandard.monthlyPayment * 12) / 60_000) * 1000) / 1000,
    );
    expect(s.salarySource).toBe('median earnings');
    expect(plan.totals.interest).toBe(s.studentRepayment.totalInterest + s.parentRepayment.totalInterest);
    expect(s.studentRepayment.totalInterest).toBeGreaterThan(s.studentRepayment.interestBeforeRepayment);
  });

  it('subsidised loans accrue nothing before repayment', () => {
    const years = planYears([
      { id: 'a', first: 2027, years: [{ netPrice: 3_000, coa: 30_000, sai: 0, grants: 27_000 }] },
    ]);
    const plan = fundingPlan(base({ years, students: [student('a')], parentsBorrowPlus: false }));
    expect(plan.rows[0]!.subsidised.principal).toBe(3_000);
    expect(plan.students[0]!.studentRepayment.interestBeforeRepayment).toBe(0);
    expect(plan.students[0]!.rap).toBeNull();
  });

  it('uses each award year’s own rate, a later one marked projected', () => {
    const years = planYears([{ id: 'a', first: 2026, years: four(10_000) }]);
    const plan = fundingPlan(base({ years, students: [student('a')] }));
    expect(
      plan.rows.map((r) => [r.awardYear, r.unsubsidised.ratePercent, r.unsubsidised.rateStatus]),
    ).toEqual([
      ['2026-27', 6.52, 'official'],
      ['2027-28', 6.52, 'projected'],
      ['2028-29', 6.52, 'projected'],
      ['2029-30', 6.52, 'projected'],
    ]);
    expect(plan.rows[0]!.parentPlus.ratePercent).toBe(9.07);
    expect(plan.rows.map((r) => r.projectedRules)).toEqual([false, true, true, true]);
    expect(plan.sources.some((s) => s.grade === 'U')).toBe(true);
  });

  it('a student without a counted college is left out; no years, no plan', () => {
    const years = planYears([{ id: 'a', first: 2027, years: four(10_000) }]);
    const plan = fundingPlan(base({ years, students: [student('a'), student('nobody')] }));
    expect(plan.students.map((s) => s.studentId)).toEqual(['a']);
    const empty = fundingPlan(base({ years: [], students: [student('a')] }));
    expect(empty.rows).toEqual([]);
    expect(empty.totals.gap).toBe(0);
    expect(empty.gapMeaning).toBeNull();
  });
});
