import type { SaiTables } from './sai-tables';

/**
 * Award year 2026-27 (tax year 2024). Source: docs/sai/formula.md §1.4, §2, §6, §7 (grades FPS, DOC
 * and SEC as noted there).
 *
 * ┌──────────────────────────────────────────────────────────────────────────────────────────────────┐
 * │ INFERRED CELLS (grade INF in docs/sai/formula.md §2.7, Appendix C item 1). NOT CONFIRMED - check them     │
 * │ against the 2026-27 SAI Guide (Tables C2/C3) or 90 FR 23922 §1 before release. A correction is  │
 * │ a one-line change here.                                                                          │
 * └──────────────────────────────────────────────────────────────────────────────────────────────────┘
 */
export const INFERRED_CELLS_2026_27 = {
  formulaCMarriedSize6: 98_370, // INF: size 7 (FPS 109,480) minus one step
  formulaCMarriedPerAdditional: 11_110, // INF: size 8 (FPS 120,590) minus size 7
  formulaCUnmarriedSize4: 84_480, // INF (≈; 2025-26 FPS 82,570 × 1.0231)
  formulaCUnmarriedSize5: 99_700, // INF (≈)
  formulaCUnmarriedSize6: 116_590, // INF (≈)
  formulaCUnmarriedPerAdditional: 13_180, // INF (≈)
} as const;

const inf = INFERRED_CELLS_2026_27;

export const SAI_TABLES_2026_27: SaiTables = {
  awardYear: '2026-27',
  published: 'June 2025',
  publishedIn: 'Federal Need Analysis Methodology for the 2026-27 Award Year, 90 FR 23922 (5 June 2025)',
  sources: [
    {
      item: 'Table A2 and the dependent student’s income protection allowance',
      source: '90 FR 23922 §1, and ED FAFSA Processing System output on the 2026-27 test ISIRs',
      grade: 'DOC',
      unconfirmed: false,
    },
    {
      item: 'Tables A5, B and C income protection allowances (the cells not inferred), EEA cap, payroll',
      source: 'ED FAFSA Processing System output on the 2026-27 test ISIRs (docs/sai/formula.md §2)',
      grade: 'FPS',
      unconfirmed: false,
    },
    {
      item: 'Formula C income protection allowances, families of 4 to 6 and each additional person (inferred)',
      source: 'docs/sai/formula.md §2.7, inferred from the pattern of verified values',
      grade: 'INF',
      unconfirmed: true,
      formulas: ['C'],
    },
    {
      item: 'Business and farm net worth adjustment above $175,000 (Table A3)',
      source: 'a public calculation contract citing the 2026-27 SAI Guide (docs/sai/formula.md §2.4)',
      grade: 'SEC',
      unconfirmed: false,
    },
    {
      item: 'HHS poverty guidelines for 2024',
      source: 'HHS, 89 FR 2961',
      grade: 'DOC',
      unconfirmed: false,
    },
    {
      item: 'Maximum and minimum Pell Grant ($7,395 / $740)',
      source: 'FSA Dear Colleague Letter GEN-26-01 (30 January 2026)',
      grade: 'SEC',
      unconfirmed: false,
    },
  ],
  taxYear: 2024,
  saiMin: -1500,
  saiMax: 999_999,
  // Table A2, FR26 §1 (DOC) + FPS for sizes 2-6.
  parentIpa: { minSize: 2, values: [29_190, 36_330, 44_880, 52_950, 61_930], perAdditional: 6_990 },
  dependentStudentIpa: 11_770, // FR26 (DOC) + FPS
  formulaBIpa: { unmarried: 18_310, married: 29_350 }, // FPS
  // Table C2 (married): sizes 3-8. Sizes 3, 4, 5, 7, 8 FPS.
  formulaCIpaMarried: {
    minSize: 3,
    values: [57_730, 71_280, 84_120, inf.formulaCMarriedSize6, 109_480, 120_590],
    perAdditional: inf.formulaCMarriedPerAdditional,
  },
  // Table C3 (unmarried): sizes 2-6. Sizes 2, 3 FPS.
  formulaCIpaUnmarried: {
    minSize: 2,
    values: [
      54_950,
      68_430,
      inf.formulaCUnmarriedSize4,
      inf.formulaCUnmarriedSize5,
      inf.formulaCUnmarriedSize6,
    ],
    perAdditional: inf.formulaCUnmarriedPerAdditional,
  },
  employmentExpense: { rate: 0.35, cap: 5_000 }, // FPS
  // Tables A1/B1/C1 (SEC, every value confirmed by FPS); OASDI base of tax year 2024.
  payroll: {
    hiRate: 0.0145,
    hiRateHigh: 0.0235,
    hiThresholdJoint: 250_000,
    hiThresholdSeparate: 125_000,
    hiThresholdOther: 200_000,
    oasdiRate: 0.062,
    oasdiBase: 168_600,
    oasdiBaseJoint: 337_200,
  },
  // Table A3/B2/C4: first row FPS, the rest SEC [NAV].
  businessFarm: [
    { over: 0, base: 0, rate: 0.4 },
    { over: 175_000, base: 70_000, rate: 0.5 },
    { over: 520_000, base: 242_500, rate: 0.6 },
    { over: 870_000, base: 452_500, rate: 1 },
  ],
  assetProtectionAllowance: 0, // FPS: $0 at every age
  assetRates: { parents: 0.12, dependentStudent: 0.2, formulaB: 0.2, formulaC: 0.07 }, // AVG25 + FPS
  studentIncomeRate: 0.5,
  // Table A5 = C6 (FPS, 104 pairs checked).
  aaiAssessment: {
    floorBelow: -8_500,
    floorContribution: -1_870,
    rows: [
      { over: 0, base: 0, rate: 0.22 },
      { over: 21_800, base: 4_796, rate: 0.25 },
      { over: 27_300, base: 6_171, rate: 0.29 },
      { over: 32_800, base: 7_766, rate: 0.34 },
      { over: 38_400, base: 9_670, rate: 0.4 },
      { over: 43_900, base: 11_870, rate: 0.47 },
    ],
  },
  // HHS 2024 poverty guidelines (89 FR 2961).
  poverty: {
    year: 2024,
    contiguous: {
      minSize: 1,
      values: [15_060, 20_440, 25_820, 31_200, 36_580, 41_960, 47_340, 52_720],
      perAdditional: 5_380,
    },
    alaska: {
      minSize: 1,
      values: [18_810, 25_540, 32_270, 39_000, 45_730, 52_460, 59_190, 65_920],
      perAdditional: 6_730,
    },
    hawaii: {
      minSize: 1,
      values: [17_310, 23_500, 29_690, 35_880, 42_070, 48_260, 54_450, 60_640],
      perAdditional: 6_190,
    },
  },
  // §7.1: Max 7,395 / Min 740; §7.3 OBBBA: SAI >= 2 × Max Pell (14,790) gets no Pell.
  pell: {
    max: 7_395,
    min: 740,
    provisional: null,
    published: 'January 2026',
    ineligibleIfSaiAtLeast: 14_790,
    agiAddsForeignIncome: true,
  },
  excludesSmallFamilyBusiness: true, // OBBBA, APP-25-23 (SEC)
};
