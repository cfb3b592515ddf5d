import { roundHalfAwayFromZero } from '../round';
import type { CollegeNetPriceInput, IncomeBracket, NetPriceByIncome } from './college-input';

/** Financial need = cost of attendance − SAI, not below 0 (a negative SAI counts as 0). */
export function estimatedNeed(costOfAttendance: number, sai: number): number {
  return Math.max(Math.max(costOfAttendance, 0) - Math.max(sai, 0), 0);
}

const BRACKETS: readonly IncomeBracket[] = [
  '0-30000',
  '30001-48000',
  '48001-75000',
  '75001-110000',
  '110001+',
];

/** The published net-price bracket of a family income. */
export function incomeBracket(income: number): IncomeBracket {
  if (income <= 30_000) return '0-30000';
  if (income <= 48_000) return '30001-48000';
  if (income <= 75_000) return '48001-75000';
  if (income <= 110_000) return '75001-110000';
  return '110001+';
}

export interface NetPriceInput {
  /** Student Aid Index (federal, or an institutional estimate). */
  sai: number;
  /** Family income (AGI or total income) to pick the published bracket. */
  income: number;
  /** Yearly cost of attendance (costOfAttendance(...).total). */
  costOfAttendance: number;
}

export interface NetPriceEstimate {
  estimate: number;
  low: number;
  high: number;
  /** Cost of attendance − SAI, not below 0. */
  need: number;
  /** The price if the college met the full need with grants: cost of attendance − need. */
  needBasedPrice: number;
  /** The published net price used (for the bracket, or the average), or null. */
  publishedPrice: number | null;
  bracket: IncomeBracket;
  method: string;
}

function price(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? roundHalfAwayFromZero(value)
    : null;
}

/**
 * Estimated yearly net price (cost of attendance minus grants). Two signals: the need-based price (what the
 * family pays if the college meets its full need with grants: min(COA, SAI)) and the college's published average
 * net price for the family's income bracket (else its overall average). Estimate = the published price, but not
 * below the need-based price (need-based grants do not exceed need) and not above the COA. Low = the lower of
 * the two signals; high = the published price of the next higher bracket (the COA for the top bracket or when
 * nothing is published), not below the estimate and not above the COA.
 */
export function estimateNetPrice(college: CollegeNetPriceInput, input: NetPriceInput): NetPriceEstimate {
  const coa = Math.max(roundHalfAwayFromZero(input.costOfAttendance), 0);
  const need = estimatedNeed(coa, input.sai);
  const needBasedPrice = coa - need;
  const bracket = incomeBracket(input.income);
  const table: Partial<NetPriceByIncome> = college.netPriceByIncome ?? {};
  const bracketPrice = price(table[bracket]);
  const average = price(college.avgNetPrice);
  const publishedPrice = bracketPrice ?? average;
  const clampToCoa = (v: number) => Math.min(Math.max(v, 0), coa);

  if (publishedPrice === null) {
    return {
      estimate: needBasedPrice,
      low: needBasedPrice,
      high: coa,
      need,
      needBasedPrice,
      publishedPrice: null,
      bracket,
      method:
        'No published net price: the estimate assumes the college meets the full need (COA − SAI) with grants; the ' +
        'high end is the full cost of attendance (no grants).',
    };
  }
  const estimate = clampToCoa(Math.max(publishedPrice, needBasedPrice));
  const next = BRACKETS[BRACKETS.indexOf(bracket) + 1];
  const nextPrice = bracketPrice !== null && next ? price(table[next]) : null;
  const high = clampToCoa(Math.max(nextPrice ?? coa, estimate));
  const low = clampToCoa(Math.min(publishedPrice, needBasedPrice));
  const source =
    bracketPrice !== null
      ? `the college’s published average net price for incomes ${bracket.replace('-', ' to ')}`
      : 'the college’s published overall average net price (no figure for the income bracket)';
  return {
    estimate,
    low,
    high,
    need,
    needBasedPrice,
    publishedPrice,
    bracket,
    method:
      `Estimate: ${source} (${publishedPrice}), not below the need-based price (COA ${coa} − need ${need} = ` +
      `${needBasedPrice}) and not above the COA. Low: the lower of the two (merit aid or full need met). High: ` +
      (nextPrice !== null
        ? 'the published price for the next higher income bracket.'
        : 'the full cost of attendance (no grants).'),
  };
}
