import type { FamilyProfileInput, ParentInput, StudentInput } from '@ccp/aid-engine';
import type { schema } from '@ccp/db';

type FamilyRow = typeof schema.families.$inferSelect;
type ParentRow = typeof schema.parents.$inferSelect;
type StudentRow = typeof schema.students.$inferSelect;

/** The saved profile as the aid engine reads it (its field names are the database's). */
export function engineProfile(family: FamilyRow, parents: ParentRow[]): FamilyProfileInput {
  return {
    state: family.state,
    familyMembersCount: family.familyMembersCount,
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
    parents: parents.map(engineParent),
  };
}

function engineParent(p: ParentRow): ParentInput {
  return {
    age: p.age,
    maritalStatus: p.maritalStatus,
    annualIncome: p.annualIncome,
    filingStatus: p.filingStatus,
    taxPaid: p.taxPaid,
    taxableIncome: p.taxableIncome,
    preTaxRetirementAmount: p.preTaxRetirementAmount,
    deductibleIraAmount: p.deductibleIraAmount,
    rothRetirementAmount: p.rothRetirementAmount,
  };
}

export function engineStudent(s: StudentRow): StudentInput {
  return {
    incomeAmount: s.incomeAmount,
    taxAmount: s.taxAmount,
    savingsAmount: s.savingsAmount,
    utmaAmount: s.utmaAmount,
    filedTaxes: s.filedTaxes,
  };
}
