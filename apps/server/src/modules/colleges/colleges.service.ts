import { DEFAULT_GROWTH_RATES, FEDERAL_UNDERGRADUATE_LOAN_RATE, type FitStudent } from '@ccp/aid-engine';
import {
  CIP_FAMILIES,
  type CollegeDefaultsResponse,
  type CollegeDetailResponse,
  type CollegeSearchQuery,
  type CollegeSearchResponse,
  type CostAssumptions,
  type FamilyCost,
  stateName,
} from '@ccp/contracts';
import type { Db } from '@ccp/db';
import type { Actor } from '../../auth/actor';
import { notFound } from '../../errors';
import { familyAidPolicy } from '../aid-policies/aid-policies.service';
import {
  collegeCostOfAttendance,
  collegeSpecCost,
  firstAcademicYear,
  incomeBrackets,
  ownPriceYear,
  type PricingKey,
  pricesFor,
  publishedNetPriceYear,
  publishedPriceYear,
} from '../college-pricing/college-costs';
import { type PolicyBook, policyBook } from '../college-pricing/policy-book';
import { collegeFigures, studentPricingKey } from '../family-figures/college-figures';
import type { FamilyContexts } from '../family-figures/family-contexts';
import {
  type BasisStudent,
  basisDto,
  type FiguresBasis,
  studentFiguresIn,
} from '../family-figures/figures-basis';
import { awardYearFor } from '../sai-figures/award-year';
import type { CollegeCatalogue } from './catalogue';
import type { CollegeFacts } from './college-entry';
import type { CollegeRow } from './colleges.repository';
import { type CollegeItemBase, FamilyViews } from './family-views';
import { DistanceViews, distanceOf, FitViews, fitOf, placeOfZip } from './fit-views';
import type { PayViews } from './pay-views';
import type { SearchIndex } from './search-index';
import { SuggestedViews } from './suggested-order';

export interface CollegesDeps {
  db: Db;
  catalogue: CollegeCatalogue;
  familyContexts: FamilyContexts;
  views: FamilyViews;
  fits: FitViews;
  distances: DistanceViews;
  suggestions: SuggestedViews;
  /** "Can we pay for this?" for every college, when a search sorts or filters by it (null: not offered). */
  pay: PayViews | null;
}

export function collegesDeps(
  db: Db,
  catalogue: CollegeCatalogue,
  familyContexts: FamilyContexts,
  pay: PayViews | null = null,
): CollegesDeps {
  return {
    db,
    catalogue,
    familyContexts,
    views: new FamilyViews(),
    fits: new FitViews(),
    distances: new DistanceViews(),
    suggestions: new SuggestedViews(),
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
  familyVersionId?: string | undefined;
}

function context(deps: CollegesDeps, actor: Actor, input: AssumptionInput): Promise<FiguresBasis> | null {
  return deps.familyContexts.get(actor, input.familyVersionId);
}

/** The student the figures are for: the one asked for (it must be the family's own), else the first. */
export function chosenStudent(
  family: FiguresBasis | null,
  studentId: string | undefined,
): BasisStudent | null {
  if (studentId === undefined) return family?.students[0] ?? null;
  const student = family?.students.find((s) => s.id === studentId);
  if (!student) throw notFound('That student');
  return student;
}

/**
 * The figures a college screen works with: the chosen student's own for its first college year (the basis: the
 * family's growth, its SAI, Pell and income for that year), or what the caller typed instead. A typed graduation
 * year moves the year; its figures are then worked out for that year by the same rule.
 */
export function assumptionsFrom(
  input: AssumptionInput,
  family: FiguresBasis | null,
  today: Date = new Date(),
  policies: PolicyBook = NO_POLICIES,
): CostAssumptions {
  const student = chosenStudent(family, input.student_id);
  const graduationYear = input.student_graduation_year ?? student?.graduationYear ?? null;
  const typedYear = input.student_graduation_year !== undefined || !student;
  const priceYear = typedYear ? awardYearFor(graduationYear, today) : student.awardYear;
  const priceYearStart = Number(priceYear.slice(0, 4));
  const own = family && student ? studentPricingKey(family, student, policies, priceYearStart) : null;
  const typedSai = input.family_federal_sai !== undefined;
  return {
    familyState: input.family_state ?? family?.state ?? null,
    federalSai: input.family_federal_sai ?? own?.federalSai ?? null,
    institutionalSai: input.family_institutional_sai ?? own?.institutionalSai ?? null,
    income: own?.income ?? family?.income ?? null,
    studentId: student?.id ?? null,
    studentGraduationYear: graduationYear,
    firstAcademicYear: graduationYear === null ? null : firstAcademicYear(graduationYear),
    annualIncreasePercent: family?.rates.costGrowthPercent ?? DEFAULT_GROWTH_RATES.costGrowthPercent,
    // A typed SAI has no Pell the engine knows (its eligibility tests need the profile): no Pell cap then.
    pellAward: typedSai ? null : (own?.pellAward ?? null),
    yearNote:
      typedSai || !family || !student
        ? null
        : (studentFiguresIn(family, student, priceYearStart)?.projection.note ?? null),
    basis: family ? basisDto(family) : null,
    priceYear,
    priceYearStart,
    estimateReasons: family?.estimateReasons ?? [],
  };
}

/** No policies (a caller that prices nothing by them). */
const NO_POLICIES: PolicyBook = { version: 'none', get: () => null };

/** The student the figures are for: where it lives and whether its family is in a community college's district. */
export const placeOfStudent = (student: BasisStudent | null) => ({
  living: student?.living ?? null,
  inDistrict: student?.inDistrict ?? null,
});

export const pricingKey = (
  a: CostAssumptions,
  student: BasisStudent | null,
  policies: PolicyBook,
): PricingKey => ({
  ...placeOfStudent(student),
  policies,
  familyState: a.familyState,
  federalSai: a.federalSai,
  institutionalSai: a.institutionalSai,
  income: a.income,
  priceYearStart: a.priceYearStart,
  annualIncreasePercent: a.annualIncreasePercent,
  pellAward: a.pellAward,
});

/** The published year a net price comes from: its net prices', or its charges' for a need-based, non-resident or guarantee price. */
function netPriceDataYear(row: CollegeRow, method: FamilyCost['netPriceMethod']): string | null {
  if (method === 'unavailable') return null;
  return method === 'income-bracket' || method === 'average'
    ? publishedNetPriceYear(row)
    : publishedPriceYear(row);
}

/** One college's figures for one family and student, all from the aid engine. */
export function familyCost(row: CollegeRow, assumptions: CostAssumptions, key: PricingKey): FamilyCost {
  const figures = collegeFigures(row, key);
  const full = figures.fullCost;
  const spec = figures.costOfAttendance;
  const net = figures.netPrice;
  return {
    priceYear: assumptions.priceYear,
    publishedPriceYear: full === null ? null : publishedPriceYear(row),
    costOfAttendance: spec,
    tuitionFeesRoomBoard: spec,
    living: full === null ? null : (pricesLiving(row, key) ?? null),
    residency: sameStateOf(key.familyState, row.state) ? 'in-state' : 'out-of-state',
    estimatedNeed: full === null ? null : figures.need,
    estimatedNetPrice: net.estimate,
    netPriceLow: net.low,
    netPriceHigh: net.high,
    netPriceMethod: net.method,
    netPriceDataYear: netPriceDataYear(row, net.method),
    aidIndex: net.method === 'unavailable' ? null : net.aidIndex,
    guarantee: net.guarantee,
    fullNeedCapped: net.fullNeedCapped,
    netPriceLabel: net.method === 'unavailable' ? null : net.label,
    fullCost: full,
    projectedCost: spec === null ? null : { academicYear: assumptions.priceYear, amount: spec },
  };
}

const sameStateOf = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.trim().toUpperCase() === b.trim().toUpperCase();

const pricesLiving = (row: CollegeRow, key: PricingKey) => pricesFor(row, key)?.living;

export function searchItem(
  facts: CollegeFacts,
  row: CollegeRow,
  assumptions: CostAssumptions,
  key: PricingKey,
): CollegeItemBase {
  return { ...facts, ...familyCost(row, assumptions, key) };
}

async function currentIndex(deps: CollegesDeps): Promise<SearchIndex> {
  return deps.catalogue.index();
}

export const LOAN_RATE = {
  percent: FEDERAL_UNDERGRADUATE_LOAN_RATE.percent,
  awardYear: FEDERAL_UNDERGRADUATE_LOAN_RATE.awardYear,
  source: FEDERAL_UNDERGRADUATE_LOAN_RATE.source,
};

const scoresOf = (student: BasisStudent | null): FitStudent | null =>
  student === null ? null : { sat: student.sat, act: student.act };

const fitStudentSummary = (student: BasisStudent | null) =>
  student === null
    ? null
    : { id: student.id, name: student.name, hasScores: student.sat !== null || student.act !== null };

export async function searchColleges(
  deps: CollegesDeps,
  actor: Actor,
  query: CollegeSearchQuery,
): Promise<CollegeSearchResponse> {
  const [index, family, policies] = await Promise.all([
    currentIndex(deps),
    context(deps, actor, query),
    policyBook(deps.db),
  ]);
  const assumptions = assumptionsFrom(query, family, undefined, policies);
  const student = chosenStudent(family, query.student_id);
  const scores = scoresOf(student);
  const key = pricingKey(assumptions, student, policies);
  const view = deps.views.get(index, key);
  const fit = scores === null ? null : deps.fits.get(index, scores);
  const homeZip = family?.zip ?? null;
  const home = placeOfZip(homeZip);
  const distance = home === null || homeZip === null ? null : deps.distances.get(index, homeZip, home);
  const favouriteIds =
    student === null
      ? []
      : (family?.favourites ?? []).filter((f) => f.studentId === student.id).map((f) => f.collegeId);
  const suggesting = query.sort_college === 'relevance' && !query.search?.trim();
  const suggested = suggesting
    ? deps.suggestions.get(
        index,
        {
          familyState: assumptions.familyState,
          fit,
          fitKey: `${scores?.sat ?? ''}|${scores?.act ?? ''}`,
          favouriteIds,
        },
        query.sort_order === 'DESC',
      )
    : null;
  const wantsPay = query.sort_college === 'can_we_pay' || query.can_we_pay !== undefined;
  const pay =
    wantsPay && deps.pay !== null && family !== null
      ? await deps.pay.get(index, family, student?.id ?? query.student_id)
      : null;
  const { total, positions } = index.query(query, view, view.orders, fit, distance, suggested, pay);
  // What a whole item depends on beyond the view's figures: the fit (the scores) and the distance (the ZIP).
  const variant = `${scores?.sat ?? ''}|${scores?.act ?? ''}|${homeZip ?? ''}`;
  return {
    items: positions.map((i) =>
      view.item(i, variant, () => ({
        ...searchItem(index.facts[i]!, index.rows[i]!, assumptions, key),
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
    orderNote: orderNote(query, assumptions.familyState, student, favouriteIds.length, scores !== null),
  };
}

/** The "Cost of attendance" sort orders by the spec's figure, which the cards label by what it is (ADR 0070). */
const COA_ORDER_NOTE =
  'Ordered by tuition, fees, room and board a year at your state’s rate (the cost of attendance this search filters and sorts by); the full cost of attendance on each college also counts books, transport and personal costs.';

/** How a list is ordered, in words, where the order needs saying: by relevance, or by the cost of attendance. */
function orderNote(
  query: CollegeSearchQuery,
  familyState: string | null,
  student: BasisStudent | null,
  favourites: number,
  hasScores: boolean,
): string | null {
  if (query.sort_college === 'coa') return COA_ORDER_NOTE;
  if (query.sort_college !== 'relevance') return null;
  if (query.search?.trim()) {
    return `Best matches for “${query.search.trim()}” first: an exact common name, name or other name, then names that start with it, then names with each word; larger colleges first within each.`;
  }
  const who = student ? `${student.name}'s` : "the student's";
  const reasons = [
    familyState ? `colleges in ${stateName(familyState)}` : null,
    favourites > 0
      ? `colleges like ${who} ${favourites === 1 ? 'favorite' : `${favourites} favorites`}`
      : null,
    hasScores ? `colleges that fit ${who} test scores` : null,
  ].filter((r): r is string => r !== null);
  const rest = "larger colleges with higher graduation rates that award mostly bachelor's degrees";
  if (reasons.length === 0) return `Suggested first: ${rest}.`;
  const list =
    reasons.length === 1
      ? reasons[0]
      : `${reasons.slice(0, -1).join(', ')} and ${reasons[reasons.length - 1]}`;
  return `Suggested for your family: ${list} come first, then ${rest}.`;
}

export async function collegeDefaults(
  deps: CollegesDeps,
  actor: Actor,
  input: { familyVersionId?: string | undefined } = {},
): Promise<CollegeDefaultsResponse> {
  const family =
    actor.role === 'family' ? await deps.familyContexts.fresh(actor, input.familyVersionId) : null;
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
      pellAward: s.pellAward,
      income: s.income,
      yearNote: s.figures?.projection.note ?? null,
    })),
    basis: family ? basisDto(family) : null,
  };
}

const pair = (a: number | null, b: number | null) => (a !== null && b !== null ? { p25: a, p75: b } : null);

export async function collegeDetail(
  deps: CollegesDeps,
  actor: Actor,
  id: number,
  input: AssumptionInput,
): Promise<CollegeDetailResponse> {
  const [index, family, policies] = await Promise.all([
    currentIndex(deps),
    context(deps, actor, input),
    policyBook(deps.db),
  ]);
  const position = index.positionOf(id);
  if (position === undefined) throw notFound('That college');
  const row = index.rows[position]!;
  const assumptions = assumptionsFrom(input, family, undefined, policies);
  const rate = assumptions.annualIncreasePercent;
  const student = chosenStudent(family, input.student_id);
  const key = pricingKey(assumptions, student, policies);
  const home = placeOfZip(family?.zip ?? null);
  const item = {
    ...searchItem(index.facts[position]!, row, assumptions, key),
    fit: fitOf(index, position, scoresOf(student)),
    distanceMiles: distanceOf(index, position, home),
  };
  const brackets = incomeBrackets(row, assumptions.income);
  const aidPolicy = await familyAidPolicy(deps.db, row.unitId, assumptions.priceYearStart);
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
      forFamily: collegeSpecCost(row, assumptions.familyState, assumptions.priceYearStart, rate),
      inState: collegeSpecCost(row, row.state, assumptions.priceYearStart, rate),
      outOfState: collegeSpecCost(row, null, assumptions.priceYearStart, rate),
      full: collegeCostOfAttendance(row, key, assumptions.priceYearStart, rate),
      ...newestBooksAndOtherExpenses(row),
      publishedCostOfAttendance: row.costOfAttendance ?? row.costOfAttendanceProgramYear,
      publishedCostOfAttendanceYear: ownPriceYear(row),
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
    aidPolicy,
    assumptions,
    fitStudent: fitStudentSummary(student),
    loanRate: LOAN_RATE,
    homeZip: home === null ? null : (family?.zip ?? null),
  };
}

/** Books and supplies and on-campus other expenses from the newest year the college published them in. */
function newestBooksAndOtherExpenses(row: {
  dataYear: string | null;
  booksSupplies: number | null;
  otherExpensesOnCampus: number | null;
  booksSupplies2022: number | null;
  otherExpensesOnCampus2022: number | null;
  booksSupplies2023: number | null;
  otherExpensesOnCampus2023: number | null;
}) {
  const own = { year: ownPriceYear(row), books: row.booksSupplies, other: row.otherExpensesOnCampus };
  // Newest first; the college's own columns first on a tie (the same rule as its charges).
  const years = [
    own,
    { year: '2023-24', books: row.booksSupplies2023, other: row.otherExpensesOnCampus2023 },
    { year: '2022-23', books: row.booksSupplies2022, other: row.otherExpensesOnCampus2022 },
  ].sort((a, b) => b.year.localeCompare(a.year));
  const newest = years.find((y) => y.books !== null || y.other !== null) ?? own;
  return { booksSupplies: newest.books, otherExpensesOnCampus: newest.other, booksAndOtherYear: newest.year };
}
