/* The engine's input fixtures, shared by the engine's tests and, through `@ccp/aid-engine/testing`, the server's API
 * tests and the browser specs that check a figure against the engine. */
import type { FamilyProfileInput, ParentInput, StudentInput } from '../src/index';

/** The Yes/No questions on other assets all answered No, their amounts unknown. */
export const NO_OTHER_ASSETS = {
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
} as const satisfies Partial<FamilyProfileInput>;

/**
 * A profile as the engine reads a family that answered only what `answers` gives: every other amount unknown,
 * every other Yes/No question answered No, no parent.
 */
export function answeredProfile(answers: Partial<FamilyProfileInput> = {}): FamilyProfileInput {
  return {
    state: null,
    familyMembersCount: null,
    familyMembersInCollege: null,
    filingStatus: null,
    checkingAmount: null,
    taxableBrokerageAccountsAmount: null,
    collegeSavingsAccountsAmount: null,
    annualRetirementAmount: null,
    insuranceAmount: null,
    primaryResidence: null,
    residenceEquity: null,
    ...NO_OTHER_ASSETS,
    parents: [],
    ...answers,
  };
}

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
  return answeredProfile({
    state: 'OH',
    familyMembersCount: 4,
    childrenUnder17: 0,
    familyMembersInCollege: 1,
    checkingAmount: 20_000,
    taxableBrokerageAccountsAmount: 0,
    collegeSavingsAccountsAmount: 30_000,
    annualRetirementAmount: 0,
    insuranceAmount: 0,
    primaryResidence: 'own',
    residenceEquity: 150_000,
    parents: [
      parent({ annualIncome: 60_000, taxPaid: 8_000 }),
      parent({ annualIncome: 40_000, taxPaid: 8_000 }),
    ],
    ...overrides,
  });
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
