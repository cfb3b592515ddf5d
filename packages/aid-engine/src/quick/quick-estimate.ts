import { pellAward } from '../pell/pell-award';
import type { FamilyProfileInput, ParentInput, StudentInput } from '../profile/profile-input';
import { saiRequestFromProfile } from '../profile/sai-request-from-profile';
import { computeSai } from '../sai/compute-sai';
import { awardYearStatus } from '../sai/tables/award-year-status';
import { supportedAwardYears, tablesForAwardYear } from '../sai/tables/tables-for-award-year';

/** The two-minute estimate's eight answers. Money is whole US dollars (a year's income, today's balances). */
export interface QuickEstimateAnswers {
  /** How many parents report on the FAFSA: 1 (single, divorced, separated, widowed) or 2 (married). */
  parents: 1 | 2;
  /** People in the household, the student included. */
  householdSize: number;
  /** The parents' combined pay before deductions (wages). */
  parentsIncome: number;
  /** Cash, savings, checking, investments and parent-owned 529 plans (not the home, not retirement accounts). */
  parentsAssets: number;
  /** Net worth of a business or an investment property. */
  parentsBusinessAndPropertyEquity: number;
  /** The student's income from work (a summer job). */
  studentIncome: number;
  /** The student's savings and accounts in the student's name. */
  studentAssets: number;
  /** The older parent's age. */
  olderParentAge: number;
  /** Optional: children under 17 in the household (for the child tax credit). Absent: the household's other
   * members (not the parents or the student) are taken as under 17, and the estimate says so. */
  childrenUnder17?: number | null;
}

export interface QuickEstimate {
  /** The central estimate of the federal SAI. */
  federalSai: number;
  /** The lowest and highest SAI over the plausible answers to what the eight questions do not ask. */
  low: number;
  high: number;
  /** The full-time scheduled Pell Grant at the central SAI (0 when none). */
  pell: number;
  /** Pell at the range's ends (a lower SAI gives more Pell). */
  pellLow: number;
  pellHigh: number;
  awardYear: string;
  /** The tables used and their status, in words (the engine's `awardYearStatus`). */
  tables: {
    federal: string;
    pell: string;
    tax: string;
    projected: boolean;
    provisionalPell: boolean;
  };
  /** What the estimate assumed, in plain words. */
  assumptions: string[];
}

/** The central assumption: the second parent earns this share of a couple's wages. */
export const QUICK_SECOND_EARNER_SHARE = 0.35;
/** The plausible pre-tax retirement deferral (401(k)-type) the range allows for, as a share of wages. */
export const QUICK_RETIREMENT_SHARE_HIGH = 0.08;

interface Variant {
  secondEarnerShare: number;
  retirementShare: number;
  /** true: the parents' savings sit in a brokerage account (over $50,000 it ends the asset exemption). */
  assetsInvested: boolean;
  /** How the business/property equity counts: investment property (in full), business (softened), small family business (excluded from 2026-27). */
  equityAs: 'property' | 'business' | 'small-business';
  /** A single parent's filing status. */
  singleFiling: 'head_of_household' | 'single';
  /** The household's other children (everyone but the parents and the student) are under 17: the child tax credit. */
  othersUnder17: boolean;
}

const CENTRAL: Variant = {
  secondEarnerShare: QUICK_SECOND_EARNER_SHARE,
  retirementShare: 0,
  assetsInvested: false,
  equityAs: 'property',
  singleFiling: 'head_of_household',
  othersUnder17: true,
};

/** The household's other members: everyone but the parents and the student (unless told: under 17). */
export function quickOtherChildren(answers: QuickEstimateAnswers): number {
  return Math.max(whole(answers.householdSize) - (answers.parents === 2 ? 2 : 1) - 1, 0);
}

/** The children under 17 the answers give, at most the other members; null when not answered. */
function answeredChildren(answers: QuickEstimateAnswers): number | null {
  const given = answers.childrenUnder17;
  if (given === undefined || given === null || !Number.isFinite(given)) return null;
  return Math.min(whole(given), quickOtherChildren(answers));
}

function whole(n: number): number {
  return Math.max(Math.round(Number.isFinite(n) ? n : 0), 0);
}

/**
 * The full engine input the answers stand for under one set of assumptions. The taxes are left for the profile
 * mapping to estimate, so the estimate uses exactly the full profile's tax rules (the award year's tax year, the
 * child tax credit for the children under 17, the age 65+ deductions).
 */
export function quickEstimateProfile(
  answers: QuickEstimateAnswers,
  variant: Variant = CENTRAL,
): { profile: FamilyProfileInput; student: StudentInput } {
  const income = whole(answers.parentsIncome);
  const assets = whole(answers.parentsAssets);
  const equity = whole(answers.parentsBusinessAndPropertyEquity);
  const couple = answers.parents === 2;
  const age = whole(answers.olderParentAge);
  const second = couple ? Math.round(income * variant.secondEarnerShare) : 0;
  const first = income - second;
  const filingStatus = couple ? 'married_joint' : variant.singleFiling;
  const retirement = Math.round(income * variant.retirementShare);
  const parent = (wages: number, preTax: number): ParentInput => ({
    age,
    maritalStatus: couple ? 'married' : 'single',
    annualIncome: wages,
    filingStatus,
    taxPaid: null,
    taxableIncome: null,
    preTaxRetirementAmount: preTax,
    deductibleIraAmount: null,
    rothRetirementAmount: null,
  });
  // Retirement deferrals (a variant only) split by pay, as the parents' own answers would be.
  const firstPreTax = income > 0 ? Math.round((retirement * first) / income) : 0;
  const profile: FamilyProfileInput = {
    state: null,
    familyMembersCount: Math.max(whole(answers.householdSize), couple ? 3 : 2),
    childrenUnder17: answeredChildren(answers) ?? (variant.othersUnder17 ? quickOtherChildren(answers) : 0),
    familyMembersInCollege: 1,
    filingStatus: couple ? 'married_joint' : variant.singleFiling,
    checkingAmount: variant.assetsInvested ? 0 : assets,
    taxableBrokerageAccountsAmount: variant.assetsInvested ? assets : 0,
    collegeSavingsAccountsAmount: 0,
    annualRetirementAmount: null,
    insuranceAmount: 0,
    primaryResidence: null,
    residenceEquity: null,
    ownsInvestmentProperty: equity > 0 && variant.equityAs === 'property',
    investmentEquity: equity > 0 && variant.equityAs === 'property' ? equity : null,
    hasBusinessAssets: equity > 0 && variant.equityAs !== 'property',
    businessAssetsAmount: equity > 0 && variant.equityAs !== 'property' ? equity : null,
    businessIsSmallFamilyOwned:
      equity > 0 && variant.equityAs !== 'property' ? variant.equityAs === 'small-business' : null,
    hasAnnuities: false,
    annuitiesAmount: null,
    hasLifeInsuranceAccount: false,
    hasRothIRA: false,
    hasIRA: false,
    has401k: variant.retirementShare > 0,
    parents: couple
      ? [parent(first, firstPreTax), parent(second, retirement - firstPreTax)]
      : [parent(first, retirement)],
  };
  const student: StudentInput = {
    incomeAmount: whole(answers.studentIncome),
    taxAmount: null,
    savingsAmount: whole(answers.studentAssets),
    utmaAmount: 0,
    filedTaxes: null,
  };
  return { profile, student };
}

function variants(answers: QuickEstimateAnswers): Variant[] {
  const list: Variant[] = [CENTRAL];
  const shares = answers.parents === 2 ? [0, 0.2, QUICK_SECOND_EARNER_SHARE, 0.5] : [0];
  const filings: Variant['singleFiling'][] =
    answers.parents === 2 ? ['head_of_household'] : ['head_of_household', 'single'];
  const equityKinds: Variant['equityAs'][] =
    whole(answers.parentsBusinessAndPropertyEquity) > 0
      ? ['property', 'business', 'small-business']
      : ['property'];
  const children =
    quickOtherChildren(answers) > 0 && answeredChildren(answers) === null ? [true, false] : [true];
  for (const secondEarnerShare of shares)
    for (const retirementShare of [0, QUICK_RETIREMENT_SHARE_HIGH])
      for (const assetsInvested of [false, true])
        for (const equityAs of equityKinds)
          for (const singleFiling of filings)
            for (const othersUnder17 of children)
              list.push({
                secondEarnerShare,
                retirementShare,
                assetsInvested,
                equityAs,
                singleFiling,
                othersUnder17,
              });
  return list;
}

/** The latest award year with official tables (the default for the estimate). */
export function latestOfficialAwardYear(): string {
  const years = supportedAwardYears();
  return years[years.length - 1] as string;
}

/**
 * The two-minute estimate: the eight answers become a full profile under stated assumptions (a couple's wages
 * split 65/35, filing jointly; a single parent files as head of household; the household's other children under
 * 17; no retirement deferrals; savings in cash; business or property equity as an investment property), and the
 * federal SAI is computed by the engine with the full profile's own mapping (taxes estimated by the award year's
 * tax rules). The range is the lowest and highest SAI over the plausible unknowns: one or two earners (a second
 * earner's share of 0-50%), pre-tax retirement deferrals of 0 or 8% of pay, savings in cash or a brokerage account
 * (the asset exemption below $60,000), the equity as an investment property, a business or a small family
 * business, a single parent filing as head of household or single, and the other children under 17 or older.
 * Pell: the full-time scheduled award, at a college costing at least the Maximum Pell. The award year is an input
 * (the server gives the one a senior's family files on the day: `filingAwardYear`).
 */
export function quickEstimate(
  answers: QuickEstimateAnswers,
  awardYear = latestOfficialAwardYear(),
): QuickEstimate {
  const status = awardYearStatus(awardYear);
  const lookup = tablesForAwardYear(awardYear);
  if (!status || !lookup) throw new RangeError(`No SAI tables for award year ${awardYear}`);
  const results = variants(answers).map((variant) => {
    const { profile, student } = quickEstimateProfile(answers, variant);
    const { request } = saiRequestFromProfile(profile, student, awardYear);
    return computeSai(request);
  });
  const central = results[0];
  if (!central) throw new RangeError('No estimate');
  const sais = results.map((r) => r.sai);
  const low = Math.min(...sais);
  const high = Math.max(...sais);
  const coa = lookup.tables.pell.max * 10;
  const pellFor = (index: number) => {
    const r = results[index] ?? central;
    return pellAward({
      sai: r.sai,
      costOfAttendance: coa,
      awardYear,
      maxPellEligible: r.maxPell.eligible,
      minPellEligible: r.minPell.indicator !== null,
    }).scheduledAward;
  };
  const pells = results.map((_, i) => pellFor(i));
  const others = quickOtherChildren(answers);
  const assumptions = [
    answers.parents === 2
      ? 'Two married parents filing a joint return; their pay is all wages. The second earner’s share is not asked: 35% is assumed (the range covers one earner to an even split).'
      : 'One parent, filing as head of household; the pay is all wages (the range covers filing as single).',
    answeredChildren(answers) !== null
      ? `Children under 17: ${answeredChildren(answers)}, as answered, for the child tax credit.`
      : others > 0
        ? `Children under 17 not answered: the household’s ${others} other ${others === 1 ? 'member is' : 'members are'} taken as children under 17, for the child tax credit (the range covers older children).`
        : 'No other children in the household: no child tax credit.',
    `Federal income tax estimated from income, filing status and children as for a full profile: ${status.tax.charAt(0).toLowerCase()}${status.tax.slice(1)}, standard deduction, the child tax credit; the student’s tax too.`,
    'No pre-tax retirement contributions, no untaxed income, no education credits or child support.',
    'Savings and investments counted as cash; business or property equity counted as an investment property.',
    'State not asked: the 48-states poverty guideline is used.',
    'Pell: full-time, at a college that costs at least the Maximum Pell Grant.',
    `${status.federalTables}.`,
    `${status.pell}.`,
  ];
  if (status.projection) assumptions.push(status.projection);
  return {
    federalSai: central.sai,
    low,
    high,
    pell: pellFor(0),
    pellLow: Math.min(...pells),
    pellHigh: Math.max(...pells),
    awardYear,
    tables: {
      federal: status.federalTables,
      pell: status.pell,
      tax: status.tax,
      projected: status.projected,
      provisionalPell: status.provisionalPell,
    },
    assumptions,
  };
}
