import { describe, expect, it } from 'vitest';
import { computeSai, type SaiRequest } from '../src/index';
import { vectors } from './vectors';

function vector(id: string): SaiRequest {
  const v = vectors.find((r) => r.id === id);
  if (!v) throw new Error(`missing vector ${id}`);
  return v.request;
}

function step(result: ReturnType<typeof computeSai>, label: string): number | undefined {
  return result.steps.find((s) => s.label === label)?.amount;
}

describe('docs/sai/formula.md worked examples', () => {
  it('A (2026-27, dependent): SAI 7,285 with every figure of the example', () => {
    // docs/sai/formula.md cites it as ...04012026-L243; in vectors.json it is this record, which also carries $1,500 of
    // Federal Work-Study: the student's total income is 4,950 (docs/sai/formula.md's 6,450 leaves it out). SAI unchanged.
    const r = computeSai(vector('2026-27-applications_2627_07142025-L45'));
    expect(r.intermediates).toMatchObject({
      parentTotalIncome: 86_643,
      parentPayrollTaxAllowance: 6_382,
      parentIncomeProtectionAllowance: 36_330,
      parentEmploymentExpenseAllowance: 5_000,
      parentTotalAllowances: 56_702,
      parentAvailableIncome: 29_941,
      parentContributionFromAssets: 1_200,
      parentAdjustedAvailableIncome: 31_141,
      parentContribution: 7_285,
      studentTotalIncome: 4_950,
      studentTotalAllowances: 13_566,
      studentAvailableIncome: -8_616,
      studentContributionFromIncome: 0,
      studentContributionFromAssets: 0,
    });
    expect(r.sai).toBe(7_285);
    expect(step(r, 'Parents’ contribution')).toBe(7_285);
    expect(r.steps.at(-1)).toEqual({
      label: 'Student Aid Index',
      amount: 7_285,
      rule: expect.stringMatching(/-\$1,500/),
    });
  });

  it('B (2026-27, independent, unmarried): SAI 20,150', () => {
    const r = computeSai({
      awardYear: '2026-27',
      formula: 'B',
      familySize: 1,
      studentMaritalStatusCode: 1,
      student: {
        filedTaxReturn: 1,
        filingStatus: 1,
        agi: 60_001,
        taxExemptInterest: 1,
        incomeTaxPaid: 5_566,
        incomeEarnedFromWork: 59_999,
        businessFarmNetWorth: 54_772,
      },
    });
    expect(r.intermediates).toMatchObject({
      studentTotalIncome: 60_002,
      studentPayrollTaxAllowance: 4_590,
      studentIncomeProtectionAllowance: 18_310,
      studentEmploymentExpenseAllowance: 0,
      studentTotalAllowances: 28_466,
      studentAvailableIncome: 31_536,
      studentContributionFromIncome: 15_768,
      studentNetWorth: 21_909,
      studentContributionFromAssets: 4_382,
    });
    expect(r.sai).toBe(20_150);
    expect(r.minPell.eligible).toBe(false);
  });

  it('C (2026-27, independent with dependents): SAI 6,506', () => {
    const r = computeSai(vector('2026-27-applications_2627_04012026-L223'));
    expect(r.intermediates).toMatchObject({
      studentTotalIncome: 99_049,
      studentPayrollTaxAllowance: 4_896,
      studentIncomeProtectionAllowance: 54_950,
      studentEmploymentExpenseAllowance: 5_000,
      studentTotalAllowances: 71_893,
      studentAvailableIncome: 27_156,
      studentContributionFromAssets: 1_299,
      studentAdjustedAvailableIncome: 28_455,
      studentContributionFromAAI: 6_506,
    });
    expect(r.sai).toBe(6_506);
  });

  it('payroll spot checks of docs/sai/formula.md §2.2 (single $300,000; MFJ $4,001,291; MFS $12,434,254)', () => {
    const b = (awardYear: string, filingStatus: number, earned: number, married = false) =>
      computeSai({
        awardYear,
        formula: 'B',
        familySize: married ? 2 : 1,
        studentMaritalStatusCode: married ? 2 : 1,
        student: { filingStatus, incomeEarnedFromWork: earned },
      }).intermediates.studentPayrollTaxAllowance;
    expect(b('2026-27', 1, 300_000)).toBe(15_703);
    expect(b('2025-26', 1, 300_000)).toBe(15_182);
    expect(b('2026-27', 2, 4_001_291, true)).toBe(112_686);
    expect(b('2025-26', 2, 4_001_291, true)).toBe(111_645);
    expect(b('2025-26', 3, 12_434_254, true)).toBe(301_012);
  });

  it('the steps explain every intermediate in order, with the rule used', () => {
    const r = computeSai(vector('2026-27-applications_2627_07142025-L45'));
    const labels = r.steps.map((s) => s.label);
    expect(labels.indexOf('Parents’ total income')).toBeLessThan(labels.indexOf('Parents’ contribution'));
    expect(labels.indexOf('Parents’ contribution')).toBeLessThan(
      labels.indexOf('Student’s contribution from income'),
    );
    for (const s of r.steps) {
      expect(Number.isInteger(s.amount)).toBe(true);
      expect(s.rule.length).toBeGreaterThan(10);
    }
    expect(r.steps.find((s) => s.label === 'Parents’ income protection allowance')?.rule).toMatch(
      /Table A2 \(2026-27\)/,
    );
  });
});
