import type { CollegeSearchItem } from '@ccp/contracts';

/** A result item without the student's fit (added per search: it depends on the student, not the family figures). */
export type CollegeItemBase = Omit<CollegeSearchItem, 'fit' | 'distanceMiles'>;

import type { CollegePriceYear } from '@ccp/aid-engine';
import {
  collegePriceYearFor,
  familyPriceOrderOf,
  type PriceYearKey,
  type PricingKey,
  priceYearKeyId,
  pricingKeyId,
} from '../college-pricing/college-costs';
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

/** Price layers kept: one per state, first college year, growth, living and district that families search with. */
const MAX_LAYERS = 32;

/**
 * Every college's prices in one year for one place (state, living, district, policies) and growth, before any
 * family's estimates: shared by all the family views priced from it. The cost of attendance depends on nothing
 * else, so a family whose SAI or income changed (after each profile edit) gets a new view without pricing the
 * catalogue again; its need and net price are worked out on first use, from these.
 */
interface PriceLayer {
  years: (CollegePriceYear | null)[];
  coa: Float64Array;
}

/**
 * Every college's cost of attendance, need and (on first use) net price for one set of family figures, computed
 * by the aid engine once and reused by every search with the same figures until the catalogue changes.
 */
export class FamilyViews {
  private views = new Map<string, FamilyView>();
  private layers = new Map<string, PriceLayer>();
  private index: SearchIndex | null = null;

  get(index: SearchIndex, key: PricingKey): FamilyView {
    if (index !== this.index) {
      this.views = new Map();
      this.layers = new Map();
      this.index = index;
    }
    const id = pricingKeyId(key);
    const cached = recent(this.views, id);
    if (cached) return cached;
    const view = build(index, this.layer(index, key), key);
    this.views.set(id, view);
    if (this.views.size > MAX_VIEWS) this.views.delete(this.views.keys().next().value!);
    return view;
  }

  private layer(index: SearchIndex, key: PriceYearKey): PriceLayer {
    const id = priceYearKeyId(key);
    const cached = recent(this.layers, id);
    if (cached) return cached;
    const n = index.size;
    const years: (CollegePriceYear | null)[] = new Array(n);
    const coa = new Float64Array(n);
    for (let i = 0; i < n; i += 1) {
      const year = collegePriceYearFor(index.rows[i]!, key);
      years[i] = year;
      coa[i] = year?.tuitionFeesRoomBoard ?? Number.NaN;
    }
    const layer = { years, coa };
    this.layers.set(id, layer);
    if (this.layers.size > MAX_LAYERS) this.layers.delete(this.layers.keys().next().value!);
    return layer;
  }
}

/** A cached entry, moved to the end of its map so that the oldest is dropped first. */
function recent<T>(map: Map<string, T>, id: string): T | undefined {
  const cached = map.get(id);
  if (cached === undefined) return undefined;
  map.delete(id);
  map.set(id, cached);
  return cached;
}

function build(index: SearchIndex, layer: PriceLayer, key: PricingKey): FamilyView {
  let needAndNet: { need: Float64Array; net: Float64Array } | null = null;
  const family = () => {
    if (needAndNet) return needAndNet;
    const n = index.size;
    const need = new Float64Array(n);
    const net = new Float64Array(n);
    for (let i = 0; i < n; i += 1) {
      const year = layer.years[i];
      const order = year ? familyPriceOrderOf(year, key) : null;
      need[i] = order?.need ?? Number.NaN;
      net[i] = order?.netPrice ?? Number.NaN;
    }
    needAndNet = { need, net };
    return needAndNet;
  };
  const items = new Map<string, CollegeSearchItem>();
  return {
    coa: layer.coa,
    need: () => family().need,
    netPrice: () => family().net,
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
  };
}
