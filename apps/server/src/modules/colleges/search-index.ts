import { COLLEGE_TYPES, type CollegeSearchQuery, type CollegeSort } from '@ccp/contracts';
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
import { sortInSlices } from './sort-in-slices';

/**
 * A read-only, precomputed copy of the catalogue for the search: one typed array per filterable figure (NaN when
 * the college publishes none), a normalised text per college for the name/alias/city search, CIP-family bit sets,
 * and sort orders built on first use. A query is one pass over a pre-sorted order with cheap per-college checks.
 */

/** One student's fit with every college, in index order (0 likely, 1 target, 2 reach, NaN not enough data). */
export interface FitFigures {
  rank: Float64Array;
  orders: Map<string, Int32Array>;
}

/** Miles from the family's home to every college, in index order (NaN unknown). */
export interface DistanceFigures {
  miles: Float64Array;
  orders: Map<string, Int32Array>;
}

/** Per-family figures for every college, in index order (NaN = unknown). */
export interface FamilyFigures {
  coa: Float64Array;
  need: Float64Array;
  netPrice(): Float64Array;
}

const MAX_CACHED_TOKENS = 2_000;
const FIT_FILTER_RANK = { likely: 0, target: 1, reach: 2 } as const;
/** Colleges copied into a new index between two pauses. */
const FILL_SLICE = 5_000;

const nan = (v: number | null) => (v === null ? Number.NaN : v);

type Order = Int32Array;

export class SearchIndex {
  readonly size: number;
  readonly rows: readonly CollegeRow[];
  readonly facts: readonly CollegeFacts[];
  private readonly positionById = new Map<number, number>();
  private readonly text: string[];
  private readonly stateOf: string[];
  private readonly level: Uint8Array;
  private readonly control: Uint8Array;
  private readonly majorsLow: Uint32Array;
  private readonly majorsHigh: Uint32Array;
  private readonly acceptance: Float64Array;
  private readonly graduation: Float64Array;
  private readonly gift: Float64Array;
  private readonly aid: Float64Array;
  private readonly enrolment: Float64Array;
  private readonly debtPayment: Float64Array;
  private readonly earnings: Float64Array;
  private readonly paymentShare: Float64Array;
  private readonly orders = new Map<string, Order>();
  private readonly ranks = new WeakMap<Order, Int32Array>();
  private readonly sublists = new WeakMap<Order, Map<string, Int32Array>>();
  private readonly byState = new Map<string, Int32Array>();
  private readonly byMajor = new Map<number, Int32Array>();
  private readonly tokens = new Map<string, { mask: Uint8Array; positions: Int32Array }>();

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
      index.fill(entries, from, Math.min(from + FILL_SLICE, entries.length));
    }
    return index;
  }

  /** `entries` in id order, so that ties in any sort fall back to the id. A copy per college, no parsing. */
  constructor(
    entries: readonly CollegeEntry[],
    readonly revision: number,
    fillNow = true,
  ) {
    const n = entries.length;
    this.size = n;
    this.rows = entries.map((e) => e.row);
    this.facts = entries.map((e) => e.facts);
    this.text = new Array<string>(n);
    this.stateOf = new Array<string>(n);
    this.level = new Uint8Array(n);
    this.control = new Uint8Array(n);
    this.majorsLow = new Uint32Array(n);
    this.majorsHigh = new Uint32Array(n);
    this.acceptance = new Float64Array(n);
    this.graduation = new Float64Array(n);
    this.gift = new Float64Array(n);
    this.aid = new Float64Array(n);
    this.enrolment = new Float64Array(n);
    this.debtPayment = new Float64Array(n);
    this.earnings = new Float64Array(n);
    this.paymentShare = new Float64Array(n);
    if (fillNow) this.fill(entries, 0, n);
  }

  private fill(entries: readonly CollegeEntry[], from: number, to: number): void {
    for (let i = from; i < to; i += 1) {
      const entry = entries[i]!;
      const facts = entry.facts;
      this.positionById.set(entry.row.id, i);
      this.text[i] = entry.text;
      this.stateOf[i] = entry.row.state;
      this.level[i] = entry.level;
      this.control[i] = entry.control;
      this.majorsLow[i] = entry.majorsLow;
      this.majorsHigh[i] = entry.majorsHigh;
      this.acceptance[i] = nan(facts.acceptanceRate);
      this.graduation[i] = nan(facts.graduationRate);
      this.gift[i] = nan(facts.giftRate);
      this.aid[i] = nan(facts.aidRate);
      this.enrolment[i] = nan(facts.undergradEnrollment);
      this.debtPayment[i] = nan(facts.monthlyDebtPayment);
      this.earnings[i] = nan(facts.medianEarnings);
      this.paymentShare[i] = nan(facts.paymentShareOfEarnings);
    }
  }

  positionOf(id: number): number | undefined {
    return this.positionById.get(id);
  }

  /**
   * Positions sorted by `values` (unknown values last in either direction; ties by id). Cached under `cacheKey`
   * when given, so each order is built once per index (or once per family view for family figures).
   */
  private sorted(
    values: ArrayLike<number> | null,
    descending: boolean,
    cache?: Map<string, Order>,
    key?: string,
  ) {
    const cached = key ? cache?.get(key) : undefined;
    if (cached) return cached;
    const order = new Int32Array(this.size);
    for (let i = 0; i < this.size; i += 1) order[i] = i;
    if (values) {
      order.sort((a, b) => {
        const va = values[a]!;
        const vb = values[b]!;
        const na = Number.isNaN(va);
        const nb = Number.isNaN(vb);
        if (na || nb) return na === nb ? a - b : na ? 1 : -1;
        if (va !== vb) return descending ? vb - va : va - vb;
        return a - b;
      });
    }
    if (key) cache?.set(key, order);
    return order;
  }

  private byName(descending: boolean) {
    const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
    return (a: number, b: number) => {
      const byName = collator.compare(this.rows[a]!.name, this.rows[b]!.name);
      return (descending ? -byName : byName) || a - b;
    };
  }

  private nameOrder(descending: boolean): Order {
    const key = `name:${descending}`;
    const cached = this.orders.get(key);
    if (cached) return cached;
    const order = this.sorted(null, false);
    order.sort(this.byName(descending));
    this.orders.set(key, order);
    return order;
  }

  /**
   * Builds the default order (by name, the costliest: about 0.1 s for 50,000 colleges) before the index serves,
   * in slices with `pause` between them, so that the first search after a catalogue change does not stall.
   */
  async prepare(pause: () => Promise<void>): Promise<void> {
    if (this.orders.has('name:false')) return;
    this.orders.set('name:false', await sortInSlices(this.size, this.byName(false), pause));
  }

  private stateOrder(descending: boolean): Order {
    const key = `state:${descending}`;
    const cached = this.orders.get(key);
    if (cached) return cached;
    const names = this.nameOrder(false);
    const rank = new Int32Array(this.size);
    names.forEach((pos, i) => {
      rank[pos] = i;
    });
    const order = this.sorted(null, false);
    order.sort((a, b) => {
      const byState = this.stateOf[a]!.localeCompare(this.stateOf[b]!);
      return (descending ? -byState : byState) || rank[a]! - rank[b]!;
    });
    this.orders.set(key, order);
    return order;
  }

  order(
    sort: CollegeSort,
    descending: boolean,
    family: FamilyFigures,
    familyOrders: Map<string, Order>,
    fit: FitFigures | null = null,
    distance: DistanceFigures | null = null,
  ): Order {
    const d = descending;
    switch (sort) {
      case 'name':
        return this.nameOrder(d);
      case 'state':
        return this.stateOrder(d);
      case 'size':
        return this.sorted(this.enrolment, d, this.orders, `size:${d}`);
      case 'acceptance':
        return this.sorted(this.acceptance, d, this.orders, `acceptance:${d}`);
      case 'graduation_rate':
        return this.sorted(this.graduation, d, this.orders, `graduation:${d}`);
      case 'gift_rate':
        return this.sorted(this.gift, d, this.orders, `gift:${d}`);
      case 'aid_rate':
        return this.sorted(this.aid, d, this.orders, `aid:${d}`);
      case 'coa':
        return this.sorted(family.coa, d, familyOrders, `coa:${d}`);
      case 'need':
        return this.sorted(family.need, d, familyOrders, `need:${d}`);
      case 'net_price':
        return this.sorted(family.netPrice(), d, familyOrders, `net:${d}`);
      case 'debt_payment':
        return this.sorted(this.debtPayment, d, this.orders, `debt:${d}`);
      case 'earnings':
        return this.sorted(this.earnings, d, this.orders, `earnings:${d}`);
      case 'payment_share':
        return this.sorted(this.paymentShare, d, this.orders, `share:${d}`);
      case 'distance':
        return distance
          ? this.sorted(distance.miles, d, distance.orders, `distance:${d}`)
          : this.sorted(null, d);
      case 'fit':
        // Without a student every college is unlabelled: the order falls back to the id.
        return fit ? this.sorted(fit.rank, d, fit.orders, `fit:${d}`) : this.sorted(null, d);
    }
  }

  /** Positions of the colleges of a state, by id. */
  private statePositions(state: string): Int32Array {
    let list = this.byState.get(state);
    if (!list) {
      const found: number[] = [];
      for (let i = 0; i < this.size; i += 1) if (this.stateOf[i] === state) found.push(i);
      list = Int32Array.from(found);
      this.byState.set(state, list);
    }
    return list;
  }

  /** Positions of the colleges that award degrees in a CIP family. */
  private majorPositions(bit: number): Int32Array {
    let list = this.byMajor.get(bit);
    if (!list) {
      const majors = bit < 32 ? this.majorsLow : this.majorsHigh;
      const mask = (1 << (bit % 32)) >>> 0;
      const found: number[] = [];
      for (let i = 0; i < this.size; i += 1) if ((majors[i]! & mask) !== 0) found.push(i);
      list = Int32Array.from(found);
      this.byMajor.set(bit, list);
    }
    return list;
  }

  /** Which colleges contain a search word, computed once per word (most searches repeat words). */
  private tokenMatch(token: string): { mask: Uint8Array; positions: Int32Array } {
    let match = this.tokens.get(token);
    if (match) {
      this.tokens.delete(token);
      this.tokens.set(token, match);
      return match;
    }
    const mask = new Uint8Array(this.size);
    const found: number[] = [];
    for (let i = 0; i < this.size; i += 1) {
      if (this.text[i]!.includes(token)) {
        mask[i] = 1;
        found.push(i);
      }
    }
    match = { mask, positions: Int32Array.from(found) };
    this.tokens.set(token, match);
    if (this.tokens.size > MAX_CACHED_TOKENS) this.tokens.delete(this.tokens.keys().next().value!);
    return match;
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
  ): { total: number; positions: number[] } {
    const order = this.order(q.sort_college, q.sort_order === 'DESC', family, familyOrders, fit, distance);
    const maxDistance = q.max_distance ?? -1;
    const miles = distance?.miles ?? null;
    const fitRank = q.fit === undefined ? -1 : FIT_FILTER_RANK[q.fit];
    const fitValues = fit?.rank ?? null;
    const maxDebtPayment = q.max_debt_payment ?? -1;
    const minEarnings = q.min_earnings ?? -1;
    const maxPaymentShare = q.max_payment_share === undefined ? -1 : q.max_payment_share / 100;
    const tokens = q.search ? normaliseSearchText(q.search).split(' ').filter(Boolean) : [];
    const masks = tokens.map((t) => this.tokenMatch(t));
    const level = q.college_level ? LEVELS.indexOf(q.college_level) : -1;
    const control = q.college_type ? CONTROLS.indexOf(COLLEGE_TYPES[q.college_type]) : -1;
    const bit = q.major_code !== undefined ? CIP_BIT.get(q.major_code)! : -1;
    const majorMask = bit < 0 ? 0 : (1 << (bit % 32)) >>> 0;
    const majors = bit < 32 ? this.majorsLow : this.majorsHigh;
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
    if (state !== null) consider(`state:${state}`, this.statePositions(state));
    if (bit >= 0) consider(`major:${bit}`, this.majorPositions(bit));
    for (let m = 0; m < masks.length; m += 1) consider(`word:${tokens[m]}`, masks[m]!.positions);
    const chosen = best as { key: string; list: Int32Array } | null;
    const scan: ArrayLike<number> =
      chosen !== null && chosen.list.length * 4 < this.size
        ? this.inOrder(order, chosen.key, chosen.list)
        : order;

    const from = (q.page - 1) * q.limit;
    const to = from + q.limit;
    const positions: number[] = [];
    let total = 0;
    for (let k = 0; k < scan.length; k += 1) {
      const i = scan[k]!;
      if (state !== null && this.stateOf[i] !== state) continue;
      if (level >= 0 && this.level[i] !== level) continue;
      if (control >= 0 && this.control[i] !== control) continue;
      if (majorMask !== 0 && (majors[i]! & majorMask) === 0) continue;
      // NaN fails every comparison, so a college without the figure never passes a filter on it.
      if (minAcceptance >= 0 && !(this.acceptance[i]! >= minAcceptance)) continue;
      if (minGraduation >= 0 && !(this.graduation[i]! >= minGraduation)) continue;
      if (minGift >= 0 && !(this.gift[i]! >= minGift)) continue;
      if (minAid >= 0 && !(this.aid[i]! >= minAid)) continue;
      if (maxCoa >= 0 && !(family.coa[i]! <= maxCoa)) continue;
      if (maxDebtPayment >= 0 && !(this.debtPayment[i]! <= maxDebtPayment)) continue;
      if (minEarnings >= 0 && !(this.earnings[i]! >= minEarnings)) continue;
      if (maxPaymentShare >= 0 && !(this.paymentShare[i]! <= maxPaymentShare)) continue;
      // Without a home ZIP code no college has a distance, so a distance filter finds none.
      if (maxDistance >= 0 && (miles === null || !(miles[i]! <= maxDistance))) continue;
      if (fitRank >= 0 && (fitValues === null || fitValues[i] !== fitRank)) continue;
      if (sizeFilter) {
        const size = this.enrolment[i]!;
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
