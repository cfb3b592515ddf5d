import type { ReactNode } from 'react';
import { formatCount } from '../../lib/format';

/** A key figure: a label, a big number and an optional line under it. Wrap several in a list. */
export function StatCard({ label, value, note }: { label: string; value: number; note?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-navy-900 tabular-nums">{formatCount(value)}</dd>
      {note ? <dd className="mt-1 text-xs text-slate-600">{note}</dd> : null}
    </div>
  );
}

/** A dashboard's key figures: a heading for screen readers and the cards in a row. */
export function KeyFigures({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="key-figures" className="mb-6">
      <h2 id="key-figures" className="sr-only">
        Key figures
      </h2>
      <dl className="grid gap-3 sm:grid-cols-3">{children}</dl>
    </section>
  );
}
