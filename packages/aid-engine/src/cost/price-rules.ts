/*
 * Each college's own pricing rules as the net price reads them (issue 20 items 1, 2 and 4, docs/decisions/0062):
 * whose published net prices they are (a public college's are its residents'), which estimate it awards its own aid
 * from, whether it meets full need, its published income guarantee, and how wide each method's range is. Data with
 * its source; the rules themselves are in `familyNetPrice`.
 */

/** Which aid form the college packages its own grants from: CSS Profile (institutional estimate) or the FAFSA. */
export type AidMethod = 'css-profile' | 'fafsa' | 'unknown';

/** A published income guarantee as it applies to this family (its residency rule already checked). */
export interface PriceGuarantee {
  /** Family income up to which tuition (and required fees) is covered by grants. */
  freeTuitionIncomeMax: number | null;
  /** Family income up to which tuition, housing and food are covered. */
  freeTotalIncomeMax: number | null;
  /** Whether an income equal to the published figure still qualifies. */
  incomeLimit: 'at_or_below' | 'below';
  /** The first academic year the thresholds apply ("2025-26"), when published. */
  policyYear: string | null;
  source: string;
  grade: string;
}

/** The college's rules for this family (residency resolved), carried with its prices. */
export interface PriceRules {
  /** False for a public college and a family from another state: its published net prices are its residents'. */
  publishedPricesApply: boolean;
  aidMethod: AidMethod;
  /** True when the college is known to meet full need for this family (for all, or for residents and it is one). */
  meetsFullNeed: boolean;
  guarantee: PriceGuarantee | null;
  /** Published yearly aid every non-resident receives (whole dollars, as published, not grown), subtracted from
   * their cost; null for a resident, a private college, or none published. */
  nonResidentAid: number | null;
  /** For a non-resident at a public college: what the college publishes for non-residents, in words with its source
   * (an amount counted, or a rule shown but not counted); null when our data has none. */
  nonResidentAidText: string | null;
}

/** Aid a college publishes for non-residents (the policy row's `nonresident_aid_*` columns, ADR 0064). */
export interface NonResidentAidFacts {
  /** A yearly grant every non-resident receives, whole dollars as published; null: a rule without one amount. */
  amount: number | null;
  /** The rule in words, where it has no single amount (shown, not counted). */
  note: string | null;
  year: string | null;
  source: string;
  grade: string;
}

/** A share of the estimate either side, as data: College Cost Planner's assumptions, said with the figure. */
export interface RangeRule {
  belowPercent: number;
  abovePercent: number;
  source: string;
  grade: 'assumption';
}

/**
 * How far a price may be from the estimate, per method. Narrow where the college publishes the figure for this
 * family (its income band) or a guarantee; wide only where nothing published fits the family.
 */
export const NET_PRICE_RANGES = {
  'income-bracket': {
    belowPercent: 10,
    abovePercent: 10,
    source:
      'College Cost Planner’s assumption: the published average for one income band (College Scorecard) differs ' +
      'from one family’s price in that band by about a tenth either way.',
    grade: 'assumption',
  },
  average: {
    belowPercent: 25,
    abovePercent: 25,
    source:
      'College Cost Planner’s assumption: the college’s overall average net price (no figure for the family’s ' +
      'band) can be a quarter away from one family’s price.',
    grade: 'assumption',
  },
  'non-resident': {
    belowPercent: 20,
    abovePercent: 0,
    source:
      'College Cost Planner’s assumption: a non-resident pays the full cost less federal grants unless the college ' +
      'awards merit aid, which can lower it by about a fifth; nothing raises it.',
    grade: 'assumption',
  },
} as const satisfies Record<string, RangeRule>;

/** The published policy facts (the `college_aid_policies` row) the rules are worked out from. */
export interface AidPolicyFacts {
  cssProfileRequired: 'yes' | 'no' | 'unknown';
  meetsFullNeed: 'all' | 'residents_only' | 'no' | 'unknown';
  freeTuitionIncomeMax: number | null;
  freeTotalIncomeMax: number | null;
  incomeLimit: 'at_or_below' | 'below';
  guaranteeResidency: 'any' | 'in_state' | null;
  policyYear: string | null;
  source: string;
  grade: string;
  /** Published aid for non-residents; null or absent: none in our data. */
  nonResidentAid?: NonResidentAidFacts | null;
}

export function sameState(a: string | null | undefined, b: string | null | undefined): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  const x = a.trim().toUpperCase();
  return x !== '' && x === b.trim().toUpperCase();
}

/**
 * The college's rules for a family in `familyState`. A public college's published net prices are for its own
 * state's residents only. The aid method: the policy's CSS Profile answer; without one a public or for-profit
 * college packages from the FAFSA and a private nonprofit college's is unknown (both estimates, a range).
 */
export function priceRulesFor(
  college: { state: string | null; control: string },
  familyState: string | null,
  policy: AidPolicyFacts | null,
): PriceRules {
  const resident = sameState(familyState, college.state);
  const isPublic = college.control === 'public';
  const css = policy?.cssProfileRequired ?? 'unknown';
  const aidMethod: AidMethod =
    css === 'yes'
      ? 'css-profile'
      : css === 'no' || college.control !== 'private nonprofit'
        ? 'fafsa'
        : 'unknown';
  const fullNeed = policy?.meetsFullNeed ?? 'unknown';
  const hasGuarantee =
    policy !== null && (policy.freeTuitionIncomeMax !== null || policy.freeTotalIncomeMax !== null);
  const guaranteeApplies = hasGuarantee && (policy.guaranteeResidency !== 'in_state' || resident);
  return {
    publishedPricesApply: !isPublic || resident,
    aidMethod,
    meetsFullNeed: fullNeed === 'all' || (fullNeed === 'residents_only' && resident),
    guarantee: guaranteeApplies
      ? {
          freeTuitionIncomeMax: policy.freeTuitionIncomeMax,
          freeTotalIncomeMax: policy.freeTotalIncomeMax,
          incomeLimit: policy.incomeLimit,
          policyYear: policy.policyYear,
          source: policy.source,
          grade: policy.grade,
        }
      : null,
    ...nonResidentAidOf(isPublic && !resident, policy?.nonResidentAid ?? null),
  };
}

const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

/** The non-resident aid a non-resident's price counts, and its words (null for everyone else). */
function nonResidentAidOf(
  nonResident: boolean,
  aid: NonResidentAidFacts | null,
): Pick<PriceRules, 'nonResidentAid' | 'nonResidentAidText'> {
  if (!nonResident) return { nonResidentAid: null, nonResidentAidText: null };
  const amount = aid?.amount !== null && aid?.amount !== undefined && aid.amount > 0 ? aid.amount : null;
  if (aid === null || (amount === null && aid.note === null)) {
    return {
      nonResidentAid: null,
      nonResidentAidText: 'no non-resident aid published in our data for this college',
    };
  }
  const from = `${aid.source}${aid.year ? `, ${aid.year}` : ''}; graded ${aid.grade.toLowerCase()}`;
  const parts = [
    amount === null ? null : `less the ${usd(amount)} a year it publishes for every non-resident (${from})`,
    aid.note === null
      ? null
      : `for some non-residents it publishes: ${aid.note}${amount === null ? ` (${from})` : ''}`,
  ].filter((p): p is string => p !== null);
  return { nonResidentAid: amount, nonResidentAidText: parts.join('; ') };
}

/** Whether an income is within a published limit. */
export function withinLimit(
  income: number,
  max: number | null,
  limit: PriceGuarantee['incomeLimit'],
): boolean {
  if (max === null) return false;
  return limit === 'below' ? income < max : income <= max;
}

/** The years after which a published guarantee is called stale (its first year more than this before the year). */
export const GUARANTEE_STALE_YEARS = 2;

/** True when a guarantee's first year starts more than two years before the award year starting `start`. */
export function guaranteeStale(policyYear: string | null, start: number): boolean {
  if (policyYear === null) return false;
  const first = Number(policyYear.slice(0, 4));
  return Number.isFinite(first) && first < start - GUARANTEE_STALE_YEARS;
}
