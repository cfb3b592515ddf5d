import type { NetPriceByIncome } from '../cost/college-input';
import { type FamilyNetPrice, type FamilyNetPriceCollege, familyNetPrice } from '../cost/family-net-price';
import { estimatedNeed } from '../cost/net-price';
import { projectCost } from '../cost/project-cost';
import { pellAward } from '../pell/pell-award';
import { awardYearLabel } from '../sai/tables/tables-for-award-year';
import { checkedRate } from './growth';
import type { YearFigures } from './year-figures';

/* A college's prices carried to a student's college year at the family's price growth, and what the family pays
 * there: the one rule every screen and the plan use (docs/decisions/0046). */

/**
 * A college's published prices as the engine reads them. Issue 20's rules (residency, each college's own aid
 * method, the full cost) change what is put in here (which lines, which net prices, which estimate the college
 * uses), not how a year is worked out.
 */
export interface CollegePrices {
  /** The cost of attendance's lines as published (whole dollars), in the academic year starting `costYearStart`. */
  costLines: readonly number[];
  costYearStart: number;
  /** Published average net price by income (and overall), in the academic year starting `netPriceYearStart`. */
  netPriceByIncome: NetPriceByIncome | null;
  avgNetPrice: number | null;
  netPriceYearStart: number;
  /** The college awards its own aid from the institutional estimate (private nonprofit), else from the federal SAI. */
  usesInstitutionalMethod: boolean;
}

/** A published price grown to another year: a negative published net price (grants above cost) is kept as published. */
export function priceInYear(amount: number, fromStart: number, toStart: number, ratePercent: number): number {
  if (amount < 0) return amount;
  return projectCost(amount, fromStart, toStart, checkedRate(ratePercent, 'college cost growth') / 100);
}

/** Each cost line grown to the year starting `toStart`, and their sum (the cost of attendance). */
export function projectCostLines(
  lines: readonly number[],
  fromStart: number,
  toStart: number,
  ratePercent: number,
): { lines: number[]; total: number } {
  const grown = lines.map((line) => priceInYear(line, fromStart, toStart, ratePercent));
  return { lines: grown, total: grown.reduce((sum, line) => sum + line, 0) };
}

const grownOrNull = (v: number | null, from: number, to: number, rate: number) =>
  v === null ? null : priceInYear(v, from, to, rate);

/** The published net prices grown to the year starting `toStart`: the net price rule's input. */
export function netPricesInYear(
  prices: Pick<
    CollegePrices,
    'netPriceByIncome' | 'avgNetPrice' | 'netPriceYearStart' | 'usesInstitutionalMethod'
  >,
  toStart: number,
  ratePercent: number,
): FamilyNetPriceCollege {
  const from = prices.netPriceYearStart;
  const table = prices.netPriceByIncome;
  const grow = (v: number | null) => grownOrNull(v, from, toStart, ratePercent);
  return {
    privateNonprofit: prices.usesInstitutionalMethod,
    netPriceByIncome: {
      '0-30000': grow(table?.['0-30000'] ?? null),
      '30001-48000': grow(table?.['30001-48000'] ?? null),
      '48001-75000': grow(table?.['48001-75000'] ?? null),
      '75001-110000': grow(table?.['75001-110000'] ?? null),
      '110001+': grow(table?.['110001+'] ?? null),
    },
    avgNetPrice: grow(prices.avgNetPrice),
  };
}

export interface CollegeYearFigures {
  awardYear: string;
  costOfAttendance: number;
  /** Pell at this college: the full-time award, at most the cost of attendance. */
  pell: number;
  /** Cost of attendance − federal SAI, not below 0. */
  need: number;
  netPrice: FamilyNetPrice;
  /** The estimate the college awards its own aid from. */
  aidIndex: 'institutional' | 'federal';
  /** Cost − Pell − net price: the grants beyond Pell the net price assumes. */
  needBasedGrant: number;
}

/** What one college costs the family in the student's award year (`figures`), prices grown at `costGrowthPercent`. */
export function collegeYearFigures(
  prices: CollegePrices,
  figures: Pick<YearFigures, 'federalSai' | 'institutional' | 'income' | 'federal'> & {
    awardYear: string;
  },
  costGrowthPercent: number,
): CollegeYearFigures {
  const start = Number(figures.awardYear.slice(0, 4));
  if (awardYearLabel(start) !== figures.awardYear)
    throw new RangeError(`Not an award year: ${figures.awardYear}`);
  const coa = projectCostLines(prices.costLines, prices.costYearStart, start, costGrowthPercent).total;
  const pell = pellAward({
    sai: figures.federalSai,
    costOfAttendance: coa,
    awardYear: figures.awardYear,
    maxPellEligible: figures.federal.maxPell.eligible,
    minPellEligible: figures.federal.minPell.indicator !== null,
  }).annualAward;
  const netPrice = familyNetPrice(
    netPricesInYear(prices, start, costGrowthPercent),
    {
      federalSai: figures.federalSai,
      institutionalSai: figures.institutional.estimate,
      income: figures.income,
      pell,
    },
    coa,
  );
  const estimate = netPrice.estimate ?? coa;
  return {
    awardYear: figures.awardYear,
    costOfAttendance: coa,
    pell,
    need: estimatedNeed(coa, figures.federalSai),
    netPrice,
    aidIndex: prices.usesInstitutionalMethod ? 'institutional' : 'federal',
    needBasedGrant: Math.max(coa - pell - estimate, 0),
  };
}
