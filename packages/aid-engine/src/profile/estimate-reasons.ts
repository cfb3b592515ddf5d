import { awardYearStatus } from '../sai/tables/award-year-status';
import type { FamilyProfileInput } from './profile-input';

/** Why an estimate from this profile may differ from what the FAFSA or a college will compute, in plain words. */
export interface EstimateReason {
  key:
    | 'taxes-estimated'
    | 'business-owner'
    | 'self-employment'
    | 'separated-parents'
    | 'investment-property'
    | 'household-assumed'
    | 'provisional-pell'
    | 'projected-year';
  text: string;
}

const SEPARATED = new Set(['divorced', 'separated']);

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
  if (profile.parents.some((p) => p.maritalStatus !== null && SEPARATED.has(p.maritalStatus))) {
    reasons.push({
      key: 'separated-parents',
      text: 'Divorced or separated parents: the CSS Profile asks for the other parent',
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
