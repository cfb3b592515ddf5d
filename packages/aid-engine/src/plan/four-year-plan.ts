import { estimateNetPrice } from '../cost/net-price';
import { projectCost } from '../cost/project-cost';
import { estimateInstitutionalSai } from '../institutional/estimate-institutional-sai';
import { pellAward } from '../pell/pell-award';
import { saiRequestFromProfile } from '../profile/sai-request-from-profile';
import { roundHalfAwayFromZero } from '../round';
import { computeSai } from '../sai/compute-sai';
import { awardYearStart, SAI_TABLE_SETS, tablesForAwardYear } from '../sai/tables/tables-for-award-year';
import {
  DEFAULT_PLAN_ASSET_GROWTH_PERCENT,
  DEFAULT_PLAN_COST_GROWTH_PERCENT,
  DEFAULT_PLAN_INCOME_GROWTH_PERCENT,
  DEFAULT_YEARS_IN_COLLEGE,
  PLAN_TABLE_INDEX_PERCENT,
  type PlanCollegeInput,
  type PlanInput,
  type PlanResult,
  type PlanStudentYear,
  type PlanYear,
} from './plan-types';
import { scaleProfile, scaleStudent } from './scale-profile';

export * from './plan-types';
export { scaleProfile } from './scale-profile';

const LATEST_TABLES_YEAR = (SAI_TABLE_SETS[SAI_TABLE_SETS.length - 1] as { awardYear: string }).awardYear;

export function awardYearLabel(start: number): string {
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

function percentOr(value: number | undefined, fallback: number): number {
  const v = value ?? fallback;
  if (!Number.isFinite(v) || v <= -100 || v > 100)
    throw new RangeError('A growth rate must be above -100% and at most 100%');
  return v;
}

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

/**
 * The family's year-by-year plan from the first student's first college year (not before `baseAwardYear`) to the
 * last student's last: for each award year and student the projected cost of attendance, the federal SAI (not split
 * among siblings since 2024-25), Pell, the institutional estimate (which splits the parents' contribution among the
 * students in college that year), the need-based grant and the net price, and the family's totals.
 *
 * Income grows by `incomeGrowthPercent` and assets by `assetGrowthPercent` a year from the base award year; prices
 * by `costGrowthPercent` from the year they were published. Award years after the latest official tables use those
 * tables with every dollar amount grown by PLAN_TABLE_INDEX_PERCENT a year: the family's figures are stated in the
 * tables' dollars (divided by the index), run through the engine, and the results grown back by the same index.
 * The maximum Pell Grant is held at the latest official amount.
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
 * plan's years (aligned with `plan.years`), by the same computation as the plan's own (the family's SAIs and
 * institutional estimates are worked out once per year; only the college's cost, Pell and net price differ).
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
  const costGrowth = percentOr(input.costGrowthPercent, DEFAULT_PLAN_COST_GROWTH_PERCENT);
  const incomeGrowth = percentOr(input.incomeGrowthPercent, DEFAULT_PLAN_INCOME_GROWTH_PERCENT);
  const assetGrowth = percentOr(input.assetGrowthPercent, DEFAULT_PLAN_ASSET_GROWTH_PERCENT);
  const parsedBase = awardYearStart(input.baseAwardYear);
  if (parsedBase === null || !tablesForAwardYear(input.baseAwardYear)) {
    throw new RangeError(`No SAI tables for award year ${input.baseAwardYear}`);
  }
  const baseStart: number = parsedBase;
  const latestStart = awardYearStart(LATEST_TABLES_YEAR) as number;
  const index = 1 + PLAN_TABLE_INDEX_PERCENT / 100;

  const spans = input.students.map((s) => {
    const years = Math.max(1, Math.floor(s.yearsInCollege ?? DEFAULT_YEARS_IN_COLLEGE));
    return { ...s, first: s.firstYearStart, last: s.firstYearStart + years - 1 };
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
    const official = start <= latestStart;
    const tablesYear = official ? awardYear : LATEST_TABLES_YEAR;
    const deflate = official ? 1 : index ** (start - latestStart);
    const incomeFactor = (1 + incomeGrowth / 100) ** (start - baseStart);
    const assetFactor = (1 + assetGrowth / 100) ** (start - baseStart);
    const inCollege = active.filter((s) => s.first <= start && start <= s.last);
    const profile = {
      ...scaleProfile(input.profile, incomeFactor / deflate, assetFactor / deflate),
      familyMembersInCollege: Math.max(inCollege.length, 1),
    };
    const nominalIncome = input.profile.parents.reduce(
      (sum, p) => sum + roundHalfAwayFromZero((p.annualIncome ?? 0) * incomeFactor),
      0,
    );
    let alternatives: PlanStudentYear[] = [];
    const rows: PlanStudentYear[] = input.students.map((s) => {
      const span = spans.find((x) => x.id === s.id) as (typeof spans)[number];
      if (!(span.first <= start && start <= span.last)) {
        const out = { studentId: s.id, name: s.name, ...NOT_IN_COLLEGE };
        if (s.id === others?.studentId) alternatives = others.colleges.map(() => out);
        return out;
      }
      const student = scaleStudent(s.student, incomeFactor / deflate, assetFactor / deflate);
      const federal = computeSai(saiRequestFromProfile(profile, student, tablesYear).request);
      const institutional = estimateInstitutionalSai(profile, student, { awardYear: tablesYear });
      const federalSai = Math.min(Math.max(roundHalfAwayFromZero(federal.sai * deflate), -1_500), 999_999);
      const institutionalSai = roundHalfAwayFromZero(institutional.estimate * deflate);
      const c = institutional.components;
      const base = {
        studentId: s.id,
        name: s.name,
        inCollege: true,
        collegeYear: start - span.first + 1,
        federalSai,
        institutionalSai,
        numberInCollege: c.numberInCollege,
        parentsShare: c.numberInCollegeShare,
        institutionalParentsContribution: roundHalfAwayFromZero(c.parentContribution * deflate),
        institutionalParentsContributionPerStudent: roundHalfAwayFromZero(
          c.parentContributionPerStudent * deflate,
        ),
      };
      // The college's part: its cost, Pell and net price for this family's figures of the year.
      // Pell without a cost cap, worked out once: a cost at least as high leaves it unchanged (other colleges).
      let uncappedPell: number | null = null;
      const pellAt = (coa: number) => {
        const award = (cost: number) =>
          pellAward({
            sai: federalSai,
            costOfAttendance: cost,
            awardYear,
            maxPellEligible: federal.maxPell.eligible,
            minPellEligible: federal.minPell.indicator !== null,
          }).annualAward;
        uncappedPell ??= award(1_000_000_000);
        return coa >= uncappedPell ? uncappedPell : award(coa);
      };
      const withCollege = (college: PlanCollegeInput | null): PlanStudentYear => {
        if (college === null) {
          const pell = pellAward({
            sai: federalSai,
            costOfAttendance: 1_000_000_000,
            awardYear,
            maxPellEligible: federal.maxPell.eligible,
            minPellEligible: federal.minPell.indicator !== null,
          });
          return {
            ...base,
            college: null,
            costOfAttendance: null,
            pell: pell.annualAward,
            aidIndex: null,
            needBasedGrant: null,
            netPrice: null,
          };
        }
        const coa = projectCost(college.costOfAttendance, college.costYearStart, start, costGrowth / 100);
        const pell = pellAt(coa);
        const npFrom = college.netPriceYearStart ?? college.costYearStart;
        const grow = (v: number | null | undefined) =>
          v === null || v === undefined ? null : v < 0 ? v : projectCost(v, npFrom, start, costGrowth / 100);
        const table = college.netPriceByIncome
          ? {
              '0-30000': grow(college.netPriceByIncome['0-30000']),
              '30001-48000': grow(college.netPriceByIncome['30001-48000']),
              '48001-75000': grow(college.netPriceByIncome['48001-75000']),
              '75001-110000': grow(college.netPriceByIncome['75001-110000']),
              '110001+': grow(college.netPriceByIncome['110001+']),
            }
          : null;
        const aidSai = college.usesInstitutionalMethod ? institutionalSai : federalSai;
        const estimate = estimateNetPrice(
          { netPriceByIncome: table, avgNetPrice: grow(college.avgNetPrice) },
          { sai: aidSai, income: nominalIncome, costOfAttendance: coa },
        ).estimate;
        // Net price = cost − every grant; Pell is a grant, so the price is at most the cost less Pell.
        const netPrice = Math.max(Math.min(estimate, coa - pell), 0);
        return {
          ...base,
          college: college.name,
          costOfAttendance: coa,
          pell,
          aidIndex: college.usesInstitutionalMethod ? 'institutional' : 'federal',
          needBasedGrant: Math.max(coa - pell - netPrice, 0),
          netPrice,
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
        students: rows,
        studentsInCollege: inCollege.length,
        totalCostOfAttendance: sum((r) => r.costOfAttendance),
        totalPell: sum((r) => r.pell),
        totalNeedBasedGrant: sum((r) => r.needBasedGrant),
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
  const rule =
    `Award years up to ${LATEST_TABLES_YEAR} use the official federal tables. Later years are projections: the ` +
    `${LATEST_TABLES_YEAR} tables with every dollar amount grown by ${PLAN_TABLE_INDEX_PERCENT}% a year (the family’s ` +
    `figures are stated in ${LATEST_TABLES_YEAR} dollars, run through the formula, and the results grown back by the same ` +
    `index); the maximum Pell Grant is held at the ${LATEST_TABLES_YEAR} amount. Income grows ${incomeGrowth}% and ` +
    `assets ${assetGrowth}% a year from ${input.baseAwardYear}; college prices grow ${costGrowth}% a year from the year ` +
    'they were published. The federal SAI is no longer divided among siblings in college; the institutional estimate ' +
    'still divides the parents’ contribution among the students in college that year.';
  return {
    plan: {
      years,
      totals,
      assumptions: {
        costGrowthPercent: costGrowth,
        incomeGrowthPercent: incomeGrowth,
        assetGrowthPercent: assetGrowth,
        tableIndexPercent: PLAN_TABLE_INDEX_PERCENT,
        latestOfficialAwardYear: LATEST_TABLES_YEAR,
      },
      rule,
      notes,
    },
    alternatives: alternativeRows,
  };
}
