import { FEDERAL_TAX_2024 } from './federal-tax-2024';
import { FEDERAL_TAX_2025 } from './federal-tax-2025';
import type { FederalTaxYear } from './federal-tax-year';

/** Every tax year whose brackets and deductions the estimator holds, oldest first. Adding one = a file + a line. */
export const FEDERAL_TAX_YEARS: readonly FederalTaxYear[] = [FEDERAL_TAX_2024, FEDERAL_TAX_2025];

/**
 * Social Security wage bases of tax years without their own data file: 2023 (docs/sai/formula.md §2.2, FPS). The
 * years with a file carry their own.
 */
const OTHER_WAGE_BASES: Readonly<Record<number, number>> = { 2023: 160_200 };

export interface TaxYearLookup {
  readonly year: FederalTaxYear;
  /** True when the tax year asked for has its own figures; else the nearest year's are used. */
  readonly exact: boolean;
  /** The Social Security wage base of the year asked for when known, else the nearest year's. */
  readonly socialSecurityWageBase: number;
  readonly wageBaseExact: boolean;
}

/** The figures for a tax year: its own, else the nearest year's (flagged). */
export function federalTaxYear(taxYear: number): TaxYearLookup {
  const own = FEDERAL_TAX_YEARS.find((y) => y.taxYear === taxYear);
  if (own)
    return {
      year: own,
      exact: true,
      socialSecurityWageBase: own.socialSecurityWageBase,
      wageBaseExact: true,
    };
  const first = FEDERAL_TAX_YEARS[0] as FederalTaxYear;
  const last = FEDERAL_TAX_YEARS[FEDERAL_TAX_YEARS.length - 1] as FederalTaxYear;
  const year = taxYear < first.taxYear ? first : last;
  const base = OTHER_WAGE_BASES[taxYear];
  return {
    year,
    exact: false,
    socialSecurityWageBase: base ?? year.socialSecurityWageBase,
    wageBaseExact: base !== undefined,
  };
}

/** The tax years the estimator holds. */
export function supportedTaxYears(): number[] {
  return FEDERAL_TAX_YEARS.map((y) => y.taxYear);
}
