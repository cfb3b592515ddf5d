import { type CalculatorRunResponse, COLLEGE_DEFINITIONS } from '@ccp/contracts';
import { priceGrowthText } from '@ccp/contracts/figures-text';
import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { EstimateNote, NET_PRICE_METHOD_SHORT, priceDataYear } from '../../../components/ui/estimate-note';
import { ExternalLink } from '../../../components/ui/external-link';
import { formatSai, formatUsd, formatUsdChange } from '../../../lib/format';

// The chart library is large: it loads after the figures are on screen.
const CostChart = lazy(() => import('./cost-chart'));
type CostChartYear = import('./cost-chart').CostChartYear;

const money = (value: number | null) => (value === null ? '—' : formatUsd(value));

function Change({ now, before, label }: { now: number | null; before: number | null; label: string }) {
  if (now === null || before === null || now === before) return null;
  const up = now > before;
  const Icon = up ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={`inline-flex items-center gap-0.5 text-xs font-semibold ${up ? 'text-red-700' : 'text-accent-700'}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {formatUsdChange(now - before)}
      <span className="sr-only">
        {' '}
        {up ? 'more' : 'less'} than your last calculation ({label})
      </span>
    </span>
  );
}

function KeyFigure({
  label,
  value,
  note,
  change,
}: {
  label: string;
  value: string;
  note?: string;
  change?: ReactNode;
}) {
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-baseline gap-x-2 text-2xl font-bold text-navy-900 tabular-nums">
        {value}
        {change}
      </dd>
      {note ? <dd className="mt-0.5 text-xs text-slate-600">{note}</dd> : null}
    </div>
  );
}

const websiteUrl = (address: string | null) =>
  address ? (/^https?:\/\//i.test(address.trim()) ? address.trim() : `https://${address.trim()}`) : null;

interface CalculatorResultProps {
  result: CalculatorRunResponse;
  previous: CalculatorRunResponse | null;
}

/** The calculator's answer: first-year figures, every year of study, the total, and how it was worked out. */
export function CalculatorResult({ result, previous }: CalculatorResultProps) {
  const headingId = useId();
  const first = result.years[0]!;
  const same = previous && previous.college.id === result.college.id ? previous : null;
  const years = result.years.length;
  const knowsNet = result.estimatedNetPrice !== null;
  const PAY = 'You pay (estimated net price)';
  const GRANTS = 'Grants and scholarships';
  const COST = 'Full cost of attendance (before any grants)';
  const parts = knowsNet
    ? [
        { key: PAY, colour: '#0b2545' },
        { key: GRANTS, colour: '#5eead4' },
      ]
    : [{ key: COST, colour: '#64748b' }];
  const chart = result.years.map(
    (y): CostChartYear =>
      knowsNet
        ? {
            year: y.academicYear,
            [PAY]: y.estimatedNetPrice ?? 0,
            [GRANTS]: y.grants ?? 0,
          }
        : { year: y.academicYear, [COST]: y.costOfAttendance },
  );
  const calculator = websiteUrl(result.college.netPriceCalculatorUrl);
  const range =
    result.netPriceLow !== null && result.netPriceHigh !== null && result.netPriceLow !== result.netPriceHigh
      ? ` (likely ${formatUsd(result.netPriceLow)} – ${formatUsd(result.netPriceHigh)})`
      : '';
  const netNote =
    result.estimatedNetPrice === null
      ? 'Enter your SAI to see it'
      : `${formatUsd(result.estimatedNetPrice)} in ${result.priceYear}${range}`;

  return (
    <section aria-labelledby={headingId} className="space-y-6" aria-live="polite">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-navy-900">
          {result.college.name}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {result.residency === 'in-state' ? 'In-state' : 'Out-of-state'} ·{' '}
          {result.student ? `${result.student.name} · ` : ''}
          starting {first.academicYear} ·{' '}
          {priceGrowthText(result.publishedPriceYear, result.inputs.annualIncreasePercent, result.priceYear)}
        </p>
      </div>

      {result.inputs.federalSai === null ? (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm leading-relaxed text-slate-800">
          <h3 className="font-semibold text-navy-900">
            Without an SAI, this is what we can and cannot estimate
          </h3>
          <p className="mt-1">
            We can show the full cost of attendance for each year of study. We cannot estimate your need or
            the net price you would pay after grants: both depend on your Student Aid Index. Enter it (from
            your FAFSA or our SAI page) and recalculate.
          </p>
        </div>
      ) : null}

      <dl className="grid gap-3 sm:grid-cols-2">
        <KeyFigure
          label={`Full cost of attendance, ${first.academicYear}`}
          value={money(first.costOfAttendance)}
          note={
            result.tuitionFeesRoomBoard === null
              ? 'Tuition and fees, housing and food, books, transport and personal costs'
              : `Tuition, fees, room and board ${formatUsd(result.tuitionFeesRoomBoard)}, plus books, transport and personal costs`
          }
          change={
            same ? (
              <Change
                now={first.costOfAttendance}
                before={same.years[0]?.costOfAttendance ?? null}
                label="first-year cost"
              />
            ) : null
          }
        />
        <KeyFigure
          label={`Estimated need, ${first.academicYear}`}
          value={money(first.estimatedNeed)}
          note={
            result.inputs.federalSai === null
              ? 'Enter your SAI to see it'
              : `Full cost minus your SAI of ${formatSai(result.inputs.federalSai)}`
          }
        />
        <KeyFigure
          label={`Estimated net price, ${first.academicYear}`}
          value={money(first.estimatedNetPrice)}
          note={netNote}
          change={
            same ? (
              <Change
                now={first.estimatedNetPrice}
                before={same.years[0]?.estimatedNetPrice ?? null}
                label="first-year net price"
              />
            ) : null
          }
        />
        <KeyFigure
          label={`${years}-year full cost of attendance`}
          value={money(result.totals.costOfAttendance)}
          note={
            result.totals.estimatedNetPrice === null || result.totals.grants === null
              ? undefined
              : `About ${formatUsd(result.totals.estimatedNetPrice)} after ${formatUsd(result.totals.grants)} of grants`
          }
          change={
            same ? (
              <Change
                now={result.totals.costOfAttendance}
                before={same.totals.costOfAttendance}
                label="total cost"
              />
            ) : null
          }
        />
      </dl>
      {result.netPriceMethod === 'unavailable' ? null : (
        <EstimateNote
          method={`Net price: ${NET_PRICE_METHOD_SHORT[result.netPriceMethod]}`}
          dataYear={priceDataYear(result)}
          range={{ low: result.netPriceLow, high: result.netPriceHigh }}
          reasons={result.estimateReasons}
        />
      )}

      <div aria-hidden="true" inert className="h-64 w-full rounded-xl border border-slate-200 p-3">
        <Suspense fallback={null}>
          <CostChart data={chart} parts={parts} />
        </Suspense>
      </div>

      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it. */}
      <section className="overflow-x-auto" aria-label="Year by year" tabIndex={0}>
        <table className="w-full text-xs sm:text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-800">Year by year</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <th scope="col" className="pb-2">
                Academic year
              </th>
              <th scope="col" className="pb-2 pl-2 text-right">
                Full cost of attendance
              </th>
              <th scope="col" className="pb-2 pl-2 text-right">
                Need
              </th>
              <th scope="col" className="pb-2 pl-2 text-right">
                Grants
              </th>
              <th scope="col" className="pb-2 pl-2 text-right">
                Net price
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {result.years.map((y) => (
              <tr key={y.academicYear}>
                <th scope="row" className="py-2 text-left font-normal text-slate-700">
                  {y.academicYear}
                </th>
                <td className="py-2 pl-2 text-right tabular-nums">{money(y.costOfAttendance)}</td>
                <td className="py-2 pl-2 text-right tabular-nums">{money(y.estimatedNeed)}</td>
                <td className="py-2 pl-2 text-right tabular-nums">{money(y.grants)}</td>
                <td className="py-2 pl-2 text-right tabular-nums">{money(y.estimatedNetPrice)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-300 font-bold text-navy-900">
              <th scope="row" className="py-2 text-left">
                Total
              </th>
              <td className="py-2 pl-2 text-right tabular-nums">{money(result.totals.costOfAttendance)}</td>
              <td className="py-2 pl-2 text-right tabular-nums">{money(result.totals.estimatedNeed)}</td>
              <td className="py-2 pl-2 text-right tabular-nums">{money(result.totals.grants)}</td>
              <td className="py-2 pl-2 text-right tabular-nums">{money(result.totals.estimatedNetPrice)}</td>
            </tr>
          </tfoot>
        </table>
      </section>

      <div className="rounded-xl bg-navy-50/70 p-4 text-sm leading-relaxed text-slate-700">
        <h3 className="font-semibold text-navy-900">How this is worked out</h3>
        <p className="mt-1">
          Full cost of attendance in {result.priceYear}:{' '}
          {result.fullCostOfAttendance.lines.map((l) => `${l.label} ${formatUsd(l.amount)}`).join(' + ')} ={' '}
          {money(result.fullCostOfAttendance.total)}, each line projected from the college's{' '}
          {result.publishedPriceYear} published price at {result.inputs.annualIncreasePercent}% a year.{' '}
          {result.fullCostOfAttendance.rule} Tuition, fees, room and board alone (the product's narrower
          figure): {formatUsd(result.costOfAttendance.total)}. Grants are the full cost less the net price.
        </p>
        <p className="mt-2">{COLLEGE_DEFINITIONS.estimatedNeed}</p>
        <p className="mt-2">{COLLEGE_DEFINITIONS.estimatedNetPrice}</p>
        <p className="mt-2">{COLLEGE_DEFINITIONS.projectedCost}</p>
        {calculator ? (
          <p className="mt-2">
            <ExternalLink href={calculator} className="font-semibold text-accent-700 hover:underline">
              {result.college.name}'s own net price calculator
            </ExternalLink>
          </p>
        ) : null}
      </div>
    </section>
  );
}
