import type { NetPriceByIncome } from '../cost/college-input';
import { estimateNetPrice } from '../cost/net-price';
import { projectCost } from '../cost/project-cost';
import { estimateInstitutionalSai } from '../institutional/estimate-institutional-sai';
import { pellAward } from '../pell/pell-award';
import type { FamilyProfileInput, ParentInput, StudentInput } from '../profile/profile-input';
import { saiRequestFromProfile } from '../profile/sai-request-from-profile';
import { roundHalfAwayFromZero } from '../round';
import { computeSai } from '../sai/compute-sai';
import { awardYearStart, SAI_TABLE_SETS, tablesForAwardYear } from '../sai/tables/tables-for-award-year';

/** The yearly index the latest SAI tables are grown by for award years without official tables. */
export const PLAN_TABLE_INDEX_PERCENT = 3;
export const DEFAULT_PLAN_COST_GROWTH_PERCENT = 4;
export const DEFAULT_PLAN_INCOME_GROWTH_PERCENT = 3;
export const DEFAULT_PLAN_ASSET_GROWTH_PERCENT = 2;
export const DEFAULT_YEARS_IN_COLLEGE = 4;

/** The college a student's plan counts: its published cost of attendance and, when known, its net prices. */
export interface PlanCollegeInput {
  name: string;
  /** The published yearly cost of attendance (whole dollars) in the academic year starting `costYearStart`. */
  costOfAttendance: number;
  costYearStart: number;
  /** Published average net price by income, in the academic year starting `netPriceYearStart`. */
  netPriceByIncome?: NetPriceByIncome | null;
  avgNetPrice?: number | null;
  netPriceYearStart?: number;
  /** The college awards its own aid from the institutional estimate (private nonprofit), else from the federal SAI. */
  usesInstitutionalMethod: boolean;
}

export interface PlanStudentInput {
  id: string;
  name: string;
  student: StudentInput;
  /** The calendar year the student's first college year starts (after any gap year; earlier when already in college). */
  firstYearStart: number;
  /** Years in college (default 4). */
  yearsInCollege?: number;
  /** The college counted, or null when none is chosen (the student's years are then listed without money). */
  college: PlanCollegeInput | null;
}

export interface PlanInput {
  profile: FamilyProfileInput;
  /** The award year whose tax year the profile's income and assets stand for (the current one); the plan starts no earlier. */
  baseAwardYear: string;
  students: PlanStudentInput[];
  /** Yearly growth of every college price (percent, default 4). */
  costGrowthPercent?: number;
  /** Yearly growth of the parents' and the student's income (percent). */
  incomeGrowthPercent?: number;
  /** Yearly growth of savings and other assets (percent). */
  assetGrowthPercent?: number;
}

export interface PlanStudentYear {
  studentId: string;
  name: string;
  inCollege: boolean;
  /** 1 for the first college year, … ; null when not in college. */
  collegeYear: number | null;
  college: string | null;
  costOfAttendance: number | null;
  federalSai: number | null;
  pell: number | null;
  institutionalSai: number | null;
  /** The number of the family's students in college that year and each one's share of the parents' contribution. */
  numberInCollege: number | null;
  parentsShare: number | null;
  institutionalParentsContribution: number | null;
  institutionalParentsContributionPerStudent: number | null;
  /** The estimate the college uses for its own aid: 'institutional' or 'federal'. */
  aidIndex: 'institutional' | 'federal' | null;
  needBasedGrant: number | null;
  netPrice: number | null;
}

export interface PlanYear {
  awardYear: string;
  startYear: number;
  /** True when the engine has the award year's official tables; false for a projection. */
  official: boolean;
  students: PlanStudentYear[];
  studentsInCollege: number;
  totalCostOfAttendance: number;
  totalPell: number;
  totalNeedBasedGrant: number;
  totalNetPrice: number;
}

export interface PlanResult {
  years: PlanYear[];
  totals: { costOfAttendance: number; pell: number; needBasedGrant: number; netPrice: number };
  assumptions: {
    costGrowthPercent: number;
    incomeGrowthPercent: number;
    assetGrowthPercent: number;
    tableIndexPercent: number;
    latestOfficialAwardYear: string;
  };
  /** The projection rule in plain words. */
  rule: string;
  notes: string[];
}

const LATEST_TABLES_YEAR = (SAI_TABLE_SETS[SAI_TABLE_SETS.length - 1] as { awardYear: string }).awardYear;

export function awardYearLabel(start: number): string {
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const scale = (value: number | null | undefined, factor: number): number | null =>
  value === null || value === undefined ? null : roundHalfAwayFromZero(value * factor);

function scaleParent(p: ParentInput, income: number): ParentInput {
  return {
    ...p,
    annualIncome: scale(p.annualIncome, income),
    taxPaid: scale(p.taxPaid, income),
    taxableIncome: scale(p.taxableIncome, income),
    preTaxRetirementAmount: scale(p.preTaxRetirementAmount, income),
    deductibleIraAmount: scale(p.deductibleIraAmount, income),
    rothRetirementAmount: scale(p.rothRetirementAmount, income),
  };
}

/** The profile with every income figure multiplied by `income` and every asset by `assets`. */
export function scaleProfile(
  profile: FamilyProfileInput,
  income: number,
  assets: number,
): FamilyProfileInput {
  return {
    ...profile,
    checkingAmount: scale(profile.checkingAmount, assets),
    taxableBrokerageAccountsAmount: scale(profile.taxableBrokerageAccountsAmount, assets),
    collegeSavingsAccountsAmount: scale(profile.collegeSavingsAccountsAmount, assets),
    annualRetirementAmount: scale(profile.annualRetirementAmount, income),
    insuranceAmount: scale(profile.insuranceAmount, assets),
    residenceEquity: scale(profile.residenceEquity, assets),
    investmentEquity: scale(profile.investmentEquity, assets),
    businessAssetsAmount: scale(profile.businessAssetsAmount, assets),
    annuitiesAmount: scale(profile.annuitiesAmount, assets),
    parents: profile.parents.map((p) => scaleParent(p, income)),
  };
}

function scaleStudent(s: StudentInput, income: number, assets: number): StudentInput {
  return {
    ...s,
    incomeAmount: scale(s.incomeAmount, income),
    taxAmount: scale(s.taxAmount, income),
    savingsAmount: scale(s.savingsAmount, assets),
    utmaAmount: scale(s.utmaAmount, assets),
  };
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
  if (active.length > 0) {
    const from = Math.max(baseStart, Math.min(...active.map((s) => s.first)));
    const to = Math.max(...active.map((s) => s.last));
    for (let start = from; start <= to; start++) {
      years.push(planYear(start));
    }
  }

  function planYear(start: number): PlanYear {
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
    const rows: PlanStudentYear[] = input.students.map((s) => {
      const span = spans.find((x) => x.id === s.id) as (typeof spans)[number];
      if (!(span.first <= start && start <= span.last)) {
        return { studentId: s.id, name: s.name, ...NOT_IN_COLLEGE };
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
      const college = s.college;
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
      const pell = pellAward({
        sai: federalSai,
        costOfAttendance: coa,
        awardYear,
        maxPellEligible: federal.maxPell.eligible,
        minPellEligible: federal.minPell.indicator !== null,
      }).annualAward;
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
    });
    const sum = (pick: (r: PlanStudentYear) => number | null) =>
      rows.reduce((total, r) => total + (r.inCollege && r.costOfAttendance !== null ? (pick(r) ?? 0) : 0), 0);
    return {
      awardYear,
      startYear: start,
      official,
      students: rows,
      studentsInCollege: inCollege.length,
      totalCostOfAttendance: sum((r) => r.costOfAttendance),
      totalPell: sum((r) => r.pell),
      totalNeedBasedGrant: sum((r) => r.needBasedGrant),
      totalNetPrice: sum((r) => r.netPrice),
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
  };
}
