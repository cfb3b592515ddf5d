import { LOAN_KIND_LABELS, type OfferAnalysis } from '@ccp/contracts';
import { CircleAlert, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatUsd } from '../../../lib/format';
import { useOfferComparison } from '../api/offers-api';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <>
      <dt className={strong ? 'font-semibold text-navy-900' : 'text-slate-600'}>{label}</dt>
      <dd className={`text-right tabular-nums ${strong ? 'font-bold text-navy-900' : ''}`}>{value}</dd>
    </>
  );
}

/** One offer read the way a family should read it: one card per college, the same sections in the same order. */
function OfferCard({ a, canAppeal }: { a: OfferAnalysis; canAppeal: boolean }) {
  const id = useId();
  const gifts = Object.entries(a.grantsBySource).filter(([, v]) => v > 0);
  return (
    <article
      aria-labelledby={id}
      className="grid content-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header>
        <h3 id={id} className="text-lg font-bold text-navy-900">
          {a.collegeName}
        </h3>
        <p className="text-sm text-slate-600">
          {a.studentName}, {a.awardYear}
        </p>
        {a.cheapest ? (
          <p className="mt-2 inline-block rounded-full bg-accent-50 px-2.5 py-1 text-xs font-semibold text-accent-800">
            Lowest four-year net price of these offers
          </p>
        ) : null}
      </header>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
        <Row label="Billed (tuition, fees, housing)" value={formatUsd(a.billed)} />
        <Row label="Not billed (books, transport, personal)" value={formatUsd(a.notBilled)} />
        <Row label="Cost of attendance" value={formatUsd(a.costOfAttendance)} />
        <Row label="Grants and scholarships" value={`−${formatUsd(a.grants)}`} />
        {gifts.map(([source, v]) => (
          <dd key={source} className="col-span-2 pl-3 text-xs text-slate-600">
            {source[0]?.toUpperCase()}
            {source.slice(1)}: {formatUsd(v)}
          </dd>
        ))}
        <dd className="col-span-2 pl-3 text-xs text-slate-600">
          Need-based {formatUsd(a.needBasedGrants)}, merit {formatUsd(a.meritGrants)}
        </dd>
        <Row label="Net price (cost minus grants only)" value={formatUsd(a.netPrice)} strong />
      </dl>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm">
        <Row label="Due on the bill after grants" value={formatUsd(a.dueAfterGrants)} />
        <Row
          label={a.dueOnBill < 0 ? 'Refund after grants and loans' : 'Due on the bill after grants and loans'}
          value={formatUsd(Math.abs(a.dueOnBill))}
        />
      </dl>
      <div className="border-t border-slate-100 pt-3 text-sm">
        <p className="font-semibold text-navy-900">
          Loans: {formatUsd(a.loansTotal)}
          {a.loansTotal > 0 ? `, ${formatUsd(a.loansTenYearCost)} to repay over ten years` : ''}
        </p>
        <ul className="mt-1 grid gap-1 text-xs text-slate-700">
          {a.loans.map((l) => (
            <li key={`${l.kind}-${l.name}`}>
              {l.name === LOAN_KIND_LABELS[l.kind] ? l.name : `${l.name} (${LOAN_KIND_LABELS[l.kind]})`}:{' '}
              {formatUsd(l.amount)} at {l.ratePercent}% ({l.rateNote}), fee {formatUsd(l.fee)};{' '}
              {formatUsd(l.monthlyPayment)} a month, {formatUsd(l.tenYearCost)} in ten years.
            </li>
          ))}
        </ul>
        <p className="mt-2 text-slate-700">
          Work-study: <strong className="tabular-nums">{formatUsd(a.workStudy)}</strong> to earn in a campus
          job, paid as wages: not a discount on the bill.
        </p>
      </div>
      <div className="border-t border-slate-100 pt-3 text-sm">
        <p className="font-semibold text-navy-900">
          Four years: net price about {formatUsd(a.fourYears.netPrice)}
        </p>
        <ul className="mt-1 grid grid-cols-2 gap-x-4 text-xs text-slate-700">
          {a.fourYears.years.map((y) => (
            <li key={y.awardYear} className="tabular-nums">
              {y.awardYear}: {formatUsd(y.netPrice)}
            </li>
          ))}
        </ul>
        {a.fourYears.warnings.map((w) => (
          <p key={w} className="mt-2 flex gap-1.5 text-xs font-medium text-amber-900">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{w}</span>
          </p>
        ))}
      </div>
      {a.flags.length > 0 ? (
        <ul className="grid gap-2 border-t border-slate-100 pt-3">
          {a.flags.map((f) => (
            <li key={f.kind} className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              <p className="flex items-center gap-1.5 font-semibold">
                <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
                {f.title}
              </p>
              <p className="mt-1">{f.message}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="border-t border-slate-100 pt-3 text-sm text-slate-600">No flag on this offer.</p>
      )}
      {canAppeal ? (
        <Link
          to={`/family/aid-offers/${a.offerId}/appeal-letter`}
          className="text-sm font-semibold text-accent-700 underline"
        >
          Write an appeal letter to {a.collegeName}
        </Link>
      ) : null}
    </article>
  );
}

/** Up to six offers side by side: one card per college (a column on wide screens, a card after another on phones). */
export function OfferComparison({
  ids,
  familyId,
  canAppeal,
}: {
  ids: readonly string[];
  familyId?: string;
  canAppeal: boolean;
}) {
  const comparison = useOfferComparison(ids, familyId);
  const headingId = useId();
  if (ids.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-xl font-bold text-navy-900">
        Side by side
      </h2>
      {comparison.isPending ? <Spinner label="Comparing the offers" showLabel /> : null}
      {comparison.isError ? (
        <Alert tone="error" title="The offers could not be compared">
          {errorMessage(comparison.error)}
        </Alert>
      ) : null}
      {comparison.data ? (
        <>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3 [&>*]:min-w-0">
            {comparison.data.offers.map((a) => (
              <OfferCard key={a.offerId} a={a} canAppeal={canAppeal} />
            ))}
          </div>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {comparison.data.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
