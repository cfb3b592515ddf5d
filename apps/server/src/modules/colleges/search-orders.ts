import type { CanWePay } from '@ccp/aid-engine';
import type { CollegeSort } from '@ccp/contracts';
import type { SearchColumns } from './search-columns';
import { sortInSlices } from './sort-in-slices';

/** Positions of the index in one order. */
export type Order = Int32Array;

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

/** "Can we pay for this?" for one student at every college of the index (docs/decisions/0050), for the search. */
export interface PayFigures {
  /** Sorts easiest first: 0.x covered, 1.x needs loans (by the loans), 2.x a gap (by the gap); NaN unknown. */
  rank: Float64Array;
  lines: readonly CanWePay[];
  orders: Map<string, Int32Array>;
}

/** Per-family figures for every college, in index order (NaN = unknown). */
export interface FamilyFigures {
  /** Shared by every family priced from the same year and place: never written to. */
  coa: Float64Array;
  need(): Float64Array;
  netPrice(): Float64Array;
}

/**
 * The search index's sort orders, each built on first use and kept: the catalogue's per index, a family's figures'
 * per family view (the caller's maps). Unknown values sort last in either direction; ties fall back to the id.
 */
export class SearchOrders {
  private readonly orders = new Map<string, Order>();

  constructor(private readonly columns: SearchColumns) {}

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
    const order = new Int32Array(this.columns.size);
    for (let i = 0; i < this.columns.size; i += 1) order[i] = i;
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
      const byName = collator.compare(this.columns.rows[a]!.name, this.columns.rows[b]!.name);
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
    this.orders.set('name:false', await sortInSlices(this.columns.size, this.byName(false), pause));
  }

  private stateOrder(descending: boolean): Order {
    const key = `state:${descending}`;
    const cached = this.orders.get(key);
    if (cached) return cached;
    const names = this.nameOrder(false);
    const rank = new Int32Array(this.columns.size);
    names.forEach((pos, i) => {
      rank[pos] = i;
    });
    const order = this.sorted(null, false);
    order.sort((a, b) => {
      const byState = this.columns.stateOf[a]!.localeCompare(this.columns.stateOf[b]!);
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
    suggested: Order | null = null,
    pay: PayFigures | null = null,
  ): Order {
    const d = descending;
    switch (sort) {
      case 'relevance':
        // Without a search: the family's suggested order (suggested-order.ts), already in the asked direction;
        // without one, the largest colleges first.
        return suggested ?? this.sorted(this.columns.enrolment, d, this.orders, `size:${d}`);
      case 'name':
        return this.nameOrder(d);
      case 'state':
        return this.stateOrder(d);
      case 'size':
        return this.sorted(this.columns.enrolment, d, this.orders, `size:${d}`);
      case 'acceptance':
        return this.sorted(this.columns.acceptance, d, this.orders, `acceptance:${d}`);
      case 'graduation_rate':
        return this.sorted(this.columns.graduation, d, this.orders, `graduation:${d}`);
      case 'gift_rate':
        return this.sorted(this.columns.gift, d, this.orders, `gift:${d}`);
      case 'aid_rate':
        return this.sorted(this.columns.aid, d, this.orders, `aid:${d}`);
      case 'coa':
        return this.sorted(family.coa, d, familyOrders, `coa:${d}`);
      case 'need':
        return this.sorted(family.need(), d, familyOrders, `need:${d}`);
      case 'net_price':
        return this.sorted(family.netPrice(), d, familyOrders, `net:${d}`);
      case 'debt_payment':
        return this.sorted(this.columns.debtPayment, d, this.orders, `debt:${d}`);
      case 'earnings':
        return this.sorted(this.columns.earnings, d, this.orders, `earnings:${d}`);
      case 'payment_share':
        return this.sorted(this.columns.paymentShare, d, this.orders, `share:${d}`);
      case 'distance':
        return distance
          ? this.sorted(distance.miles, d, distance.orders, `distance:${d}`)
          : this.sorted(null, d);
      case 'can_we_pay':
        // Without a family plan nothing is known: the order falls back to the id.
        return pay ? this.sorted(pay.rank, d, pay.orders, `pay:${d}`) : this.sorted(null, d);
      case 'fit':
        // Without a student every college is unlabelled: the order falls back to the id.
        return fit ? this.sorted(fit.rank, d, fit.orders, `fit:${d}`) : this.sorted(null, d);
    }
  }
}
