import type { SaiTables } from './sai-tables';

/**
 * Award year 2025-26 (tax year 2023). Source: docs/sai/formula.md §1.4, §2, §6, §7 (grades FPS, DOC
 * and SEC as noted there).
 *
 * ┌──────────────────────────────────────────────────────────────────────────────────────────────────┐
 * │ INFERRED CELLS (grade INF in docs/sai/formula.md §2.4, §2.7, Appendix C items 1-2). NOT CONFIRMED - check  │
 * │ them against the 2025-26 tables (89 FR 71261) before release. A correction is a one-line change.  │
 * └──────────────────────────────────────────────────────────────────────────────────────────────────┘
 */
export const INFERRED_CELLS_2025_26 = {
  formulaCMarriedSize6: 96_150, // INF
  formulaCMarriedSize7: 107_010, // INF
  formulaCMarriedSize8: 117_870, // INF
  formulaCMarriedPerAdditional: 10_860, // INF (fits FPS size 9 = 128,730)
  formulaCUnmarriedSize6: 113_950, // INF (≈)
  formulaCUnmarriedPerAdditional: 12_880, // INF (≈; fits FPS size 14 = 216,990)
  businessFarmBracket2Over: 170_000, // INF (Table A3 upper limits; 40% of the first bracket is FPS)
  businessFarmBracket2Base: 68_000, // INF
  businessFarmBracket3Over: 505_000, // INF
  businessFarmBracket3Base: 235_500, // INF
  businessFarmBracket4Over: 850_000, // INF
  businessFarmBracket4Base: 442_500, // INF
} as const;

const inf = INFERRED_CELLS_2025_26;

export const SAI_TABLES_2025_26: SaiTables = {
  awardYear: '2025-26',
  published: 'September 2024',
  publishedIn: 'Federal Need Analysis Methodology for the 2025-26 Award Year, 89 FR 71261 (3 September 2024)',
  sources: [
    {
      item: 'Tables A2, A5, B and C income protection allowances (the cells not inferred), EEA cap, payroll',
      source: 'ED FAFSA Processing System output on the 2025-26 test ISIRs (docs/sai/formula.md §2)',
      grade: 'FPS',
      unconfirmed: false,
    },
    {
      item: 'Formula C income protection allowances for the larger families (inferred)',
      source: 'docs/sai/formula.md §2.7, inferred from the pattern of verified values',
      grade: 'INF',
      unconfirmed: true,
      formulas: ['C'],
    },
    {
      item: 'Business and farm net worth adjustment above $170,000 (Table A3, inferred)',
      source: 'docs/sai/formula.md §2.4, inferred',
      grade: 'INF',
      unconfirmed: true,
    },
    {
      item: 'HHS poverty guidelines for 2023',
      source: 'HHS, 88 FR 3424',
      grade: 'DOC',
      unconfirmed: false,
    },
  ],
  taxYear: 2023,
  saiMin: -1500,
  saiMax: 999_999,
  // Table A2: FPS (sizes 2-7 and 14).
  parentIpa: { minSize: 2, values: [28_530, 35_510, 43_870, 51_750, 60_540], perAdditional: 6_840 },
  dependentStudentIpa: 11_510, // FPS
  formulaBIpa: { unmarried: 17_890, married: 28_690 }, // FPS
  // Table C2 (married): sizes 3-8. Sizes 3, 4, 5 FPS.
  formulaCIpaMarried: {
    minSize: 3,
    values: [
      56_430,
      69_670,
      82_220,
      inf.formulaCMarriedSize6,
      inf.formulaCMarriedSize7,
      inf.formulaCMarriedSize8,
    ],
    perAdditional: inf.formulaCMarriedPerAdditional,
  },
  // Table C3 (unmarried): sizes 2-6. Sizes 2-5 FPS.
  formulaCIpaUnmarried: {
    minSize: 2,
    values: [53_710, 66_880, 82_570, 97_440, inf.formulaCUnmarriedSize6],
    perAdditional: inf.formulaCUnmarriedPerAdditional,
  },
  employmentExpense: { rate: 0.35, cap: 4_890 }, // FPS
  // Tables A1/B1/C1; OASDI base of tax year 2023 (FPS).
  payroll: {
    hiRate: 0.0145,
    hiRateHigh: 0.0235,
    hiThresholdJoint: 250_000,
    hiThresholdSeparate: 125_000,
    hiThresholdOther: 200_000,
    oasdiRate: 0.062,
    oasdiBase: 160_200,
    oasdiBaseJoint: 320_400,
  },
  // Table A3/B2/C4: 40% first bracket FPS; the upper brackets are INF (see above).
  businessFarm: [
    { over: 0, base: 0, rate: 0.4 },
    { over: inf.businessFarmBracket2Over, base: inf.businessFarmBracket2Base, rate: 0.5 },
    { over: inf.businessFarmBracket3Over, base: inf.businessFarmBracket3Base, rate: 0.6 },
    { over: inf.businessFarmBracket4Over, base: inf.businessFarmBracket4Base, rate: 1 },
  ],
  assetProtectionAllowance: 0, // FPS
  assetRates: { parents: 0.12, dependentStudent: 0.2, formulaB: 0.2, formulaC: 0.07 },
  studentIncomeRate: 0.5,
  // Table A5 = C6 (FPS, 256 pairs checked).
  aaiAssessment: {
    floorBelow: -8_300,
    floorContribution: -1_826,
    rows: [
      { over: 0, base: 0, rate: 0.22 },
      { over: 21_300, base: 4_686, rate: 0.25 },
      { over: 26_700, base: 6_036, rate: 0.29 },
      { over: 32_000, base: 7_573, rate: 0.34 },
      { over: 37_500, base: 9_443, rate: 0.4 },
      { over: 42_900, base: 11_603, rate: 0.47 },
    ],
  },
  // HHS 2023 poverty guidelines (88 FR 3424).
  poverty: {
    year: 2023,
    contiguous: {
      minSize: 1,
      values: [14_580, 19_720, 24_860, 30_000, 35_140, 40_280, 45_420, 50_560],
      perAdditional: 5_140,
    },
    alaska: {
      minSize: 1,
      values: [18_210, 24_640, 31_070, 37_500, 43_930, 50_360, 56_790, 63_220],
      perAdditional: 6_430,
    },
    hawaii: {
      minSize: 1,
      values: [16_770, 22_680, 28_590, 34_500, 40_410, 46_320, 52_230, 58_140],
      perAdditional: 5_910,
    },
  },
  // §7.1: Max 7,395 / Min 740; no 2× rule before 2026-27.
  pell: {
    max: 7_395,
    min: 740,
    provisional: null,
    published: null,
    ineligibleIfSaiAtLeast: null,
    agiAddsForeignIncome: false,
  },
  excludesSmallFamilyBusiness: false,
};
