import type { SearchNames } from './college-entry';
import type { SearchColumns, TokenMatch } from './search-columns';

/*
 * The search's relevance order (ADR 0049): what was typed, compared with each matching college's names. Tiers,
 * best first; larger colleges (more undergraduates) first within a tier, then the id. Whole words beat parts of
 * words ("Dayton" finds the University of Dayton before Daytona State College):
 *   0  a common short name, exactly ("Penn State", "MIT": data/colleges/common-names.csv)
 *   1  the name exactly, or the name without its campus ("University of California")
 *   2  an IPEDS other name or a former name, exactly ("UCLA", "Ole Miss", "IUPUI")
 *   3  a name, other name or common name that starts with the typed words ("Pennsylvania State" -> its campuses)
 *   4  every typed word is a word of the names ("Dayton" -> University of Dayton)
 *   5  a name, other name or common name that starts with the typed text ("Georgia Te" -> Georgia Tech)
 *   6  every typed word starts a word of the names
 *   7  every typed word starts a word of the names or the city (colleges in Dayton)
 *   8  every typed word appears inside the text (the search's matching rule: "mit" in "Smith")
 */

const MAX_CACHED = 2_000;

const startsWithWords = (name: string, query: string) =>
  name.startsWith(query) && (name.length === query.length || name[query.length] === ' ');

export function relevanceTier(names: SearchNames, text: string, query: string, tokens: string[]): number {
  if (names.common.includes(query)) return 0;
  if (names.name === query || names.nameBase === query) return 1;
  if (names.phrases.includes(query)) return 2;
  const all = [names.name, ...names.phrases, ...names.common];
  if (all.some((n) => startsWithWords(n, query))) return 3;
  if (tokens.every((t) => names.text.includes(` ${t} `))) return 4;
  if (all.some((n) => n.startsWith(query))) return 5;
  if (tokens.every((t) => names.text.includes(` ${t}`))) return 6;
  if (tokens.every((t) => text.includes(` ${t}`))) return 7;
  return 8;
}

/** The relevance order of the colleges matching each search, built once per search text and kept (LRU). */
export class RelevanceOrders {
  private readonly orders = new Map<string, Int32Array>();
  private prominence: Int32Array | null = null;

  constructor(private readonly columns: SearchColumns) {}

  /** Each position's rank by undergraduates, most first (unknown last, ties by id). */
  private prominenceRank(): Int32Array {
    if (this.prominence) return this.prominence;
    const c = this.columns;
    const order = Int32Array.from({ length: c.size }, (_, i) => i).sort((a, b) => {
      const va = c.enrolment[a]!;
      const vb = c.enrolment[b]!;
      const na = Number.isNaN(va);
      const nb = Number.isNaN(vb);
      if (na || nb) return na === nb ? a - b : na ? 1 : -1;
      return vb - va || a - b;
    });
    const rank = new Int32Array(c.size);
    for (let k = 0; k < order.length; k += 1) rank[order[k]!] = k;
    this.prominence = rank;
    return rank;
  }

  /**
   * The positions of the colleges containing every token, best match first (`descending`, the default
   * direction) or last.
   */
  order(tokens: string[], masks: TokenMatch[], descending: boolean): Int32Array {
    const query = tokens.join(' ');
    const key = `${descending ? 'd' : 'a'}:${query}`;
    const cached = this.orders.get(key);
    if (cached) {
      this.orders.delete(key);
      this.orders.set(key, cached);
      return cached;
    }
    let smallest = masks[0]!;
    for (const m of masks) if (m.positions.length < smallest.positions.length) smallest = m;
    const c = this.columns;
    const rank = this.prominenceRank();
    const found: number[] = [];
    const keys = new Float64Array(c.size);
    for (const i of smallest.positions) {
      if (!masks.every((m) => m.mask[i] === 1)) continue;
      found.push(i);
      // One sortable number per college: its tier, then its size rank.
      keys[i] = relevanceTier(c.names[i]!, c.text[i]!, query, tokens) * c.size + rank[i]!;
    }
    const order = Int32Array.from(found).sort((a, b) => keys[a]! - keys[b]!);
    if (!descending) order.reverse();
    this.orders.set(key, order);
    if (this.orders.size > MAX_CACHED) this.orders.delete(this.orders.keys().next().value!);
    return order;
  }
}
