import type { FamilyProfileInput, ParentInput, StudentInput } from './profile-input';

/** A family record as stored or sent (database row or API profile): the engine's fields, perhaps with more. */
export type FamilyRecord = Omit<FamilyProfileInput, 'parents'>;

/**
 * The one mapping from a saved family (its household record and parents, as the database stores them and the API
 * sends them: the field names are the same) to the aid engine's profile input. The server uses it on database
 * rows, the browser on the profile it received, so both compute from exactly the same input. Extra fields of the
 * record are dropped.
 */
export function engineProfile(family: FamilyRecord, parents: readonly ParentInput[]): FamilyProfileInput {
  return {
    state: family.state,
    familyMembersCount: family.familyMembersCount,
    childrenUnder17: family.childrenUnder17 ?? null,
    familyMembersInCollege: family.familyMembersInCollege,
    filingStatus: family.filingStatus,
    checkingAmount: family.checkingAmount,
    taxableBrokerageAccountsAmount: family.taxableBrokerageAccountsAmount,
    collegeSavingsAccountsAmount: family.collegeSavingsAccountsAmount,
    annualRetirementAmount: family.annualRetirementAmount,
    insuranceAmount: family.insuranceAmount,
    primaryResidence: family.primaryResidence,
    residenceEquity: family.residenceEquity,
    ownsInvestmentProperty: family.ownsInvestmentProperty,
    investmentEquity: family.investmentEquity,
    hasBusinessAssets: family.hasBusinessAssets,
    businessAssetsAmount: family.businessAssetsAmount,
    businessIsSmallFamilyOwned: family.businessIsSmallFamilyOwned,
    hasAnnuities: family.hasAnnuities,
    annuitiesAmount: family.annuitiesAmount,
    hasLifeInsuranceAccount: family.hasLifeInsuranceAccount,
    hasRothIRA: family.hasRothIRA,
    hasIRA: family.hasIRA,
    has401k: family.has401k,
    parentsMaritalStatus: family.parentsMaritalStatus ?? null,
    reportingParentRemarried: family.reportingParentRemarried ?? null,
    childSupportReceived: family.childSupportReceived ?? null,
    foreignIncome: family.foreignIncome ?? null,
    untaxedIraDistributions: family.untaxedIraDistributions ?? null,
    untaxedPensions: family.untaxedPensions ?? null,
    taxExemptInterest: family.taxExemptInterest ?? null,
    educationCredits: family.educationCredits ?? null,
    meansTestedBenefits: family.meansTestedBenefits ?? null,
    dislocatedWorker: family.dislocatedWorker ?? null,
    filedSchedulesABDEFH: family.filedSchedulesABDEFH ?? null,
    parents: parents.map(engineParent),
  };
}

/** One parent as the engine reads it. */
export function engineParent(p: ParentInput): ParentInput {
  return {
    age: p.age,
    maritalStatus: p.maritalStatus,
    annualIncome: p.annualIncome,
    filingStatus: p.filingStatus,
    taxPaid: p.taxPaid,
    taxableIncome: p.taxableIncome,
    preTaxRetirementAmount: p.preTaxRetirementAmount ?? null,
    deductibleIraAmount: p.deductibleIraAmount ?? null,
    rothRetirementAmount: p.rothRetirementAmount ?? null,
    scheduleCNetProfit: p.scheduleCNetProfit ?? null,
    relationship: p.relationship ?? null,
    providedMoreSupport: p.providedMoreSupport ?? null,
    householdSize: p.householdSize ?? null,
    assetsAmount: p.assetsAmount ?? null,
  };
}

/** One student as the engine reads it. */
export function engineStudent(s: StudentInput): StudentInput {
  return {
    incomeAmount: s.incomeAmount,
    taxAmount: s.taxAmount,
    savingsAmount: s.savingsAmount,
    utmaAmount: s.utmaAmount,
    filedTaxes: s.filedTaxes,
    birthYear: s.birthYear ?? null,
    dependency: s.dependency ?? null,
    spouseIncomeAmount: s.spouseIncomeAmount ?? null,
    householdSize: s.householdSize ?? null,
  };
}
