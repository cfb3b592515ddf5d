import type { CollegeSearchItem } from '@ccp/contracts';

/** A result item without the student's fit (added per search: it depends on the student, not the family figures). */
export type CollegeItemBase = Omit<CollegeSearchItem, 'fit' | 'distanceMiles'>;

import { type PricingKey, pricingKeyId } from '../college-pricing/college-costs';
import { collegeFigures } from '../family-figures/college-figures';
import type { SearchIndex } from './search-index';
import type { FamilyFigures } from './search-orders';

export interface FamilyView extends FamilyFigures {
  /** Sort orders by the family's figures, built on first use. */
  orders: Map<string, Int32Array>;
  /** A result item, built once per college and first academic year for this family's figures. */
  /**
   * A result item, built once per college and `variant` (the student's scores and the home ZIP, which the fit and
   * the distance depend on) and reused whole: the serializer writes a frozen item's JSON once.
   */
  item(position: number, variant: string, build: () => CollegeSearchItem): CollegeSearchItem;
}

const MAX_ITEMS_PER_VIEW = 20_000;

const MAX_VIEWS = 256;

/**
 * Every college's cost of attendance, need and (on first use) net price for one set of family figures, computed
 * by the aid engine once and reused by every search with the same figures until the catalogue changes.
 */
export class FamilyViews {
  private views = new Map<string, FamilyView>();
  private index: SearchIndex | null = null;

  get(index: SearchIndex, key: PricingKey): FamilyView {
    if (index !== this.index) {
      this.views = new Map();
      this.index = index;
    }
    const id = pricingKeyId(key);
    const cached = this.views.get(id);
    if (cached) {
      // Keep recently used views at the end of the map, so the oldest is dropped first.
      this.views.delete(id);
      this.views.set(id, cached);
      return cached;
    }
    const view = build(index, key);
    this.views.set(id, view);
    if (this.views.size > MAX_VIEWS) this.views.delete(this.views.keys().next().value!);
    return view;
  }
}

function build(index: SearchIndex, key: PricingKey): FamilyView {
  const n = index.size;
  const coa = new Float64Array(n);
  const need = new Float64Array(n);
  const net = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    const figures = collegeFigures(index.rows[i]!, key);
    coa[i] = figures.costOfAttendance ?? Number.NaN;
    need[i] = figures.need ?? Number.NaN;
    net[i] = figures.netPrice.estimate ?? Number.NaN;
  }
  const items = new Map<string, CollegeSearchItem>();
  return {
    coa,
    need,
    orders: new Map(),
    item(position, variant, make) {
      const key = `${variant}:${position}`;
      let item = items.get(key);
      if (!item) {
        if (items.size >= MAX_ITEMS_PER_VIEW) items.clear();
        // Frozen: shared by every search that shows it, and serialised once (schema-serializer.ts).
        item = Object.freeze(make());
        items.set(key, item);
      }
      return item;
    },
    netPrice() {
      return net;
    },
  };
}
