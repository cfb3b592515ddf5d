import { collegeYearFigures } from '../figures/college-year';
import { growthRates, TABLE_INDEX } from '../figures/growth';
import { latestTablesYear, studentsInCollegeIn, yearFigures } from '../figures/year-figures';
import { type AwardYearStatus, awardYearStatus } from '../sai/tables/award-year-status';
import { awardYearLabel, awardYearStart, tablesForAwardYear } from '../sai/tables/tables-for-award-year';
import {
  DEFAULT_YEARS_IN_COLLEGE,
  type PlanCollegeInput,
  type PlanInput,
  type PlanResult,
  type PlanStudentYear,
  type PlanYear,
} from './plan-types';

export * from './plan-types';
export { scaleProfile } from './scale-profile';

const NOT_IN_COLLEGE = {
  inCollege: false,
  collegeYear: null,
  college: null,
  costOfAttendance: null,
  federalSai: null,
  pell: null,
  institutionalSai: null,
  numberInCollege: null,
  parentsShare: null,
  institutionalParentsContribution: null,
  institutionalParentsContributionPerStudent: null,
  aidIndex: null,
  needBasedGrant: null,
  netPrice: null,
} as const;

/** The growth and projection rule in plain words (the plan page, the PDF). */
export function planRule(baseAwardYear: string, rates: ReturnType<typeof growthRates>): string {
  const latest = latestTablesYear();
  const latestPell = awardYearStatus(latest) as AwardYearStatus;
  return (
    `Award years up to ${latest} use the official federal tables. Later years are projections: the ` +
    `${latest} tables with every dollar amount grown by ${TABLE_INDEX.percent}% a year (the family’s ` +
    `figures are stated in ${latest} dollars, run through the formula, and the results grown back by the same ` +
    `index); the maximum Pell Grant is held at the ${latest} amount.` +
    (latestPell.provisionalPell ? ` ${latestPell.pell}.` : '') +
    ` Income grows ${rates.incomeGrowthPercent}% and ` +
    `assets ${rates.assetGrowthPercent}% a year from ${baseAwardYear}; college prices grow ${rates.costGrowthPercent}% a year from the year ` +
    'they were published. The same rule gives every screen’s figures. The federal SAI is no longer divided among ' +
    'siblings in college; the institutional estimate still divides the parents’ contribution among the students in ' +
    'college that year.'
  );
}

/**
 * The family's year-by-year plan from the first student's first college year (not before `baseAwardYear`) to the
 * last student's last: for each award year and student the figures of `yearFigures` (the federal SAI, not split
 * among siblings since 2024-25; Pell; the institutional estimate, which splits the parents' contribution among the
 * students in college that year) and the college's of `collegeYearFigures` (cost, need-based grant, net price),
 * and the family's totals. Every screen shows a year's figures by the same two functions.
 */
export function fourYearPlan(input: PlanInput): PlanResult {
  return planWithAlternatives(input, null).plan;
}

/** Other colleges worked out for one student in the same plan: the student's rows with each college counted instead. */
export interface PlanAlternatives {
  studentId: string;
  colleges: readonly PlanCollegeInput[];
}

/**
 * The plan, and for one student each of `colleges` counted in turn: per college, the student's row in each of the
 * plan's years (aligned with `plan.years`), by the same two functions as the plan's own (the family's year figures
 * are worked out once per year; only the college's cost, Pell and net price differ).
 */
export function fourYearPlanWithColleges(
  input: PlanInput,
  studentId: string,
  colleges: readonly PlanCollegeInput[],
): { plan: PlanResult; alternatives: PlanStudentYear[][] } {
  const { plan, alternatives } = planWithAlternatives(input, { studentId, colleges });
  return { plan, alternatives: colleges.map((_, i) => plan.years.map((_, y) => alternatives[y]![i]!)) };
}

function planWithAlternatives(
  input: PlanInput,
  others: PlanAlternatives | null,
): { plan: PlanResult; alternatives: PlanStudentYear[][] } {
  const rates = growthRates(input);
  const parsedBase = awardYearStart(input.baseAwardYear);
  if (parsedBase === null || !tablesForAwardYear(input.baseAwardYear)) {
    throw new RangeError(`No SAI tables for award year ${input.baseAwardYear}`);
  }
  const baseStart: number = parsedBase;

  const spans = input.students.map((s) => {
    const years = Math.max(1, Math.floor(s.yearsInCollege ?? DEFAULT_YEARS_IN_COLLEGE));
    return { ...s, yearsInCollege: years, first: s.firstYearStart, last: s.firstYearStart + years - 1 };
  });
  const notes: string[] = [];
  for (const s of spans) {
    if (s.first < baseStart && s.last >= baseStart) {
      notes.push(
        `${s.name} is already in college: the plan shows the years from ${awardYearLabel(baseStart)} on.`,
      );
    }
    if (s.college === null && s.last >= baseStart) {
      notes.push(`No college is chosen for ${s.name}: the cost, grants and net price are not counted.`);
    }
  }
  const active = spans.filter((s) => s.last >= baseStart);
  const years: PlanYear[] = [];
  /** Per year, the alternative student's row with each alternative college. */
  const alternativeRows: PlanStudentYear[][] = [];
  if (active.length > 0) {
    const from = Math.max(baseStart, Math.min(...active.map((s) => s.first)));
    const to = Math.max(...active.map((s) => s.last));
    for (let start = from; start <= to; start++) {
      const { year, alternatives } = planYear(start);
      years.push(year);
      alternativeRows.push(alternatives);
    }
  }

  function planYear(start: number): { year: PlanYear; alternatives: PlanStudentYear[] } {
    const awardYear = awardYearLabel(start);
    const inCollege = studentsInCollegeIn(start, spans);
    const official = tablesForAwardYear(awardYear)?.projected === false;
    const status = awardYearStatus(awardYear) as AwardYearStatus;
    let alternatives: PlanStudentYear[] = [];
    const rows: PlanStudentYear[] = spans.map((s) => {
      if (!(s.first <= start && start <= s.last)) {
        const out = { studentId: s.id, name: s.name, ...NOT_IN_COLLEGE };
        if (s.id === others?.studentId) alternatives = others.colleges.map(() => out);
        return out;
      }
      const figures = yearFigures({
        profile: input.profile,
        student: s.student,
        awardYear,
        baseAwardYear: input.baseAwardYear,
        incomeGrowthPercent: rates.incomeGrowthPercent,
        assetGrowthPercent: rates.assetGrowthPercent,
        studentsInCollege: inCollege,
      });
      const base = {
        studentId: s.id,
        name: s.name,
        inCollege: true,
        collegeYear: start - s.first + 1,
        federalSai: figures.federalSai,
        institutionalSai: figures.institutional.estimate,
        numberInCollege: figures.numberInCollege,
        parentsShare: figures.parentsShare,
        institutionalParentsContribution: figures.institutionalParentsContribution,
        institutionalParentsContributionPerStudent: figures.institutionalParentsContributionPerStudent,
      };
      const withCollege = (chosen: PlanCollegeInput | null): PlanStudentYear => {
        if (chosen === null) {
          return {
            ...base,
            college: null,
            costOfAttendance: null,
            pell: figures.pell.annualAward,
            aidIndex: null,
            needBasedGrant: null,
            netPrice: null,
          };
        }
        const college = collegeYearFigures(chosen, figures, rates.costGrowthPercent);
        return {
          ...base,
          college: chosen.name,
          costOfAttendance: college.costOfAttendance,
          pell: college.pell,
          aidIndex: college.aidIndex,
          needBasedGrant: college.needBasedGrant,
          netPrice: college.netPrice.estimate ?? college.costOfAttendance,
        };
      };
      if (s.id === others?.studentId) alternatives = others.colleges.map(withCollege);
      return withCollege(s.college);
    });
    const sum = (pick: (r: PlanStudentYear) => number | null) =>
      rows.reduce((total, r) => total + (r.inCollege && r.costOfAttendance !== null ? (pick(r) ?? 0) : 0), 0);
    return {
      year: {
        awardYear,
        startYear: start,
        official,
        tables: { federal: status.federalTables, pell: status.pell, provisionalPell: status.provisionalPell },
        students: rows,
        studentsInCollege: inCollege,
        totalCostOfAttendance: sum((r) => r.costOfAttendance),
        totalPell: sum((r) => r.pell),
        totalNeedBasedGrant: sum((r) => r.needBasedGrant),
        totalGrants: sum((r) => (r.pell ?? 0) + (r.needBasedGrant ?? 0)),
        totalNetPrice: sum((r) => r.netPrice),
      },
      alternatives,
    };
  }

  const totals = years.reduce(
    (t, y) => ({
      costOfAttendance: t.costOfAttendance + y.totalCostOfAttendance,
      pell: t.pell + y.totalPell,
      needBasedGrant: t.needBasedGrant + y.totalNeedBasedGrant,
      netPrice: t.netPrice + y.totalNetPrice,
    }),
    { costOfAttendance: 0, pell: 0, needBasedGrant: 0, netPrice: 0 },
  );
  return {
    plan: {
      years,
      totals,
      assumptions: {
        ...rates,
        tableIndexPercent: TABLE_INDEX.percent,
        latestOfficialAwardYear: latestTablesYear(),
      },
      rule: planRule(input.baseAwardYear, rates),
      notes,
    },
    alternatives: alternativeRows,
  };
}
