import type { FamilyProfileInput, ParentInput, StudentInput } from '../profile/profile-input';
import { roundHalfAwayFromZero } from '../round';

/* A profile grown (or stated in older dollars): every income figure and every asset multiplied by a factor. */

const scale = (value: number | null | undefined, factor: number): number | null =>
  value === null || value === undefined ? null : roundHalfAwayFromZero(value * factor);

function scaleParent(p: ParentInput, income: number): ParentInput {
  return {
    ...p,
    annualIncome: scale(p.annualIncome, income),
    taxPaid: scale(p.taxPaid, income),
    taxableIncome: scale(p.taxableIncome, income),
    preTaxRetirementAmount: scale(p.preTaxRetirementAmount, income),
    deductibleIraAmount: scale(p.deductibleIraAmount, income),
    rothRetirementAmount: scale(p.rothRetirementAmount, income),
    scheduleCNetProfit: scale(p.scheduleCNetProfit, income),
  };
}

/** The profile with every income figure multiplied by `income` and every asset by `assets`. */
export function scaleProfile(
  profile: FamilyProfileInput,
  income: number,
  assets: number,
): FamilyProfileInput {
  return {
    ...profile,
    checkingAmount: scale(profile.checkingAmount, assets),
    taxableBrokerageAccountsAmount: scale(profile.taxableBrokerageAccountsAmount, assets),
    collegeSavingsAccountsAmount: scale(profile.collegeSavingsAccountsAmount, assets),
    annualRetirementAmount: scale(profile.annualRetirementAmount, income),
    insuranceAmount: scale(profile.insuranceAmount, assets),
    residenceEquity: scale(profile.residenceEquity, assets),
    investmentEquity: scale(profile.investmentEquity, assets),
    businessAssetsAmount: scale(profile.businessAssetsAmount, assets),
    annuitiesAmount: scale(profile.annuitiesAmount, assets),
    childSupportReceived: scale(profile.childSupportReceived ?? null, assets),
    foreignIncome: scale(profile.foreignIncome ?? null, income),
    untaxedIraDistributions: scale(profile.untaxedIraDistributions ?? null, income),
    untaxedPensions: scale(profile.untaxedPensions ?? null, income),
    taxExemptInterest: scale(profile.taxExemptInterest ?? null, income),
    educationCredits: scale(profile.educationCredits ?? null, income),
    parents: profile.parents.map((p) => scaleParent(p, income)),
  };
}

/** The student with every income figure multiplied by `income` and every asset by `assets`. */
export function scaleStudent(s: StudentInput, income: number, assets: number): StudentInput {
  return {
    ...s,
    incomeAmount: scale(s.incomeAmount, income),
    taxAmount: scale(s.taxAmount, income),
    savingsAmount: scale(s.savingsAmount, assets),
    utmaAmount: scale(s.utmaAmount, assets),
    spouseIncomeAmount: scale(s.spouseIncomeAmount ?? null, income),
  };
}
