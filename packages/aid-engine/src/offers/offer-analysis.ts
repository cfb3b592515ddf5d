import { projectCost } from '../cost/project-cost';
import { accrued, GRACE_MONTHS, GRADUATION_MONTH } from '../funding/loan-timeline';
import { LOAN_RULE_YEARS, type LoanYearRules, loanRulesFor } from '../loans/loan-rules';
import { netDisbursement, originationFee } from '../loans/origination-fee';
import { amortisedPayment } from '../loans/tiered-standard';
import { roundHalfAwayFromZero } from '../round';
import { awardYearStart } from '../sai/tables/tables-for-award-year';

/** An aid offer as the family entered it from the college's letter. */
export interface OfferInput {
  id: string;
  studentName: string;
  collegeId: number;
  collegeName: string;
  awardYear: string;
  tuitionAndFees: number;
  housingAndFood: number;
  housingOnCampus: boolean;
  booksAndSupplies: number;
  transportation: number;
  personalExpenses: number;
  letterTotalAid: number | null;
  letterNetCost: number | null;
  items: readonly {
    kind: 'grant' | 'scholarship' | 'work_study' | 'loan';
    name: string;
    amount: number;
    source: 'federal' | 'state' | 'college' | 'private' | null;
    basis: 'need' | 'merit' | null;
    renewable: boolean | null;
    renewalCondition: string;
    loanKind: 'subsidised' | 'unsubsidised' | 'parent_plus' | 'private' | null;
    interestRate: number | null;
  }[];
}

/** What our estimate says about the same student, college and award year. */
export interface OfferContext {
  /** The plan's grants (Pell and need-based) for this student at this college in the offer's year; null unknown. */
  expectedGrants: number | null;
  /** How that estimate was made, in words (for the flag and the appeal letter). */
  estimateMethod: string | null;
  /** The plan's net price and federal SAI for the same student, college and year (null unknown). */
  expectedNetPrice?: number | null;
  federalSai?: number | null;
  /** The college's published full cost (with books and other expenses) projected to the offer's year; null unknown. */
  publishedCostOfAttendance: number | null;
  /** The plan's yearly growth of college prices in percent (the four-year picture). */
  costGrowthPercent: number;
  /** Years in college from the offer's year (the four-year picture; default 4). */
  years?: number;
}

export type OfferFlagKind = 'loans-as-aid' | 'low-cost-of-attendance' | 'grant-below-estimate';

export interface OfferAnalysis {
  offerId: string;
  studentName: string;
  collegeId: number;
  collegeName: string;
  awardYear: string;
  billed: number;
  notBilled: number;
  costOfAttendance: number;
  grants: number;
  grantsBySource: Record<'federal' | 'state' | 'college' | 'private', number>;
  needBasedGrants: number;
  meritGrants: number;
  /** Cost of attendance minus grants and scholarships only. */
  netPrice: number;
  dueAfterGrants: number;
  loans: {
    name: string;
    kind: 'subsidised' | 'unsubsidised' | 'parent_plus' | 'private';
    amount: number;
    ratePercent: number;
    rateNote: string;
    fee: number;
    received: number;
    monthlyPayment: number;
    tenYearCost: number;
    interest: number;
  }[];
  loansTotal: number;
  loansReceived: number;
  loansTenYearCost: number;
  dueOnBill: number;
  workStudy: number;
  fourYears: {
    years: { awardYear: string; costOfAttendance: number; grants: number; netPrice: number }[];
    netPrice: number;
    grants: number;
    warnings: string[];
    rule: string;
  };
  expectedGrants: number | null;
  expectedNetPrice: number | null;
  federalSai: number | null;
  publishedCostOfAttendance: number | null;
  flags: { kind: OfferFlagKind; title: string; message: string }[];
  cheapest: boolean;
}

const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const usd = (n: number) => `${n < 0 ? '-' : ''}$${GROUPED.format(Math.abs(Math.round(n)))}`;
const label = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

/** Our thresholds for the flags: a difference must be this large before we point at it. */
export const OFFER_FLAG_THRESHOLDS = {
  /** A cost of attendance this share below the published one (and at least the amount) is "far below". */
  lowCostShare: 0.1,
  lowCostAmount: 1_500,
  /** Grants this share below our estimate (and at least the amount) are worth a review. */
  grantShortfallShare: 0.1,
  grantShortfallAmount: 1_000,
} as const;

const TEN_YEARS = 120;

function loanLine(
  item: OfferInput['items'][number],
  rules: LoanYearRules,
  years: number,
): OfferAnalysis['loans'][number] {
  const kind = item.loanKind ?? 'private';
  const federalRate = kind === 'parent_plus' ? rules.rates.parentPlus : rules.rates.undergraduate;
  const feePercent =
    kind === 'private'
      ? 0
      : kind === 'parent_plus'
        ? rules.fees.parentPlus.percent
        : rules.fees.direct.percent;
  const ratePercent = kind === 'private' ? (item.interestRate ?? 0) : federalRate.percent;
  const rateNote =
    kind === 'private'
      ? 'the rate you entered'
      : `${rules.awardYear} federal rate${federalRate.status === 'projected' ? ' (projected: not yet set)' : ''}`;
  // Interest while in school and the six-month grace period, then ten years of equal payments.
  const repaymentMonth = 12 * (years - 1) + GRADUATION_MONTH + GRACE_MONTHS;
  const balance =
    item.amount +
    accrued(
      { principal: item.amount, ratePercent, month: 0, subsidised: kind === 'subsidised' },
      repaymentMonth,
    );
  const monthly = amortisedPayment(balance, ratePercent, TEN_YEARS);
  const tenYearCost = roundHalfAwayFromZero(monthly * TEN_YEARS);
  return {
    name: item.name,
    kind,
    amount: item.amount,
    ratePercent,
    rateNote,
    fee: originationFee(item.amount, feePercent),
    received: netDisbursement(item.amount, feePercent),
    monthlyPayment: roundHalfAwayFromZero(monthly),
    tenYearCost,
    interest: tenYearCost - item.amount,
  };
}

/**
 * One offer, read the way a family should read it: the cost of attendance (billed and not billed), grants and
 * scholarships by whose they are, the net price (cost minus grants and scholarships only), the bill after grants and
 * loans, each loan with its origination fee and its cost over ten years of repayment, work-study as earnings (never
 * a discount), the four years (a grant not renewed is gone in year two; prices grow), and the flags.
 */
export function analyseOffer(offer: OfferInput, context: OfferContext): OfferAnalysis {
  const years = Math.max(1, Math.floor(context.years ?? 4));
  const rules = loanRulesFor(offer.awardYear) ?? (LOAN_RULE_YEARS[0] as LoanYearRules);
  const housingBilled = offer.housingOnCampus ? offer.housingAndFood : 0;
  const billed = offer.tuitionAndFees + housingBilled;
  const notBilled =
    offer.booksAndSupplies +
    offer.transportation +
    offer.personalExpenses +
    (offer.housingOnCampus ? 0 : offer.housingAndFood);
  const costOfAttendance = billed + notBilled;
  const gifts = offer.items.filter((i) => i.kind === 'grant' || i.kind === 'scholarship');
  const grants = gifts.reduce((s, i) => s + i.amount, 0);
  const bySource = { federal: 0, state: 0, college: 0, private: 0 };
  for (const g of gifts) bySource[g.source ?? 'private'] += g.amount;
  const needBasedGrants = gifts.filter((g) => g.basis === 'need').reduce((s, g) => s + g.amount, 0);
  const loans = offer.items.filter((i) => i.kind === 'loan').map((i) => loanLine(i, rules, years));
  const loansTotal = loans.reduce((s, l) => s + l.amount, 0);
  const loansReceived = loans.reduce((s, l) => s + l.received, 0);
  const workStudy = offer.items.filter((i) => i.kind === 'work_study').reduce((s, i) => s + i.amount, 0);
  const netPrice = Math.max(costOfAttendance - grants, 0);

  // The four years: costs grow; a grant not renewed is only in the first year.
  const start = awardYearStart(offer.awardYear) ?? 0;
  const renewed = gifts.filter((g) => g.renewable === true).reduce((s, g) => s + g.amount, 0);
  const fourYears = Array.from({ length: years }, (_, k) => {
    const cost =
      k === 0 ? costOfAttendance : projectCost(costOfAttendance, 0, k, context.costGrowthPercent / 100);
    const yearGrants = k === 0 ? grants : renewed;
    return {
      awardYear: label(start + k),
      costOfAttendance: cost,
      grants: yearGrants,
      netPrice: Math.max(cost - yearGrants, 0),
    };
  });
  const warnings: string[] = [];
  const once = gifts.filter((g) => g.renewable !== true);
  if (once.length > 0 && years > 1) {
    const amount = once.reduce((s, g) => s + g.amount, 0);
    warnings.push(
      `Front-loaded: ${once.map((g) => g.name).join(', ')} (${usd(amount)}) ${once.length === 1 ? 'is' : 'are'} not renewed: from the second year the net price rises by that much, besides the yearly price increases.`,
    );
  }
  const conditional = gifts.filter((g) => g.renewable === true && g.renewalCondition.trim() !== '');
  for (const g of conditional) {
    warnings.push(
      `Conditional: ${g.name} (${usd(g.amount)} a year) is renewed only if ${g.renewalCondition.trim().replace(/\.$/, '')}.`,
    );
  }

  const flags: OfferAnalysis['flags'] = [];
  const loansAndWork = loansTotal + workStudy;
  if (
    (offer.letterTotalAid !== null && offer.letterTotalAid > grants) ||
    (offer.letterNetCost !== null && offer.letterNetCost < netPrice && loansAndWork > 0)
  ) {
    const counted =
      offer.letterTotalAid !== null && offer.letterTotalAid > grants
        ? `The letter’s total aid of ${usd(offer.letterTotalAid)} is ${usd(offer.letterTotalAid - grants)} more than its grants and scholarships (${usd(grants)})`
        : `The letter’s net cost of ${usd(offer.letterNetCost as number)} is ${usd(netPrice - (offer.letterNetCost as number))} below the cost minus grants and scholarships (${usd(netPrice)})`;
    flags.push({
      kind: 'loans-as-aid',
      title: 'Loans presented as aid',
      message: `${counted}: it counts loans${workStudy > 0 ? ' or work-study' : ''} as if they lowered the price. Loans are repaid with interest and work-study is paid as wages for hours worked; only grants and scholarships lower the price.`,
    });
  }
  const t = OFFER_FLAG_THRESHOLDS;
  const published = context.publishedCostOfAttendance;
  if (
    published !== null &&
    published - costOfAttendance >= t.lowCostAmount &&
    costOfAttendance < published * (1 - t.lowCostShare)
  ) {
    flags.push({
      kind: 'low-cost-of-attendance',
      title: 'Cost of attendance far below the published one',
      message: `The offer lists a cost of attendance of ${usd(costOfAttendance)}, ${usd(published - costOfAttendance)} below the college’s published ${usd(published)} for ${offer.awardYear} (its own figures, projected). A low cost makes the net price look lower than what you will spend: ask what it leaves out (books, transport, personal costs, housing).`,
    });
  }
  const expected = context.expectedGrants;
  if (
    expected !== null &&
    expected - grants >= t.grantShortfallAmount &&
    grants < expected * (1 - t.grantShortfallShare)
  ) {
    flags.push({
      kind: 'grant-below-estimate',
      title: 'A grant below what our estimate expected',
      message: `Consider asking for a review: here is why. Our estimate for ${offer.studentName} at ${offer.collegeName} in ${offer.awardYear}${context.estimateMethod ? ` (${context.estimateMethod})` : ''} expected about ${usd(expected)} in grants; this offer has ${usd(grants)}, ${usd(expected - grants)} less. If your circumstances differ from what the college saw, or another college offered more, an appeal letter can ask it to look again.`,
    });
  }
  return {
    offerId: offer.id,
    studentName: offer.studentName,
    collegeId: offer.collegeId,
    collegeName: offer.collegeName,
    awardYear: offer.awardYear,
    billed,
    notBilled,
    costOfAttendance,
    grants,
    grantsBySource: bySource,
    needBasedGrants,
    meritGrants: grants - needBasedGrants,
    netPrice,
    dueAfterGrants: Math.max(billed - grants, 0),
    loans,
    loansTotal,
    loansReceived,
    loansTenYearCost: loans.reduce((s, l) => s + l.tenYearCost, 0),
    dueOnBill: billed - grants - loansReceived,
    workStudy,
    fourYears: {
      years: fourYears,
      netPrice: fourYears.reduce((s, y) => s + y.netPrice, 0),
      grants: fourYears.reduce((s, y) => s + y.grants, 0),
      warnings,
      rule: `Costs grow ${context.costGrowthPercent}% a year (your plan’s assumption); grants marked renewable are counted every year, the others in the first year only.`,
    },
    expectedGrants: expected,
    expectedNetPrice: context.expectedNetPrice ?? null,
    federalSai: context.federalSai ?? null,
    publishedCostOfAttendance: published,
    flags,
    cheapest: false,
  };
}

/** Up to six offers side by side: each analysed, the one with the lowest four-year net price marked. */
export function compareOffers(
  offers: readonly { offer: OfferInput; context: OfferContext }[],
): OfferAnalysis[] {
  const analysed = offers.map(({ offer, context }) => analyseOffer(offer, context));
  if (analysed.length > 1) {
    const lowest = Math.min(...analysed.map((a) => a.fourYears.netPrice));
    for (const a of analysed) a.cheapest = a.fourYears.netPrice === lowest;
  }
  return analysed;
}
