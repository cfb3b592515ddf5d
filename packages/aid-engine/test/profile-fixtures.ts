import type { FamilyProfileInput, ParentInput, StudentInput } from '../src/index';

export function parent(overrides: Partial<ParentInput> = {}): ParentInput {
  return {
    age: 48,
    maritalStatus: 'married',
    annualIncome: 60_000,
    filingStatus: null,
    taxPaid: null,
    taxableIncome: null,
    ...overrides,
  };
}

export function profile(overrides: Partial<FamilyProfileInput> = {}): FamilyProfileInput {
  return {
    state: 'OH',
    familyMembersCount: 4,
    familyMembersInCollege: 1,
    filingStatus: null,
    checkingAmount: 20_000,
    taxableBrokerageAccountsAmount: 0,
    collegeSavingsAccountsAmount: 30_000,
    annualRetirementAmount: 0,
    insuranceAmount: 0,
    primaryResidence: 'own',
    residenceEquity: 150_000,
    ownsInvestmentProperty: false,
    investmentEquity: null,
    hasBusinessAssets: false,
    businessAssetsAmount: null,
    businessIsSmallFamilyOwned: null,
    hasAnnuities: false,
    annuitiesAmount: null,
    hasLifeInsuranceAccount: false,
    hasRothIRA: false,
    hasIRA: false,
    has401k: false,
    parents: [
      parent({ annualIncome: 60_000, taxPaid: 8_000 }),
      parent({ annualIncome: 40_000, taxPaid: 8_000 }),
    ],
    ...overrides,
  };
}

export function studentInput(overrides: Partial<StudentInput> = {}): StudentInput {
  return {
    incomeAmount: 5_000,
    taxAmount: 0,
    savingsAmount: 2_000,
    utmaAmount: 0,
    filedTaxes: true,
    ...overrides,
  };
}
