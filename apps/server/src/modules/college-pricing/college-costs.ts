import {
  type AidPolicyFacts,
  type CollegePriceFigures,
  type CollegePrices,
  type CollegePriceYear,
  collegePricesFor,
  collegePriceYear,
  costLinesInYear,
  costOfAttendance,
  type FamilyNetPriceCollege,
  familyPriceFigures,
  familyPriceOrder,
  type IncomeBracket,
  incomeBracket,
  type LivingChoice,
  type NetPriceByIncome,
  netPricesInYear,
  type PublishedCharges,
  projectCostLines,
  type StudentPlace,
} from '@ccp/aid-engine';
import type { CostAssumptions } from '@ccp/contracts';
import { academicYearStart, type CollegeCostBreakdown, PRICE_YEAR_START } from '@ccp/contracts';
import type { schema } from '@ccp/db';
import type { PolicyBook } from './policy-book';

type CollegeRow = typeof schema.colleges.$inferSelect;

/**
 * The family figures that change a college's cost, need and net price: the key of a family view. `priceYearStart`
 * is the calendar year of the academic year every price is projected to (the student's first college year), at the
 * family's yearly price growth `annualIncreasePercent`; `pellAward` caps a net price at the cost less Pell; where the
 * student lives and whether the family lives in a community college's district choose the cost's lines; the
 * colleges' aid policies (`policies`) their rules (docs/decisions/0062).
 */
export type PricingKey = Pick<
  CostAssumptions,
  | 'familyState'
  | 'federalSai'
  | 'institutionalSai'
  | 'income'
  | 'priceYearStart'
  | 'annualIncreasePercent'
  | 'pellAward'
> & { living: LivingChoice | null; inDistrict: boolean | null; policies: PolicyBook };

/** A string naming a pricing key (a cached view's key). */
export function pricingKeyId(key: PricingKey): string {
  return `${key.familyState}|${key.federalSai}|${key.institutionalSai}|${key.income}|${key.priceYearStart}|${key.annualIncreasePercent}|${key.pellAward}|${key.living}|${key.inDistrict}|${key.policies.version}`;
}

/** The year the catalogue's oldest prices were published (the start of its academic year). */
export const PUBLISHED_PRICE_START = PRICE_YEAR_START;

/**
 * The start of the academic year a college's own cost and net price columns are for: its data year (2021-22 for
 * the catalogue's Scorecard figures, an added college's own file year, an admin's import or edit its own).
 */
function ownPriceStart(row: Pick<CollegeRow, 'dataYear'>): number {
  return (row.dataYear === null ? null : academicYearStart(row.dataYear)) ?? PUBLISHED_PRICE_START;
}

/** The academic year ("2021-22") a college's own cost and net price columns are for. */
export function ownPriceYear(row: Pick<CollegeRow, 'dataYear'>): string {
  return academicYearOf(ownPriceStart(row));
}

/**
 * The one bridge between catalogue rows and the aid engine: every cost, need, net price and projection the
 * college screens show is computed by `@ccp/aid-engine` from what is put together here, never in routes or React.
 */

const charges = new WeakMap<CollegeRow, PublishedCharges>();

/**
 * The college's published charges from the newest year it has tuition for: its own columns (the year named by its
 * `dataYear`: 2021-22 for the catalogue's Scorecard figures, an admin's import or edit its own), 2023-24 (IPEDS
 * IC2023_AY, the supplement) or 2022-23 (IC2022_AY); on a tie its own columns win. All lines come from that one
 * year. The catalogue's tuition already includes required fees.
 */
function publishedCharges(row: CollegeRow): PublishedCharges {
  let found = charges.get(row);
  if (found) return found;
  const base = { tuitionGeneral: row.tuitionFee, fullTimeFee: row.fullTimeFee };
  const own: PublishedCharges = {
    ...base,
    yearStart: ownPriceStart(row),
    tuitionInState: row.tuitionFeesInState,
    tuitionOutOfState: row.tuitionFeesOutOfState,
    tuitionInDistrict: null,
    roomBoardOnCampus: row.roomBoardOnCampus,
    roomBoardOffCampus: row.roomBoardOffCampus,
    booksSupplies: row.booksSupplies,
    otherOnCampus: row.otherExpensesOnCampus,
    otherOffCampus: row.otherExpensesOffCampus,
    otherWithFamily: row.otherExpensesWithFamily,
  };
  const candidates: PublishedCharges[] = [];
  if (row.tuitionFeesInState !== null || row.tuitionFeesOutOfState !== null || row.tuitionFee !== null) {
    candidates.push(own);
  }
  if (row.tuitionFeesInState2023 !== null || row.tuitionFeesOutOfState2023 !== null) {
    candidates.push({
      ...base,
      yearStart: 2023,
      tuitionInState: row.tuitionFeesInState2023,
      tuitionOutOfState: row.tuitionFeesOutOfState2023,
      tuitionInDistrict: row.tuitionFeesInDistrict2023,
      roomBoardOnCampus: row.roomBoardOnCampus2023,
      roomBoardOffCampus: row.roomBoardOffCampus2023,
      booksSupplies: row.booksSupplies2023,
      otherOnCampus: row.otherExpensesOnCampus2023,
      otherOffCampus: row.otherExpensesOffCampus2023,
      otherWithFamily: row.otherExpensesWithFamily2023,
    });
  }
  if (row.tuitionFeesInState2022 !== null || row.tuitionFeesOutOfState2022 !== null) {
    candidates.push({
      ...base,
      yearStart: 2022,
      tuitionInState: row.tuitionFeesInState2022,
      tuitionOutOfState: row.tuitionFeesOutOfState2022,
      tuitionInDistrict: row.tuitionFeesInDistrict2022,
      roomBoardOnCampus: row.roomBoardOnCampus2022,
      roomBoardOffCampus: row.roomBoardOffCampus2022,
      booksSupplies: row.booksSupplies2022,
      otherOnCampus: row.otherExpensesOnCampus2022,
      otherOffCampus: row.otherExpensesOffCampus2022,
      otherWithFamily: row.otherExpensesWithFamily2022,
    });
  }
  // The newest year; a stable sort keeps the college's own columns first on a tie.
  found = candidates.sort((a, b) => b.yearStart - a.yearStart)[0] ?? own;
  charges.set(row, found);
  return found;
}

/** The tuition families are priced from (the newest published charges) and its academic year. */
export function publishedTuition(row: CollegeRow): {
  year: string;
  inState: number | null;
  outOfState: number | null;
} {
  const { yearStart, tuitionInState, tuitionOutOfState } = publishedCharges(row);
  return { year: academicYearOf(yearStart), inState: tuitionInState, outOfState: tuitionOutOfState };
}

/** The academic year ("2023-24") of the charges a college's cost of attendance is projected from. */
export function publishedPriceYear(row: CollegeRow): string {
  return academicYearOf(publishedCharges(row).yearStart);
}

/**
 * A college's published prices for one student as the aid engine reads them (`CollegePrices`): the full cost's
 * lines for where it lives, the spec's narrower lines, the newest net prices and the college's rules for the
 * family's state from its aid policy; null when the college publishes no tuition. Every screen and the plan use it.
 */
export function collegePrices(
  row: CollegeRow,
  place: StudentPlace,
  policy: AidPolicyFacts | null,
): CollegePrices | null {
  const net = publishedNetPrice(row);
  return collegePricesFor(
    {
      state: row.state,
      control: row.control,
      charges: publishedCharges(row),
      netPrices: { yearStart: net.start, byIncome: net.table, average: net.average },
      policy,
    },
    place,
  );
}

const placeOf = (key: Pick<PricingKey, 'familyState' | 'living' | 'inDistrict'>): StudentPlace => ({
  familyState: key.familyState,
  living: key.living,
  inDistrict: key.inDistrict,
});

/** The prices for a pricing key (null when the college publishes no tuition). */
export function pricesFor(
  row: CollegeRow,
  key: Pick<PricingKey, 'familyState' | 'living' | 'inDistrict' | 'policies'>,
): CollegePrices | null {
  return collegePrices(row, placeOf(key), key.policies.get(row.unitId));
}

/** The part of a pricing key a college's prices in a year depend on (not the family's estimates or income). */
export type PriceYearKey = Pick<
  PricingKey,
  'familyState' | 'living' | 'inDistrict' | 'policies' | 'priceYearStart' | 'annualIncreasePercent'
>;

/** A string naming a price-year key (a cached price layer's key). */
export function priceYearKeyId(key: PriceYearKey): string {
  return `${key.familyState}|${key.priceYearStart}|${key.annualIncreasePercent}|${key.living}|${key.inDistrict}|${key.policies.version}`;
}

/** A college's prices in the key's year, before the family's estimates (null when it publishes no tuition). */
export function collegePriceYearFor(row: CollegeRow, key: PriceYearKey): CollegePriceYear | null {
  const prices = pricesFor(row, key);
  return prices && collegePriceYear(prices, key.priceYearStart, key.annualIncreasePercent);
}

/** A family's figures at a college whose prices in the year are worked out (`collegePriceYearFor`). */
export function familyPricingOf(year: CollegePriceYear, key: PricingKey): CollegePriceFigures {
  return familyPriceFigures(year, netPriceFamilyOf(key));
}

/** The need and net price estimate of `familyPricingOf` alone, by the same rule: a sort's keys for every college. */
export function familyPriceOrderOf(
  year: CollegePriceYear,
  key: PricingKey,
): { need: number | null; netPrice: number | null } {
  return familyPriceOrder(year, netPriceFamilyOf(key));
}

const netPriceFamilyOf = (key: PricingKey) => ({
  federalSai: key.federalSai,
  institutionalSai: key.institutionalSai,
  income: key.income,
  pell: key.pellAward,
});

/**
 * One college's full cost, the spec's narrower figure, need and net price for a pricing key, by the engine's one
 * rule (`collegePriceFigures`, which the plan and the browser's what-ifs also run); null without tuition.
 */
export function collegePricing(row: CollegeRow, key: PricingKey): CollegePriceFigures | null {
  const year = collegePriceYearFor(row, key);
  return year && familyPricingOf(year, key);
}

/** The spec's cost of attendance in the year starting `targetStart`; null when the college publishes no tuition. */
export function collegeCoaTotal(
  row: CollegeRow,
  familyState: string | null,
  targetStart: number,
  ratePercent: number,
): number | null {
  return collegeSpecCost(row, familyState, targetStart, ratePercent).total;
}

/** The full cost of attendance with its lines, for a student's place; another (or no) state: out-of-state. */
export function collegeCostOfAttendance(
  row: CollegeRow,
  place: StudentPlace,
  targetStart: number,
  ratePercent: number,
): CollegeCostBreakdown {
  const prices = collegePrices(row, place, null);
  if (!prices) {
    return {
      residency: 'out-of-state',
      tuitionBasis: 'general',
      lines: [],
      total: null,
      rule: 'The college publishes no tuition, so its cost of attendance is not known.',
    };
  }
  const lines = costLinesInYear(prices, targetStart, ratePercent);
  return {
    residency:
      prices.tuitionBasis === 'in-state' || prices.tuitionBasis === 'in-district'
        ? 'in-state'
        : placeResidency(row, place),
    tuitionBasis: prices.tuitionBasis,
    lines: lines.map((l) => ({ label: l.label, amount: l.amount })),
    total: lines.reduce((s, l) => s + l.amount, 0),
    rule: prices.costNote,
  };
}

const SPEC_TUITION_LABEL = {
  'in-district': 'In-district tuition and fees',
  'in-state': 'In-state tuition and fees',
  'out-of-state': 'Out-of-state tuition and fees',
  general: 'General tuition and fees',
} as const;

/**
 * The spec's cost of attendance (§9) with its lines, labelled "tuition, fees, room and board": tuition by the state
 * rule, the full-time fee, room and board (on campus, else off campus), each grown to the year starting
 * `targetStart`. A null family state (or another state) gives the out-of-state figure.
 */
export function collegeSpecCost(
  row: CollegeRow,
  familyState: string | null,
  targetStart: number,
  ratePercent: number,
): CollegeCostBreakdown {
  const c = publishedCharges(row);
  const coa = costOfAttendance(
    {
      state: row.state,
      tuitionFee: c.tuitionGeneral,
      tuitionFeeInState: c.tuitionInState,
      tuitionFeeOutState: c.tuitionOutOfState,
      fullTimeFee: c.fullTimeFee,
      roomAndBoardFee: c.roomBoardOnCampus ?? c.roomBoardOffCampus,
    },
    familyState,
  );
  if (!(coa.tuition > 0)) {
    return {
      residency: coa.inState ? 'in-state' : 'out-of-state',
      tuitionBasis: coa.tuitionBasis,
      lines: [],
      total: null,
      rule: 'The college publishes no tuition, so its cost of attendance is not known.',
    };
  }
  const grown = projectCostLines(
    [coa.tuition, coa.fees, coa.roomAndBoard],
    c.yearStart,
    targetStart,
    ratePercent,
  );
  const [tuition, fees, roomAndBoard] = grown.lines as [number, number, number];
  const lines: { label: string; amount: number }[] = [
    { label: SPEC_TUITION_LABEL[coa.tuitionBasis], amount: tuition },
  ];
  if (fees > 0) lines.push({ label: 'Full-time fee', amount: fees });
  lines.push({
    label:
      c.roomBoardOnCampus === null && c.roomBoardOffCampus !== null
        ? 'Room and board (off campus)'
        : 'Room and board',
    amount: roomAndBoard,
  });
  return {
    residency: coa.inState ? 'in-state' : 'out-of-state',
    tuitionBasis: coa.tuitionBasis,
    lines,
    total: grown.total,
    rule: coa.rule,
  };
}

function placeResidency(row: CollegeRow, place: StudentPlace): 'in-state' | 'out-of-state' {
  const a = place.familyState?.trim().toUpperCase();
  return a && a === row.state?.trim().toUpperCase() ? 'in-state' : 'out-of-state';
}

export interface PublishedNetPrice {
  start: number;
  table: NetPriceByIncome;
  average: number | null;
}

/** The newest published net prices a college has: 2022-23 (the supplement) when any is given, else 2021-22. */
export function publishedNetPrice(row: CollegeRow): PublishedNetPrice {
  const newer: NetPriceByIncome = {
    '0-30000': row.netPriceIncome0To30k2022,
    '30001-48000': row.netPriceIncome30To48k2022,
    '48001-75000': row.netPriceIncome48To75k2022,
    '75001-110000': row.netPriceIncome75To110k2022,
    '110001+': row.netPriceIncome110kPlus2022,
  };
  const own: PublishedNetPrice = {
    start: ownPriceStart(row),
    table: {
      '0-30000': row.netPriceIncome0To30k,
      '30001-48000': row.netPriceIncome30To48k,
      '48001-75000': row.netPriceIncome48To75k,
      '75001-110000': row.netPriceIncome75To110k,
      '110001+': row.netPriceIncome110kPlus,
    },
    average: row.avgNetPrice,
  };
  const hasNewer = row.avgNetPrice2022 !== null || Object.values(newer).some((v) => v !== null);
  const hasOwn = own.average !== null || Object.values(own.table).some((v) => v !== null);
  if (hasNewer && (!hasOwn || own.start < 2022))
    return { start: 2022, table: newer, average: row.avgNetPrice2022 };
  return own;
}

/** The academic year ("2022-23") of the published net prices a college's net price is worked out from. */
export function publishedNetPriceYear(row: CollegeRow): string {
  return academicYearOf(publishedNetPrice(row).start);
}

function netPriceTable(row: CollegeRow): NetPriceByIncome {
  return publishedNetPrice(row).table;
}

/** A college's published net prices and rules for a pricing key in its year: the browser's what-if input. */
export function collegeNetPriceInputs(row: CollegeRow, key: PricingKey): FamilyNetPriceCollege | null {
  const prices = pricesFor(row, key);
  return prices && netPricesInYear(prices, key.priceYearStart, key.annualIncreasePercent);
}

const BRACKET_LABELS: Record<IncomeBracket, string> = {
  '0-30000': '$0 – $30,000',
  '30001-48000': '$30,001 – $48,000',
  '48001-75000': '$48,001 – $75,000',
  '75001-110000': '$75,001 – $110,000',
  '110001+': '$110,001 and above',
};

/** The college's published net price per income band, marking the family's own band when its income is known. */
export function incomeBrackets(row: CollegeRow, income: number | null) {
  const table = netPriceTable(row);
  const yours = income === null ? null : incomeBracket(income);
  return (Object.keys(BRACKET_LABELS) as IncomeBracket[]).map((bracket) => ({
    bracket,
    label: BRACKET_LABELS[bracket],
    amount: table[bracket],
    yours: bracket === yours,
  }));
}

/** "2027-28" for an academic year starting in 2027. */
export function academicYearOf(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** A student who finishes high school in `graduationYear` starts college that autumn. */
export const firstAcademicYear = academicYearOf;
