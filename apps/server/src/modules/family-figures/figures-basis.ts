/* The figures basis of one family (or one of its case studies): everything a figure for (student, award year,
 * college) depends on, and each student's own figures for its first college year (docs/decisions/0046). */
import {
  awardYearLabel,
  type CollegeSpan,
  DEFAULT_YEARS_IN_COLLEGE,
  type DependencyStatus,
  dependencyStatus,
  estimateReasons,
  type FamilyProfileInput,
  type FamilyRecord,
  filingAwardYear,
  type GrowthRates,
  growthRates,
  type LivingChoice,
  latestTablesYear,
  type ParentInput,
  type StudentInput,
  studentsInCollegeIn,
  TABLE_INDEX,
  tablesForAwardYear,
  type YearFigures,
} from '@ccp/aid-engine';
import type { CaseStudyRef, FiguresBasis as FiguresBasisDto } from '@ccp/contracts';
import { awardYearFor } from '../sai-figures/award-year';
import { figuresForYear, type YearContext } from '../sai-figures/compute-family-sai';
import { engineProfile, engineStudent } from '../sai-figures/engine-input';

/** A student as stored (a database row or a case study's student): what the figures and the fit read. */
export type StudentRecord = StudentInput & {
  id: string;
  name: string;
  position: number;
  graduationYear: number | null;
  sat: number | null;
  act: number | null;
  livingArrangement?: LivingChoice | null;
  inCollegeDistrict?: boolean | null;
};

/** A student's place in the family's plan (family_plan_students): gap year, years in college, the college counted. */
export interface PlanChoice {
  studentId: string;
  collegeId: number | null;
  enteredCost: number | null;
  gapYear: boolean;
  yearsInCollege: number;
}

/** What a basis is built from: a family's rows, or a case study's snapshot with the family's plan choices. */
export interface BasisSource {
  familyId: string;
  familyName: string;
  family: FamilyRecord & { zip: string | null };
  parents: readonly ParentInput[];
  students: readonly StudentRecord[];
  /** Favourites in the order they were saved (a student's first favourite leads). */
  favourites: readonly { id: string; studentId: string; collegeId: number; createdAt: Date | null }[];
  /** The family's plan rates (null: the defaults) and each student's plan choice. */
  rates: Partial<GrowthRates> | null;
  choices: readonly PlanChoice[];
  caseStudy: CaseStudyRef | null;
}

export interface BasisStudent {
  id: string;
  name: string;
  position: number;
  graduationYear: number | null;
  sat: number | null;
  act: number | null;
  engine: StudentInput;
  choice: PlanChoice;
  /** Where the student will live in college (null: not said) and whether the family lives in a community college's district. */
  living: LivingChoice | null;
  inDistrict: boolean | null;
  /** The first college year's start (graduation + any gap year); null without a graduation year. */
  firstYearStart: number | null;
  /** The award year the student's figures are for: its first college year, not before the base award year. */
  awardYear: string;
  startYear: number;
  /** The student's figures for `awardYear` (null without a parent for a dependent student: the engine has nothing
   * to work from; null when the parents refuse: the FAFSA gives no SAI). */
  figures: YearFigures | null;
  /** Dependent, independent (Formula B or C) or parents refusing: from the FAFSA's dependency questions. */
  dependency: DependencyStatus;
  federalSai: number | null;
  institutionalSai: number | null;
  pellAward: number | null;
  /** The parents' incomes grown to `awardYear`, added up; null when none is known. */
  income: number | null;
}

export interface FiguresBasis {
  familyId: string;
  familyName: string;
  state: string | null;
  zip: string | null;
  caseStudy: CaseStudyRef | null;
  profile: FamilyProfileInput;
  hasParents: boolean;
  baseAwardYear: string;
  rates: GrowthRates;
  ratesSet: boolean;
  spans: CollegeSpan[];
  students: BasisStudent[];
  favourites: BasisSource['favourites'];
  estimateReasons: string[];
  /** The first student's figures (the family's stored SAI is these), null without students or parents. */
  federalSai: number | null;
  institutionalSai: number | null;
  /** The parents' incomes as saved (base award year), added up; null when none is known. */
  income: number | null;
}

const DEFAULT_CHOICE = {
  collegeId: null,
  enteredCost: null,
  gapYear: false,
  yearsInCollege: DEFAULT_YEARS_IN_COLLEGE,
};

/** The basis of a family or a case study on `today`: its students' award years, spans and first-year figures. */
export function buildBasis(source: BasisSource, today: Date = new Date()): FiguresBasis {
  const profile = engineProfile(source.family, source.parents);
  const hasParents = source.parents.length > 0;
  const base = filingAwardYear(today);
  const rates = growthRates(source.rates ?? {});
  const choiceOf = new Map(source.choices.map((c) => [c.studentId, c]));
  const ordered = [...source.students].sort((a, b) => a.position - b.position);
  const planned = ordered.map((s) => {
    const choice = { ...DEFAULT_CHOICE, ...choiceOf.get(s.id), studentId: s.id };
    const firstYearStart = s.graduationYear === null ? null : s.graduationYear + (choice.gapYear ? 1 : 0);
    return { s, choice, firstYearStart };
  });
  const spans: CollegeSpan[] = planned.flatMap((p) =>
    p.firstYearStart === null
      ? []
      : [{ firstYearStart: p.firstYearStart, yearsInCollege: p.choice.yearsInCollege }],
  );
  const students = planned.map(({ s, choice, firstYearStart }): BasisStudent => {
    const awardYear = awardYearFor(firstYearStart, today);
    const startYear = Number(awardYear.slice(0, 4));
    const dependency = dependencyStatus(engineStudent(s), awardYear);
    const computable =
      dependency.formula === 'B' || dependency.formula === 'C' || (dependency.formula === 'A' && hasParents);
    const figures = computable
      ? figuresForYear(
          profile,
          engineStudent(s),
          yearContextOf({ rates, baseAwardYear: base, spans }, awardYear),
        )
      : null;
    return {
      id: s.id,
      name: s.name,
      position: s.position,
      graduationYear: s.graduationYear,
      sat: s.sat,
      act: s.act,
      engine: engineStudent(s),
      choice,
      living: s.livingArrangement ?? null,
      inDistrict: s.inCollegeDistrict ?? null,
      firstYearStart,
      awardYear,
      startYear,
      figures,
      dependency,
      federalSai: figures?.federalSai ?? null,
      institutionalSai: figures?.institutional.estimate ?? null,
      pellAward: figures?.pell.annualAward ?? null,
      income: figures?.income ?? null,
    };
  });
  const known = source.parents.map((p) => p.annualIncome).filter((v): v is number => v !== null);
  return {
    familyId: source.familyId,
    familyName: source.familyName,
    state: source.family.state,
    zip: source.family.zip,
    caseStudy: source.caseStudy,
    profile,
    hasParents,
    baseAwardYear: base,
    rates,
    ratesSet: source.rates !== null,
    spans,
    students,
    favourites: source.favourites,
    // The reasons of the first student's year (the family's stored SAI is its figure): a provisional Pell, a projected year.
    estimateReasons: estimateReasons(profile, students[0]?.awardYear).map((r) => r.text),
    federalSai: students[0]?.federalSai ?? null,
    institutionalSai: students[0]?.institutionalSai ?? null,
    income: known.length > 0 ? known.reduce((a, b) => a + b, 0) : null,
  };
}

/** What a year's figures depend on besides the profile: the engine's `yearFigures` context for `awardYear`. */
export function yearContextOf(
  basis: Pick<FiguresBasis, 'rates' | 'baseAwardYear' | 'spans'>,
  awardYear: string,
): YearContext {
  return {
    awardYear,
    baseAwardYear: basis.baseAwardYear,
    incomeGrowthPercent: basis.rates.incomeGrowthPercent,
    assetGrowthPercent: basis.rates.assetGrowthPercent,
    studentsInCollege: studentsInCollegeIn(Number(awardYear.slice(0, 4)), basis.spans),
  };
}

/**
 * The student's figures for another award year (a later college year), by the same engine sequence; null when the
 * student has none that year (no formula applies, or the year is older than every table set).
 */
export function studentFiguresIn(
  basis: FiguresBasis,
  student: BasisStudent,
  start: number,
): YearFigures | null {
  const awardYear = awardYearLabel(start);
  if (awardYear === student.awardYear) return student.figures;
  // A year before the first published tables (a calculator run from 2022) has no federal figures of its own.
  if (tablesForAwardYear(awardYear) === null) return null;
  const dependency = dependencyStatus(student.engine, awardYear);
  if (dependency.formula === null || (dependency.formula === 'A' && !basis.hasParents)) return null;
  return figuresForYear(basis.profile, student.engine, yearContextOf(basis, awardYear));
}

/** The basis as the API says it (every answer with a figure carries it). */
export function basisDto(basis: FiguresBasis): FiguresBasisDto {
  return {
    baseAwardYear: basis.baseAwardYear,
    ...basis.rates,
    ratesSet: basis.ratesSet,
    tableIndexPercent: TABLE_INDEX.percent,
    latestOfficialAwardYear: latestTablesYear(),
    caseStudy: basis.caseStudy,
  };
}
