import type { FamilyNetPrice, FamilyNetPriceCollege, FamilyNetPriceFamily } from '../cost/family-net-price';
import { familyNetPrice, familyNetPriceOrder } from '../cost/family-net-price';
import { guaranteeStale } from '../cost/price-rules';
import { projectCost } from '../cost/project-cost';
import { pellAward } from '../pell/pell-award';
import { awardYearLabel } from '../sai/tables/tables-for-award-year';
import type { CollegePrices, CostLine } from './college-prices';
import { checkedRate } from './growth';
import type { YearFigures } from './year-figures';

/* A college's prices carried to a student's college year at the family's price growth, and what the family pays
 * there: the one rule every screen and the plan use (docs/decisions/0046, 0062). */

export type { CollegePrices } from './college-prices';

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

/** The full cost's lines grown to the year starting `toStart`. */
export function costLinesInYear(prices: CollegePrices, toStart: number, ratePercent: number): CostLine[] {
  return prices.costLines.map((line) => ({
    ...line,
    amount: priceInYear(line.amount, prices.costYearStart, toStart, ratePercent),
  }));
}

/** The published net prices and the college's rules in the year starting `toStart`: the net price rule's input. */
export function netPricesInYear(
  prices: CollegePrices,
  toStart: number,
  ratePercent: number,
): FamilyNetPriceCollege {
  const from = prices.netPriceYearStart;
  const table = prices.netPriceByIncome;
  const grow = (v: number | null) => grownOrNull(v, from, toStart, ratePercent);
  const lines = costLinesInYear(prices, toStart, ratePercent);
  const sum = (kinds: readonly string[]) =>
    lines.filter((l) => kinds.includes(l.kind)).reduce((s, l) => s + l.amount, 0);
  return {
    netPriceByIncome: {
      '0-30000': grow(table?.['0-30000'] ?? null),
      '30001-48000': grow(table?.['30001-48000'] ?? null),
      '48001-75000': grow(table?.['48001-75000'] ?? null),
      '75001-110000': grow(table?.['75001-110000'] ?? null),
      '110001+': grow(table?.['110001+'] ?? null),
    },
    avgNetPrice: grow(prices.avgNetPrice),
    // Non-resident aid is a fixed yearly amount as published (not grown with prices).
    rules: prices.rules,
    tuitionAndFees: sum(['tuition', 'fees']),
    housingAndFood: sum(['housing']),
    guaranteeStale: guaranteeStale(prices.rules.guarantee?.policyYear ?? null, toStart),
  };
}

/** A college's figures for one family in one year, before the plan's Pell-at-this-cost detail. */
export interface CollegePriceFigures {
  /** The full cost of attendance (need and net price are worked out from it). */
  costOfAttendance: number;
  /** The spec's narrower figure: tuition, fees, room and board. */
  tuitionFeesRoomBoard: number;
  costLines: CostLine[];
  need: number | null;
  netPrice: FamilyNetPrice;
  /** The grants and scholarships the net price assumes: the full cost less the net price (null without one). */
  grants: number | null;
}

/**
 * The grants and scholarships a net price assumes at a full cost of attendance: cost less net price, never below 0
 * (a price held at the cost means no grants); null when no net price is estimated. The one place this is worked out:
 * screens show this figure, never their own subtraction.
 */
export function grantsAndScholarships(fullCost: number, netPrice: number | null): number | null {
  return netPrice === null ? null : Math.max(fullCost - netPrice, 0);
}

/**
 * A college's prices in the year starting `start`, before any family's figures: the full cost's lines grown, their
 * sum, the spec's narrower figure and the net price rule's input. The same for every family priced in that year at
 * that growth, so a caller pricing many families (the search's family views) works it out once per college.
 */
export interface CollegePriceYear {
  costLines: CostLine[];
  costOfAttendance: number;
  tuitionFeesRoomBoard: number;
  netPrices: FamilyNetPriceCollege;
}

export function collegePriceYear(
  prices: CollegePrices,
  start: number,
  costGrowthPercent: number,
): CollegePriceYear {
  const lines = costLinesInYear(prices, start, costGrowthPercent);
  return {
    costLines: lines,
    costOfAttendance: lines.reduce((s, l) => s + l.amount, 0),
    tuitionFeesRoomBoard: projectCostLines(prices.specLines, prices.costYearStart, start, costGrowthPercent)
      .total,
    netPrices: netPricesInYear(prices, start, costGrowthPercent),
  };
}

/** A family's need and net price at a college in one year (`collegePriceYear`). */
export function familyPriceFigures(
  year: CollegePriceYear,
  family: FamilyNetPriceFamily,
): CollegePriceFigures {
  const coa = year.costOfAttendance;
  const netPrice = familyNetPrice(year.netPrices, family, coa);
  const need =
    netPrice.need ?? (family.federalSai === null ? null : Math.max(coa - Math.max(family.federalSai, 0), 0));
  return {
    costOfAttendance: coa,
    tuitionFeesRoomBoard: year.tuitionFeesRoomBoard,
    costLines: year.costLines,
    need,
    netPrice,
    grants: grantsAndScholarships(coa, netPrice.estimate),
  };
}

/**
 * The need and net price estimate of `familyPriceFigures` alone, by the same rule: the keys of a sort by need or net
 * price, worked out for every college in the catalogue.
 */
export function familyPriceOrder(
  year: CollegePriceYear,
  family: FamilyNetPriceFamily,
): { need: number | null; netPrice: number | null } {
  const coa = year.costOfAttendance;
  const order = familyNetPriceOrder(year.netPrices, family, coa);
  const need =
    order.need ?? (family.federalSai === null ? null : Math.max(coa - Math.max(family.federalSai, 0), 0));
  return { need, netPrice: order.estimate };
}

/**
 * One college's figures for a family's estimates in the year starting `start`: the full cost (its lines grown),
 * the spec's narrower figure, need by the estimate the college uses and the net price by the one rule.
 */
export function collegePriceFigures(
  prices: CollegePrices,
  family: FamilyNetPriceFamily,
  start: number,
  costGrowthPercent: number,
): CollegePriceFigures {
  return familyPriceFigures(collegePriceYear(prices, start, costGrowthPercent), family);
}

export interface CollegeYearFigures {
  awardYear: string;
  /** The full cost of attendance. */
  costOfAttendance: number;
  tuitionFeesRoomBoard: number;
  /** Pell at this college: the full-time award, at most the cost of attendance. */
  pell: number;
  /** Cost of attendance less the estimate the college uses, not below 0. */
  need: number;
  netPrice: FamilyNetPrice;
  /** The estimate the college awards its own aid from. */
  aidIndex: 'institutional' | 'federal' | 'both';
  /** Cost − Pell − net price: the grants beyond Pell the net price assumes. */
  needBasedGrant: number;
}

/** What one college costs the family in the student's award year (`figures`), prices grown at `costGrowthPercent`. */
export function collegeYearFigures(
  prices: CollegePrices,
  figures: Pick<YearFigures, 'federalSai' | 'institutional' | 'income' | 'federal' | 'pell'> & {
    awardYear: string;
  },
  costGrowthPercent: number,
): CollegeYearFigures {
  const start = Number(figures.awardYear.slice(0, 4));
  if (awardYearLabel(start) !== figures.awardYear)
    throw new RangeError(`Not an award year: ${figures.awardYear}`);
  const priced = collegePriceFigures(
    prices,
    {
      federalSai: figures.federalSai,
      institutionalSai: figures.institutional.estimate,
      income: figures.income,
      pell: figures.pell.annualAward,
    },
    start,
    costGrowthPercent,
  );
  const coa = priced.costOfAttendance;
  const pell = pellAward({
    sai: figures.federalSai,
    costOfAttendance: coa,
    awardYear: figures.awardYear,
    maxPellEligible: figures.federal.maxPell.eligible,
    minPellEligible: figures.federal.minPell.indicator !== null,
  }).annualAward;
  const estimate = priced.netPrice.estimate ?? coa;
  return {
    awardYear: figures.awardYear,
    costOfAttendance: coa,
    tuitionFeesRoomBoard: priced.tuitionFeesRoomBoard,
    pell,
    need: priced.need ?? 0,
    netPrice: priced.netPrice,
    aidIndex: priced.netPrice.aidIndex,
    needBasedGrant: Math.max(coa - pell - estimate, 0),
  };
}
