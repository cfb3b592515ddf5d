import { pellAward } from '../pell/pell-award';
import type { FamilyProfileInput, ParentInput, StudentInput } from '../profile/profile-input';
import { saiRequestFromProfile } from '../profile/sai-request-from-profile';
import { computeSai } from '../sai/compute-sai';
import { awardYearStart, supportedAwardYears, tablesForAwardYear } from '../sai/tables/tables-for-award-year';
import { estimateFederalTaxes } from '../tax/estimate-federal-taxes';

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
}

const CENTRAL: Variant = {
  secondEarnerShare: QUICK_SECOND_EARNER_SHARE,
  retirementShare: 0,
  assetsInvested: false,
  equityAs: 'property',
  singleFiling: 'head_of_household',
};

function whole(n: number): number {
  return Math.max(Math.round(Number.isFinite(n) ? n : 0), 0);
}

/** The full engine input the answers stand for under one set of assumptions. */
export function quickEstimateProfile(
  answers: QuickEstimateAnswers,
  taxYear: number,
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
  // Younger children in the household (everyone but the parents and the student) are taken as under 17: the
  // child tax credit lowers the tax the return shows.
  const children = Math.max(whole(answers.householdSize) - (couple ? 2 : 1) - 1, 0);
  const taxPaid = estimateFederalTaxes({
    wages: first,
    spouseWages: couple ? second : undefined,
    filingStatus,
    taxYear,
    preTaxRetirementContributions: retirement,
    qualifyingChildren: children,
  }).incomeTax;
  const parent = (wages: number): ParentInput => ({
    age,
    maritalStatus: couple ? 'married' : 'single',
    annualIncome: wages,
    filingStatus,
    taxPaid,
    taxableIncome: null,
  });
  const profile: FamilyProfileInput = {
    state: null,
    familyMembersCount: Math.max(whole(answers.householdSize), couple ? 3 : 2),
    familyMembersInCollege: 1,
    filingStatus: couple ? 'married_joint' : variant.singleFiling,
    checkingAmount: variant.assetsInvested ? 0 : assets,
    taxableBrokerageAccountsAmount: variant.assetsInvested ? assets : 0,
    collegeSavingsAccountsAmount: 0,
    annualRetirementAmount: retirement,
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
    parents: couple ? [parent(first), parent(second)] : [parent(first)],
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
  for (const secondEarnerShare of shares)
    for (const retirementShare of [0, QUICK_RETIREMENT_SHARE_HIGH])
      for (const assetsInvested of [false, true])
        for (const equityAs of equityKinds)
          for (const singleFiling of filings)
            list.push({ secondEarnerShare, retirementShare, assetsInvested, equityAs, singleFiling });
  return list;
}

/** The latest award year with official tables (the default for the estimate). */
export function latestOfficialAwardYear(): string {
  const years = supportedAwardYears();
  return years[years.length - 1] as string;
}

/**
 * The two-minute estimate: the eight answers become a full profile under stated assumptions (a couple's wages
 * split 65/35, filing jointly; a single parent files as head of household; taxes estimated from income and
 * filing status; no retirement deferrals; savings in cash; business or property equity as an investment
 * property), and the federal SAI is computed by the engine. The range is the lowest and highest SAI over the
 * plausible unknowns: one or two earners (a second earner's share of 0-50%), pre-tax retirement deferrals of 0 or
 * 8% of pay, savings in cash or a brokerage account (the asset exemption below $60,000), the equity as an
 * investment property, a business or a small family business, and a single parent filing as head of household or
 * single. Pell: the full-time scheduled award, at a college costing at least the Maximum Pell.
 */
export function quickEstimate(
  answers: QuickEstimateAnswers,
  awardYear = latestOfficialAwardYear(),
): QuickEstimate {
  const start = awardYearStart(awardYear);
  if (start === null || !tablesForAwardYear(awardYear))
    throw new RangeError(`No SAI tables for award year ${awardYear}`);
  const taxYear = start - 2;
  const results = variants(answers).map((variant) => {
    const { profile, student } = quickEstimateProfile(answers, taxYear, variant);
    const { request } = saiRequestFromProfile(profile, student, awardYear);
    return computeSai(request);
  });
  const central = results[0];
  if (!central) throw new RangeError('No estimate');
  const sais = results.map((r) => r.sai);
  const low = Math.min(...sais);
  const high = Math.max(...sais);
  const lookup = tablesForAwardYear(awardYear);
  const coa = (lookup?.tables.pell.max ?? 0) * 10;
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
  const assumptions = [
    answers.parents === 2
      ? 'Two married parents filing a joint return; their pay is all wages, split 65/35 between them.'
      : 'One parent, filing as head of household; the pay is all wages.',
    'Federal income tax estimated from income and filing status (standard deduction, no credits); the student’s tax too.',
    'No pre-tax retirement contributions, no untaxed income, no education credits or child support.',
    'Savings and investments counted as cash; business or property equity counted as an investment property.',
    'State not asked: the 48-states poverty guideline is used.',
    'Pell: full-time, at a college that costs at least the Maximum Pell Grant.',
  ];
  if (lookup?.projected)
    assumptions.push(`Award year ${awardYear} has no published tables yet: the latest are used.`);
  return {
    federalSai: central.sai,
    low,
    high,
    pell: pellFor(0),
    pellLow: Math.min(...pells),
    pellHigh: Math.max(...pells),
    awardYear,
    assumptions,
  };
}
