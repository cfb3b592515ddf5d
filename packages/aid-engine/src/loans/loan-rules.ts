import { awardYearStart } from '../sai/tables/tables-for-award-year';

/**
 * The federal loan rules for dependent undergraduates and their parents, as data per award year. Every value names
 * its source and grade (docs/loans/federal-loans.md: P primary, P-repo primary read through a repository file that
 * quotes it, S secondary, U unverified). A change of law or a new year's rate is a change here only.
 */

export type SourceGrade = 'P' | 'P-repo' | 'S' | 'U';

/** Where a rule comes from and how sure it is. */
export interface LoanRuleSource {
  /** What the rule is, in words. */
  rule: string;
  source: string;
  grade: SourceGrade;
  /** What is provisional about it, when something is. */
  caveat?: string;
}

export interface AnnualLimit {
  /** 1, 2, or 3 for the third year and beyond. */
  yearInSchool: 1 | 2 | 3;
  /** Subsidised plus unsubsidised, at most. */
  total: number;
  /** Of which subsidised, at most. */
  subsidised: number;
}

/** The tiered Standard plan's term by the balance when repayment starts (loans made from 2026-07-01). */
export interface RepaymentTier {
  /** The tier applies to balances below this amount (null: no upper bound). */
  balanceBelow: number | null;
  months: number;
}

export interface RapBracket {
  /** The bracket covers AGI above this amount ... */
  agiAbove: number;
  /** ... and at most this amount (null: no upper bound). */
  agiAtMost: number | null;
  /** The rate applied to the whole AGI (not marginal). */
  percent: number;
}

/** A rate or fee with whether it is the award year's own or carried from the latest known year. */
export interface KnownOrProjected {
  percent: number;
  /** 'official': set for this award year; 'projected': the latest known value held for a later year. */
  status: 'official' | 'projected';
}

export interface ParentPlusRules {
  /** Per dependent student per academic year, all parents combined; null = no dollar cap (cost minus other aid). */
  annualCap: number | null;
  /** Per dependent student over all years, all parents combined; repaid or forgiven amounts still count. */
  aggregateCap: number | null;
}

/**
 * The interim ("legacy") exception: a student enrolled in a program on `enrolledOn` for whom a Direct Loan was made
 * (to the student or to a parent on the student's behalf) before `loanBefore` keeps the old limits (cost of
 * attendance minus other aid, no $20,000 / $65,000 caps) for at most `maxAcademicYears` academic years from
 * `loanBefore`, or the rest of the program when that is shorter; leaving the program ends it.
 */
export interface InterimException {
  enrolledOn: string;
  loanBefore: string;
  maxAcademicYears: number;
  /** The first award year the exception counts from (the year starting on `loanBefore`). */
  firstAwardYearStart: number;
}

export interface RapRules {
  inEffectFrom: string;
  /** Yearly payment when the AGI is at most this amount (negative AGI included). */
  lowIncomeAgiAtMost: number;
  lowIncomeYearlyPayment: number;
  brackets: RapBracket[];
  minimumMonthlyPayment: number;
  dependentReductionMonthly: number;
  /** A payment that reduces principal by less than this is topped up by ED (the principal match). */
  principalMatchMonthly: number;
  /** Qualifying monthly payments before the rest is forgiven. */
  forgivenessAfterPayments: number;
  /** Parent PLUS loans (and a consolidation that repaid them) cannot be repaid under RAP. */
  parentPlusEligible: false;
}

export interface LoanYearRules {
  awardYear: string;
  /** True when these rules are the latest known ones carried to a later award year. */
  projected: boolean;
  directLoan: {
    /** Dependent undergraduate, by year in school. */
    annual: readonly AnnualLimit[];
    /** Dependent undergraduate aggregate: outstanding countable principal (repayment restores room). */
    aggregate: { total: number; subsidised: number };
    /** The higher limits when a parent is denied PLUS (adverse credit) or the aid office documents exceptional circumstances. */
    parentDenied: { annual: readonly AnnualLimit[]; aggregate: { total: number; subsidised: number } };
    /**
     * Whether a parent who has reached the Parent PLUS dollar cap counts as denied (unlocking the higher limits):
     * false from 2026-27; null when there is no cap to reach.
     */
    parentPlusCapCountsAsDenial: boolean | null;
  };
  parentPlus: ParentPlusRules;
  /** Applies only where `parentPlus` has caps (loans from 2026-07-01). */
  interimException: InterimException | null;
  /** Everything a person borrows as a student, for life (Parent PLUS excluded); null before 2026-07-01. */
  lifetimeStudentCap: number | null;
  rates: { undergraduate: KnownOrProjected; parentPlus: KnownOrProjected };
  /** Origination fees, deducted from each disbursement (truncated to the cent). */
  fees: {
    direct: KnownOrProjected;
    parentPlus: KnownOrProjected;
    /** Fees are set by first-disbursement date; the award year's known fees hold for disbursements up to this day. */
    knownThrough: string;
  };
  repayment: {
    /** Loans made from this day repay under the tiered Standard plan or RAP only. */
    newPlansFrom: string;
    tieredStandard: { tiers: readonly RepaymentTier[]; minimumMonthlyPayment: number };
    rap: RapRules;
  };
  sources: readonly LoanRuleSource[];
}

const FOC =
  'Funding origination contract v1.0 citing 34 CFR 685.203 and the FSA Handbook 2025-26 Vol. 8 Ch. 4 (docs/loans/federal-loans.md §1)';
const STAT = '20 U.S.C. §1087e(a) as amended by P.L. 119-21 §81001';
const RISE = 'ED final rule RISE, 91 FR 23768 (May 1, 2026), 34 CFR 685.203';

const DEPENDENT_ANNUAL: readonly AnnualLimit[] = [
  { yearInSchool: 1, total: 5_500, subsidised: 3_500 },
  { yearInSchool: 2, total: 6_500, subsidised: 4_500 },
  { yearInSchool: 3, total: 7_500, subsidised: 5_500 },
];
const PARENT_DENIED_ANNUAL: readonly AnnualLimit[] = [
  { yearInSchool: 1, total: 9_500, subsidised: 3_500 },
  { yearInSchool: 2, total: 10_500, subsidised: 4_500 },
  { yearInSchool: 3, total: 12_500, subsidised: 5_500 },
];

const TIERS: readonly RepaymentTier[] = [
  { balanceBelow: 25_000, months: 120 },
  { balanceBelow: 50_000, months: 180 },
  { balanceBelow: 100_000, months: 240 },
  { balanceBelow: null, months: 300 },
];

const RAP: RapRules = {
  inEffectFrom: '2026-07-01',
  lowIncomeAgiAtMost: 10_000,
  lowIncomeYearlyPayment: 120,
  brackets: [
    { agiAbove: 10_000, agiAtMost: 20_000, percent: 1 },
    { agiAbove: 20_000, agiAtMost: 30_000, percent: 2 },
    { agiAbove: 30_000, agiAtMost: 40_000, percent: 3 },
    { agiAbove: 40_000, agiAtMost: 50_000, percent: 4 },
    { agiAbove: 50_000, agiAtMost: 60_000, percent: 5 },
    { agiAbove: 60_000, agiAtMost: 70_000, percent: 6 },
    { agiAbove: 70_000, agiAtMost: 80_000, percent: 7 },
    { agiAbove: 80_000, agiAtMost: 90_000, percent: 8 },
    { agiAbove: 90_000, agiAtMost: 100_000, percent: 9 },
    { agiAbove: 100_000, agiAtMost: null, percent: 10 },
  ],
  minimumMonthlyPayment: 10,
  dependentReductionMonthly: 50,
  principalMatchMonthly: 50,
  forgivenessAfterPayments: 360,
  parentPlusEligible: false,
};

const COMMON_SOURCES: readonly LoanRuleSource[] = [
  {
    rule: 'Dependent undergraduate Direct Loan limits: $5,500 / $6,500 / $7,500 a year (subsidised at most $3,500 / $4,500 / $5,500), $31,000 in all ($23,000 subsidised)',
    source: FOC,
    grade: 'P-repo',
  },
  {
    rule: 'Higher limits when a parent is denied PLUS: $9,500 / $10,500 / $12,500 a year, $57,500 in all; one parent denied while the other is approved, or a parent who declines to borrow, does not qualify',
    source: FOC,
    grade: 'P-repo',
  },
  {
    rule: 'Every Direct Loan is limited to the cost of attendance minus other financial aid',
    source: `${RISE} (f)(1), (j)(1)`,
    grade: 'P-repo',
  },
];

const NEW_LAW_SOURCES: readonly LoanRuleSource[] = [
  {
    rule: 'Parent PLUS: at most $20,000 a year and $65,000 in all per dependent student, all parents combined (periods of enrolment from 2026-07-01)',
    source: `${STAT} (a)(5); ${RISE} (f)(2), (g)(2)`,
    grade: 'P-repo',
  },
  {
    rule: 'A parent who has reached the Parent PLUS cap is not denied: the higher student limits stay closed',
    source: FOC,
    grade: 'P-repo',
  },
  {
    rule: 'Interim exception: a student enrolled on 2026-06-30 with a Direct Loan made for the program before 2026-07-01 keeps the old Parent PLUS limit (cost minus other aid) for up to three academic years, or the rest of the program',
    source: `${RISE} (f)(2)(ii), (g)(3), 685.102(b); ${STAT} (a)(8)`,
    grade: 'P-repo',
  },
  {
    rule: 'Lifetime cap of $257,500 on everything borrowed as a student (Parent PLUS excluded)',
    source: `${STAT} (a)(6); ${RISE} (j)(2)`,
    grade: 'P-repo',
  },
  {
    rule: 'Tiered Standard plan: 10 years below $25,000, 15 below $50,000, 20 below $100,000, 25 from $100,000; at least $50 a month',
    source: 'College Cost & Aid Navigator contract v1.0.0 §7 citing 34 CFR 685.208(c) (RISE)',
    grade: 'P-repo',
    caveat:
      'ED publishes no payment formula: payments are estimated by standard amortisation of each loan over the term.',
  },
  {
    rule: 'Repayment Assistance Plan: 1% to 10% of the whole AGI a year ($120 at most $10,000 of AGI), minus $50 a month per dependent, at least $10 a month; unpaid interest not charged; principal reduced by at least $50 a month; the rest forgiven after 360 payments; Parent PLUS not eligible',
    source:
      'PolicyEngine parameters citing 20 U.S.C. §1087e(q)(4), P.L. 119-21 §82001(d), 34 CFR 685.209, 91 FR 23888-23891',
    grade: 'P-repo',
  },
];

const FEE_SOURCE: LoanRuleSource = {
  rule: 'Origination fees 1.057% (Direct Subsidized and Unsubsidized) and 4.228% (Parent PLUS) for loans first disbursed from 2020-10-01 to 2027-09-30',
  source:
    'Funding origination contract v1.0 citing FSA GENERAL-26-28 (May 13, 2026); UNMC aid office page for earlier years',
  grade: 'P-repo',
};

const RATES_2025: LoanRuleSource = {
  rule: '2025-26 rates: 6.39% undergraduate, 8.94% Parent PLUS (10-year Treasury 4.34% plus 2.05 and 4.60 points)',
  source: 'University of Nebraska Medical Center aid office page; howtopayforcollege.com agrees',
  grade: 'S',
};
const RATES_2026: LoanRuleSource = {
  rule: '2026-27 rates: 6.52% undergraduate, 9.07% Parent PLUS (10-year Treasury 4.468% plus 2.05 and 4.60 points)',
  source:
    'FSA Electronic Announcement GENERAL-26-33 (June 4, 2026), read through repository files that cite it',
  grade: 'P-repo',
  caveat: 'The announcement itself was not opened; eight files give the same rates.',
};

const NEW_LAW = {
  directLoan: {
    annual: DEPENDENT_ANNUAL,
    aggregate: { total: 31_000, subsidised: 23_000 },
    parentDenied: { annual: PARENT_DENIED_ANNUAL, aggregate: { total: 57_500, subsidised: 23_000 } },
    parentPlusCapCountsAsDenial: false,
  },
  parentPlus: { annualCap: 20_000, aggregateCap: 65_000 },
  interimException: {
    enrolledOn: '2026-06-30',
    loanBefore: '2026-07-01',
    maxAcademicYears: 3,
    firstAwardYearStart: 2026,
  },
  lifetimeStudentCap: 257_500,
  repayment: {
    newPlansFrom: '2026-07-01',
    tieredStandard: { tiers: TIERS, minimumMonthlyPayment: 50 },
    rap: RAP,
  },
} as const;

/** Each award year with its own rules, oldest first. A new year = one entry here. */
export const LOAN_RULE_YEARS: readonly LoanYearRules[] = [
  {
    awardYear: '2025-26',
    projected: false,
    directLoan: {
      annual: DEPENDENT_ANNUAL,
      aggregate: { total: 31_000, subsidised: 23_000 },
      parentDenied: { annual: PARENT_DENIED_ANNUAL, aggregate: { total: 57_500, subsidised: 23_000 } },
      parentPlusCapCountsAsDenial: null,
    },
    parentPlus: { annualCap: null, aggregateCap: null },
    interimException: null,
    lifetimeStudentCap: null,
    rates: {
      undergraduate: { percent: 6.39, status: 'official' },
      parentPlus: { percent: 8.94, status: 'official' },
    },
    fees: {
      direct: { percent: 1.057, status: 'official' },
      parentPlus: { percent: 4.228, status: 'official' },
      knownThrough: '2026-06-30',
    },
    // Loans of 2025-26 enter repayment after 2026-07-01 alongside any new loan: the new plans are the ones a
    // family planning today will use.
    repayment: NEW_LAW.repayment,
    sources: [
      ...COMMON_SOURCES,
      {
        rule: 'Parent PLUS before 2026-07-01: no dollar cap, at most the cost of attendance minus other aid',
        source: `${RISE} (f)(1)`,
        grade: 'P-repo',
      },
      RATES_2025,
      FEE_SOURCE,
      ...NEW_LAW_SOURCES.filter((s) => !s.rule.startsWith('Parent PLUS:')),
    ],
  },
  {
    awardYear: '2026-27',
    projected: false,
    ...NEW_LAW,
    rates: {
      undergraduate: { percent: 6.52, status: 'official' },
      parentPlus: { percent: 9.07, status: 'official' },
    },
    fees: {
      direct: { percent: 1.057, status: 'official' },
      parentPlus: { percent: 4.228, status: 'official' },
      knownThrough: '2027-06-30',
    },
    sources: [...COMMON_SOURCES, ...NEW_LAW_SOURCES, RATES_2026, FEE_SOURCE],
  },
  {
    awardYear: '2027-28',
    projected: false,
    ...NEW_LAW,
    // Set from the May 2027 Treasury auction: not yet known, the 2026-27 rates are held.
    rates: {
      undergraduate: { percent: 6.52, status: 'projected' },
      parentPlus: { percent: 9.07, status: 'projected' },
    },
    fees: {
      direct: { percent: 1.057, status: 'official' },
      parentPlus: { percent: 4.228, status: 'official' },
      knownThrough: '2027-09-30',
    },
    sources: [
      ...COMMON_SOURCES,
      ...NEW_LAW_SOURCES,
      {
        rule: '2027-28 rates: set from the 10-year Treasury auction of May 2027, not yet known; the 2026-27 rates are used (projected)',
        source: RATES_2026.source,
        grade: 'U',
        caveat: 'Projected: the rate will be set in May 2027.',
      },
      {
        ...FEE_SOURCE,
        caveat:
          'Fees after 2027-09-30 are set by the FY2028 sequester notice, not yet published; the current fees are used.',
      },
    ],
  },
];

const LATEST = LOAN_RULE_YEARS[LOAN_RULE_YEARS.length - 1] as LoanYearRules;
const EARLIEST = LOAN_RULE_YEARS[0] as LoanYearRules;

const projectedPercent = (value: KnownOrProjected): KnownOrProjected => ({ ...value, status: 'projected' });

/**
 * The loan rules of an award year. A later year without its own entry uses the latest rules with the latest known
 * rate and fees, marked projected; a year before the earliest entry has no rules (null).
 */
export function loanRulesFor(awardYear: string): LoanYearRules | null {
  const known = RULES_BY_YEAR.get(awardYear);
  if (known !== undefined) return known;
  const rules = rulesFor(awardYear);
  // Award years are few: each is worked out once (the search asks for every college's plan).
  if (RULES_BY_YEAR.size < 200) RULES_BY_YEAR.set(awardYear, rules);
  return rules;
}

const RULES_BY_YEAR = new Map<string, LoanYearRules | null>();

function rulesFor(awardYear: string): LoanYearRules | null {
  const exact = LOAN_RULE_YEARS.find((r) => r.awardYear === awardYear);
  if (exact) return exact;
  const start = awardYearStart(awardYear);
  if (start === null || start < (awardYearStart(EARLIEST.awardYear) as number)) return null;
  return {
    ...LATEST,
    awardYear,
    projected: true,
    rates: {
      undergraduate: projectedPercent(LATEST.rates.undergraduate),
      parentPlus: projectedPercent(LATEST.rates.parentPlus),
    },
    fees: {
      direct: projectedPercent(LATEST.fees.direct),
      parentPlus: projectedPercent(LATEST.fees.parentPlus),
      knownThrough: LATEST.fees.knownThrough,
    },
    sources: [
      ...LATEST.sources,
      {
        rule: `${awardYear}: the ${LATEST.awardYear} limits, and the latest known rates and fees, are used (projected)`,
        source: 'This product’s projection',
        grade: 'U',
        caveat: 'Rates are set each May; limits may change by law.',
      },
    ],
  };
}

/** The annual limit for a year in school (1, 2, 3 and beyond), normal or with a parent denied PLUS. */
export function annualLimitFor(
  rules: LoanYearRules,
  yearInSchool: number,
  parentDenied: boolean,
): AnnualLimit {
  const table = parentDenied ? rules.directLoan.parentDenied.annual : rules.directLoan.annual;
  const index = Math.min(Math.max(Math.floor(yearInSchool), 1), 3) - 1;
  return table[index] as AnnualLimit;
}

/** The award years that have their own loan rules, oldest first. */
export function loanRuleAwardYears(): string[] {
  return LOAN_RULE_YEARS.map((r) => r.awardYear);
}
