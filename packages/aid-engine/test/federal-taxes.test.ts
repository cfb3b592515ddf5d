import { describe, expect, it } from 'vitest';
import {
  estimateFederalTaxes,
  FEDERAL_TAX_2024,
  type FilingStatus,
  incomeTaxFromBrackets,
} from '../src/index';

/**
 * IRS Rev. Proc. 2023-34, tax year 2024: the tax at each bracket floor ("$X plus N% of the excess over $Y").
 * These are the published base amounts of the 2024 rate schedules.
 */
const PUBLISHED_2024: Record<FilingStatus, [floor: number, baseTax: number][]> = {
  single: [
    [11_600, 1_160],
    [47_150, 5_426],
    [100_525, 17_168.5],
    [191_950, 39_110.5],
    [243_725, 55_678.5],
    [609_350, 183_647.25],
  ],
  married_joint: [
    [23_200, 2_320],
    [94_300, 10_852],
    [201_050, 34_337],
    [383_900, 78_221],
    [487_450, 111_357],
    [731_200, 196_669.5],
  ],
  qualifying_surviving_spouse: [
    [23_200, 2_320],
    [94_300, 10_852],
    [201_050, 34_337],
    [383_900, 78_221],
    [487_450, 111_357],
    [731_200, 196_669.5],
  ],
  married_separate: [
    [11_600, 1_160],
    [47_150, 5_426],
    [100_525, 17_168.5],
    [191_950, 39_110.5],
    [243_725, 55_678.5],
    [365_600, 98_334.75],
  ],
  head_of_household: [
    [16_550, 1_655],
    [63_100, 7_241],
    [100_500, 15_469],
    [191_950, 37_417],
    [243_700, 53_977],
    [609_350, 181_954.5],
  ],
};

describe('estimateFederalTaxes: 2024 brackets and standard deductions (Rev. Proc. 2023-34)', () => {
  for (const [status, rows] of Object.entries(PUBLISHED_2024) as [FilingStatus, [number, number][]][]) {
    it(`${status}: the tax at every bracket floor equals the published base amount`, () => {
      for (const [floor, base] of rows) {
        expect(incomeTaxFromBrackets(FEDERAL_TAX_2024, status, floor)).toBeCloseTo(base, 6);
      }
    });
  }

  it('standard deductions: $14,600 single/MFS, $29,200 MFJ/QSS, $21,900 head of household', () => {
    const sd = (filingStatus: FilingStatus) =>
      estimateFederalTaxes({ wages: 0, filingStatus, taxYear: 2024 }).standardDeduction;
    expect(sd('single')).toBe(14_600);
    expect(sd('married_separate')).toBe(14_600);
    expect(sd('married_joint')).toBe(29_200);
    expect(sd('qualifying_surviving_spouse')).toBe(29_200);
    expect(sd('head_of_household')).toBe(21_900);
  });

  it('single, $60,000 wages: taxable $45,400, tax $5,216, payroll $4,590', () => {
    const t = estimateFederalTaxes({ wages: 60_000, filingStatus: 'single', taxYear: 2024 });
    expect(t.agi).toBe(60_000);
    expect(t.taxableIncome).toBe(45_400);
    // 1,160 + 12% × (45,400 − 11,600) = 5,216
    expect(t.incomeTax).toBe(5_216);
    expect(t.socialSecurityTax).toBe(3_720);
    expect(t.medicareTax).toBe(870);
    expect(t.payrollTax).toBe(4_590);
    expect(t.marginalRate).toBe(0.12);
  });

  it('married filing jointly, $100,000 + $50,000 wages and $5,000 interest', () => {
    const t = estimateFederalTaxes({
      wages: 100_000,
      spouseWages: 50_000,
      otherIncome: 5_000,
      filingStatus: 'married_joint',
      taxYear: 2024,
    });
    expect(t.agi).toBe(155_000);
    expect(t.taxableIncome).toBe(125_800);
    // 10,852 + 22% × (125,800 − 94,300) = 17,782
    expect(t.incomeTax).toBe(17_782);
    expect(t.payrollTax).toBe(Math.round(150_000 * 0.0765));
  });

  it('applies the Social Security wage base per person and the Additional Medicare Tax', () => {
    const t = estimateFederalTaxes({ wages: 300_000, filingStatus: 'single', taxYear: 2024 });
    expect(t.socialSecurityTax).toBe(10_453); // 6.2% × 168,600 = 10,453.20
    expect(t.medicareTax).toBe(5_250); // 1.45% × 300,000 + 0.9% × 100,000
    const joint = estimateFederalTaxes({
      wages: 200_000,
      spouseWages: 200_000,
      filingStatus: 'married_joint',
      taxYear: 2024,
    });
    expect(joint.socialSecurityTax).toBe(20_906); // 2 × 10,453.20
    expect(joint.medicareTax).toBe(5_800 + 1_350); // 1.45% × 400,000 + 0.9% × 150,000
  });

  it('pre-tax 401(k) deferrals lower AGI but not payroll tax', () => {
    const t = estimateFederalTaxes({
      wages: 80_000,
      preTaxRetirementContributions: 10_000,
      filingStatus: 'head_of_household',
      taxYear: 2024,
    });
    expect(t.agi).toBe(70_000);
    expect(t.taxableIncome).toBe(48_100);
    expect(t.incomeTax).toBe(1_655 + Math.round(0.12 * (48_100 - 16_550)));
    expect(t.payrollTax).toBe(6_120);
  });

  it('uses itemized deductions when larger, and the child tax credit up to the tax', () => {
    const t = estimateFederalTaxes({
      wages: 90_000,
      itemizedDeductions: 35_000,
      qualifyingChildren: 2,
      filingStatus: 'married_joint',
      taxYear: 2024,
    });
    expect(t.deduction).toBe(35_000);
    expect(t.taxBeforeCredits).toBe(2_320 + Math.round(0.12 * (55_000 - 23_200)));
    expect(t.childTaxCredit).toBe(4_000);
    expect(t.incomeTax).toBe(t.taxBeforeCredits - 4_000);
    const low = estimateFederalTaxes({
      wages: 35_000,
      qualifyingChildren: 3,
      filingStatus: 'head_of_household',
      taxYear: 2024,
    });
    expect(low.incomeTax).toBe(0);
    expect(low.childTaxCredit).toBe(low.taxBeforeCredits);
  });

  it('no tax below the standard deduction; never negative', () => {
    const t = estimateFederalTaxes({
      wages: 10_000,
      otherIncome: -50_000,
      filingStatus: 'single',
      taxYear: 2024,
    });
    expect(t.agi).toBe(0);
    expect(t.taxableIncome).toBe(0);
    expect(t.incomeTax).toBe(0);
    expect(t.marginalRate).toBe(0);
  });

  it('tax year 2023 (award year 2025-26): uses the 2024 tables and says so; 2023 wage base', () => {
    const t = estimateFederalTaxes({ wages: 200_000, filingStatus: 'single', taxYear: 2023 });
    expect(t.tablesYear).toBe(2024);
    expect(t.assumptions.join(' ')).toMatch(/2024 figures \(the nearest year\)/);
    expect(t.socialSecurityTax).toBe(9_932); // 6.2% × 160,200
  });

  it('lists its assumptions', () => {
    const t = estimateFederalTaxes({ wages: 50_000, filingStatus: 'single', taxYear: 2024 });
    expect(t.assumptions.length).toBeGreaterThan(0);
    expect(t.assumptions.join(' ')).toMatch(/Payroll tax is the employee share/);
  });
});
