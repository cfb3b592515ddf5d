import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  awardYearStatus,
  computeSai,
  PELL_2027_28,
  pellAward,
  SAI_TABLES_2026_27,
  SAI_TABLES_2027_28,
  type SaiRequest,
  saiRequestFromProfile,
  tablesForAwardYear,
} from '../src/index';
import { sizeTableValue } from '../src/sai/size-table';
import { saiRequestArb } from './arbitraries';
import { parent, profile, studentInput } from './profile-fixtures';
import { vectors } from './vectors';

function vector(id: string): SaiRequest {
  const v = vectors.find((r) => r.id === id);
  if (!v) throw new Error(`missing vector ${id}`);
  return v.request;
}

const in2027 = (r: SaiRequest): SaiRequest => ({ ...r, awardYear: '2027-28' });

describe('award year 2027-28: the tables of docs/sai/2027-28.md and formula.md Appendix A', () => {
  it('holds the confirmed Formula A values, the 2025 poverty guidelines and the tax year 2025 payroll figures', () => {
    const t = SAI_TABLES_2027_28;
    expect(t.taxYear).toBe(2025);
    expect([2, 3, 4, 5, 6, 7].map((n) => sizeTableValue(t.parentIpa, n))).toEqual([
      30_300, 37_720, 46_590, 54_970, 64_290, 71_550,
    ]);
    expect(t.dependentStudentIpa).toBe(12_220);
    expect(t.employmentExpense).toEqual({ rate: 0.35, cap: 5_200 });
    expect(t.payroll).toMatchObject({
      oasdiBase: 176_100,
      oasdiBaseJoint: 352_200,
      hiThresholdJoint: 250_000,
    });
    expect(t.assetProtectionAllowance).toBe(0);
    // The A5 contribution at each bracket edge (2027-28.md §1: the arithmetic checks).
    expect(t.aaiAssessment.rows.map((r) => [r.over, r.base])).toEqual([
      [0, 0],
      [22_600, 4_972],
      [28_300, 6_397],
      [34_000, 8_050],
      [39_900, 10_056],
      [45_600, 12_336],
    ]);
    for (let i = 1; i < t.aaiAssessment.rows.length; i++) {
      const prev = t.aaiAssessment.rows[i - 1]!;
      const row = t.aaiAssessment.rows[i]!;
      expect(Math.round(prev.base + prev.rate * (row.over - prev.over))).toBe(row.base);
    }
    expect(t.aaiAssessment.floorContribution).toBe(Math.round(0.22 * t.aaiAssessment.floorBelow));
    expect(t.businessFarm.map((r) => [r.over, r.base, r.rate])).toEqual([
      [0, 0, 0.4],
      [180_000, 72_000, 0.5],
      [540_000, 252_000, 0.6],
      [905_000, 471_000, 1],
    ]);
    // HHS 2025: base + (n − 1) × the per-person amount, for 48 states, Alaska and Hawaii.
    expect(t.poverty.year).toBe(2025);
    for (const [table, base, step] of [
      [t.poverty.contiguous, 15_650, 5_500],
      [t.poverty.alaska, 19_550, 6_880],
      [t.poverty.hawaii, 17_990, 6_330],
    ] as const) {
      for (let n = 1; n <= 10; n++) expect(sizeTableValue(table, n)).toBe(base + (n - 1) * step);
    }
  });

  it('flags what is not confirmed: the Formula B and C allowances, and the provisional Pell in one place', () => {
    const unconfirmed = SAI_TABLES_2027_28.sources.filter((s) => s.unconfirmed);
    expect(unconfirmed.map((s) => s.formulas)).toEqual([['B'], ['C']]);
    expect(unconfirmed.every((s) => s.grade === 'S')).toBe(true);
    expect(PELL_2027_28).toEqual({
      max: 7_395,
      min: 740,
      provisional: { from: '2026-27', expected: 'about 1 February 2027', checked: '2026-11-28' },
      published: null,
    });
    expect(SAI_TABLES_2027_28.pell).toMatchObject({ max: 7_395, min: 740, ineligibleIfSaiAtLeast: 14_790 });
    expect(awardYearStatus('2027-28', 'B')?.unconfirmed).toEqual([
      expect.stringMatching(/^Formula B income protection allowance .*not yet confirmed/),
    ]);
    expect(awardYearStatus('2027-28', 'A')?.unconfirmed).toEqual([]);
  });

  it('hand-worked example A: formula.md’s household under the 2027-28 tables gives SAI 6,760', () => {
    // Parents MFJ, AGI 91,143, tax 8,990, earnings 83,425, education credits 4,500, cash 10,000, family of 3.
    // Allowances: 8,990 + payroll 6,382 (1,210 + 5,172) + IPA(3) 37,720 + EEA min(29,198.75, 5,200) = 58,292.
    // PAI 86,643 − 58,292 = 28,351; + 12% × 10,000 = 29,551; A5: 6,397 + 29% × 1,251 = 6,759.79 -> 6,760.
    // Student: 4,950 − (1,126 + 670 + 12,220) < 0 -> 0.
    const r = computeSai(in2027(vector('2026-27-applications_2627_07142025-L45')));
    expect(r.projected).toBe(false);
    expect(r.intermediates).toMatchObject({
      parentTotalIncome: 86_643,
      parentPayrollTaxAllowance: 6_382,
      parentIncomeProtectionAllowance: 37_720,
      parentEmploymentExpenseAllowance: 5_200,
      parentTotalAllowances: 58_292,
      parentAvailableIncome: 28_351,
      parentContributionFromAssets: 1_200,
      parentAdjustedAvailableIncome: 29_551,
      parentContribution: 6_760,
      studentTotalAllowances: 14_016,
      studentContributionFromIncome: 0,
    });
    expect(r.sai).toBe(6_760);
    // 7,395 − 6,760 = 635 < 740: no calculated Pell; AGI above 275% of the 2025 guideline for 3 (26,650).
    expect(r.minPell.eligible).toBe(false);
    expect(pellAward({ sai: r.sai, costOfAttendance: 50_000, awardYear: '2027-28' }).scheduledAward).toBe(0);
  });

  it('hand-worked examples B and C (2027-28, with the unconfirmed allowances): SAI 19,805 and 5,861', () => {
    // B: 60,002 − (5,566 + 4,590 + 19,000) = 30,846 -> 15,423; assets 20% × 21,909 = 4,382.
    const b = computeSai({
      awardYear: '2027-28',
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
    expect(b.intermediates).toMatchObject({
      studentIncomeProtectionAllowance: 19_000,
      studentAvailableIncome: 30_846,
      studentContributionFromIncome: 15_423,
      studentContributionFromAssets: 4_382,
    });
    expect(b.sai).toBe(19_805);
    // C: 99,049 − (7,047 + 4,896 + 57,050 + 5,200) = 24,856; + 7% × 18,562 = 26,155; 4,972 + 25% × 3,555.
    const c = computeSai(in2027(vector('2026-27-applications_2627_04012026-L223')));
    expect(c.intermediates).toMatchObject({
      studentIncomeProtectionAllowance: 57_050,
      studentEmploymentExpenseAllowance: 5_200,
      studentTotalAllowances: 74_193,
      studentAvailableIncome: 24_856,
      studentAdjustedAvailableIncome: 26_155,
    });
    expect(c.sai).toBe(5_861);
    // Pell: 7,395 − 5,861 = 1,534 -> 1,535 (nearest $5), with the provisional maximum.
    const pell = pellAward({ sai: c.sai, costOfAttendance: 50_000, awardYear: '2027-28' });
    expect(pell.scheduledAward).toBe(1_535);
    expect(pell.projected).toBe(false);
  });

  it('the issue’s single parent of three with $59,000: Maximum Pell under the 2025 guideline, not under 2024’s', () => {
    // 225% of the 2025 guideline for 3 (26,650) = 59,962.50; of 2024's (25,820) = 58,095.
    const family = profile({
      familyMembersCount: 3,
      childrenUnder17: 1,
      checkingAmount: 2_000,
      collegeSavingsAccountsAmount: 0,
      residenceEquity: null,
      primaryResidence: 'rent',
      parents: [
        parent({
          maritalStatus: 'single',
          filingStatus: 'head_of_household',
          annualIncome: 59_000,
          taxPaid: 1_900,
        }),
      ],
    });
    const student = studentInput({ incomeAmount: 0, savingsAmount: 0, filedTaxes: false });
    const figures = (year: string) => {
      const r = computeSai(saiRequestFromProfile(family, student, year).request);
      const pell = pellAward({
        sai: r.sai,
        costOfAttendance: 50_000,
        awardYear: year,
        maxPellEligible: r.maxPell.eligible,
        minPellEligible: r.minPell.indicator !== null,
      });
      return { r, pell };
    };
    const now = figures('2027-28');
    expect(now.r.maxPell).toMatchObject({ eligible: true, indicator: 2, povertyGuideline: 26_650 });
    expect(now.r.sai).toBeLessThanOrEqual(0);
    expect(now.pell.scheduledAward).toBe(7_395);
    const before = figures('2026-27');
    expect(before.r.maxPell).toMatchObject({ eligible: false, povertyGuideline: 25_820 });
    expect(before.pell.scheduledAward).toBeLessThan(7_395);
  });
});

describe('2027-28 against 2026-27: the same household, the new allowances', () => {
  it('the protection allowances rise, income stays, net worth never rises and neither does the SAI (fast-check)', () => {
    fc.assert(
      fc.property(saiRequestArb, (request) => {
        const before = computeSai({ ...request, awardYear: '2026-27' });
        const after = computeSai(in2027(request));
        expect(after.sai).toBeLessThanOrEqual(before.sai);
        if (request.formula === 'A') {
          const ipaBefore = before.intermediates.parentIncomeProtectionAllowance as number;
          const ipaAfter = after.intermediates.parentIncomeProtectionAllowance as number;
          expect(ipaAfter).toBeGreaterThan(ipaBefore);
          expect(after.intermediates.studentIncomeProtectionAllowance).toBe(12_220);
          expect(after.intermediates.parentTotalIncome).toBe(before.intermediates.parentTotalIncome);
          expect(after.intermediates.parentNetWorth).toBeLessThanOrEqual(
            before.intermediates.parentNetWorth as number,
          );
        }
      }),
      { numRuns: 400 },
    );
  });

  it('a typical two-parent household of four: about $400 to $1,400 lower, as the issue measured', () => {
    for (const income of [60_000, 90_000, 120_000, 160_000, 220_000]) {
      const request: SaiRequest = {
        awardYear: '2026-27',
        formula: 'A',
        familySize: 4,
        parentMaritalStatusCode: 3,
        parent: {
          filedTaxReturn: 1,
          filingStatus: 2,
          agi: income,
          incomeTaxPaid: Math.round(income * 0.08),
          incomeEarnedFromWork: Math.round(income * 0.65),
          cashSavingsChecking: 25_000,
        },
        otherParent: {
          filedTaxReturn: 1,
          filingStatus: 2,
          agi: income,
          incomeTaxPaid: Math.round(income * 0.08),
          incomeEarnedFromWork: Math.round(income * 0.35),
        },
        student: { filedTaxReturn: 1, filingStatus: 1, agi: 4_000, incomeEarnedFromWork: 4_000 },
      };
      const drop = computeSai(request).sai - computeSai(in2027(request)).sai;
      expect(drop, `income ${income}`).toBeGreaterThanOrEqual(300);
      expect(drop, `income ${income}`).toBeLessThanOrEqual(1_500);
    }
  });

  it('only 2026-27’s maximum Pell stands in for 2027-28’s, and the Pell label says so', () => {
    expect(SAI_TABLES_2027_28.pell.max).toBe(SAI_TABLES_2026_27.pell.max);
    expect(tablesForAwardYear('2027-28')?.tables).toBe(SAI_TABLES_2027_28);
    expect(awardYearStatus('2027-28')).toMatchObject({
      federalTables: '2027-28 federal tables, published June 2026',
      pell: '2027-28 maximum Pell not set yet (not published on 28 November 2026; due by about 1 February 2027): 2026-27’s $7,395 used',
      provisionalPell: true,
      projected: false,
      projection: null,
      taxYear: 2025,
      taxTablesYear: 2025,
    });
    expect(awardYearStatus('2026-27')).toMatchObject({
      federalTables: '2026-27 federal tables, published June 2025',
      pell: '2026-27 maximum Pell $7,395, published January 2026',
      provisionalPell: false,
      taxYear: 2024,
      taxTablesYear: 2024,
    });
    expect(awardYearStatus('2029-30')).toMatchObject({
      federalTables: '2029-30 projected: the 2027-28 federal tables (published June 2026) grown 3% a year',
      pell: '2029-30 maximum Pell not set yet: 2026-27’s $7,395 used',
      projected: true,
      provisionalPell: true,
      taxYear: 2027,
      taxTablesYear: 2025,
    });
    expect(awardYearStatus('2024-25')).toBeNull();
  });
});
