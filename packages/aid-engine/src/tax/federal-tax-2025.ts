import { TAX_RATES } from './federal-tax-2024';
import type { FederalTaxYear } from './federal-tax-year';

/**
 * Tax year 2025 (read by award year 2027-28), after P.L. 119-21. Source: docs/tax/tax-year-2025.md,
 * from PolicyEngine/policyengine-us at commit 8914f89 (IRS Rev. Proc. 2024-40, 26 U.S.C. §§1(j), 24, 63(c), H.R. 1 /
 * P.L. 119-21): grade P-repo for every figure below unless a comment says otherwise.
 */
export const FEDERAL_TAX_2025: FederalTaxYear = {
  taxYear: 2025,
  source:
    'IRS Rev. Proc. 2024-40 as amended by P.L. 119-21 (2025), through PolicyEngine’s IRS parameter files (tax-year-2025.md)',
  grade: 'P-repo',
  // As amended by P.L. 119-21 (the pre-Act 15,000 / 30,000 / 22,500 no longer apply).
  standardDeduction: {
    single: 15_750,
    married_separate: 15_750,
    married_joint: 31_500,
    qualifying_surviving_spouse: 31_500,
    head_of_household: 23_625,
  },
  agedAddOn: { married: 1_600, unmarried: 2_000 },
  bracketFloors: {
    single: [0, 11_925, 48_475, 103_350, 197_300, 250_525, 626_350],
    married_joint: [0, 23_850, 96_950, 206_700, 394_600, 501_050, 751_600],
    qualifying_surviving_spouse: [0, 23_850, 96_950, 206_700, 394_600, 501_050, 751_600],
    married_separate: [0, 11_925, 48_475, 103_350, 197_300, 250_525, 375_800],
    head_of_household: [0, 17_000, 64_850, 103_350, 197_300, 250_500, 626_350],
  },
  bracketRates: TAX_RATES,
  socialSecurityRate: 0.062,
  socialSecurityWageBase: 176_100,
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
    perChild: 2_200, // raised by P.L. 119-21 (26 U.S.C. §24(h)(2)); indexed after 2025
    // Not indexed. PolicyEngine gives a surviving spouse $400,000; §24(h)(3) names joint returns only (U): $200,000.
    phaseOutStart: {
      single: 200_000,
      head_of_household: 200_000,
      qualifying_surviving_spouse: 200_000,
      married_separate: 200_000,
      married_joint: 400_000,
    },
    reductionPer1000: 50,
  },
  // P.L. 119-21, tax years 2025-2028. The statute states the tip and overtime phase-outs as $100 per $1,000;
  // PolicyEngine models them as a smooth 10%, as here. Married filers must file jointly (U).
  afterAgiDeductions: {
    senior: { perPerson: 6_000, phaseOut: { joint: 150_000, other: 75_000, rate: 0.06 } },
    tips: { cap: 25_000, phaseOut: { joint: 300_000, other: 150_000, rate: 0.1 } },
    overtime: {
      capJoint: 25_000,
      capOther: 12_500,
      phaseOut: { joint: 300_000, other: 150_000, rate: 0.1 },
    },
  },
};
