import {
  estimateInstitutionalSai,
  type InstitutionalEstimate,
} from '../institutional/estimate-institutional-sai';
import { type PellAwardResult, pellAward } from '../pell/pell-award';
import { scaleProfile, scaleStudent } from '../plan/scale-profile';
import type { FamilyProfileInput, StudentInput } from '../profile/profile-input';
import { type SaiRequestFromProfile, saiRequestFromProfile } from '../profile/sai-request-from-profile';
import { UNCAPPED_COST_OF_ATTENDANCE } from '../profile/student-figures';
import { roundHalfAwayFromZero } from '../round';
import { computeSai } from '../sai/compute-sai';
import type { SaiResult } from '../sai/sai-result';
import { awardYearStatus } from '../sai/tables/award-year-status';
import { awardYearStart, SAI_TABLE_SETS, tablesForAwardYear } from '../sai/tables/tables-for-award-year';
import { checkedRate, TABLE_INDEX } from './growth';

/* One student's federal SAI, Pell and institutional estimate for one award year, with the family's growth: the one
 * engine sequence every screen, the plan, the PDF and the browser's what-ifs run (docs/decisions/0046). */

/** The newest award year the engine has published federal tables for. */
export function latestTablesYear(): string {
  return (SAI_TABLE_SETS[SAI_TABLE_SETS.length - 1] as { awardYear: string }).awardYear;
}

function startOf(awardYear: string): number {
  const start = awardYearStart(awardYear);
  if (start === null) throw new RangeError(`Not an award year: ${awardYear}`);
  return start;
}

/**
 * How many of the family are in college in an award year: in the base award year the larger of the family's own
 * answer and its students in college (the answer may count a parent or a sibling not listed); later, the listed
 * students in college that year (the plan's years). At least 1 (the student).
 */
export function numberInCollegeIn(
  start: number,
  baseStart: number,
  answered: number | null,
  studentsInCollege: number,
): number {
  const listed = Math.max(Math.floor(studentsInCollege), 1);
  return start === baseStart ? Math.max(Math.floor(answered ?? 0), listed) : listed;
}

export interface YearFiguresInput {
  /** The profile as saved: its money stands for the base award year (the tax year the family's FAFSA reads now). */
  profile: FamilyProfileInput;
  student: StudentInput;
  /** The award year the figures are for (not before the engine's first tables). */
  awardYear: string;
  /** The award year the profile's income and assets stand for. */
  baseAwardYear: string;
  incomeGrowthPercent: number;
  assetGrowthPercent: number;
  /** The family's listed students in college in `awardYear` (their first college year to their last). */
  studentsInCollege: number;
}

export interface YearProjection {
  /** True when `awardYear` has its own published federal tables. */
  official: boolean;
  /** The tables the formula ran on: the award year's own, or the latest published ones. */
  tablesYear: string;
  /** The yearly index the latest tables are grown by for a later year (percent). */
  tableIndexPercent: number;
  /** What the family's money is multiplied by from the base award year, and the tables' dollars by. */
  incomeFactor: number;
  assetFactor: number;
  tableFactor: number;
  /** How the year was worked out, in words; null for the base award year on its own tables (nothing grown). */
  note: string | null;
}

export interface YearFigures {
  awardYear: string;
  baseAwardYear: string;
  /** The engine's federal result in the tables' dollars (its steps); `federalSai` is the year's own figure. */
  federal: SaiResult;
  mapped: SaiRequestFromProfile;
  federalSai: number;
  /** Full-time Pell Grant before any college's cost of attendance limits it. */
  pell: PellAwardResult;
  /** The institutional estimate in the year's dollars (components as the engine gave them, in the tables'). */
  institutional: InstitutionalEstimate;
  numberInCollege: number;
  parentsShare: number;
  institutionalParentsContribution: number;
  institutionalParentsContributionPerStudent: number;
  /** The FAFSA family's incomes (the reporting parents', or an independent student's and spouse's) grown to the
   * year, added up (the net price's income band); null when none is known. */
  income: number | null;
  /** The other (non-reporting) parent's own institutional contribution per student and its range, in the year's
   * dollars; null when there is no other parent. */
  otherParent: { contribution: number; low: number; high: number } | null;
  projection: YearProjection;
}

const pct = (n: number) => `${Number(n.toFixed(1))}%`;

function projectionNote(
  awardYear: string,
  baseAwardYear: string,
  official: boolean,
  tablesYear: string,
  incomeGrowth: number,
  assetGrowth: number,
): string | null {
  const grown = awardYear !== baseAwardYear;
  if (!grown && official) return null;
  const money = grown
    ? `your income grown ${pct(incomeGrowth)} and your assets ${pct(assetGrowth)} a year from ${baseAwardYear}`
    : null;
  const tables = official
    ? null
    : `the ${tablesYear} federal tables grown ${pct(TABLE_INDEX.percent)} a year (no ${awardYear} tables are published; the formula’s steps are in ${tablesYear} dollars)`;
  const parts = [money, tables].filter((p): p is string => p !== null).join(', and ');
  return `${awardYear} ${official ? 'is worked out with' : 'is projected:'} ${parts}.`;
}

/**
 * A projected year's mapping says the award year's Pell status ("2028-29 maximum Pell not set yet: …"), not that of
 * the tables it was mapped onto; its projection is the figures' note.
 */
function withYearsPell(
  mapped: SaiRequestFromProfile,
  tablesYear: string,
  awardYear: string,
): SaiRequestFromProfile {
  const tables = awardYearStatus(tablesYear);
  const year = awardYearStatus(awardYear);
  const tablesLine = tables?.provisionalPell ? `${tables.pell}.` : null;
  const rest = mapped.assumptions.filter((a) => a !== tablesLine);
  const yearLine = year?.provisionalPell ? [`${year.pell}.`] : [];
  return { ...mapped, assumptions: [...rest.slice(0, 1), ...yearLine, ...rest.slice(1)] };
}

/**
 * The student's figures for `awardYear`. Income and assets grow by the family's rates from the base award year. A
 * year with its own tables runs on them; a later one on the latest tables with every dollar amount grown by
 * TABLE_INDEX a year, computed equivalently: the family's figures are stated in the tables' dollars (divided by the
 * index), run through the formula, and the SAI and the institutional estimate grown back by the same index. The
 * maximum Pell Grant of such a year is the latest published one (pellAward). The number in college follows
 * `numberInCollegeIn`.
 */
export function yearFigures(input: YearFiguresInput): YearFigures {
  const incomeGrowth = checkedRate(input.incomeGrowthPercent, 'income growth');
  const assetGrowth = checkedRate(input.assetGrowthPercent, 'asset growth');
  const start = startOf(input.awardYear);
  const baseStart = startOf(input.baseAwardYear);
  const lookup = tablesForAwardYear(input.awardYear);
  if (!lookup) throw new RangeError(`No SAI tables for award year ${input.awardYear}`);
  const official = !lookup.projected;
  const tablesYear = official ? input.awardYear : latestTablesYear();
  const tableFactor = official ? 1 : (1 + TABLE_INDEX.percent / 100) ** (start - startOf(tablesYear));
  const incomeFactor = (1 + incomeGrowth / 100) ** (start - baseStart);
  const assetFactor = (1 + assetGrowth / 100) ** (start - baseStart);
  const numberInCollege = numberInCollegeIn(
    start,
    baseStart,
    input.profile.familyMembersInCollege,
    input.studentsInCollege,
  );
  const scaled = incomeFactor === 1 && assetFactor === 1 && tableFactor === 1;
  const profile = {
    ...(scaled
      ? input.profile
      : scaleProfile(input.profile, incomeFactor / tableFactor, assetFactor / tableFactor)),
    familyMembersInCollege: numberInCollege,
  };
  const student = scaled
    ? input.student
    : scaleStudent(input.student, incomeFactor / tableFactor, assetFactor / tableFactor);

  const onTables = saiRequestFromProfile(profile, student, tablesYear);
  const mapped = official ? onTables : withYearsPell(onTables, tablesYear, input.awardYear);
  const federal = computeSai(mapped.request);
  const grow = (v: number) => roundHalfAwayFromZero(v * tableFactor);
  const federalSai = Math.min(Math.max(grow(federal.sai), -1_500), 999_999);
  const pell = pellAward({
    sai: federalSai,
    costOfAttendance: UNCAPPED_COST_OF_ATTENDANCE,
    awardYear: input.awardYear,
    maxPellEligible: federal.maxPell.eligible,
    minPellEligible: federal.minPell.indicator !== null,
  });
  const engineEstimate = estimateInstitutionalSai(profile, student, { awardYear: tablesYear });
  const institutional: InstitutionalEstimate =
    tableFactor === 1
      ? engineEstimate
      : {
          ...engineEstimate,
          estimate: grow(engineEstimate.estimate),
          low: grow(engineEstimate.low),
          high: grow(engineEstimate.high),
        };
  const c = engineEstimate.components;
  // The net price's income band is the FAFSA family's income: the parents who report (never the other parent),
  // or an independent student's and spouse's.
  const earners: (number | null | undefined)[] =
    mapped.dependency.formula === 'B' || mapped.dependency.formula === 'C'
      ? [input.student.incomeAmount, input.student.spouseIncomeAmount]
      : mapped.reportingParentIndexes.map((i) => input.profile.parents[i]?.annualIncome);
  const known = earners.filter((v): v is number => v !== null && v !== undefined);
  const income =
    known.length === 0 ? null : known.reduce((sum, v) => sum + roundHalfAwayFromZero(v * incomeFactor), 0);
  return {
    awardYear: input.awardYear,
    baseAwardYear: input.baseAwardYear,
    federal,
    mapped,
    federalSai,
    pell,
    institutional,
    numberInCollege: c.numberInCollege,
    parentsShare: c.numberInCollegeShare,
    institutionalParentsContribution: grow(c.parentContribution),
    institutionalParentsContributionPerStudent: grow(c.parentContributionPerStudent),
    income,
    otherParent: c.hasOtherParent
      ? {
          contribution: grow(c.otherParentContribution),
          low: grow(c.otherParentContributionLow),
          high: grow(c.otherParentContributionHigh),
        }
      : null,
    projection: {
      official,
      tablesYear,
      tableIndexPercent: TABLE_INDEX.percent,
      incomeFactor,
      assetFactor,
      tableFactor,
      note: projectionNote(
        input.awardYear,
        input.baseAwardYear,
        official,
        tablesYear,
        incomeGrowth,
        assetGrowth,
      ),
    },
  };
}

/** A student's years in college: from the first college year (after any gap year) for `yearsInCollege` years. */
export interface CollegeSpan {
  firstYearStart: number;
  yearsInCollege: number;
}

/** How many of the listed students are in college in the award year starting `start`. */
export function studentsInCollegeIn(start: number, spans: readonly CollegeSpan[]): number {
  return spans.filter((s) => s.firstYearStart <= start && start <= s.firstYearStart + s.yearsInCollege - 1)
    .length;
}
