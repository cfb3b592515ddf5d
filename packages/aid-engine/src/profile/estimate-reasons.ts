import { awardYearStatus } from '../sai/tables/award-year-status';
import type { DependencyStatus } from './dependency-status';
import type { FamilyProfileInput } from './profile-input';

/** Why an estimate from this profile may differ from what the FAFSA or a college will compute, in plain words. */
export interface EstimateReason {
  key:
    | 'taxes-estimated'
    | 'business-owner'
    | 'self-employment'
    | 'separated-parents'
    | 'other-parent'
    | 'independent-student'
    | 'parents-refuse'
    | 'other-fafsa-inputs'
    | 'support-not-answered'
    | 'investment-property'
    | 'household-assumed'
    | 'provisional-pell'
    | 'projected-year';
  text: string;
}

const SEPARATED = new Set(['divorced', 'separated']);
/** Legal parents who do not live together: one reports. */
const APART = new Set(['divorced', 'separated', 'single', 'remarried', 'widowed']);
const OTHER_INPUTS = [
  'childSupportReceived',
  'foreignIncome',
  'untaxedIraDistributions',
  'untaxedPensions',
  'taxExemptInterest',
  'educationCredits',
] as const;

/** Reasons that belong to one student: independent, or parents who refuse (no SAI). */
export function studentEstimateReasons(dependency: DependencyStatus): EstimateReason[] {
  if (dependency.kind === 'parents_refuse')
    return [
      {
        key: 'parents-refuse',
        text: 'Parents refuse to give their information: no SAI, unsubsidized loans only',
      },
    ];
  if (dependency.kind === 'dependent') return [];
  return [
    {
      key: 'independent-student',
      text:
        dependency.kind === 'provisionally_independent'
          ? `Provisionally independent (Formula ${dependency.formula}): the college’s aid office decides`
          : `Independent student (Formula ${dependency.formula}): the student’s own income and assets`,
    },
  ];
}

/**
 * The reasons that a profile's SAI, institutional estimate and net prices are less certain: from the profile, and
 * with an award year from its tables (a projected year; a Maximum Pell not published yet). The one list every page
 * shows beside those figures (server and browser call the same function).
 */
export function estimateReasons(profile: FamilyProfileInput, awardYear?: string): EstimateReason[] {
  const reasons: EstimateReason[] = [];
  const status = awardYear ? awardYearStatus(awardYear) : null;
  if (status?.projection) reasons.push({ key: 'projected-year', text: status.projection });
  if (status?.provisionalPell) reasons.push({ key: 'provisional-pell', text: `Pell: ${status.pell}` });
  const earning = profile.parents.filter((p) => (p.annualIncome ?? 0) > 0);
  if (earning.some((p) => p.taxPaid === null && p.taxableIncome === null)) {
    reasons.push({ key: 'taxes-estimated', text: 'Taxes estimated from income and filing status' });
  }
  if (profile.hasBusinessAssets) {
    reasons.push({ key: 'business-owner', text: 'Business owner: colleges may count business assets' });
  }
  if (profile.parents.some((p) => (p.scheduleCNetProfit ?? 0) !== 0)) {
    reasons.push({
      key: 'self-employment',
      text: 'Self-employment income: taxes estimated without self-employment tax, and colleges may ask for business records',
    });
  }
  const parentsStatus =
    profile.parentsMaritalStatus ?? profile.parents.find((p) => p.maritalStatus != null)?.maritalStatus;
  const legal = profile.parents.filter((p) => p.relationship !== 'stepparent');
  const apart = parentsStatus != null && APART.has(parentsStatus);
  if (apart && legal.length === 2 && legal.filter((p) => p.providedMoreSupport === true).length !== 1) {
    reasons.push({
      key: 'support-not-answered',
      text: 'Which parent provided more support is not answered: the parent giving the higher SAI is taken to report (the cautious figure)',
    });
  }
  if (apart && legal.length === 2) {
    reasons.push({
      key: 'other-parent',
      text: 'The other parent does not report on the FAFSA; CSS Profile colleges ask about that parent, so the institutional estimate is a range with and without that parent',
    });
  }
  const given = OTHER_INPUTS.filter((k) => (profile[k] ?? 0) > 0);
  if (given.length > 0 || profile.meansTestedBenefits === true || profile.filedSchedulesABDEFH === true) {
    reasons.push({
      key: 'other-fafsa-inputs',
      text: 'Other FAFSA answers counted (untaxed income, child support, education credits, benefits or tax schedules): colleges check them against tax returns',
    });
  }
  // With both legal parents entered, the 'other-parent' reason above says it; with one, the other is not entered.
  if (parentsStatus != null && SEPARATED.has(parentsStatus) && legal.length < 2) {
    reasons.push({
      key: 'separated-parents',
      text: 'Divorced or separated parents: the CSS Profile asks for the other parent (not entered)',
    });
  }
  if (profile.ownsInvestmentProperty) {
    reasons.push({
      key: 'investment-property',
      text: 'Investment property: colleges may value real estate differently',
    });
  }
  if (profile.familyMembersCount === null) {
    reasons.push({
      key: 'household-assumed',
      text: 'Household size not given: the parents and the student are counted',
    });
  }
  return reasons;
}
