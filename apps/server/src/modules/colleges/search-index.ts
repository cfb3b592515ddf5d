import { COLLEGE_TYPES, type CollegeSearchQuery } from '@ccp/contracts';
import {
  CIP_BIT,
  CONTROLS,
  type CollegeEntry,
  type CollegeFacts,
  entryOf,
  LEVELS,
  normaliseSearchText,
} from './college-entry';
import type { CollegeRow } from './colleges.repository';
import { SearchColumns } from './search-columns';
import {
  type DistanceFigures,
  type FamilyFigures,
  type FitFigures,
  type Order,
  type PayFigures,
  SearchOrders,
} from './search-orders';
import { RelevanceOrders } from './search-relevance';

const FIT_FILTER_RANK = { likely: 0, target: 1, reach: 2 } as const;
/** Colleges copied into a new index between two pauses. */
const FILL_SLICE = 5_000;

/**
 * A read-only, precomputed copy of the catalogue for the search: its columns (search-columns.ts) and sort orders
 * built on first use. A query is one pass over a pre-sorted order with cheap per-college checks.
 */
export class SearchIndex {
  readonly size: number;
  readonly rows: readonly CollegeRow[];
  readonly facts: readonly CollegeFacts[];
  private readonly columns: SearchColumns;
  private readonly orders: SearchOrders;
  private readonly relevance: RelevanceOrders;
  private readonly ranks = new WeakMap<Order, Int32Array>();
  private readonly sublists = new WeakMap<Order, Map<string, Int32Array>>();

  /** An index of whole rows (tests, one-off use); the catalogue builds from kept entries instead. */
  static of(rows: CollegeRow[], revision: number): SearchIndex {
    return new SearchIndex([...rows].sort((a, b) => a.id - b.id).map(entryOf), revision);
  }

  /**
   * An index of `entries` (in id order) built in slices with `pause` between them, so that a catalogue of tens of
   * thousands of colleges does not hold the event loop.
   */
  static async build(
    entries: readonly CollegeEntry[],
    revision: number,
    pause: () => Promise<void>,
  ): Promise<SearchIndex> {
    const index = new SearchIndex(entries, revision, false);
    for (let from = 0; from < entries.length; from += FILL_SLICE) {
      await pause();
      index.columns.fill(entries, from, Math.min(from + FILL_SLICE, entries.length));
    }
    return index;
  }

  /** `entries` in id order, so that ties in any sort fall back to the id. A copy per college, no parsing. */
  constructor(
    entries: readonly CollegeEntry[],
    readonly revision: number,
    fillNow = true,
  ) {
    this.columns = new SearchColumns(entries);
    this.size = this.columns.size;
    this.rows = this.columns.rows;
    this.facts = this.columns.facts;
    this.orders = new SearchOrders(this.columns);
    this.relevance = new RelevanceOrders(this.columns);
    if (fillNow) this.columns.fill(entries, 0, this.size);
  }

  positionOf(id: number): number | undefined {
    return this.columns.positionOf(id);
  }

  /**
   * Builds the default order (by name, the costliest: about 0.1 s for 50,000 colleges) before the index serves,
   * in slices with `pause` between them, so that the first search after a catalogue change does not stall.
   */
  prepare(pause: () => Promise<void>): Promise<void> {
    return this.orders.prepare(pause);
  }

  /** A candidate list sorted the way `order` is, kept per order for states and fields (words vary too much). */
  private inOrder(order: Order, key: string, list: Int32Array): Int32Array {
    let lists = this.sublists.get(order);
    if (!lists) {
      lists = new Map();
      this.sublists.set(order, lists);
    }
    const cached = lists.get(key);
    if (cached) return cached;
    let rank = this.ranks.get(order);
    if (!rank) {
      rank = new Int32Array(this.size);
      for (let k = 0; k < order.length; k += 1) rank[order[k]!] = k;
      this.ranks.set(order, rank);
    }
    const ranked = rank;
    const sorted = Int32Array.from(list).sort((a, b) => ranked[a]! - ranked[b]!);
    if (!key.startsWith('word:')) lists.set(key, sorted);
    return sorted;
  }

  /**
   * Counts every match and keeps the positions of the requested page. A state, field of study or search word
   * narrows the candidates first (sorted by their rank in the sort order); otherwise one pass over the order.
   */
  query(
    q: CollegeSearchQuery,
    family: FamilyFigures,
    familyOrders: Map<string, Order>,
    fit: FitFigures | null = null,
    distance: DistanceFigures | null = null,
    suggested: Order | null = null,
    pay: PayFigures | null = null,
  ): { total: number; positions: number[] } {
    const c = this.columns;
    const tokens = q.search ? normaliseSearchText(q.search).split(' ').filter(Boolean) : [];
    const masks = tokens.map((t) => c.tokenMatch(t));
    const descending = q.sort_order === 'DESC';
    // By relevance, a search's own order holds exactly its matches; otherwise one of the index's sort orders.
    const byText = q.sort_college === 'relevance' && tokens.length > 0;
    const order = byText
      ? this.relevance.order(tokens, masks, descending)
      : this.orders.order(q.sort_college, descending, family, familyOrders, fit, distance, suggested, pay);
    // "Can we pay for this?": covered only (rank below 1), or within the federal loans too (below 2).
    const maxPayRank = q.can_we_pay === undefined ? -1 : q.can_we_pay === 'covered' ? 1 : 2;
    const payRank = pay?.rank ?? null;
    const maxDistance = q.max_distance ?? -1;
    const miles = distance?.miles ?? null;
    const fitRank = q.fit === undefined ? -1 : FIT_FILTER_RANK[q.fit];
    const fitValues = fit?.rank ?? null;
    const maxDebtPayment = q.max_debt_payment ?? -1;
    const minEarnings = q.min_earnings ?? -1;
    const maxPaymentShare = q.max_payment_share === undefined ? -1 : q.max_payment_share / 100;
    const level = q.college_level ? LEVELS.indexOf(q.college_level) : -1;
    const control = q.college_type ? CONTROLS.indexOf(COLLEGE_TYPES[q.college_type]) : -1;
    const bit = q.major_code !== undefined ? CIP_BIT.get(q.major_code)! : -1;
    const majorMask = bit < 0 ? 0 : (1 << (bit % 32)) >>> 0;
    const majors = bit < 32 ? c.majorsLow : c.majorsHigh;
    const minAcceptance = q.acceptance === undefined ? -1 : q.acceptance / 100;
    const minGraduation = q.graduation_rate === undefined ? -1 : q.graduation_rate / 100;
    const minGift = q.gift_rate === undefined ? -1 : q.gift_rate / 100;
    const minAid = q.aid_rate === undefined ? -1 : q.aid_rate / 100;
    const maxCoa = q.coa ?? -1;
    const minSize = q.college_size_min ?? -1;
    const maxSize = q.college_size_max ?? -1;
    const sizeFilter = minSize >= 0 || maxSize >= 0;
    const state = q.state ?? null;

    // The smallest candidate list among the narrowing filters, in the sort order (state and field lists are kept
    // per order, so the common searches never sort).
    let best: { key: string; list: Int32Array } | null = null;
    const consider = (key: string, list: Int32Array) => {
      if (best === null || list.length < best.list.length) best = { key, list };
    };
    if (state !== null) consider(`state:${state}`, c.statePositions(state));
    if (bit >= 0) consider(`major:${bit}`, c.majorPositions(bit));
    for (let m = 0; m < masks.length; m += 1) consider(`word:${tokens[m]}`, masks[m]!.positions);
    const chosen = best as { key: string; list: Int32Array } | null;
    const scan: ArrayLike<number> =
      !byText && chosen !== null && chosen.list.length * 4 < this.size
        ? this.inOrder(order, chosen.key, chosen.list)
        : order;

    const from = (q.page - 1) * q.limit;
    const to = from + q.limit;
    // Nothing to check per college (the first page of the default list, a name typed by relevance, whose order
    // holds exactly its matches): the page is a slice of the order.
    const unfiltered =
      (masks.length === 0 || byText) &&
      state === null &&
      level < 0 &&
      control < 0 &&
      majorMask === 0 &&
      minAcceptance < 0 &&
      minGraduation < 0 &&
      minGift < 0 &&
      minAid < 0 &&
      maxCoa < 0 &&
      maxDebtPayment < 0 &&
      minEarnings < 0 &&
      maxPaymentShare < 0 &&
      maxDistance < 0 &&
      fitRank < 0 &&
      maxPayRank < 0 &&
      !sizeFilter;
    if (unfiltered) {
      const page: number[] = [];
      for (let k = from; k < Math.min(to, scan.length); k += 1) page.push(scan[k]!);
      return { total: scan.length, positions: page };
    }
    const positions: number[] = [];
    let total = 0;
    for (let k = 0; k < scan.length; k += 1) {
      const i = scan[k]!;
      if (state !== null && c.stateOf[i] !== state) continue;
      if (level >= 0 && c.level[i] !== level) continue;
      if (control >= 0 && c.control[i] !== control) continue;
      if (majorMask !== 0 && (majors[i]! & majorMask) === 0) continue;
      // NaN fails every comparison, so a college without the figure never passes a filter on it.
      if (minAcceptance >= 0 && !(c.acceptance[i]! >= minAcceptance)) continue;
      if (minGraduation >= 0 && !(c.graduation[i]! >= minGraduation)) continue;
      if (minGift >= 0 && !(c.gift[i]! >= minGift)) continue;
      if (minAid >= 0 && !(c.aid[i]! >= minAid)) continue;
      if (maxCoa >= 0 && !(family.coa[i]! <= maxCoa)) continue;
      if (maxDebtPayment >= 0 && !(c.debtPayment[i]! <= maxDebtPayment)) continue;
      if (minEarnings >= 0 && !(c.earnings[i]! >= minEarnings)) continue;
      if (maxPaymentShare >= 0 && !(c.paymentShare[i]! <= maxPaymentShare)) continue;
      // Without a home ZIP code no college has a distance, so a distance filter finds none.
      if (maxDistance >= 0 && (miles === null || !(miles[i]! <= maxDistance))) continue;
      if (fitRank >= 0 && (fitValues === null || fitValues[i] !== fitRank)) continue;
      if (maxPayRank >= 0 && (payRank === null || !(payRank[i]! < maxPayRank))) continue;
      if (sizeFilter) {
        const size = c.enrolment[i]!;
        if (minSize >= 0 && !(size >= minSize)) continue;
        if (maxSize >= 0 && !(size <= maxSize)) continue;
      }
      let words = true;
      for (let m = 0; m < masks.length; m += 1) {
        if (masks[m]!.mask[i] === 0) {
          words = false;
          break;
        }
      }
      if (!words) continue;
      if (total >= from && total < to) positions.push(i);
      total += 1;
    }
    return { total, positions };
  }
}
