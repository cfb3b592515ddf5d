/**
 * The input of `computeSai`: exactly the `request` shape of the Department of Education test vectors
 * (test/vectors.json, `meta.howToUse`). Every number is whole US dollars; a missing number means 0.
 */

/** 'A' dependent student; 'B' independent, no dependents other than a spouse; 'C' independent with dependents. */
export type SaiFormula = 'A' | 'B' | 'C';

/** IRS filing status codes used by the FAFSA: 1 single, 2 married filing jointly, 3 married filing separately,
 * 4 head of household, 5 qualifying surviving spouse. */
export type FilingStatusCode = 1 | 2 | 3 | 4 | 5;

/** One contributor's tax-return and asset figures (parent, other parent, student or spouse). */
export interface SaiContributor {
  /** Informational: where the figures came from ('FTI (IRS data)', 'manual (FAFSA-entered)', ...). */
  taxDataSource?: string;
  /** 1 filed a federal return, 2 did not. */
  filedTaxReturn?: number;
  filingStatus?: number;
  agi?: number;
  incomeTaxPaid?: number;
  incomeEarnedFromWork?: number;
  taxExemptInterest?: number;
  untaxedIraDistributionsGross?: number;
  iraRollover?: number;
  untaxedPensionsGross?: number;
  pensionRollover?: number;
  iraKeoghDeductiblePayments?: number;
  educationCredits?: number;
  foreignEarnedIncomeExclusion?: number;
  taxableCollegeGrantAid?: number;
  childSupportReceived?: number;
  cashSavingsChecking?: number;
  investmentsNetWorth?: number;
  /** Reportable business/farm net worth (before the Table A3/B2/C4 adjustment). */
  businessFarmNetWorth?: number;
  scheduleC?: number;
  federalWorkStudy?: number;
  /** Informational: the IRS data as transferred. Never used by the formula. */
  irsFtiAsReported?: Readonly<Record<string, unknown>>;
}

export interface SaiRequest {
  /** Award year such as '2026-27'. Years after the latest table set are computed with it and flagged projected. */
  awardYear: string;
  formula: SaiFormula;
  /** Household size the formula uses (for A: the parents' household, including the student). When null, the
   * reported size or the IRS exemptions are used, as FPS does. */
  familySize: number | null;
  /** 2026-27 codes: 1 never married, 2 unmarried and living together, 3 married, 4 remarried, 5 divorced,
   * 6 separated, 7 widowed. */
  parentMaritalStatusCode?: number;
  parentStateOfResidence?: string;
  parentFamilySizeReported?: number;
  /** 1 single, 2 married, 3 remarried, 4 divorced, 5 separated, 6 widowed. */
  studentMaritalStatusCode?: number;
  studentStateOfResidence?: string;
  studentFamilySizeReported?: number;
  parent?: SaiContributor;
  otherParent?: SaiContributor;
  student?: SaiContributor;
  spouse?: SaiContributor;
}
