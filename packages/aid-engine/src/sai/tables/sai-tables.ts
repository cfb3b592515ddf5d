/** The shape of one award year's SAI parameter set (one data file per award year). */

/** An income protection allowance table by family size: `bySize[n]` for the listed sizes, then `perAdditional`. */
export interface SizeTable {
  /** Smallest listed family size; smaller sizes use its value. */
  readonly minSize: number;
  /** Values for sizes minSize, minSize+1, ... in order. */
  readonly values: readonly number[];
  /** Added for each person above the largest listed size. */
  readonly perAdditional: number;
}

/** A progressive schedule row: applies to amounts above `over`, as `base + rate * (amount - over)`. The first
 * row of a schedule also applies to every amount at or below its `over`. */
export interface ScheduleRow {
  readonly over: number;
  readonly base: number;
  readonly rate: number;
}

export interface PovertyGuideline {
  /** Calendar year of the HHS guideline. */
  readonly year: number;
  /** 48 contiguous states + DC (also territories, foreign and unknown residence). */
  readonly contiguous: SizeTable;
  readonly alaska: SizeTable;
  readonly hawaii: SizeTable;
}

/** The evidence grades of the shared data notes (facts-index.md; formula.md §0). */
export type SourceGrade = 'FPS' | 'DOC' | 'P' | 'P-repo' | 'SEC' | 'S' | 'INF' | 'U';

/** Where one value (or one table) of a table set comes from, and how sure it is. */
export interface ValueSource {
  /** What the value is, in plain words ("Formula B income protection allowance"). */
  readonly item: string;
  readonly source: string;
  readonly grade: SourceGrade;
  /** Not confirmed against an official text: the UI says so wherever a figure used it. */
  readonly unconfirmed: boolean;
  /** The formulas whose figures can use it (all three when absent). */
  readonly formulas?: readonly ('A' | 'B' | 'C')[];
}

/** A Pell amount that ED has not published for the award year yet: another year's is used meanwhile. */
export interface ProvisionalPell {
  /** The award year whose amounts are used. */
  readonly from: string;
  /** When ED is due to publish the award year's amounts, in words. */
  readonly expected: string;
  /** The date the shared notes last found them unpublished (ISO). */
  readonly checked: string;
}

export interface SaiTables {
  readonly awardYear: string;
  /** When and where ED published the year's need-analysis tables, in words ("June 2026"). */
  readonly published: string;
  readonly publishedIn: string;
  /** Each value's or table's source and grade (the shared notes'). */
  readonly sources: readonly ValueSource[];
  /** Tax year the award year's income comes from (prior-prior year). */
  readonly taxYear: number;
  readonly saiMin: number;
  readonly saiMax: number;
  /** Table A2: parents' income protection allowance by family size including the student. */
  readonly parentIpa: SizeTable;
  readonly dependentStudentIpa: number;
  /** Formula B income protection allowance. */
  readonly formulaBIpa: { readonly unmarried: number; readonly married: number };
  /** Table C2 (married) and C3 (unmarried) by family size including the student. */
  readonly formulaCIpaMarried: SizeTable;
  readonly formulaCIpaUnmarried: SizeTable;
  readonly employmentExpense: { readonly rate: number; readonly cap: number };
  readonly payroll: {
    readonly hiRate: number;
    readonly hiRateHigh: number;
    readonly hiThresholdJoint: number;
    readonly hiThresholdSeparate: number;
    readonly hiThresholdOther: number;
    readonly oasdiRate: number;
    readonly oasdiBase: number;
    readonly oasdiBaseJoint: number;
  };
  /** Tables A3/B2/C4: adjusted business/farm net worth; rows in ascending order of `over`. */
  readonly businessFarm: readonly ScheduleRow[];
  /** Asset protection allowance (0 at every age in both years). */
  readonly assetProtectionAllowance: number;
  readonly assetRates: {
    readonly parents: number;
    readonly dependentStudent: number;
    readonly formulaB: number;
    readonly formulaC: number;
  };
  readonly studentIncomeRate: number;
  /** Table A5 = C6: contribution from adjusted available income. */
  readonly aaiAssessment: {
    /** AAI below this gets `floorContribution`. */
    readonly floorBelow: number;
    readonly floorContribution: number;
    readonly rows: readonly ScheduleRow[];
  };
  readonly poverty: PovertyGuideline;
  readonly pell: {
    readonly max: number;
    readonly min: number;
    /** Null once ED has published the award year's amounts; else which year's are used meanwhile. */
    readonly provisional: ProvisionalPell | null;
    /** When ED published the amounts, in words (null while provisional, or when the notes give no date). */
    readonly published: string | null;
    /** From 2026-27 (OBBBA): an SAI at or above this gets no Pell; null when the rule does not apply. */
    readonly ineligibleIfSaiAtLeast: number | null;
    /** From 2026-27 the foreign earned income exclusion is added to AGI for the Max/Min Pell tests. */
    readonly agiAddsForeignIncome: boolean;
  };
  /** From 2026-27 small family businesses (<= 100 FTE), the family farm and family fishing business are excluded. */
  readonly excludesSmallFamilyBusiness: boolean;
}
