import { TABLE_INDEX } from '../../figures/growth';
import { federalTaxYear, supportedTaxYears } from '../../tax/tax-years';
import type { SaiFormula } from '../sai-request';
import { usd } from '../steps';
import type { SaiTables } from './sai-tables';
import { awardYearStart, SAI_TABLE_SETS, tablesForAwardYear } from './tables-for-award-year';

/**
 * What an award year's figures are made from and how sure each part is, in words every screen, the PDF and the
 * API show as they are (one place for these texts).
 */
export interface AwardYearStatus {
  awardYear: string;
  /** The award year whose table set is used (the award year itself unless projected). */
  tablesYear: string;
  /** The tax year the award year's FAFSA reads (prior-prior year: 2025 for 2027-28). */
  taxYear: number;
  /** The tax year whose brackets and deductions the tax estimate uses (the nearest held when not its own). */
  taxTablesYear: number;
  /** No table set of its own: the latest one is used. */
  projected: boolean;
  /** The Maximum and Minimum Pell used are not the award year's own published amounts. */
  provisionalPell: boolean;
  /** "2027-28 federal tables, published June 2026", or for a later year the tables used and the rule. */
  federalTables: string;
  /** "2027-28 maximum Pell not set yet (…): 2026-27's $7,395 used", or the published amount and its date. */
  pell: string;
  /** The tax year whose figures estimate the income tax when the profile does not give it. */
  tax: string;
  /** For a projected year: which year's tables and by what rule; else null. */
  projection: string | null;
  /** Values of the table set used that are not confirmed against an official text (for the formula asked). */
  unconfirmed: string[];
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2026-11-28' -> '28 November 2026'. */
function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
}

function pellText(awardYear: string, tables: SaiTables, projected: boolean): string {
  const { pell } = tables;
  if (pell.provisional) {
    const { from, expected, checked } = pell.provisional;
    return projected
      ? `${awardYear} maximum Pell not set yet: ${from}’s ${usd(pell.max)} used`
      : `${awardYear} maximum Pell not set yet (not published on ${longDate(checked)}; due by ${expected}): ` +
          `${from}’s ${usd(pell.max)} used`;
  }
  if (projected) return `${awardYear} maximum Pell not set yet: ${tables.awardYear}’s ${usd(pell.max)} used`;
  return `${awardYear} maximum Pell ${usd(pell.max)}${pell.published ? `, published ${pell.published}` : ''}`;
}

/**
 * The status of an award year's figures (null for a year before the first table set). `formula` chooses which
 * unconfirmed values matter (the product's students use Formula A).
 */
export function awardYearStatus(awardYear: string, formula: SaiFormula = 'A'): AwardYearStatus | null {
  const lookup = tablesForAwardYear(awardYear);
  const start = awardYearStart(awardYear);
  if (!lookup || start === null) return null;
  const { tables, projected } = lookup;
  const taxYear = start - 2;
  const tax = federalTaxYear(taxYear);
  // A later year is projected as every screen works it out (`yearFigures`, docs/decisions/0046): the latest tables
  // with every dollar amount grown by TABLE_INDEX a year.
  const index = `${TABLE_INDEX.percent}%`;
  const federalTables = projected
    ? `${awardYear} projected: the ${tables.awardYear} federal tables (published ${tables.published}) grown ${index} a year`
    : `${awardYear} federal tables, published ${tables.published}`;
  const projection = projected
    ? `Award year ${awardYear} has no federal tables yet: its figures use the ${tables.awardYear} tables ` +
      `(published ${tables.published}) with every dollar amount grown ${index} a year (an assumed inflation ` +
      `adjustment), and tax year ${tax.year.taxYear}’s tax figures grown the same way.`
    : null;
  return {
    awardYear,
    tablesYear: tables.awardYear,
    taxYear,
    taxTablesYear: tax.year.taxYear,
    projected,
    provisionalPell: projected || tables.pell.provisional !== null,
    federalTables,
    pell: pellText(awardYear, tables, projected),
    tax: tax.exact
      ? `Federal income tax estimated with tax year ${taxYear}’s brackets and deductions`
      : `Federal income tax for tax year ${taxYear} estimated with tax year ${tax.year.taxYear}’s brackets and deductions (the nearest held)`,
    projection,
    unconfirmed: tables.sources
      .filter((s) => s.unconfirmed && (!s.formulas || s.formulas.includes(formula)))
      .map((s) => `${s.item} (${tables.awardYear}): not yet confirmed against the official tables`),
  };
}

/** The data sources of every figure, in words (the PDF's list and the README's, from the data files). */
export function dataSources(): string[] {
  const years = SAI_TABLE_SETS.map((t) => `${t.awardYear} (published ${t.published})`).join(', ');
  const provisional = SAI_TABLE_SETS.filter((t) => t.pell.provisional).map(
    (t) => `the ${t.awardYear} maximum Pell is provisional: ${t.pell.provisional?.from}’s amount is used`,
  );
  return [
    `Federal Student Aid Index and Pell Grant: the U.S. Department of Education’s need-analysis formula and tables for ${years}` +
      (provisional.length > 0 ? `; ${provisional.join('; ')}` : '') +
      '; HHS poverty guidelines for the Pell tests.',
    `Federal income tax estimates: IRS brackets, standard deductions and the child tax credit for tax years ${supportedTaxYears().join(' and ')} (2025 as amended by P.L. 119-21).`,
  ];
}
