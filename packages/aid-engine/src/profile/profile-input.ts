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
  /** A legal (biological or adoptive) parent, or the reporting parent's spouse (a stepparent); null = legal. */
  relationship?: ParentRelationship | null;
  /** The FAFSA's answer for divorced, separated or never-married parents who do not live together: this legal
   * parent provided more financial support in the last 12 months (if equal, in the last year support was given). */
  providedMoreSupport?: boolean | null;
  /** The other (non-reporting) parent's own household, for that parent's allowances in the institutional
   * estimate; null = unknown (taken as 1). */
  householdSize?: number | null;
  /** The other (non-reporting) parent's cash, savings and investments, for the institutional estimate. */
  assetsAmount?: number | null;
}

export type ParentRelationship = 'parent' | 'stepparent';

/**
 * The FAFSA's questions for the parents' (or an independent student's) tax return that most families answer
 * "none"; null = not answered = none (said in the mapping's assumptions).
 */
export interface OtherFafsaInputs {
  /** Child support received for all children in the tax year: an asset on the FAFSA. */
  childSupportReceived?: number | null;
  /** Foreign earned income excluded from U.S. tax (Form 2555): counted in total income and, from 2026-27, in the
   * Pell income tests. */
  foreignIncome?: number | null;
  /** Untaxed IRA distributions (after rollovers) and untaxed pensions and annuities (after rollovers). */
  untaxedIraDistributions?: number | null;
  untaxedPensions?: number | null;
  taxExemptInterest?: number | null;
  /** American Opportunity and Lifetime Learning credits: subtracted from total income. */
  educationCredits?: number | null;
  /** Anyone in the household received a federal means-tested benefit (EITC, housing assistance, free or reduced
   * school lunch, Medicaid, premium tax credit, SNAP, SSI, TANF, WIC): assets are not asked. */
  meansTestedBenefits?: boolean | null;
  /** A parent is a dislocated worker: the FAFSA no longer asks this (since 2024-25); kept for the college's
   * professional judgment and said so. */
  dislocatedWorker?: boolean | null;
  /** Filed Schedule A, B, D, E, F or H: ends the asset exemption. null = not answered (judged from the profile). */
  filedSchedulesABDEFH?: boolean | null;
}

export interface FamilyProfileInput extends OtherFafsaInputs {
  /** The legal parents' marital status, asked once for the family (the FAFSA's first parent question); null on an
   * older profile, which held it per parent. */
  parentsMaritalStatus?: MaritalStatus | null;
  /** The parent who reports has remarried (or married someone other than the student's other legal parent): the
   * stepparent reports too. */
  reportingParentRemarried?: boolean | null;
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
  /** Up to three adults in any order: the legal parents and a stepparent. Who reports comes from the answers. */
  parents: ParentInput[];
}

export interface StudentInput {
  /** Year of birth: decides "24 or older by January 1 of the award year". */
  birthYear?: number | null;
  /** The FAFSA's dependency questions; absent = not answered (dependent). */
  dependency?: DependencyAnswers | null;
  /** An independent student's spouse's income from work, and the student's household (the student, a spouse,
   * dependants). */
  spouseIncomeAmount?: number | null;
  householdSize?: number | null;
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

/** The FAFSA's dependency questions (2024-25 on), in its order. Each true answer makes the student independent,
 * except `unusualCircumstances` (provisionally independent until the college's aid office decides) and
 * `parentsRefuse` (no SAI: unsubsidized loans only). */
export interface DependencyAnswers {
  married?: boolean | null;
  graduateStudent?: boolean | null;
  activeDutyOrVeteran?: boolean | null;
  supportsDependants?: boolean | null;
  orphanWardOrFoster?: boolean | null;
  emancipatedOrGuardianship?: boolean | null;
  homelessYouth?: boolean | null;
  unusualCircumstances?: boolean | null;
  parentsRefuse?: boolean | null;
}
