import { DEFAULT_GROWTH_RATES } from '@ccp/aid-engine/growth';
import { CATALOGUE_SOURCE, COLLEGE_DEFINITIONS, NEWEST_PRICES_TEXT } from '@ccp/contracts';
import { useId } from 'react';

const ITEMS = [
  COLLEGE_DEFINITIONS.costOfAttendance,
  COLLEGE_DEFINITIONS.estimatedNeed,
  COLLEGE_DEFINITIONS.estimatedNetPrice,
  COLLEGE_DEFINITIONS.projectedCost,
  COLLEGE_DEFINITIONS.giftRate,
  COLLEGE_DEFINITIONS.aidRate,
  COLLEGE_DEFINITIONS.graduationRate,
  COLLEGE_DEFINITIONS.acceptanceRate,
];

/** Plain-words explanation of every figure, and where the data comes from. */
export function HowWeEstimate({ className }: { className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <details className="group rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <summary className="cursor-pointer list-none rounded text-base font-bold text-navy-900 marker:hidden">
          <h2 id={id} className="inline">
            How these figures are worked out
          </h2>
          <span className="ml-2 text-sm font-normal text-accent-700 group-open:hidden">Show</span>
          <span className="ml-2 hidden text-sm font-normal text-accent-700 group-open:inline">Hide</span>
        </summary>
        <ul className="mt-4 space-y-3 text-sm leading-relaxed text-slate-700">
          {ITEMS.map((text) => {
            const [term, ...rest] = text.split(': ');
            return (
              <li key={term}>
                <span className="font-semibold text-slate-900">{term}:</span> {rest.join(': ')}
              </li>
            );
          })}
        </ul>
        <p className="mt-4 text-xs leading-relaxed text-slate-600">
          Prices are {NEWEST_PRICES_TEXT}, the latest federal figures, grown each year by your plan's college
          cost growth ({DEFAULT_GROWTH_RATES.costGrowthPercent}% unless you change it) to the student's first
          college year. Source: {CATALOGUE_SOURCE} (public domain). Estimates are a guide, not an offer: each
          college's own net price calculator and aid offer decide.
        </p>
      </details>
    </section>
  );
}
