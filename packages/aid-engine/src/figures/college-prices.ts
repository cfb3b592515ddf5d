import type { NetPriceByIncome } from '../cost/college-input';
import { costOfAttendance } from '../cost/cost-of-attendance';
import { type AidPolicyFacts, type PriceRules, priceRulesFor, sameState } from '../cost/price-rules';

/*
 * A college's published charges, net prices and aid policy turned into the prices one student meets (issue 20
 * items 1-3, docs/decisions/0062): the full cost of attendance for where the student will live (and in-district
 * tuition at its community college), the spec's narrower "tuition, fees, room and board", and the college's rules
 * for this family's state.
 */

/** Where the student will live while in college. */
export type LivingChoice = 'on_campus' | 'off_campus' | 'with_family';

/** The lines of the full cost of attendance (the federal definition's parts; IPEDS publishes transport and personal together). */
export type CostLineKind = 'tuition' | 'fees' | 'housing' | 'books' | 'other';

export interface CostLine {
  kind: CostLineKind;
  label: string;
  amount: number;
}

/** One academic year's published charges (IPEDS/College Scorecard), whole dollars, null when not published. */
export interface PublishedCharges {
  yearStart: number;
  tuitionGeneral: number | null;
  tuitionInState: number | null;
  tuitionOutOfState: number | null;
  tuitionInDistrict: number | null;
  fullTimeFee: number | null;
  roomBoardOnCampus: number | null;
  roomBoardOffCampus: number | null;
  booksSupplies: number | null;
  otherOnCampus: number | null;
  otherOffCampus: number | null;
  otherWithFamily: number | null;
}

export interface PublishedCollege {
  state: string | null;
  control: string;
  charges: PublishedCharges;
  netPrices: { yearStart: number; byIncome: NetPriceByIncome | null; average: number | null };
  /** The college's aid policy, its published non-resident aid included. */
  policy: AidPolicyFacts | null;
}

/** The student's place: the family's state, where it will live, and whether the family lives in the college's district. */
export interface StudentPlace {
  familyState: string | null;
  living: LivingChoice | null;
  inDistrict: boolean | null;
}

/**
 * A college's published prices as the engine reads them for one student: the full cost of attendance's lines, the
 * spec's narrower lines, the net prices and the college's rules for this family.
 */
export interface CollegePrices {
  /** The full cost of attendance's lines as published, in the academic year starting `costYearStart`. */
  costLines: readonly CostLine[];
  /** The spec's cost of attendance (§9): tuition by the state rule, the full-time fee, room and board. */
  specLines: readonly number[];
  costYearStart: number;
  /** Published average net price by income (and overall), in the academic year starting `netPriceYearStart`. */
  netPriceByIncome: NetPriceByIncome | null;
  avgNetPrice: number | null;
  netPriceYearStart: number;
  rules: PriceRules;
  /** Where the student lives in these prices (the choice, or the college's usual one when not said). */
  living: LivingChoice;
  tuitionBasis: 'in-district' | 'in-state' | 'out-of-state' | 'general';
  /** How the lines were chosen, in words. */
  costNote: string;
}

const amount = (v: number | null | undefined) =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.round(v) : 0;

const LIVING_WORDS: Record<LivingChoice, string> = {
  on_campus: 'on campus',
  off_campus: 'off campus',
  with_family: 'at home with family',
};

/**
 * Where the student lives in the prices: its choice; when not said, on campus at a college with housing, else at
 * home with family where the college publishes that budget (a commuter college), else off campus.
 */
export function livingIn(charges: PublishedCharges, choice: LivingChoice | null): LivingChoice {
  if (choice !== null) return choice;
  if (charges.roomBoardOnCampus !== null) return 'on_campus';
  return charges.otherWithFamily !== null ? 'with_family' : 'off_campus';
}

/** The student's prices at a college; null when the college publishes no tuition. */
export function collegePricesFor(college: PublishedCollege, place: StudentPlace): CollegePrices | null {
  const c = college.charges;
  const spec = costOfAttendance(
    {
      state: college.state,
      tuitionFee: c.tuitionGeneral,
      tuitionFeeInState: c.tuitionInState,
      tuitionFeeOutState: c.tuitionOutOfState,
      fullTimeFee: c.fullTimeFee,
      roomAndBoardFee: c.roomBoardOnCampus ?? c.roomBoardOffCampus,
    },
    place.familyState,
  );
  if (!(spec.tuition > 0)) return null;
  const resident = sameState(place.familyState, college.state);
  const inDistrict = resident && place.inDistrict === true && amount(c.tuitionInDistrict) > 0;
  const tuition = inDistrict ? amount(c.tuitionInDistrict) : spec.tuition;
  const tuitionBasis = inDistrict ? 'in-district' : spec.tuitionBasis;
  const living = livingIn(c, place.living);
  const housing =
    living === 'with_family'
      ? 0
      : living === 'on_campus'
        ? amount(c.roomBoardOnCampus ?? c.roomBoardOffCampus)
        : amount(c.roomBoardOffCampus ?? c.roomBoardOnCampus);
  const other =
    living === 'with_family'
      ? amount(c.otherWithFamily ?? c.otherOffCampus)
      : living === 'on_campus'
        ? amount(c.otherOnCampus ?? c.otherOffCampus)
        : amount(c.otherOffCampus ?? c.otherOnCampus);
  const tuitionWords = {
    'in-district': 'In-district tuition and fees',
    'in-state': 'In-state tuition and fees',
    'out-of-state': 'Out-of-state tuition and fees',
    general: 'Tuition and fees',
  }[tuitionBasis];
  const lines: CostLine[] = [{ kind: 'tuition', label: tuitionWords, amount: tuition }];
  if (spec.fees > 0) lines.push({ kind: 'fees', label: 'Full-time fee', amount: spec.fees });
  lines.push(
    {
      kind: 'housing',
      label:
        living === 'with_family'
          ? 'Housing and food (living at home: none charged)'
          : `Housing and food (${LIVING_WORDS[living]})`,
      amount: housing,
    },
    { kind: 'books', label: 'Books and supplies', amount: amount(c.booksSupplies) },
    { kind: 'other', label: 'Transport and personal expenses', amount: other },
  );
  const missing = [
    c.booksSupplies === null ? 'books and supplies' : null,
    other === 0 ? 'transport and personal expenses' : null,
  ].filter((m): m is string => m !== null);
  const costNote =
    `The full cost of attendance for a student living ${LIVING_WORDS[living]}${place.living === null ? ' (the usual choice at this college; change it on the student’s profile)' : ''}` +
    `: ${tuitionWords.toLowerCase()}${inDistrict ? ' (the family lives in the college’s district)' : ''}, housing and food, books and supplies, transport and personal expenses` +
    (missing.length > 0 ? `; the college publishes no ${missing.join(' or ')}, counted as $0` : '') +
    '.';
  return {
    costLines: lines,
    specLines: [spec.tuition, spec.fees, spec.roomAndBoard],
    costYearStart: c.yearStart,
    netPriceByIncome: college.netPrices.byIncome,
    avgNetPrice: college.netPrices.average,
    netPriceYearStart: college.netPrices.yearStart,
    rules: priceRulesFor(college, place.familyState, college.policy),
    living,
    tuitionBasis,
    costNote,
  };
}

/** Prices from one entered yearly cost (the plan's own figure): no published net prices, no college rules. */
export function enteredCostPrices(cost: number, yearStart: number): CollegePrices {
  return {
    costLines: [{ kind: 'other', label: 'Entered cost', amount: cost }],
    specLines: [cost],
    costYearStart: yearStart,
    netPriceByIncome: null,
    avgNetPrice: null,
    netPriceYearStart: yearStart,
    rules: {
      publishedPricesApply: true,
      aidMethod: 'fafsa',
      meetsFullNeed: false,
      guarantee: null,
      nonResidentAid: null,
      nonResidentAidText: null,
    },
    living: 'on_campus',
    tuitionBasis: 'general',
    costNote: 'The cost the family entered.',
  };
}
