import type { CanWePay } from '@ccp/aid-engine';
import type { Db } from '@ccp/db';
import type { FiguresBasis } from '../family-figures/figures-basis';
import { canWePayAt, payContext } from '../funding-plan/can-we-pay';
import type { SearchIndex } from './search-index';
import type { PayFigures } from './search-orders';

const MAX_VIEWS = 32;

function rankOf(line: CanWePay): number {
  if (line.status === null) return Number.NaN;
  if (line.status === 'covered') return (line.resources ?? 0) / 1e8;
  if (line.status === 'loans') return 1 + ((line.studentLoans ?? 0) + (line.parentPlus ?? 0)) / 1e8;
  return 2 + (line.gap ?? 0) / 1e8;
}

/**
 * The funding plan of the family with each college counted in turn for the student, worked out only when a search
 * sorts or filters by it, and kept per index and per inputs (the plan, the choices and the profile: any change
 * gives a new key), so that paging and re-sorting do not work it out again.
 */
export class PayViews {
  private views = new Map<string, PayFigures>();
  private index: SearchIndex | null = null;

  constructor(private readonly db: Db) {}

  async get(
    index: SearchIndex,
    basis: FiguresBasis,
    studentId: string | undefined,
  ): Promise<PayFigures | null> {
    const student = studentId ?? basis.students[0]?.id;
    if (student === undefined) return null;
    const ctx = await payContext(this.db, basis);
    if (!ctx) return null;
    if (index !== this.index) {
      this.views = new Map();
      this.index = index;
    }
    const key = `${student}|${ctx.key}`;
    const cached = this.views.get(key);
    if (cached) return cached;
    const lines = canWePayAt(ctx, student, index.rows);
    const rank = new Float64Array(index.size);
    lines.forEach((line, i) => {
      rank[i] = rankOf(line);
    });
    const figures = { rank, lines, orders: new Map() };
    this.views.set(key, figures);
    if (this.views.size > MAX_VIEWS) this.views.delete(this.views.keys().next().value!);
    return figures;
  }
}
