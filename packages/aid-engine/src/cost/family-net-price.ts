import type { NetPriceByIncome } from './college-input';
import { estimateNetPrice } from './net-price';

/** How a net price was estimated (the same names as the API's `netPriceMethod`). */
export type FamilyNetPriceMethod = 'income-bracket' | 'average' | 'need-based' | 'unavailable';

/** One college's published net prices, already projected to the year of the cost of attendance. */
export interface FamilyNetPriceCollege {
  /** Private nonprofit colleges often use their own aid formula: the institutional SAI is used there. */
  privateNonprofit: boolean;
  netPriceByIncome: NetPriceByIncome;
  avgNetPrice: number | null;
}

export interface FamilyNetPriceFamily {
  federalSai: number | null;
  institutionalSai: number | null;
  /** The parents' incomes added up, or null when none is known (then the overall average is used). */
  income: number | null;
  /** The student's full-time Pell Grant, or null when not known: a net price is at most the cost less Pell. */
  pell: number | null;
}

export interface FamilyNetPrice {
  estimate: number | null;
  low: number | null;
  high: number | null;
  method: FamilyNetPriceMethod;
}

const UNAVAILABLE: FamilyNetPrice = { estimate: null, low: null, high: null, method: 'unavailable' };

/**
 * The one net price rule for a family (server pages and the browser's what-ifs): the institutional SAI at private
 * nonprofit colleges when the family has one, else the federal SAI; the published price for the family's income
 * band (none without a known income: the college's overall average), by `estimateNetPrice`. Pell is a grant, so
 * the price (and its range) is at most the cost less Pell.
 */
export function familyNetPrice(
  college: FamilyNetPriceCollege,
  family: FamilyNetPriceFamily,
  costOfAttendance: number | null,
): FamilyNetPrice {
  const sai =
    college.privateNonprofit && family.institutionalSai !== null
      ? family.institutionalSai
      : family.federalSai;
  if (costOfAttendance === null || sai === null) return UNAVAILABLE;
  const table = family.income === null ? null : college.netPriceByIncome;
  const result = estimateNetPrice(
    { netPriceByIncome: table, avgNetPrice: college.avgNetPrice },
    { sai, income: family.income ?? 0, costOfAttendance },
  );
  const fromBracket = table !== null && result.publishedPrice !== null && (table[result.bracket] ?? -1) >= 0;
  const coa = Math.max(costOfAttendance, 0);
  const cap = family.pell === null ? coa : Math.max(coa - Math.min(Math.max(family.pell, 0), coa), 0);
  const estimate = Math.min(result.estimate, cap);
  return {
    estimate,
    low: Math.min(result.low, estimate),
    high: Math.min(result.high, cap),
    method: result.publishedPrice === null ? 'need-based' : fromBracket ? 'income-bracket' : 'average',
  };
}
