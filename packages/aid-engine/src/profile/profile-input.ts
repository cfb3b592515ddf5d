import type { FilingStatus } from '../tax/filing-status';

/** Field names exactly as the app's database stores them. Money is whole US dollars; null/undefined = unknown = 0. */

export type MaritalStatus =
  | 'married'
  | 'remarried'
  | 'unmarried_living_together'
  | 'single'
  | 'divorced'
  | 'separated'
  | 'widowed';

export interface ParentInput {
  age: number | null;
  maritalStatus: MaritalStatus | null;
  /** Gross annual income from work (wages, salary). */
  annualIncome: number | null;
  filingStatus: FilingStatus | null;
  /** Federal income tax paid (after credits) for the tax year. */
  taxPaid: number | null;
  taxableIncome: number | null;
  /** This parent's pre-tax payroll retirement contributions for the tax year (traditional 401(k), 403(b),
   * 457): taken out of pay before tax, so not in the AGI. The FAFSA does not add them back. */
  preTaxRetirementAmount?: number | null;
  /** This parent's deductible IRA or SEP contributions: an adjustment that lowers the AGI, which the FAFSA
   * adds back as untaxed income (IRA/Keogh deductible payments). */
  deductibleIraAmount?: number | null;
  /** This parent's Roth contributions (Roth IRA, Roth 401(k)): made from taxed pay, they change neither the AGI
   * nor the SAI. Read only to say so. */
  rothRetirementAmount?: number | null;
  /** This parent's net profit (a loss is negative) from self-employment, Schedule C, for the tax year: part of
   * the AGI and of the income earned from work; outside ±$10,000 it ends the FAFSA's asset exemption. */
  scheduleCNetProfit?: number | null;
}

export interface FamilyProfileInput {
  /** 2-letter code. */
  state: string | null;
  /** People in the household, including the student. */
  familyMembersCount: number | null;
  /** Children under 17 at the end of the tax year, for the child tax credit in the tax estimate; null = unknown. */
  childrenUnder17?: number | null;
  familyMembersInCollege: number | null;
  /** Household filing status. */
  filingStatus: FilingStatus | null;
  checkingAmount: number | null;
  taxableBrokerageAccountsAmount: number | null;
  collegeSavingsAccountsAmount: number | null;
  /** Annual contributions to retirement plans. */
  annualRetirementAmount: number | null;
  /** Cash value of life insurance. */
  insuranceAmount: number | null;
  primaryResidence: 'own' | 'rent' | 'other' | null;
  residenceEquity: number | null;
  ownsInvestmentProperty: boolean;
  investmentEquity: number | null;
  hasBusinessAssets: boolean;
  businessAssetsAmount: number | null;
  /** Family-owned business with 100 or fewer full-time-equivalent employees, or the family farm (excluded from
   * the FAFSA from 2026-27). */
  businessIsSmallFamilyOwned: boolean | null;
  hasAnnuities: boolean;
  annuitiesAmount: number | null;
  hasLifeInsuranceAccount: boolean;
  hasRothIRA: boolean;
  hasIRA: boolean;
  has401k: boolean;
  /** 0, 1 or 2 parents; the first is the selected parent. */
  parents: ParentInput[];
}

export interface StudentInput {
  incomeAmount: number | null;
  taxAmount: number | null;
  savingsAmount: number | null;
  utmaAmount: number | null;
  filedTaxes: boolean | null;
}

/** One profile field the mapping read, and what it did with it, in plain words. */
export interface ProfileFieldUse {
  field: string;
  how: string;
}
