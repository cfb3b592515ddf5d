import { describe, expect, it } from 'vitest';
import {
  estimateFederalTaxes,
  type FamilyProfileInput,
  FEDERAL_TAX_2025,
  type FederalTaxInput,
  federalTaxYear,
  saiRequestFromProfile,
} from '../src/index';
import { parent, profile, studentInput } from './profile-fixtures';

const tax = (input: Partial<FederalTaxInput> & { wages: number }) =>
  estimateFederalTaxes({ filingStatus: 'married_joint', taxYear: 2025, ...input });

describe('tax year 2025 (tax-year-2025.md, after P.L. 119-21): hand-worked examples', () => {
  it('married filing jointly at $80,000: $5,343, $289 less than tax year 2024’s $5,632 (the issue’s gap)', () => {
    // 2025: taxable 80,000 − 31,500 = 48,500: 10% × 23,850 + 12% × 24,650 = 2,385 + 2,958 = 5,343.
    // 2024: taxable 80,000 − 29,200 = 50,800: 10% × 23,200 + 12% × 27,600 = 2,320 + 3,312 = 5,632.
    const now = tax({ wages: 80_000 });
    expect(now).toMatchObject({
      standardDeduction: 31_500,
      taxableIncome: 48_500,
      incomeTax: 5_343,
      tablesYear: 2025,
    });
    expect(tax({ wages: 80_000, taxYear: 2024 }).incomeTax - now.incomeTax).toBe(289);
  });

  it('married filing jointly at $250,000: $38,134, $943 less than 2024’s $39,077', () => {
    // 218,500 taxable: 2,385 + 8,772 + 22% × 109,750 (24,145) + 24% × 11,800 (2,832) = 38,134.
    const now = tax({ wages: 250_000 });
    expect(now.incomeTax).toBe(38_134);
    expect(tax({ wages: 250_000, taxYear: 2024 }).incomeTax - now.incomeTax).toBe(943);
  });

  it('the standard deductions as amended, and the brackets for single and head of household', () => {
    expect(FEDERAL_TAX_2025.standardDeduction).toMatchObject({
      single: 15_750,
      married_joint: 31_500,
      head_of_household: 23_625,
      married_separate: 15_750,
    });
    // Single $60,000: taxable 44,250: 1,192.50 + 12% × 32,325 (3,879) = 5,071.50 -> 5,072.
    expect(tax({ wages: 60_000, filingStatus: 'single' }).incomeTax).toBe(5_072);
    // Head of household $70,000: taxable 46,375: 1,700 + 12% × 29,375 (3,525) = 5,225.
    expect(tax({ wages: 70_000, filingStatus: 'head_of_household' }).incomeTax).toBe(5_225);
  });

  it('the child tax credit: $2,200 per child under 17, only the part up to the tax', () => {
    // $80,000 MFJ with two children: 5,343 − 4,400 = 943 (2024: 5,632 − 4,000 = 1,632).
    const two = tax({ wages: 80_000, qualifyingChildren: 2 });
    expect(two).toMatchObject({ childTaxCredit: 4_400, incomeTax: 943 });
    expect(tax({ wages: 80_000, taxYear: 2024, qualifyingChildren: 2 }).incomeTax).toBe(1_632);
    // $50,000 MFJ with three: taxable 18,500, tax 1,850 < 6,600: the credit stops at the tax.
    expect(tax({ wages: 50_000, qualifyingChildren: 3 })).toMatchObject({
      childTaxCredit: 1_850,
      incomeTax: 0,
    });
  });

  it('the child tax credit phases out: $50 per $1,000 (or part) of AGI above $200,000 ($400,000 joint)', () => {
    // Head of household $210,500, one child: 10.5 thousands over -> 11 × 50 = 550; 2,200 − 550 = 1,650.
    // Taxable 186,875: 1,700 + 5,742 + 8,470 + 24% × 83,525 (20,046) = 35,958; − 1,650 = 34,308.
    const r = tax({ wages: 210_500, filingStatus: 'head_of_household', qualifyingChildren: 1 });
    expect(r).toMatchObject({ taxBeforeCredits: 35_958, childTaxCredit: 1_650, incomeTax: 34_308 });
    // Joint $430,000 with two children: 30 × 50 = 1,500 off 4,400.
    expect(tax({ wages: 430_000, qualifyingChildren: 2 }).childTaxCredit).toBe(2_900);
  });

  it('age 65 or more: the extra standard deduction and the senior deduction, which lower the tax but not the AGI', () => {
    // Single aged 70, $40,000: 15,750 + 2,000 = 17,750; senior 6,000 (AGI under 75,000): taxable 16,250:
    // 1,192.50 + 12% × 4,325 (519) = 1,711.50 -> 1,712.
    const r = tax({ wages: 40_000, filingStatus: 'single', ages: [70] });
    expect(r).toMatchObject({
      agi: 40_000,
      standardDeduction: 17_750,
      seniorDeduction: 6_000,
      taxableIncome: 16_250,
    });
    expect(r.incomeTax).toBe(1_712);
    // Single aged 70 at $95,000: 6,000 − 6% × 20,000 = 4,800.
    expect(tax({ wages: 95_000, filingStatus: 'single', ages: [70] }).seniorDeduction).toBe(4_800);
    // A joint return with both aged 66 at $170,000: each 6,000 − 6% × 20,000 = 4,800, so 9,600; add-on 2 × 1,600.
    expect(tax({ wages: 170_000, ages: [66, 66] })).toMatchObject({
      seniorDeduction: 9_600,
      standardDeduction: 34_700,
    });
    // Tax year 2024 had the add-on (1,950 unmarried) but no senior deduction.
    expect(tax({ wages: 40_000, filingStatus: 'single', ages: [70], taxYear: 2024 })).toMatchObject({
      standardDeduction: 16_550,
      seniorDeduction: 0,
    });
    // Under 65 or unknown: nothing.
    expect(tax({ wages: 40_000, filingStatus: 'single', ages: [64] }).seniorDeduction).toBe(0);
    expect(tax({ wages: 40_000, filingStatus: 'single', ages: [null] }).standardDeduction).toBe(15_750);
  });

  it('tips and overtime: deducted up to their caps, phased out at 10% above $150,000 ($300,000 joint)', () => {
    // Joint $120,000 with $10,000 of tips: taxable 120,000 − 31,500 − 10,000 = 78,500; AGI unchanged.
    expect(tax({ wages: 120_000, qualifiedTips: 10_000 })).toMatchObject({
      agi: 120_000,
      tipsDeduction: 10_000,
      taxableIncome: 78_500,
    });
    expect(tax({ wages: 120_000, qualifiedTips: 40_000 }).tipsDeduction).toBe(25_000);
    expect(tax({ wages: 120_000, qualifiedOvertime: 30_000 }).overtimeDeduction).toBe(25_000);
    expect(tax({ wages: 90_000, filingStatus: 'single', qualifiedOvertime: 15_000 }).overtimeDeduction).toBe(
      12_500,
    );
    // Single $160,000 with $12,500 of overtime: 12,500 − 10% × 10,000 = 11,500.
    expect(tax({ wages: 160_000, filingStatus: 'single', qualifiedOvertime: 12_500 }).overtimeDeduction).toBe(
      11_500,
    );
    // Married filing separately: none of the new deductions.
    expect(
      tax({ wages: 60_000, filingStatus: 'married_separate', qualifiedTips: 5_000, ages: [70] }),
    ).toMatchObject({ tipsDeduction: 0, seniorDeduction: 0 });
    // 2024: no such deductions.
    expect(tax({ wages: 120_000, qualifiedTips: 10_000, taxYear: 2024 }).tipsDeduction).toBe(0);
  });

  it('payroll uses the 2025 Social Security wage base ($176,100)', () => {
    const r = tax({ wages: 200_000, filingStatus: 'single' });
    expect(r.socialSecurityTax).toBe(Math.round(176_100 * 0.062));
  });

  it('every tax year reads its own figures; one it does not hold says which it used', () => {
    expect(federalTaxYear(2025)).toMatchObject({ exact: true, year: { taxYear: 2025 } });
    expect(federalTaxYear(2024)).toMatchObject({ exact: true, year: { taxYear: 2024 } });
    expect(federalTaxYear(2023)).toMatchObject({
      exact: false,
      year: { taxYear: 2024 },
      socialSecurityWageBase: 160_200,
      wageBaseExact: true,
    });
    const later = tax({ wages: 80_000, taxYear: 2027 });
    expect(later.tablesYear).toBe(2025);
    expect(later.assumptions.join(' ')).toMatch(/2025 figures \(the nearest year\)/);
  });
});

describe('the profile mapping: the award year’s tax year, the children under 17 and the ages', () => {
  const family = (overrides: Partial<FamilyProfileInput> = {}) =>
    profile({
      familyMembersCount: 5,
      childrenUnder17: 2,
      parents: [
        parent({ annualIncome: 52_000, filingStatus: 'married_joint', taxPaid: null, taxableIncome: null }),
        parent({ annualIncome: 28_000, filingStatus: 'married_joint', taxPaid: null, taxableIncome: null }),
      ],
      ...overrides,
    });
  const taxOf = (p: FamilyProfileInput, year = '2027-28') =>
    saiRequestFromProfile(p, studentInput({ incomeAmount: 0, filedTaxes: false }), year);

  it('2027-28 reads tax year 2025 with $2,200 per child; 2026-27 reads 2024 with $2,000', () => {
    // Joint $80,000: 5,343 − 4,400 = 943 (2025); 5,632 − 4,000 = 1,632 (2024).
    expect(taxOf(family()).request.parent?.incomeTaxPaid).toBe(943);
    expect(taxOf(family(), '2026-27').request.parent?.incomeTaxPaid).toBe(1_632);
    expect(taxOf(family()).used).toContainEqual(expect.objectContaining({ field: 'childrenUnder17' }));
  });

  it('children not given: the household’s other members are taken as under 17, and said', () => {
    const r = taxOf(family({ childrenUnder17: null }));
    // Five people: two parents, the student and two others -> two children.
    expect(r.request.parent?.incomeTaxPaid).toBe(943);
    expect(r.assumptions.join(' ')).toMatch(/2 other members are taken as children under 17/);
    expect(taxOf(family({ childrenUnder17: 0 })).request.parent?.incomeTaxPaid).toBe(5_343);
  });

  it('a parent aged 66 (65 at the end of the tax year) gets the add-on and the senior deduction', () => {
    const older = family({
      childrenUnder17: 0,
      parents: [
        parent({
          age: 66,
          annualIncome: 52_000,
          filingStatus: 'married_joint',
          taxPaid: null,
          taxableIncome: null,
        }),
        parent({
          age: 60,
          annualIncome: 28_000,
          filingStatus: 'married_joint',
          taxPaid: null,
          taxableIncome: null,
        }),
      ],
    });
    // 80,000 − (31,500 + 1,600) − 6,000 = 40,900: 2,385 + 12% × 17,050 (2,046) = 4,431.
    const r = taxOf(older);
    expect(r.request.parent?.incomeTaxPaid).toBe(4_431);
    expect(r.assumptions.join(' ')).toMatch(/65 or older at the end of tax year 2025/);
  });
});
