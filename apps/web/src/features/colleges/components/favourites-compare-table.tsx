import type { CollegeSearchItem, FavouritesResponse } from '@ccp/contracts';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { CanWePayFor } from '../../../domains/family/figures/can-we-pay-for';
import { CONTROL_LABEL, formatRange, placeLine } from '../../../lib/college-labels';
import { formatCount, formatMoney, formatRate } from '../../../lib/format';

type Student = FavouritesResponse['students'][number];

const COMPARE_ROWS: { label: string; value: (c: CollegeSearchItem) => ReactNode }[] = [
  { label: 'Location', value: (c) => placeLine(c) },
  { label: 'Type', value: (c) => `${CONTROL_LABEL[c.control]}, ${c.level}` },
  { label: 'Undergraduates', value: (c) => formatCount(c.undergradEnrollment) },
  {
    label: 'Full cost of attendance',
    value: (c) =>
      c.fullCost === null ? (
        'Not published, so no net price'
      ) : (
        <>
          {formatMoney(c.fullCost)}
          <span className="block text-xs font-normal text-slate-600">
            {c.residency}, {c.priceYear}, with books, transport and personal costs
          </span>
        </>
      ),
  },
  { label: 'Estimated need', value: (c) => formatMoney(c.estimatedNeed) },
  {
    label: 'Estimated net price',
    value: (c) => (
      <>
        {formatMoney(c.estimatedNetPrice)}
        {formatRange(c.netPriceLow, c.netPriceHigh) ? (
          <span className="block text-xs font-normal text-slate-600">
            {formatRange(c.netPriceLow, c.netPriceHigh)}
          </span>
        ) : null}
      </>
    ),
  },
  { label: 'Tuition, fees, room and board', value: (c) => formatMoney(c.tuitionFeesRoomBoard) },
  { label: 'Acceptance rate', value: (c) => formatRate(c.acceptanceRate) },
  { label: 'Graduation rate', value: (c) => formatRate(c.graduationRate) },
  { label: 'Gift aid rate', value: (c) => formatRate(c.giftRate) },
  { label: 'Federal aid rate', value: (c) => formatRate(c.aidRate) },
  { label: 'SAT, middle 50%', value: (c) => (c.satRange ? `${c.satRange.low}–${c.satRange.high}` : '—') },
  { label: 'Median debt at graduation', value: (c) => formatMoney(c.medianDebt) },
];

/** Up to four of one student's favourites side by side, row by row. */
export function CompareTable({ student, colleges }: { student: Student; colleges: CollegeSearchItem[] }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="mt-6 rounded-2xl border border-accent-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id={id} className="text-lg font-bold text-navy-900">
        Side by side for {student.name}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Prices for {colleges[0]?.priceYear}, worked out for {student.name} and your family: each college’s
        published prices grown {student.assumptions.annualIncreasePercent}% a year.
      </p>
      <div className="relative mt-4 overflow-x-auto">
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <caption className="sr-only">Comparison of {colleges.length} colleges</caption>
          <thead>
            <tr>
              <td className="w-44" />
              {colleges.map((c) => (
                <th
                  key={c.id}
                  scope="col"
                  className="px-3 pb-3 text-left align-bottom font-bold text-navy-900"
                >
                  <Link to={`/family/colleges/${c.id}`} className="hover:text-accent-700 hover:underline">
                    {c.name}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {COMPARE_ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="py-2.5 pr-3 text-left font-normal text-slate-700">
                  {row.label}
                </th>
                {colleges.map((c) => (
                  <td key={c.id} className="px-3 py-2.5 font-semibold text-slate-900 tabular-nums">
                    {row.value(c)}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row" className="py-2.5 pr-3 text-left font-normal text-slate-700">
                Can we pay for this?
              </th>
              {colleges.map((c) => (
                <td key={c.id} className="px-3 py-2.5">
                  <CanWePayFor
                    studentId={student.id}
                    collegeIds={student.favourites.map((f) => f.college.id)}
                    collegeId={c.id}
                  />
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
