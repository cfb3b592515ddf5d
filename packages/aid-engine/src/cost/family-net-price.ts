import { roundHalfAwayFromZero } from '../round';
import type { IncomeBracket, NetPriceByIncome } from './college-input';
import { incomeBracket } from './net-price';
import { NET_PRICE_RANGES, type PriceRules, withinLimit } from './price-rules';

/** How a net price was estimated (the same names as the API's `netPriceMethod`). */
export type FamilyNetPriceMethod =
  | 'income-bracket'
  | 'average'
  | 'need-based'
  | 'non-resident'
  | 'guarantee'
  | 'unavailable';

/** One college's published prices and rules, already projected to the year of the cost of attendance. */
export interface FamilyNetPriceCollege {
  netPriceByIncome: NetPriceByIncome;
  avgNetPrice: number | null;
  rules: PriceRules;
  /** The cost of attendance's tuition-and-fees and housing-and-food lines in the same year (a guarantee covers them). */
  tuitionAndFees: number;
  housingAndFood: number;
  /** True when the guarantee's first year is more than two years before this year. */
  guaranteeStale: boolean;
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
  /** Cost of attendance less the estimate the college uses (federal SAI, or the institutional one at a CSS college). */
  need: number | null;
  /** The estimate the price is worked out from; 'both' when the college's aid form is unknown (a range). */
  aidIndex: 'federal' | 'institutional' | 'both';
  /** A full-need college's price was held at cost minus need. */
  fullNeedCapped: boolean;
  /** The published guarantee: met at this income, missed (income above it), or none. */
  guarantee: 'met' | 'missed' | null;
  /** What the figure is, in the words shown beside it. */
  label: string;
}

const UNAVAILABLE: FamilyNetPrice = {
  estimate: null,
  low: null,
  high: null,
  method: 'unavailable',
  need: null,
  aidIndex: 'federal',
  fullNeedCapped: false,
  guarantee: null,
  label: 'No net price: the cost of attendance or the Student Aid Index is not known.',
};

const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

const BAND_WORDS: Record<IncomeBracket, string> = {
  '0-30000': '$0 – $30,000',
  '30001-48000': '$30,001 – $48,000',
  '48001-75000': '$48,001 – $75,000',
  '75001-110000': '$75,001 – $110,000',
  '110001+': '$110,001 and above',
};

function published(v: number | null | undefined): number | null {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? roundHalfAwayFromZero(v) : null;
}

interface OnePrice {
  estimate: number;
  low: number;
  high: number;
  method: Exclude<FamilyNetPriceMethod, 'unavailable'>;
  fullNeedCapped: boolean;
}

/** `v` rounded to dollars, held between 0 and `cap`. */
function between(v: number, cap: number): number {
  return Math.min(Math.max(roundHalfAwayFromZero(v), 0), cap);
}

type GuaranteeOutcome = { met: 'tuition' | 'total' | null; missed: boolean };

function guaranteeOutcome(college: FamilyNetPriceCollege, income: number | null): GuaranteeOutcome {
  const g = college.rules.guarantee;
  if (g === null || income === null) return { met: null, missed: false };
  if (withinLimit(income, g.freeTotalIncomeMax, g.incomeLimit)) return { met: 'total', missed: false };
  if (withinLimit(income, g.freeTuitionIncomeMax, g.incomeLimit)) return { met: 'tuition', missed: false };
  return { met: null, missed: true };
}

/** The price for one aid estimate (`sai`): the method's own rule, range, the guarantee and the full-need cap. */
function priceWith(
  college: FamilyNetPriceCollege,
  income: number | null,
  sai: number,
  coa: number,
  cap: number,
  guarantee: GuaranteeOutcome,
): OnePrice {
  const needPrice = Math.min(coa, Math.max(sai, 0));
  const rules = college.rules;
  let result: OnePrice;
  if (!rules.publishedPricesApply) {
    const r = NET_PRICE_RANGES['non-resident'];
    const estimate = between(cap - Math.max(rules.nonResidentAid ?? 0, 0), cap);
    result = {
      estimate,
      low: between(estimate * (1 - r.belowPercent / 100), cap),
      high: between(estimate * (1 + r.abovePercent / 100), cap),
      method: 'non-resident',
      fullNeedCapped: false,
    };
  } else {
    const band = income === null ? null : published(college.netPriceByIncome[incomeBracket(income)]);
    const average = published(college.avgNetPrice);
    const publishedPrice = band ?? average;
    if (publishedPrice === null) {
      const estimate = between(needPrice, cap);
      result = { estimate, low: estimate, high: cap, method: 'need-based', fullNeedCapped: false };
    } else {
      const method = band !== null ? 'income-bracket' : 'average';
      const r = NET_PRICE_RANGES[method];
      const estimate = between(Math.max(publishedPrice, needPrice), cap);
      result = {
        estimate,
        low: between(estimate * (1 - r.belowPercent / 100), cap),
        high: between(estimate * (1 + r.abovePercent / 100), cap),
        method,
        fullNeedCapped: false,
      };
    }
  }
  if (guarantee.met !== null) {
    const covered = college.tuitionAndFees + (guarantee.met === 'total' ? college.housingAndFood : 0);
    const ceiling = between(coa - covered, cap);
    const estimate = Math.min(result.estimate, ceiling);
    result = {
      estimate,
      low: Math.min(estimate, between(needPrice, cap)),
      high: ceiling,
      method: 'guarantee',
      fullNeedCapped: false,
    };
  }
  if (rules.meetsFullNeed && result.estimate > needPrice) {
    result = {
      ...result,
      estimate: between(needPrice, cap),
      high: Math.min(result.high, between(needPrice, cap)),
      fullNeedCapped: true,
    };
  }
  if (rules.meetsFullNeed)
    result.high = Math.min(result.high, Math.max(between(needPrice, cap), result.estimate));
  result.low = Math.min(result.low, result.estimate);
  result.high = Math.max(result.high, result.estimate);
  return result;
}

function labelOf(
  college: FamilyNetPriceCollege,
  price: OnePrice,
  aidIndex: FamilyNetPrice['aidIndex'],
  guarantee: GuaranteeOutcome,
  income: number | null,
): string {
  const g = college.rules.guarantee;
  const when = g?.policyYear
    ? ` (published for ${g.policyYear}${college.guaranteeStale ? ', more than two years ago: it may have changed' : ''})`
    : '';
  const parts: string[] = [];
  switch (price.method) {
    case 'non-resident':
      parts.push(
        'Out-of-state: this college’s published net prices are for residents. Full cost of attendance minus the federal grants you qualify for' +
          (college.rules.nonResidentAidText ? `; ${college.rules.nonResidentAidText}` : '') +
          '; its net price calculator gives your own figure',
      );
      break;
    case 'guarantee':
      parts.push(
        guarantee.met === 'total'
          ? `The college’s published guarantee${when}: no tuition, housing or food charge for family incomes ${g?.incomeLimit === 'below' ? 'below' : 'up to'} ${usd(g?.freeTotalIncomeMax ?? 0)}`
          : `The college’s published guarantee${when}: no tuition for family incomes ${g?.incomeLimit === 'below' ? 'below' : 'up to'} ${usd(g?.freeTuitionIncomeMax ?? 0)}`,
      );
      break;
    case 'income-bracket':
      parts.push(
        `Published net price for your income band (${income === null ? '' : BAND_WORDS[incomeBracket(income)]})`,
      );
      break;
    case 'average':
      parts.push('The college’s published average net price (it publishes none for your income band)');
      break;
    case 'need-based':
      parts.push('No published net price: the cost minus your need, as if the college met it with grants');
      break;
  }
  if (guarantee.missed && g !== null) {
    const max = g.freeTotalIncomeMax ?? g.freeTuitionIncomeMax ?? 0;
    parts.push(
      `your income is above the college’s published guarantee (${usd(Math.max(max, g.freeTuitionIncomeMax ?? 0))}${when})`,
    );
  }
  if (price.fullNeedCapped) parts.push('this college meets full need, so at most the cost minus your need');
  if (price.method !== 'non-resident') {
    parts.push(
      aidIndex === 'institutional'
        ? 'it awards its own aid from the CSS Profile: your institutional estimate'
        : aidIndex === 'both'
          ? 'whether it uses the CSS Profile is not known: the figure uses your federal SAI, the range reaches the CSS-style estimate'
          : 'it awards aid from the FAFSA: your federal SAI',
    );
  }
  return `${parts.join('; ')}.`;
}

/**
 * The one net price rule for a family (server pages and the browser's what-ifs, docs/decisions/0062):
 * - a public college's published prices only for its residents; others pay the full cost less Pell and any
 *   published non-resident aid;
 * - else the published price for the family's income band (its overall average without a band or an income), not
 *   below the need-based price; a college that publishes none: cost minus need;
 * - a met guarantee holds the price at the cost less what it covers (tuition, or tuition, housing and food);
 * - a college meeting full need for this family never prices above cost minus need;
 * - the estimate the college uses: the institutional one at a CSS Profile college, the federal SAI at a FAFSA one,
 *   both (the federal for the figure, the range reaching the other) where unknown;
 * - each method's own range (NET_PRICE_RANGES); Pell is a grant, so every figure is at most the cost less Pell.
 */
export function familyNetPrice(
  college: FamilyNetPriceCollege,
  family: FamilyNetPriceFamily,
  costOfAttendance: number | null,
): FamilyNetPrice {
  const p = priced(college, family, costOfAttendance);
  if (p === null) return UNAVAILABLE;
  const { main, coa, primary, guarantee } = p;
  const method = college.rules.aidMethod;
  const institutional = family.institutionalSai;
  const both = method === 'unknown' && institutional !== null && institutional !== primary;
  const aidIndex: FamilyNetPrice['aidIndex'] =
    method === 'css-profile' && institutional !== null ? 'institutional' : both ? 'both' : 'federal';
  let low = main.low;
  let high = main.high;
  if (both) {
    const other = priceWith(college, family.income, institutional, coa, p.cap, guarantee);
    low = Math.min(low, other.low);
    high = Math.max(high, other.high);
  }
  return {
    estimate: main.estimate,
    low,
    high,
    method: main.method,
    need: needOf(p),
    aidIndex,
    fullNeedCapped: main.fullNeedCapped,
    guarantee: guarantee.met !== null ? 'met' : guarantee.missed ? 'missed' : null,
    label: labelOf(college, main, aidIndex, guarantee, family.income),
  };
}

/**
 * `familyNetPrice`'s estimate and need alone, by the same steps: what a sort by net price or need reads for every
 * college in the catalogue (no range for the other estimate, no words).
 */
export function familyNetPriceOrder(
  college: FamilyNetPriceCollege,
  family: FamilyNetPriceFamily,
  costOfAttendance: number | null,
): { estimate: number | null; need: number | null } {
  const p = priced(college, family, costOfAttendance);
  return p === null ? { estimate: null, need: null } : { estimate: p.main.estimate, need: needOf(p) };
}

interface Priced {
  coa: number;
  cap: number;
  primary: number;
  guarantee: GuaranteeOutcome;
  main: OnePrice;
}

/** The steps both share: the estimate the college uses, the cost, the cap at cost less Pell, the guarantee. */
function priced(
  college: FamilyNetPriceCollege,
  family: FamilyNetPriceFamily,
  costOfAttendance: number | null,
): Priced | null {
  const method = college.rules.aidMethod;
  const institutional = family.institutionalSai;
  const primary = method === 'css-profile' && institutional !== null ? institutional : family.federalSai;
  if (costOfAttendance === null || primary === null) return null;
  const coa = Math.max(roundHalfAwayFromZero(costOfAttendance), 0);
  const cap = family.pell === null ? coa : Math.max(coa - Math.min(Math.max(family.pell, 0), coa), 0);
  const guarantee = guaranteeOutcome(college, family.income);
  const main = priceWith(college, family.income, primary, coa, cap, guarantee);
  return { coa, cap, primary, guarantee, main };
}

const needOf = (p: Priced) => Math.max(p.coa - Math.max(p.primary, 0), 0);
