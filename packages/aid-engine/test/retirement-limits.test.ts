import { describe, expect, it } from 'vitest';
import { priorPriorTaxYear, RETIREMENT_LIMITS, retirementContributionLimit } from '../src/index';

describe('IRS retirement contribution limits, per tax year', () => {
  it('every year names its source and grade, in order, one row a year', () => {
    const years = RETIREMENT_LIMITS.map((y) => y.taxYear);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(new Set(years).size).toBe(years.length);
    for (const y of RETIREMENT_LIMITS) {
      expect(y.source).toMatch(/IRS Notice/);
      expect(y.grade).toBe('S');
    }
  });

  it('2024: $23,000 + $7,500 from 50 through payroll; $7,000 + $1,000 from 50 for IRAs', () => {
    expect(retirementContributionLimit('payroll', 49, 2024).limit).toBe(23_000);
    expect(retirementContributionLimit('payroll', 50, 2024).limit).toBe(30_500);
    // No age-60-to-63 catch-up before 2025.
    expect(retirementContributionLimit('payroll', 61, 2024).limit).toBe(30_500);
    expect(retirementContributionLimit('deductible-ira', 49, 2024).limit).toBe(7_000);
    expect(retirementContributionLimit('roth', 50, 2024).limit).toBe(8_000);
    expect(retirementContributionLimit('payroll', null, 2024)).toMatchObject({
      limit: 23_000,
      base: 23_000,
      from50: 30_500,
      exact: true,
    });
  });

  it('2025: $23,500, $31,000 from 50, $34,750 for those turning 60 to 63 (SECURE 2.0)', () => {
    expect(retirementContributionLimit('payroll', 40, 2025).limit).toBe(23_500);
    expect(retirementContributionLimit('payroll', 59, 2025).limit).toBe(31_000);
    expect(retirementContributionLimit('payroll', 60, 2025).limit).toBe(34_750);
    expect(retirementContributionLimit('payroll', 63, 2025).limit).toBe(34_750);
    expect(retirementContributionLimit('payroll', 64, 2025).limit).toBe(31_000);
    expect(retirementContributionLimit('roth', 61, 2025).limit).toBe(8_000);
  });

  it('a year without a row takes the nearest one and says so', () => {
    expect(retirementContributionLimit('payroll', 40, 2026)).toMatchObject({
      limit: 23_500,
      taxYear: 2026,
      limitsYear: 2025,
      exact: false,
    });
    expect(retirementContributionLimit('payroll', 40, 2020)).toMatchObject({
      limitsYear: 2024,
      exact: false,
    });
  });

  it('the tax year an award year reads is the prior-prior one', () => {
    expect(priorPriorTaxYear('2026-27')).toBe(2024);
    expect(priorPriorTaxYear('2027-28')).toBe(2025);
    expect(() => priorPriorTaxYear('2027')).toThrow(RangeError);
  });
});
