import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  awardYearStart,
  awardYearStatus,
  computeSai,
  estimateFederalTaxes,
  SAI_TABLE_SETS,
  saiRequestFromProfile,
  supportedAwardYears,
  supportedTaxYears,
  tablesForAwardYear,
} from '../src/index';
import { sizeTableValue } from '../src/sai/size-table';
import { formulaARequestArb, profileArb, studentInputArb } from './arbitraries';

/** Every year with tables, and later years that are projected from the latest. */
const YEARS = [...supportedAwardYears(), '2028-29', '2029-30', '2031-32'];
const yearArb = fc.constantFrom(...YEARS);

describe('every award year reads its own tables and its own tax year (property)', () => {
  it('lists each supported year once, oldest first, each with its prior-prior tax year', () => {
    const years = supportedAwardYears();
    expect(new Set(years).size).toBe(years.length);
    expect(years).toEqual([...years].sort());
    for (const t of SAI_TABLE_SETS) expect(t.taxYear).toBe((awardYearStart(t.awardYear) as number) - 2);
  });

  it('computeSai: the allowances, the payroll wage base and the poverty guideline are the award year’s own', () => {
    fc.assert(
      fc.property(
        formulaARequestArb,
        yearArb,
        fc.integer({ min: 2, max: 10 }),
        (request, awardYear, size) => {
          const r = computeSai({
            ...request,
            awardYear,
            familySize: size,
            parentStateOfResidence: 'OH',
            studentStateOfResidence: 'OH',
          });
          const { tables, projected } = tablesForAwardYear(awardYear)!;
          expect(projected).toBe(!supportedAwardYears().includes(awardYear));
          if (!projected) expect(tables.awardYear).toBe(awardYear);
          expect(r.awardYear).toBe(awardYear);
          expect(r.projected).toBe(projected);
          expect(r.intermediates.parentIncomeProtectionAllowance).toBe(
            sizeTableValue(tables.parentIpa, size),
          );
          expect(r.intermediates.studentIncomeProtectionAllowance).toBe(tables.dependentStudentIpa);
          expect(r.steps.find((s) => s.label === 'Parents’ income protection allowance')?.rule).toContain(
            `(${tables.awardYear})`,
          );
          expect(r.steps.find((s) => s.label === 'Parents’ payroll tax allowance')?.rule).toContain(
            `tax year ${tables.taxYear}`,
          );
          expect(r.maxPell.povertyGuideline).toBe(sizeTableValue(tables.poverty.contiguous, size));
          expect(tables.poverty.year).toBe(tables.taxYear);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the profile mapping estimates taxes for the award year’s own tax year, with that year’s figures where held', () => {
    fc.assert(
      fc.property(profileArb, studentInputArb, yearArb, (profile, student, awardYear) => {
        const mapped = saiRequestFromProfile(profile, student, awardYear);
        const taxYear = (awardYearStart(awardYear) as number) - 2;
        expect(mapped.taxYear).toBe(taxYear);
        const held = supportedTaxYears().includes(taxYear);
        if (held) expect(mapped.taxTablesYear).toBe(taxYear);
        else expect(mapped.taxTablesYear).not.toBe(taxYear);
        expect(awardYearStatus(awardYear)?.taxTablesYear).toBe(mapped.taxTablesYear);
        // A student who filed with no tax given: the tax is the estimator's for that tax year.
        const income = student.incomeAmount ?? 0;
        if (student.taxAmount === null && (student.filedTaxes ?? income > 0) && income > 0) {
          expect(mapped.request.student?.incomeTaxPaid).toBe(
            estimateFederalTaxes({ wages: income, filingStatus: 'single', taxYear }).incomeTax,
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the years held: 2026-27 reads tax year 2024 and 2027-28 reads 2025; 2025-26’s 2023 is said to use 2024’s', () => {
    expect(awardYearStatus('2026-27')).toMatchObject({ taxYear: 2024, taxTablesYear: 2024 });
    expect(awardYearStatus('2027-28')).toMatchObject({ taxYear: 2025, taxTablesYear: 2025 });
    expect(awardYearStatus('2025-26')).toMatchObject({ taxYear: 2023, taxTablesYear: 2024 });
    expect(awardYearStatus('2025-26')?.tax).toMatch(/tax year 2023 estimated with tax year 2024’s/);
  });
});
