import type { CollegeEntry, CollegeFacts, SearchNames } from './college-entry';
import type { CollegeRow } from './colleges.repository';

/**
 * The search index's columns: one typed array per filterable figure (NaN when the college publishes none), a
 * normalised text per college for the name/alias/city search (and its names for the relevance order), CIP-family bit sets, and the candidate lists built
 * from them on first use (the colleges of a state, of a field of study, containing a word).
 */

const MAX_CACHED_TOKENS = 2_000;

const nan = (v: number | null) => (v === null ? Number.NaN : v);

/** Which colleges contain a search word: a mask in index order and the positions. */
export interface TokenMatch {
  mask: Uint8Array;
  positions: Int32Array;
}

export class SearchColumns {
  readonly size: number;
  readonly rows: readonly CollegeRow[];
  readonly facts: readonly CollegeFacts[];
  readonly text: string[];
  readonly names: SearchNames[];
  readonly stateOf: string[];
  readonly level: Uint8Array;
  readonly control: Uint8Array;
  readonly majorsLow: Uint32Array;
  readonly majorsHigh: Uint32Array;
  readonly acceptance: Float64Array;
  readonly graduation: Float64Array;
  readonly gift: Float64Array;
  readonly aid: Float64Array;
  readonly enrolment: Float64Array;
  readonly debtPayment: Float64Array;
  readonly earnings: Float64Array;
  readonly paymentShare: Float64Array;
  private readonly positionById = new Map<number, number>();
  private readonly byState = new Map<string, Int32Array>();
  private readonly byMajor = new Map<number, Int32Array>();
  private readonly tokens = new Map<string, TokenMatch>();

  /** Room for `entries` (in id order); `fill` copies them in. */
  constructor(entries: readonly CollegeEntry[]) {
    const n = entries.length;
    this.size = n;
    this.rows = entries.map((e) => e.row);
    this.facts = entries.map((e) => e.facts);
    this.text = new Array<string>(n);
    this.names = new Array<SearchNames>(n);
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
  }

  /** Copies the entries `from` to `to` (exclusive) into the columns. */
  fill(entries: readonly CollegeEntry[], from: number, to: number): void {
    for (let i = from; i < to; i += 1) {
      const entry = entries[i]!;
      const facts = entry.facts;
      this.positionById.set(entry.row.id, i);
      this.text[i] = entry.text;
      this.names[i] = entry.names;
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

  /** Positions of the colleges of a state, by id. */
  statePositions(state: string): Int32Array {
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
  majorPositions(bit: number): Int32Array {
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
  tokenMatch(token: string): TokenMatch {
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
}
