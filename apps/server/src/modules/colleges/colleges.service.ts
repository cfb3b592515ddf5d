import { FEDERAL_UNDERGRADUATE_LOAN_RATE, type FitStudent } from '@ccp/aid-engine';
import {
  CIP_FAMILIES,
  type CollegeDefaultsResponse,
  type CollegeDetailResponse,
  type CollegeSearchQuery,
  type CollegeSearchResponse,
  type CostAssumptions,
  type FamilyCost,
  PRICE_YEAR,
} from '@ccp/contracts';
import type { Actor } from '../../auth/actor';
import { notFound } from '../../errors';
import {
  academicYearOf,
  annualIncreasePercent,
  collegeCostOfAttendance,
  collegeFullCost,
  collegeNeed,
  collegeNetPrice,
  firstAcademicYear,
  incomeBrackets,
  type PricingKey,
  publishedNetPriceYear,
  publishedPriceYear,
} from '../college-pricing/college-costs';
import {
  type FamilyContext,
  type FamilyContexts,
  firstCollegeYearStart,
  type StudentFigures,
} from '../college-pricing/family-context';
import type { CollegeCatalogue } from './catalogue';
import type { CollegeFacts } from './college-entry';
import type { CollegeRow } from './colleges.repository';
import { type CollegeItemBase, FamilyViews } from './family-views';
import { DistanceViews, distanceOf, FitViews, fitOf, placeOfZip } from './fit-views';
import type { PayViews } from './pay-views';
import type { SearchIndex } from './search-index';

export interface CollegesDeps {
  catalogue: CollegeCatalogue;
  familyContexts: FamilyContexts;
  views: FamilyViews;
  fits: FitViews;
  distances: DistanceViews;
  /** "Can we pay for this?" for every college, when a search sorts or filters by it (null: not offered). */
  pay: PayViews | null;
}

export function collegesDeps(
  catalogue: CollegeCatalogue,
  familyContexts: FamilyContexts,
  pay: PayViews | null = null,
): CollegesDeps {
  return {
    catalogue,
    familyContexts,
    views: new FamilyViews(),
    fits: new FitViews(),
    distances: new DistanceViews(),
    pay,
  };
}

/** What the caller asked for, or else the chosen student's own figures (a non-family caller has no defaults). */
export interface AssumptionInput {
  family_state?: string | undefined;
  family_federal_sai?: number | undefined;
  family_institutional_sai?: number | undefined;
  student_id?: string | undefined;
  student_graduation_year?: number | undefined;
}

function context(deps: CollegesDeps, actor: Actor): Promise<FamilyContext | null> | null {
  return actor.role === 'family' ? deps.familyContexts.get(actor.userId) : null;
}

/** The student the figures are for: the one asked for (it must be the family's own), else the first. */
export function chosenStudent(
  family: FamilyContext | null,
  studentId: string | undefined,
): StudentFigures | null {
  if (studentId === undefined) return family?.students[0] ?? null;
  const student = family?.students.find((s) => s.id === studentId);
  if (!student) throw notFound('That student');
  return student;
}

export function assumptionsFrom(
  input: AssumptionInput,
  family: FamilyContext | null,
  today: Date = new Date(),
): CostAssumptions {
  const student = chosenStudent(family, input.student_id);
  const graduationYear = input.student_graduation_year ?? student?.graduationYear ?? null;
  const priceYearStart =
    input.student_graduation_year === undefined && student
      ? student.startYear
      : firstCollegeYearStart(graduationYear, today);
  return {
    familyState: input.family_state ?? family?.state ?? null,
    federalSai: input.family_federal_sai ?? student?.federalSai ?? null,
    institutionalSai: input.family_institutional_sai ?? student?.institutionalSai ?? null,
    income: family?.income ?? null,
    studentId: student?.id ?? null,
    studentGraduationYear: graduationYear,
    firstAcademicYear: graduationYear === null ? null : firstAcademicYear(graduationYear),
    annualIncreasePercent: annualIncreasePercent(),
    priceYear: academicYearOf(priceYearStart),
    priceYearStart,
    estimateReasons: family?.estimateReasons ?? [],
  };
}

const pricingKey = (a: CostAssumptions): PricingKey => ({
  familyState: a.familyState,
  federalSai: a.federalSai,
  institutionalSai: a.institutionalSai,
  income: a.income,
  priceYearStart: a.priceYearStart,
});

/** The published year a net price comes from: its net prices', or its charges' for a need-based price. */
function netPriceDataYear(row: CollegeRow, method: FamilyCost['netPriceMethod']): string | null {
  if (method === 'unavailable') return null;
  return method === 'need-based' ? publishedPriceYear(row) : publishedNetPriceYear(row);
}

/** One college's figures for one family, all from the aid engine. */
export function familyCost(row: CollegeRow, assumptions: CostAssumptions): FamilyCost {
  const coa = collegeCostOfAttendance(row, assumptions.familyState, assumptions.priceYearStart);
  const net = collegeNetPrice(row, coa.total, pricingKey(assumptions));
  return {
    priceYear: assumptions.priceYear,
    publishedPriceYear: coa.total === null ? null : publishedPriceYear(row),
    costOfAttendance: coa.total,
    residency: coa.residency,
    estimatedNeed: coa.total === null ? null : collegeNeed(coa.total, assumptions.federalSai),
    estimatedNetPrice: net.estimate,
    netPriceLow: net.low,
    netPriceHigh: net.high,
    netPriceMethod: net.method,
    netPriceDataYear: netPriceDataYear(row, net.method),
    fullCost: collegeFullCost(row, assumptions.familyState, assumptions.priceYearStart),
    projectedCost: coa.total === null ? null : { academicYear: assumptions.priceYear, amount: coa.total },
  };
}

export function searchItem(
  facts: CollegeFacts,
  row: CollegeRow,
  assumptions: CostAssumptions,
): CollegeItemBase {
  return { ...facts, ...familyCost(row, assumptions) };
}

async function currentIndex(deps: CollegesDeps): Promise<SearchIndex> {
  return deps.catalogue.index();
}

export const LOAN_RATE = {
  percent: FEDERAL_UNDERGRADUATE_LOAN_RATE.percent,
  awardYear: FEDERAL_UNDERGRADUATE_LOAN_RATE.awardYear,
  source: FEDERAL_UNDERGRADUATE_LOAN_RATE.source,
};

const scoresOf = (student: StudentFigures | null): FitStudent | null =>
  student === null ? null : { sat: student.sat, act: student.act };

const fitStudentSummary = (student: StudentFigures | null) =>
  student === null
    ? null
    : { id: student.id, name: student.name, hasScores: student.sat !== null || student.act !== null };

export async function searchColleges(
  deps: CollegesDeps,
  actor: Actor,
  query: CollegeSearchQuery,
): Promise<CollegeSearchResponse> {
  const [index, family] = await Promise.all([currentIndex(deps), context(deps, actor)]);
  const assumptions = assumptionsFrom(query, family);
  const student = chosenStudent(family, query.student_id);
  const scores = scoresOf(student);
  const view = deps.views.get(index, pricingKey(assumptions));
  const fit = scores === null ? null : deps.fits.get(index, scores);
  const homeZip = family?.zip ?? null;
  const home = placeOfZip(homeZip);
  const distance = home === null || homeZip === null ? null : deps.distances.get(index, homeZip, home);
  const wantsPay = query.sort_college === 'can_we_pay' || query.can_we_pay !== undefined;
  const pay =
    wantsPay && deps.pay !== null && actor.role === 'family'
      ? await deps.pay.get(index, actor.userId, student?.id ?? query.student_id)
      : null;
  const { total, positions } = index.query(query, view, view.orders, fit, distance, pay);
  // What a whole item depends on beyond the view's figures: the fit (the scores) and the distance (the ZIP).
  const variant = `${scores?.sat ?? ''}|${scores?.act ?? ''}|${homeZip ?? ''}`;
  return {
    items: positions.map((i) =>
      view.item(i, variant, () => ({
        ...searchItem(index.facts[i]!, index.rows[i]!, assumptions),
        fit: fitOf(index, i, scores),
        distanceMiles: distanceOf(index, i, home),
      })),
    ),
    page: query.page,
    limit: query.limit,
    total,
    totalPages: Math.ceil(total / query.limit),
    assumptions,
    fitStudent: fitStudentSummary(student),
    loanRate: LOAN_RATE,
    homeZip: home === null ? null : homeZip,
    canWePay: pay
      ? positions.map((i) => ({
          collegeId: index.rows[i]!.id,
          status: pay.lines[i]!.status,
          line: pay.lines[i]!.line,
        }))
      : null,
  };
}

export async function collegeDefaults(deps: CollegesDeps, actor: Actor): Promise<CollegeDefaultsResponse> {
  const family = actor.role === 'family' ? await deps.familyContexts.fresh(actor.userId) : null;
  return {
    familyState: family?.state ?? null,
    federalSai: family?.federalSai ?? null,
    institutionalSai: family?.institutionalSai ?? null,
    income: family?.income ?? null,
    students: (family?.students ?? []).map((s) => ({
      id: s.id,
      name: s.name,
      graduationYear: s.graduationYear,
      awardYear: s.awardYear,
      startYear: s.startYear,
      federalSai: s.federalSai,
      institutionalSai: s.institutionalSai,
    })),
  };
}

const pair = (a: number | null, b: number | null) => (a !== null && b !== null ? { p25: a, p75: b } : null);

export async function collegeDetail(
  deps: CollegesDeps,
  actor: Actor,
  id: number,
  input: AssumptionInput,
): Promise<CollegeDetailResponse> {
  const [index, family] = await Promise.all([currentIndex(deps), context(deps, actor)]);
  const position = index.positionOf(id);
  if (position === undefined) throw notFound('That college');
  const row = index.rows[position]!;
  const assumptions = assumptionsFrom(input, family);
  const student = chosenStudent(family, input.student_id);
  const home = placeOfZip(family?.zip ?? null);
  const item = {
    ...searchItem(index.facts[position]!, row, assumptions),
    fit: fitOf(index, position, scoresOf(student)),
    distanceMiles: distanceOf(index, position, home),
  };
  const brackets = incomeBrackets(row, assumptions.income);
  const shares = CIP_FAMILIES.map((f) => ({
    code: f.code,
    title: f.title,
    share: row.degreeShares[f.code] ?? 0,
  }))
    .filter((m) => m.share > 0)
    .sort((a, b) => b.share - a.share || a.code.localeCompare(b.code));
  return {
    college: {
      ...item,
      zip: row.zip,
      netPriceCalculatorUrl: row.netPriceCalculatorUrl,
      locale: row.locale,
      predominantDegree: row.predominantDegree,
      highestDegree: row.highestDegree,
      mainCampus: row.mainCampus === null ? null : row.mainCampus === 1,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    costs: {
      forFamily: collegeCostOfAttendance(row, assumptions.familyState, assumptions.priceYearStart),
      inState: collegeCostOfAttendance(row, row.state, assumptions.priceYearStart),
      outOfState: collegeCostOfAttendance(row, null, assumptions.priceYearStart),
      ...newestBooksAndOtherExpenses(row),
      publishedCostOfAttendance: row.costOfAttendance ?? row.costOfAttendanceProgramYear,
      next: {
        academicYear: '2022-23',
        tuitionInState: row.tuitionFeesInState2022,
        tuitionOutOfState: row.tuitionFeesOutOfState2022,
        roomBoardOnCampus: row.roomBoardOnCampus2022,
      },
    },
    admissions: {
      acceptanceRate: row.admissionRate,
      satAvg: row.satAvg,
      satReading: pair(row.satReading25, row.satReading75),
      satMath: pair(row.satMath25, row.satMath75),
      act:
        row.actComposite25 !== null && row.actComposite75 !== null
          ? { p25: row.actComposite25, mid: row.actCompositeMid, p75: row.actComposite75 }
          : null,
    },
    outcomes: {
      graduationRate: row.completionRate150,
      medianDebt: row.medianDebtCompleters,
      pellGrantShare: row.pellGrantShare,
      federalLoanShare: row.federalLoanShare,
    },
    netPriceByIncome: brackets,
    netPriceByIncomeYear: publishedNetPriceYear(row),
    majors: shares,
    assumptions,
    fitStudent: fitStudentSummary(student),
    loanRate: LOAN_RATE,
    homeZip: home === null ? null : (family?.zip ?? null),
  };
}

/** Books and supplies and on-campus other expenses from the newest year the college published them in. */
function newestBooksAndOtherExpenses(row: {
  booksSupplies: number | null;
  otherExpensesOnCampus: number | null;
  booksSupplies2022: number | null;
  otherExpensesOnCampus2022: number | null;
  booksSupplies2023: number | null;
  otherExpensesOnCampus2023: number | null;
}) {
  const years = [
    { year: '2023-24', books: row.booksSupplies2023, other: row.otherExpensesOnCampus2023 },
    { year: '2022-23', books: row.booksSupplies2022, other: row.otherExpensesOnCampus2022 },
    { year: PRICE_YEAR, books: row.booksSupplies, other: row.otherExpensesOnCampus },
  ];
  const newest = years.find((y) => y.books !== null || y.other !== null) ?? years[2]!;
  return { booksSupplies: newest.books, otherExpensesOnCampus: newest.other, booksAndOtherYear: newest.year };
}
