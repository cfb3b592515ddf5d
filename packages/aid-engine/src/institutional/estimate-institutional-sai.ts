import { retirementKind } from '../profile/parent-income-and-tax';
import type { FamilyProfileInput, StudentInput } from '../profile/profile-input';
import { saiRequestFromProfile } from '../profile/sai-request-from-profile';
import { roundDollars, roundHalfAwayFromZero } from '../round';
import { aaiContribution } from '../sai/aai-contribution';
import { adjustedBusinessFarmNetWorth } from '../sai/business-farm-net-worth';
import { computeSai } from '../sai/compute-sai';
import { usd } from '../sai/steps';
import { tablesForAwardYear } from '../sai/tables/tables-for-award-year';
import { type OtherParentContribution, otherParentContribution } from './other-parent-contribution';

export interface InstitutionalOptions {
  /** Award year of the federal tables used as the base; default '2026-27'. */
  awardYear?: string;
  /** Cap home equity at this multiple of the parents' income (many schools use 1.2 to 2); null/undefined = no cap. */
  homeEquityCapMultipleOfIncome?: number | null;
  /** The school's minimum student contribution (about $2,000-$6,000, school-set); default $2,000. */
  minimumStudentContribution?: number;
  /** Count a noncustodial (divorced or separated) second parent's income; default true, as most CSS schools do. */
  includeNoncustodialParent?: boolean;
  /** Count the cash value of life insurance and annuities (some schools do); default false. */
  countLifeInsuranceAndAnnuities?: boolean;
  /** Rate on the student's assets; default 25%. */
  studentAssetRate?: number;
}

export interface InstitutionalComponents {
  /** The federal SAI of the same profile, for comparison. */
  federalSai: number;
  /** Federal parents' available income (income − tax, payroll, income protection and employment allowances). */
  parentAvailableIncome: number;
  /** Pre-tax retirement contributions added back to income. */
  retirementAddBack: number;
  /** A noncustodial parent's income after estimated taxes (0 when not counted). */
  noncustodialParentIncome: number;
  /** The other (noncustodial) parent's own contribution per student, after that parent's own household
   * allowances, with its range; 0 when there is no other parent or it is not counted. */
  otherParentContribution: number;
  otherParentContributionLow: number;
  otherParentContributionHigh: number;
  /** Whether the profile has an other parent at all (the line is shown only then). */
  hasOtherParent: boolean;
  homeEquityCounted: number;
  businessCounted: number;
  lifeInsuranceAndAnnuitiesCounted: number;
  parentNetWorth: number;
  parentContributionFromAssets: number;
  parentAdjustedAvailableIncome: number;
  parentContribution: number;
  numberInCollege: number;
  /** Share of the parents' contribution per student in college. */
  numberInCollegeShare: number;
  parentContributionPerStudent: number;
  studentContributionFromIncome: number;
  studentContributionFromAssets: number;
}

export interface InstitutionalEstimate {
  estimate: number;
  low: number;
  high: number;
  components: InstitutionalComponents;
  assumptions: string[];
  label: 'estimate';
}

/** EFC-era CSS Profile parent-contribution share per child by number in college (docs/sai/formula.md §9, SEC). */
const COLLEGE_SHARE: readonly number[] = [1, 1, 0.6, 0.45, 0.35];

interface Knobs {
  homeEquityCap: number | null;
  minimumStudentContribution: number;
  /** 'high': the other parent's contribution at the top of its own range. */
  includeNoncustodialParent: boolean | 'high';
}

/**
 * A transparent CSS-Profile-style (College Board Institutional Methodology) estimate. IM is proprietary and
 * varies by school; docs/sai/formula.md §9 says to model it only as directional changes to the federal SAI, labelled an
 * estimate. Changes applied: pre-tax retirement contributions added back; assets counted even when the FAFSA
 * would not ask; home equity counted (optionally capped at a multiple of income); business and farm counted
 * even when small and family-owned; a noncustodial parent's income counted; the parents' contribution split
 * by the number in college; a minimum student contribution; student assets at 25%. `low` and `high` vary the
 * school-set choices (home equity cap 1.2× vs none; minimum student contribution $2,000 vs $6,000;
 * noncustodial parent excluded vs counted).
 */
export function estimateInstitutionalSai(
  profile: FamilyProfileInput,
  student: StudentInput,
  options: InstitutionalOptions = {},
): InstitutionalEstimate {
  const awardYear = options.awardYear ?? '2026-27';
  const lookup = tablesForAwardYear(awardYear);
  if (!lookup) throw new RangeError(`No SAI tables for award year ${awardYear}`);
  const { tables } = lookup;
  const mapped = saiRequestFromProfile(profile, student, awardYear);
  const federal = computeSai(mapped.request);
  const fi = federal.intermediates;
  if (mapped.dependency.formula !== 'A')
    return independentEstimate(federal.sai, mapped.dependency.formula, profile);
  const money = (v: number | null | undefined) =>
    typeof v === 'number' && Number.isFinite(v) ? Math.max(roundHalfAwayFromZero(v), 0) : 0;

  const retirement = money(profile.annualRetirementAmount);
  // Deductible IRA payments are already added back by the federal formula; Roth contributions are taxed income.
  const retirementAddBack = retirementKind(profile) === 'pre-tax plan' ? retirement : 0;
  const reportingIncome = (mapped.request.parent?.agi ?? 0) + (mapped.request.otherParent?.agi ?? 0);
  const second = mapped.otherParentIndex !== null ? profile.parents[mapped.otherParentIndex] : undefined;
  const noncustodial = second !== undefined && mapped.dependency.formula === 'A';
  const otherParent: OtherParentContribution | null =
    noncustodial && second ? otherParentContribution(tables, second, tables.taxYear) : null;
  const noncustodialIncome = Math.max(otherParent?.incomeAfterTaxes ?? 0, 0);
  const parentIncomeForCap = reportingIncome + retirementAddBack;
  const homeEquity = profile.primaryResidence === 'own' ? money(profile.residenceEquity) : 0;
  const investmentProperty = profile.ownsInvestmentProperty ? money(profile.investmentEquity) : 0;
  const business = profile.hasBusinessAssets
    ? adjustedBusinessFarmNetWorth(tables, money(profile.businessAssetsAmount))
    : 0;
  const lifeAndAnnuities = options.countLifeInsuranceAndAnnuities
    ? money(profile.insuranceAmount) + (profile.hasAnnuities ? money(profile.annuitiesAmount) : 0)
    : 0;
  const otherAssets =
    money(profile.checkingAmount) +
    money(profile.taxableBrokerageAccountsAmount) +
    money(profile.collegeSavingsAccountsAmount) +
    investmentProperty +
    business +
    lifeAndAnnuities;
  const inCollege = Math.max(Math.floor(money(profile.familyMembersInCollege)), 1);
  const share = COLLEGE_SHARE[Math.min(inCollege, COLLEGE_SHARE.length - 1)] as number;
  const studentAssetRate = options.studentAssetRate ?? 0.25;
  const studentAssets = money(student.savingsAmount) + money(student.utmaAmount);
  const federalStudentIncome = fi.studentContributionFromIncome ?? 0;

  const run = (k: Knobs) => {
    const cappedHome =
      k.homeEquityCap === null
        ? homeEquity
        : Math.min(homeEquity, roundDollars(k.homeEquityCap * parentIncomeForCap));
    const netWorth = otherAssets + cappedHome;
    const assetContribution = roundDollars(Math.max(netWorth, 0) * tables.assetRates.parents);
    const available = (fi.parentAvailableIncome ?? 0) + retirementAddBack;
    const aai = available + assetContribution;
    const parentContribution = Math.max(aaiContribution(tables, aai), 0);
    const perStudent = roundDollars(parentContribution * share);
    const studentIncome = Math.max(federalStudentIncome, k.minimumStudentContribution);
    const studentFromAssets = roundDollars(studentAssets * studentAssetRate);
    // The other parent's own contribution, a line of its own (never added into the custodial household's income).
    const other =
      otherParent && k.includeNoncustodialParent !== false
        ? roundDollars(
            (k.includeNoncustodialParent === 'high' ? otherParent.high : otherParent.contribution) * share,
          )
        : 0;
    return {
      total: perStudent + studentIncome + studentFromAssets + other,
      other,
      cappedHome,
      netWorth,
      assetContribution,
      available,
      aai,
      parentContribution,
      perStudent,
      studentIncome,
      studentFromAssets,
    };
  };

  const chosen: Knobs = {
    homeEquityCap: options.homeEquityCapMultipleOfIncome ?? null,
    minimumStudentContribution: Math.max(options.minimumStudentContribution ?? 2_000, 0),
    includeNoncustodialParent: options.includeNoncustodialParent ?? true,
  };
  const main = run(chosen);
  const lowRun = run({
    homeEquityCap: Math.min(chosen.homeEquityCap ?? 1.2, 1.2),
    minimumStudentContribution: Math.min(chosen.minimumStudentContribution, 2_000),
    includeNoncustodialParent: false,
  });
  const highRun = run({
    homeEquityCap: null,
    minimumStudentContribution: Math.max(chosen.minimumStudentContribution, 6_000),
    includeNoncustodialParent: 'high',
  });

  const assumptions = [
    'Estimate only: the CSS Profile (College Board Institutional Methodology) is proprietary and each school sets ' +
      'its own rules; this applies the usual differences from the FAFSA to the federal figures.',
    'Parents’ income starts from the federal available income (after income tax, payroll tax, the federal income ' +
      'protection and employment allowances); schools use their own, often regional, allowances.',
    retirementAddBack > 0
      ? `Pre-tax retirement contributions (${usd(retirementAddBack)}) are added back to income.`
      : 'No pre-tax retirement contributions to add back.',
    homeEquity > 0
      ? chosen.homeEquityCap === null
        ? 'Home equity is counted in full (no cap); many schools cap it at 1.2 to 2 times income or use an index value.'
        : `Home equity is capped at ${chosen.homeEquityCap} times the parents’ income.`
      : 'No home equity (the family does not own its home or gave no equity).',
    'Assets are counted even where the FAFSA would not ask for them; business and farm net worth is counted ' +
      '(Table A3 adjustment) even when small and family-owned.',
    options.countLifeInsuranceAndAnnuities
      ? 'The cash value of life insurance and annuities is counted.'
      : 'Life insurance cash value and annuities are not counted (some schools count them).',
    `The parents’ contribution is converted like the federal one (12% of net worth, then the Table A5 rates, ` +
      'about 5% effective at the top) with no emergency-reserve or education-savings allowances.',
    `Number in college ${inCollege}: ${Math.round(share * 100)}% of the parents’ contribution per student ` +
      '(EFC-era CSS shares: 60% for 2, 45% for 3, 35% for 4 or more).',
    `Minimum student contribution ${usd(chosen.minimumStudentContribution)}; student assets at ${Math.round(studentAssetRate * 100)}%.`,
    otherParent
      ? chosen.includeNoncustodialParent
        ? `The other parent (who does not report on the FAFSA) gives a contribution of their own, as CSS Profile colleges ask: ${usd(otherParent.incomeAfterTaxes)} income after estimated taxes, less that parent’s own household allowance (${otherParent.householdSize} ${otherParent.householdSize === 1 ? 'person' : 'people'}: ${usd(otherParent.householdAllowance)}) and employment allowance, plus ${Math.round(tables.assetRates.parents * 100)}% of ${usd(otherParent.assets)} of assets: ${usd(otherParent.contribution)} (${usd(otherParent.low)} to ${usd(otherParent.high)} with that parent’s income 10% lower or higher). Only colleges that use the CSS Profile and ask about this parent count it.`
        : 'The other parent’s contribution is not counted (the college does not ask about that parent).'
      : 'No other (noncustodial) parent is entered.',
    'Low and high vary the school-set choices: home equity capped at 1.2× income vs not capped, minimum student ' +
      'contribution $2,000 vs $6,000, the other parent’s contribution left out vs counted at the top of its range.',
    ...mapped.assumptions.filter((a) => /estimated|not given|taken as/.test(a)),
  ];
  const estimate = Math.max(main.total, 0);
  return {
    estimate,
    low: Math.min(lowRun.total, estimate),
    high: Math.max(highRun.total, estimate),
    components: {
      federalSai: federal.sai,
      parentAvailableIncome: fi.parentAvailableIncome ?? 0,
      retirementAddBack,
      noncustodialParentIncome: chosen.includeNoncustodialParent ? noncustodialIncome : 0,
      otherParentContribution: main.other,
      otherParentContributionLow:
        otherParent && chosen.includeNoncustodialParent ? roundDollars(otherParent.low * share) : 0,
      otherParentContributionHigh:
        otherParent && chosen.includeNoncustodialParent ? roundDollars(otherParent.high * share) : 0,
      hasOtherParent: otherParent !== null,
      homeEquityCounted: main.cappedHome,
      businessCounted: business,
      lifeInsuranceAndAnnuitiesCounted: lifeAndAnnuities,
      parentNetWorth: main.netWorth,
      parentContributionFromAssets: main.assetContribution,
      parentAdjustedAvailableIncome: main.aai,
      parentContribution: main.parentContribution,
      numberInCollege: inCollege,
      numberInCollegeShare: share,
      parentContributionPerStudent: main.perStudent,
      studentContributionFromIncome: main.studentIncome,
      studentContributionFromAssets: main.studentFromAssets,
    },
    assumptions,
    label: 'estimate',
  };
}

/**
 * An independent student's institutional figure: colleges' own methods for independent students vary and most
 * use the federal figure, so it is the federal SAI (not below 0), said so; no parent lines.
 */
function independentEstimate(
  federalSai: number,
  formula: 'B' | 'C' | null,
  profile: FamilyProfileInput,
): InstitutionalEstimate {
  const estimate = Math.max(federalSai, 0);
  return {
    estimate,
    low: estimate,
    high: estimate,
    components: {
      federalSai,
      parentAvailableIncome: 0,
      retirementAddBack: 0,
      noncustodialParentIncome: 0,
      otherParentContribution: 0,
      otherParentContributionLow: 0,
      otherParentContributionHigh: 0,
      hasOtherParent: false,
      homeEquityCounted: 0,
      businessCounted: 0,
      lifeInsuranceAndAnnuitiesCounted: 0,
      parentNetWorth: 0,
      parentContributionFromAssets: 0,
      parentAdjustedAvailableIncome: 0,
      parentContribution: 0,
      numberInCollege: Math.max(Math.floor(profile.familyMembersInCollege ?? 1), 1),
      numberInCollegeShare: 1,
      parentContributionPerStudent: 0,
      studentContributionFromIncome: estimate,
      studentContributionFromAssets: 0,
    },
    assumptions: [
      formula === null
        ? 'No institutional estimate: the parents refuse to give their information.'
        : `Independent student (Formula ${formula}): colleges’ own methods for independent students vary and most start from the federal figure, so the estimate is the federal SAI (not below 0); no parents’ contribution. Some private colleges still ask about parents: ask each college.`,
    ],
    label: 'estimate',
  };
}
