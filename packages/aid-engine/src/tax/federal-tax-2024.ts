import type { FederalTaxYear } from './federal-tax-year';

export const TAX_RATES = [0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37] as const;

/**
 * Tax year 2024 (used by award year 2026-27). Source: docs/sai/formula.md §8, from IRS Rev. Proc. 2023-34 [IRS24]:
 * standard deductions and brackets (DOC through secondary pages); payroll facts (OASDI base $168,600, Medicare
 * 1.45% + 0.9% above $200,000 / $250,000 MFJ / $125,000 MFS). The child tax credit figures are marked
 * "not re-verified" in docs/sai/formula.md.
 */
export const FEDERAL_TAX_2024: FederalTaxYear = {
  taxYear: 2024,
  source:
    'IRS Rev. Proc. 2023-34 (tax year 2024), through docs/sai/formula.md §8 and PolicyEngine’s IRS parameter files',
  grade: 'P-repo',
  // Rev. Proc. 2023-34 via PolicyEngine (P-repo; docs/tax/tax-year-2025.md §2).
  agedAddOn: { married: 1_550, unmarried: 1_950 },
  standardDeduction: {
    single: 14_600,
    married_separate: 14_600,
    married_joint: 29_200,
    qualifying_surviving_spouse: 29_200,
    head_of_household: 21_900,
  },
  bracketFloors: {
    single: [0, 11_600, 47_150, 100_525, 191_950, 243_725, 609_350],
    married_joint: [0, 23_200, 94_300, 201_050, 383_900, 487_450, 731_200],
    qualifying_surviving_spouse: [0, 23_200, 94_300, 201_050, 383_900, 487_450, 731_200],
    married_separate: [0, 11_600, 47_150, 100_525, 191_950, 243_725, 365_600],
    head_of_household: [0, 16_550, 63_100, 100_500, 191_950, 243_700, 609_350],
  },
  bracketRates: TAX_RATES,
  socialSecurityRate: 0.062,
  socialSecurityWageBase: 168_600,
  medicareRate: 0.0145,
  additionalMedicareRate: 0.009,
  additionalMedicareThreshold: {
    single: 200_000,
    head_of_household: 200_000,
    qualifying_surviving_spouse: 200_000,
    married_joint: 250_000,
    married_separate: 125_000,
  },
  childTaxCredit: {
    perChild: 2_000,
    phaseOutStart: {
      single: 200_000,
      head_of_household: 200_000,
      qualifying_surviving_spouse: 200_000,
      married_separate: 200_000,
      married_joint: 400_000,
    },
    reductionPer1000: 50,
  },
  afterAgiDeductions: null,
};
