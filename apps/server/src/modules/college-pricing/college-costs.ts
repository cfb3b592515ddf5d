import {
  type CollegeCostInput,
  type CollegePrices,
  costOfAttendance,
  estimatedNeed,
  type FamilyNetPrice,
  type FamilyNetPriceCollege,
  familyNetPrice,
  type IncomeBracket,
  incomeBracket,
  type NetPriceByIncome,
  netPricesInYear,
  projectCostLines,
} from '@ccp/aid-engine';
import type { CostAssumptions } from '@ccp/contracts';
import { academicYearStart, type CollegeCostBreakdown, PRICE_YEAR_START } from '@ccp/contracts';
import type { schema } from '@ccp/db';

type CollegeRow = typeof schema.colleges.$inferSelect;

/**
 * The family figures that change a college's cost, need and net price: the key of a family view. `priceYearStart`
 * is the calendar year of the academic year every price is projected to (the student's first college year), at the
 * family's yearly price growth `annualIncreasePercent`; `pellAward` caps a net price at the cost less Pell.
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
>;

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
 * college screens show is computed here by `@ccp/aid-engine`, never in routes or React.
 */

/** The newest published charges a college has, and the academic year (its start) they are for. */
interface PublishedCharges {
  start: number;
  input: CollegeCostInput;
  booksSupplies: number | null;
  otherExpenses: number | null;
  roomBoardOffCampusOnly: boolean;
}

const charges = new WeakMap<CollegeRow, PublishedCharges>();

/**
 * The engine's college cost fields from a catalogue row, from the newest year the college has tuition for: its
 * own columns (the year named by its `dataYear`: 2021-22 for the catalogue's Scorecard figures, an admin's import or
 * edit its own), 2023-24 (IPEDS IC2023_AY, the supplement) or 2022-23 (IC2022_AY); on a tie its own columns win.
 * All lines come from that one year. The catalogue's tuition already includes required fees; room and board is
 * the on-campus figure, or the off-campus one for colleges without housing.
 */
function publishedCharges(row: CollegeRow): PublishedCharges {
  let found = charges.get(row);
  if (found) return found;
  const year = (
    start: number,
    inState: number | null,
    outState: number | null,
    onCampus: number | null,
    offCampus: number | null,
    books: number | null,
    otherOn: number | null,
    otherOff: number | null,
  ): PublishedCharges => ({
    start,
    input: {
      state: row.state,
      tuitionFee: row.tuitionFee,
      tuitionFeeInState: inState,
      tuitionFeeOutState: outState,
      fullTimeFee: row.fullTimeFee,
      roomAndBoardFee: onCampus ?? offCampus,
    },
    booksSupplies: books,
    otherExpenses: onCampus === null ? otherOff : otherOn,
    roomBoardOffCampusOnly: onCampus === null && offCampus !== null,
  });
  const own = year(
    ownPriceStart(row),
    row.tuitionFeesInState,
    row.tuitionFeesOutOfState,
    row.roomBoardOnCampus,
    row.roomBoardOffCampus,
    row.booksSupplies,
    row.otherExpensesOnCampus,
    row.otherExpensesOffCampus,
  );
  const candidates: PublishedCharges[] = [];
  if (row.tuitionFeesInState !== null || row.tuitionFeesOutOfState !== null || row.tuitionFee !== null) {
    candidates.push(own);
  }
  if (row.tuitionFeesInState2023 !== null || row.tuitionFeesOutOfState2023 !== null) {
    candidates.push(
      year(
        2023,
        row.tuitionFeesInState2023,
        row.tuitionFeesOutOfState2023,
        row.roomBoardOnCampus2023,
        row.roomBoardOffCampus2023,
        row.booksSupplies2023,
        row.otherExpensesOnCampus2023,
        row.otherExpensesOffCampus2023,
      ),
    );
  }
  if (row.tuitionFeesInState2022 !== null || row.tuitionFeesOutOfState2022 !== null) {
    candidates.push(
      year(
        2022,
        row.tuitionFeesInState2022,
        row.tuitionFeesOutOfState2022,
        row.roomBoardOnCampus2022,
        row.roomBoardOffCampus2022,
        row.booksSupplies2022,
        row.otherExpensesOnCampus2022,
        row.otherExpensesOffCampus2022,
      ),
    );
  }
  // The newest year; a stable sort keeps the college's own columns first on a tie.
  found = candidates.sort((a, b) => b.start - a.start)[0] ?? own;
  charges.set(row, found);
  return found;
}

/** The tuition families are priced from (the newest published charges) and its academic year. */
export function publishedTuition(row: CollegeRow): {
  year: string;
  inState: number | null;
  outOfState: number | null;
} {
  const { start, input } = publishedCharges(row);
  return {
    year: academicYearOf(start),
    inState: input.tuitionFeeInState,
    outOfState: input.tuitionFeeOutState,
  };
}

/** The academic year ("2023-24") of the charges a college's cost of attendance is projected from. */
export function publishedPriceYear(row: CollegeRow): string {
  return academicYearOf(publishedCharges(row).start);
}

interface YearCoa {
  tuition: number;
  fees: number;
  roomAndBoard: number;
  total: number;
  known: boolean;
  inState: boolean;
  tuitionBasis: 'in-state' | 'out-of-state' | 'general';
  rule: string;
}

/**
 * A college's published prices for a family as the aid engine reads them (`CollegePrices`): the cost of
 * attendance's lines by the spec's rule for the family's state, from the newest year with tuition, and the newest
 * published net prices; null when the college publishes no tuition. The one bridge every screen and the plan use.
 */
export function collegePrices(row: CollegeRow, familyState: string | null): CollegePrices | null {
  const published = publishedCharges(row);
  const coa = costOfAttendance(published.input, familyState);
  if (!(coa.tuition > 0)) return null;
  const net = publishedNetPrice(row);
  return {
    costLines: [coa.tuition, coa.fees, coa.roomAndBoard],
    costYearStart: published.start,
    netPriceByIncome: net.table,
    avgNetPrice: net.average,
    netPriceYearStart: net.start,
    usesInstitutionalMethod: row.control === 'private nonprofit',
  };
}

/** Cost of attendance by the spec's rule, each line projected to the academic year starting `targetStart`. */
function coaInYear(row: CollegeRow, familyState: string | null, targetStart: number, rate: number): YearCoa {
  const published = publishedCharges(row);
  const coa = costOfAttendance(published.input, familyState);
  const grown = projectCostLines(
    [coa.tuition, coa.fees, coa.roomAndBoard],
    published.start,
    targetStart,
    rate,
  );
  const [tuition, fees, roomAndBoard] = grown.lines as [number, number, number];
  return {
    tuition,
    fees,
    roomAndBoard,
    total: grown.total,
    known: coa.tuition > 0,
    inState: coa.inState,
    tuitionBasis: coa.tuitionBasis,
    rule: coa.rule,
  };
}

/** Cost of attendance by the spec's rule in the year starting `targetStart`; null when the college publishes no tuition. */
export function collegeCoaTotal(
  row: CollegeRow,
  familyState: string | null,
  targetStart: number,
  ratePercent: number,
): number | null {
  const coa = coaInYear(row, familyState, targetStart, ratePercent);
  return coa.known ? coa.total : null;
}

const TUITION_LABEL = {
  'in-state': 'In-state tuition and fees',
  'out-of-state': 'Out-of-state tuition and fees',
  general: 'General tuition and fees',
} as const;

/** Cost of attendance with its lines; a null family state (or another state) gives the out-of-state figure. */
export function collegeCostOfAttendance(
  row: CollegeRow,
  familyState: string | null,
  targetStart: number,
  ratePercent: number,
): CollegeCostBreakdown {
  const coa = coaInYear(row, familyState, targetStart, ratePercent);
  const known = coa.known;
  const lines: { label: string; amount: number }[] = [
    { label: TUITION_LABEL[coa.tuitionBasis], amount: coa.tuition },
  ];
  if (coa.fees > 0) lines.push({ label: 'Full-time fee', amount: coa.fees });
  lines.push({
    label: publishedCharges(row).roomBoardOffCampusOnly ? 'Room and board (off campus)' : 'Room and board',
    amount: coa.roomAndBoard,
  });
  return {
    residency: coa.inState ? 'in-state' : 'out-of-state',
    tuitionBasis: coa.tuitionBasis,
    lines: known ? lines : [],
    total: known ? coa.total : null,
    rule: known ? coa.rule : 'The college publishes no tuition, so its cost of attendance is not known.',
  };
}

/**
 * The college's full published cost in the same year: the spec's cost of attendance plus books and supplies and
 * other expenses (transport, personal) for the same housing; null when the college publishes neither extra.
 */
export function collegeFullCost(
  row: CollegeRow,
  familyState: string | null,
  targetStart: number,
  ratePercent: number,
): number | null {
  const { booksSupplies: books, otherExpenses: other, start, input } = publishedCharges(row);
  const coa = costOfAttendance(input, familyState);
  if (!(coa.tuition > 0) || (books === null && other === null)) return null;
  return projectCostLines(
    [coa.tuition, coa.fees, coa.roomAndBoard, books ?? 0, other ?? 0],
    start,
    targetStart,
    ratePercent,
  ).total;
}

export function collegeNeed(coa: number, sai: number | null): number | null {
  return sai === null ? null : estimatedNeed(coa, sai);
}

export interface PublishedNetPrice {
  start: number;
  table: NetPriceByIncome;
  average: number | null;
}

/**
 * The newest published net prices a college has: its own columns (the year of its `dataYear`) or the 2022-23
 * supplement, whichever is newer and has any figure; on a tie its own columns.
 */
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

export type NetPrice = FamilyNetPrice;

/**
 * Estimated net price for this family, by the engine's one net price rule (`familyNetPrice`, shared with the
 * browser's what-ifs), from the college's published net prices projected to the student's first college year.
 */
export function collegeNetPrice(row: CollegeRow, coa: number | null, key: PricingKey): NetPrice {
  return familyNetPrice(
    collegeNetPriceInputs(row, key.priceYearStart, key.annualIncreasePercent),
    { ...key, pell: key.pellAward },
    coa,
  );
}

/** A college's published net prices projected to the year starting `targetStart`: the net price rule's input. */
export function collegeNetPriceInputs(
  row: CollegeRow,
  targetStart: number,
  ratePercent: number,
): FamilyNetPriceCollege {
  const published = publishedNetPrice(row);
  return netPricesInYear(
    {
      netPriceByIncome: published.table,
      avgNetPrice: published.average,
      netPriceYearStart: published.start,
      usesInstitutionalMethod: row.control === 'private nonprofit',
    },
    targetStart,
    ratePercent,
  );
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
