import type { CollegeDetailResponse } from '@ccp/contracts';
import { type ReactNode, useId } from 'react';
import { formatMoney } from '../../../lib/format';

/** A titled card of the college page; `aside` is its small print on the right (the year, the source). */
export function Section({
  title,
  children,
  aside,
}: {
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm shadow-slate-200/60 sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-bold text-navy-900">
          {title}
        </h2>
        {aside ? <p className="text-xs font-medium text-slate-600">{aside}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** Label and value rows. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 py-2.5">
          <dt className="text-slate-700">{label}</dt>
          <dd className="text-right font-semibold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Breakdown = CollegeDetailResponse['costs']['forFamily'];

/** A cost of attendance, line by line, with its total. */
export function CostTable({ caption, breakdown }: { caption: string; breakdown: Breakdown }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left text-sm font-semibold text-slate-800">{caption}</caption>
      <tbody className="divide-y divide-slate-100">
        {breakdown.lines.map((line) => (
          <tr key={line.label}>
            <th scope="row" className="py-2 text-left font-normal text-slate-700">
              {line.label}
            </th>
            <td className="py-2 text-right tabular-nums">{formatMoney(line.amount)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" className="py-2 text-left font-bold text-navy-900">
            Cost of attendance
          </th>
          <td className="py-2 text-right font-bold text-navy-900 tabular-nums">
            {formatMoney(breakdown.total)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
