import {
  type CollegeFit,
  collegeFit,
  FIT_RANK,
  type FitCollege,
  type FitStudent,
  milesBetween,
  type Place,
} from '@ccp/aid-engine';
import zipcodes from 'zipcodes';
import type { CollegeFacts } from './college-entry';
import type { CollegeRow } from './colleges.repository';
import type { SearchIndex } from './search-index';
import type { FitFigures } from './search-orders';

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

/** Where a ZIP code is (the offline zipcodes package), or null for an unknown one. */
export function placeOfZip(zip: string | null): Place | null {
  if (zip === null) return null;
  const found = zipcodes.lookup(zip);
  return found ? { latitude: found.latitude, longitude: found.longitude } : null;
}

const placeOfRow = (row: CollegeRow): Place | null =>
  row.latitude === null || row.longitude === null
    ? null
    : { latitude: row.latitude, longitude: row.longitude };

export function distanceOf(index: SearchIndex, position: number, home: Place | null): number | null {
  return distanceOfRow(index.rows[position]!, home);
}

export const distanceOfRow = (row: CollegeRow, home: Place | null): number | null =>
  milesBetween(home, placeOfRow(row));

/** Every college's distance from one home ZIP code, in miles (NaN unknown), with its sort orders. */
export class DistanceViews {
  private views = new Map<string, { miles: Float64Array; orders: Map<string, Int32Array> }>();
  private index: SearchIndex | null = null;

  get(index: SearchIndex, zip: string, home: Place) {
    if (index !== this.index) {
      this.views = new Map();
      this.index = index;
    }
    const cached = this.views.get(zip);
    if (cached) return cached;
    const miles = new Float64Array(index.size);
    for (let i = 0; i < index.size; i += 1) miles[i] = distanceOf(index, i, home) ?? Number.NaN;
    const view = { miles, orders: new Map<string, Int32Array>() };
    this.views.set(zip, view);
    if (this.views.size > MAX_VIEWS) this.views.delete(this.views.keys().next().value!);
    return view;
  }
}
