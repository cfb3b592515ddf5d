import { type CollegeFit, collegeFit, FIT_RANK, type FitCollege, type FitStudent } from '@ccp/aid-engine';
import type { CollegeRow } from './colleges.repository';
import type { CollegeFacts, FitFigures, SearchIndex } from './search-index';

const MAX_VIEWS = 256;

/** The catalogue figures the fit rule reads. */
export function fitCollegeOf(row: CollegeRow, facts: CollegeFacts): FitCollege {
  return {
    admissionRate: row.admissionRate,
    satRange: facts.satRange,
    actRange:
      row.actComposite25 !== null && row.actComposite75 !== null
        ? { low: row.actComposite25, high: row.actComposite75 }
        : null,
  };
}

export function fitOf(index: SearchIndex, position: number, student: FitStudent | null): CollegeFit {
  if (student === null) {
    return { level: 'unknown', reason: 'Not enough data. Choose a student to see the fit.' };
  }
  return collegeFit(student, fitCollegeOf(index.rows[position]!, index.facts[position]!));
}

/**
 * Every college's fit for one student's scores, computed by the aid engine's rule once per catalogue version and
 * pair of scores, with its sort orders built on first use (the search filters and sorts by it).
 */
export class FitViews {
  private views = new Map<string, FitFigures>();
  private index: SearchIndex | null = null;

  get(index: SearchIndex, student: FitStudent): FitFigures {
    if (index !== this.index) {
      this.views = new Map();
      this.index = index;
    }
    const key = `${student.sat}|${student.act}`;
    const cached = this.views.get(key);
    if (cached) return cached;
    const rank = new Float64Array(index.size);
    for (let i = 0; i < index.size; i += 1) {
      const level = fitOf(index, i, student).level;
      rank[i] = level === 'unknown' ? Number.NaN : FIT_RANK[level];
    }
    const view = { rank, orders: new Map<string, Int32Array>() };
    this.views.set(key, view);
    if (this.views.size > MAX_VIEWS) this.views.delete(this.views.keys().next().value!);
    return view;
  }
}
