import type { SaiTables } from './sai-tables';

/**
 * Award year 2027-28 (tax year 2025): the FAFSA that opened on 1 October 2026.
 *
 * Sources: docs/sai/formula.md Appendix A, checked item by item in docs/sai/2027-28.md
 * against a public transcription of FSA's 2027-28 SAI and Pell Grant Eligibility Guide v1 (12 June 2026; the same
 * tables as the Federal Register notice 2026-10986 of 2 June 2026). Grades as the notes give them: P-repo (single
 * transcription) for every Formula A value; S for the Formula B and C allowances, which are NOT CONFIRMED. The
 * 2025 poverty guidelines: HHS via PolicyEngine's fpg.yaml (P-repo), the 48-states row confirmed twice.
 */

/**
 * ┌──────────────────────────────────────────────────────────────────────────────────────────────────┐
 * │ PROVISIONAL: ED has not published the 2027-28 maximum and minimum Pell Grant (due by about        │
 * │ 1 February 2027, HEA §482). 2026-27's $7,395 / $740 are used meanwhile (grade U: a placeholder).   │
 * │ When ED publishes them, replace this one line with { max, min, provisional: null, published }.     │
 * └──────────────────────────────────────────────────────────────────────────────────────────────────┘
 */
export const PELL_2027_28 = {
  max: 7_395,
  min: 740,
  provisional: { from: '2026-27', expected: 'about 1 February 2027', checked: '2026-11-28' },
  published: null,
} as const satisfies Pick<SaiTables['pell'], 'max' | 'min' | 'provisional' | 'published'>; // prettier-ignore

/** NOT CONFIRMED (grade S in 2027-28.md §1): consistent with ≈3.81% inflation but found in no source. */
export const UNCONFIRMED_2027_28 = {
  formulaBIpaUnmarried: 19_000,
  formulaBIpaMarried: 30_470,
  formulaCIpaMarried: [59_930, 74_000, 87_320, 102_120] as const, // families of 3-6
  formulaCIpaMarriedPerAdditional: 11_530,
  formulaCIpaUnmarried: [57_050, 71_040, 87_700, 103_500, 121_030] as const, // families of 2-6
  formulaCIpaUnmarriedPerAdditional: 13_680,
} as const;

const u = UNCONFIRMED_2027_28;
const GUIDE =
  'FSA 2027-28 SAI and Pell Grant Eligibility Guide v1 (12 June 2026), via one public transcription';

export const SAI_TABLES_2027_28: SaiTables = {
  awardYear: '2027-28',
  published: 'June 2026',
  publishedIn:
    'FSA 2027-28 SAI and Pell Grant Eligibility Guide v1 (12 June 2026); Federal Register notice 2026-10986 (2 June 2026)',
  sources: [
    {
      item: 'Table A2 and the dependent student’s income protection allowance ($12,220)',
      source: GUIDE,
      grade: 'P-repo',
      unconfirmed: false,
    },
    {
      item: 'Employment expense allowance (35%, at most $5,200)',
      source: GUIDE,
      grade: 'P-repo',
      unconfirmed: false,
    },
    {
      item: 'Table A5 (contribution from adjusted available income)',
      source: GUIDE,
      grade: 'P-repo',
      unconfirmed: false,
    },
    {
      item: 'Table C6 taken equal to Table A5',
      source: 'docs/sai/formula.md Appendix A (not re-checked)',
      grade: 'S',
      unconfirmed: false,
      formulas: ['C'],
    },
    {
      item: 'Table A3 (business and farm net worth adjustment)',
      source: GUIDE,
      grade: 'P-repo',
      unconfirmed: false,
    },
    {
      item: 'Payroll tax allowance: Social Security wage base of tax year 2025 ($176,100; $352,200 joint), Medicare thresholds',
      source: `${GUIDE}; SSA contribution and benefit base via PolicyEngine`,
      grade: 'P-repo',
      unconfirmed: false,
    },
    {
      item: 'Payroll: $125,000 married-filing-separately threshold and the student’s $200,000 threshold (carried over from 2026-27)',
      source: 'docs/sai/formula.md Appendix A',
      grade: 'S',
      unconfirmed: false,
    },
    {
      item: 'Asset protection allowance ($0), asset and income assessment rates',
      source: GUIDE,
      grade: 'P-repo',
      unconfirmed: false,
    },
    {
      item: 'Formula B income protection allowance ($19,000 unmarried, $30,470 married)',
      source: 'docs/sai/formula.md Appendix A; not found in any source yet (2027-28.md §1)',
      grade: 'S',
      unconfirmed: true,
      formulas: ['B'],
    },
    {
      item: 'Formula C income protection allowances (Tables C2 and C3)',
      source: 'docs/sai/formula.md Appendix A; not found in any source yet (2027-28.md §1)',
      grade: 'S',
      unconfirmed: true,
      formulas: ['C'],
    },
    {
      item: 'HHS poverty guidelines for 2025 (48 states and DC, Alaska, Hawaii)',
      source:
        'HHS 2025 guidelines via PolicyEngine gov/hhs/fpg.yaml; the 48-states row also in a second public file. Alaska and Hawaii add $6,880 and $6,330 a person (one file says $6,870 / $6,230: 2027-28.md §2 prefers the first, which is 125% and 115% of $5,500)',
      grade: 'P-repo',
      unconfirmed: false,
    },
    {
      item: 'Maximum and minimum Pell Grant: not published; 2026-27’s $7,395 / $740 used',
      source: 'placeholder (2027-28.md §4): ED publishes them by about 1 February 2027',
      grade: 'U',
      unconfirmed: false, // flagged in `pell.provisional` (PELL_2027_28), which every Pell label reads
    },
    {
      item: 'P.L. 119-21 Pell rules: no Pell from an SAI of twice the maximum; foreign income added to AGI for the Pell tests; small family businesses and farms excluded',
      source: 'aid-office summaries and FSA announcement APP-25-23 (2027-28.md §5)',
      grade: 'S',
      unconfirmed: false,
    },
  ],
  taxYear: 2025,
  saiMin: -1500,
  saiMax: 999_999,
  // Table A2 (P-repo): 2: 30,300; 3: 37,720; 4: 46,590; 5: 54,970; 6: 64,290; +7,260 (size 7 = 71,550).
  parentIpa: { minSize: 2, values: [30_300, 37_720, 46_590, 54_970, 64_290], perAdditional: 7_260 },
  dependentStudentIpa: 12_220, // P-repo (the guide's worked example, line 25)
  formulaBIpa: { unmarried: u.formulaBIpaUnmarried, married: u.formulaBIpaMarried }, // S, unconfirmed
  formulaCIpaMarried: {
    minSize: 3,
    values: u.formulaCIpaMarried,
    perAdditional: u.formulaCIpaMarriedPerAdditional,
  }, // S, unconfirmed
  formulaCIpaUnmarried: {
    minSize: 2,
    values: u.formulaCIpaUnmarried,
    perAdditional: u.formulaCIpaUnmarriedPerAdditional,
  }, // S, unconfirmed
  employmentExpense: { rate: 0.35, cap: 5_200 }, // P-repo (the guide's worked example, line 7)
  // Tables A1/B1/C1 with the tax year 2025 Social Security wage base (P-repo); MFS and student thresholds S.
  payroll: {
    hiRate: 0.0145,
    hiRateHigh: 0.0235,
    hiThresholdJoint: 250_000,
    hiThresholdSeparate: 125_000,
    hiThresholdOther: 200_000,
    oasdiRate: 0.062,
    oasdiBase: 176_100,
    oasdiBaseJoint: 352_200,
  },
  // Table A3/B2/C4 (P-repo): 40% to 180,000; 50% to 540,000; 60% to 905,000; 100% above.
  businessFarm: [
    { over: 0, base: 0, rate: 0.4 },
    { over: 180_000, base: 72_000, rate: 0.5 },
    { over: 540_000, base: 252_000, rate: 0.6 },
    { over: 905_000, base: 471_000, rate: 1 },
  ],
  assetProtectionAllowance: 0, // P-repo: Table A4, every age, both columns
  assetRates: { parents: 0.12, dependentStudent: 0.2, formulaB: 0.2, formulaC: 0.07 }, // P-repo
  studentIncomeRate: 0.5, // P-repo
  // Table A5 = C6 (A5 P-repo; C6 = A5 is formula.md's claim, S).
  aaiAssessment: {
    floorBelow: -8_900,
    floorContribution: -1_958,
    rows: [
      { over: 0, base: 0, rate: 0.22 },
      { over: 22_600, base: 4_972, rate: 0.25 },
      { over: 28_300, base: 6_397, rate: 0.29 },
      { over: 34_000, base: 8_050, rate: 0.34 },
      { over: 39_900, base: 10_056, rate: 0.4 },
      { over: 45_600, base: 12_336, rate: 0.47 },
    ],
  },
  // HHS 2025 poverty guidelines (P-repo): base + (n − 1) × the per-person amount, as HHS builds the table.
  poverty: {
    year: 2025,
    contiguous: {
      minSize: 1,
      values: [15_650, 21_150, 26_650, 32_150, 37_650, 43_150, 48_650, 54_150],
      perAdditional: 5_500,
    },
    alaska: {
      minSize: 1,
      values: [19_550, 26_430, 33_310, 40_190, 47_070, 53_950, 60_830, 67_710],
      perAdditional: 6_880,
    },
    hawaii: {
      minSize: 1,
      values: [17_990, 24_320, 30_650, 36_980, 43_310, 49_640, 55_970, 62_300],
      perAdditional: 6_330,
    },
  },
  // P.L. 119-21 (in force from 2026-27): SAI ≥ 2 × Max Pell gets no Pell; foreign income in the Pell AGI tests.
  pell: {
    ...PELL_2027_28,
    ineligibleIfSaiAtLeast: 2 * PELL_2027_28.max,
    agiAddsForeignIncome: true,
  },
  excludesSmallFamilyBusiness: true, // P.L. 119-21, from 2026-27
};
