import { US_STATES } from '@ccp/contracts';
import type { SearchIndex } from './search-index';
import type { FitFigures, Order } from './search-orders';

/*
 * The order of the college list when nothing is typed (ADR 0049): the colleges most useful to this family first,
 * not the cheapest or the largest. Each college gets a score (higher first; ties by id):
 *   + 3    in the family's state
 *   + 2.5  a peer of one of the chosen student's favourites: same type and level, similar selectivity
 *          (acceptance within 15 points, else average SAT within 100, else both unpublished)
 *   + 1.5 / 1 / 0.5  a target / likely / reach fit for the student's scores
 *   + log10(1 + undergraduates)         (0 to about 5: well-known colleges are larger)
 *   + 2 x graduation rate               (0.3 when unpublished)
 *   + 1    predominantly bachelor's or graduate degrees;  - 1.5 predominantly certificates
 *   - 1.5  private for-profit
 *   - 2    outside the 50 states and DC (a territory other than the family's own)
 */

const MAX_VIEWS = 256;
const STATES_AND_DC = new Set<string>(US_STATES.map((s) => s.code));
/** Fit ranks (FitFigures.rank): 0 likely, 1 target, 2 reach. */
const FIT_BONUS = [1, 1.5, 0.5];

export interface SuggestionInput {
  familyState: string | null;
  /** The chosen student's fit with every college (null without scores), and the key of its scores. */
  fit: FitFigures | null;
  fitKey: string;
  /** The chosen student's favourite colleges (ids). */
  favouriteIds: readonly number[];
}

/** Whether two colleges admit a similar range of students. */
function similarSelectivity(index: SearchIndex, a: number, b: number): boolean {
  const ra = index.rows[a]!;
  const rb = index.rows[b]!;
  if (ra.admissionRate !== null && rb.admissionRate !== null) {
    return Math.abs(ra.admissionRate - rb.admissionRate) <= 0.15;
  }
  if (ra.satAvg !== null && rb.satAvg !== null) return Math.abs(ra.satAvg - rb.satAvg) <= 100;
  return ra.admissionRate === null && rb.admissionRate === null;
}

export function suggestionScores(index: SearchIndex, input: SuggestionInput): Float64Array {
  const scores = new Float64Array(index.size);
  const favourites = input.favouriteIds
    .map((id) => index.positionOf(id))
    .filter((p): p is number => p !== undefined);
  const favouriteSet = new Set(favourites);
  for (let i = 0; i < index.size; i += 1) {
    const row = index.rows[i]!;
    const facts = index.facts[i]!;
    let score = Math.log10(1 + (row.undergradEnrollment ?? 0)) + 2 * (facts.graduationRate ?? 0.3);
    if (row.predominantDegree === 'bachelor' || row.predominantDegree === 'graduate') score += 1;
    if (row.predominantDegree === 'certificate') score -= 1.5;
    if (row.control === 'private for-profit') score -= 1.5;
    if (!STATES_AND_DC.has(row.state) && row.state !== input.familyState) score -= 2;
    if (input.familyState !== null && row.state === input.familyState) score += 3;
    const fit = input.fit?.rank[i];
    if (fit !== undefined && !Number.isNaN(fit)) score += FIT_BONUS[fit] ?? 0;
    if (!favouriteSet.has(i)) {
      for (const f of favourites) {
        const other = index.rows[f]!;
        if (other.control === row.control && other.level === row.level && similarSelectivity(index, f, i)) {
          score += 2.5;
          break;
        }
      }
    }
    scores[i] = score;
  }
  return scores;
}

/**
 * The suggested order for one family's state, student scores and favourites, built once per catalogue version and
 * kept (LRU), in both directions (`descending`: the most useful first, the default).
 */
export class SuggestedViews {
  private views = new Map<string, { best: Order; worst: Order | null }>();
  private index: SearchIndex | null = null;

  get(index: SearchIndex, input: SuggestionInput, descending: boolean): Order {
    if (index !== this.index) {
      this.views = new Map();
      this.index = index;
    }
    const key = `${input.familyState ?? ''}|${input.fitKey}|${[...input.favouriteIds].sort((a, b) => a - b).join(',')}`;
    let view = this.views.get(key);
    if (view) {
      this.views.delete(key);
      this.views.set(key, view);
    } else {
      const scores = suggestionScores(index, input);
      const best = Int32Array.from({ length: index.size }, (_, i) => i).sort(
        (a, b) => scores[b]! - scores[a]! || a - b,
      );
      view = { best, worst: null };
      this.views.set(key, view);
      if (this.views.size > MAX_VIEWS) this.views.delete(this.views.keys().next().value!);
    }
    if (descending) return view.best;
    view.worst ??= Int32Array.from(view.best).reverse();
    return view.worst;
  }
}
