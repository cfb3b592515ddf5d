import type { CollegeSearchItem, CostAssumptions, FavouritesResponse, PayStatusDto } from '@ccp/contracts';
import { priceGrowthText } from '@ccp/contracts/figures-text';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EstimateNote, NET_PRICE_METHOD_SHORT, priceDataYear } from '../../../components/ui/estimate-note';
import { PayStatusLine } from '../../../domains/family/figures/pay-status-line';
import { CONTROL_LABEL, formatRange, placeLine, SIZE_LABEL } from '../../../lib/college-labels';
import { formatCount, formatMoney, formatQuantity, formatRate, formatSaiOr } from '../../../lib/format';
import { CollegeFit, debtPaymentText, earningsText } from './college-fit';
import { FavouriteToggle } from './favourite-toggle';

export function Figure({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-lg font-bold text-navy-900 tabular-nums">{value}</dd>
      {note ? <dd className="text-xs leading-snug text-slate-600">{note}</dd> : null}
    </div>
  );
}

/** "1 mile", "640 miles" (straight line). */
export function formatMiles(miles: number): string {
  return formatQuantity(miles, 'mile');
}

export function collegeSubtitle(college: CollegeSearchItem): string {
  const size = college.collegeSize
    ? `${SIZE_LABEL[college.collegeSize]} (${formatCount(college.undergradEnrollment)} undergraduates)`
    : null;
  return [placeLine(college), CONTROL_LABEL[college.control], college.level, size]
    .filter(Boolean)
    .join(' · ');
}

interface CollegeResultCardProps {
  college: CollegeSearchItem;
  assumptions: CostAssumptions;
  favourites: FavouritesResponse | undefined;
  /** Keeps the family's chosen figures when opening the college page. */
  detailSearch: string;
  /** Whose fit the label gives, and the loan rate the payment uses. */
  fitStudentName: string | null;
  loanRate: { percent: number; awardYear: string };
  /** "Can we pay for this?" when the search sorts or filters by it. */
  pay?: { status: PayStatusDto | null; line: string } | null;
}

/** One search result: who the college is, and what it costs this family. */
export function CollegeResultCard({
  college,
  assumptions,
  favourites,
  detailSearch,
  fitStudentName,
  loanRate,
  pay = null,
}: CollegeResultCardProps) {
  const payment = debtPaymentText(college.monthlyDebtPayment, loanRate, formatMoney);
  const range = formatRange(college.netPriceLow, college.netPriceHigh);
  return (
    <article
      aria-labelledby={`college-${college.id}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm shadow-slate-200/60 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={`college-${college.id}`} className="text-lg leading-snug font-bold text-navy-900">
            <Link
              to={`/family/colleges/${college.id}${detailSearch}`}
              className="rounded hover:text-accent-700 hover:underline"
            >
              {college.name}
            </Link>
          </h3>
          {college.formerNames.length > 0 ? (
            <p className="mt-0.5 text-sm text-slate-600">Formerly {college.formerNames.join(', ')}</p>
          ) : null}
          <p className="mt-1 text-sm text-slate-600">{collegeSubtitle(college)}</p>
          {college.distanceMiles !== null ? (
            <p className="mt-1 text-sm text-slate-600">{formatMiles(college.distanceMiles)} from home</p>
          ) : null}
          <div className="mt-2">
            <CollegeFit fit={college.fit} studentName={fitStudentName} />
          </div>
        </div>
        <div className="shrink-0">
          <FavouriteToggle collegeId={college.id} collegeName={college.name} favourites={favourites} />
        </div>
      </div>

      <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-4 md:grid-cols-3">
        <Figure
          label={`Full cost of attendance, ${college.priceYear}`}
          value={formatMoney(college.fullCost)}
          note={
            college.fullCost === null
              ? 'Not published, so no net price is estimated'
              : `Tuition, fees, room and board ${formatMoney(college.tuitionFeesRoomBoard)} (${college.residency}), plus books, transport and personal costs`
          }
        />
        <Figure
          label={`Estimated need, ${college.priceYear}`}
          value={formatMoney(college.estimatedNeed)}
          note={
            assumptions.federalSai === null
              ? 'Add your SAI to see it'
              : college.aidIndex === 'institutional'
                ? `Full cost minus the institutional estimate of ${formatSaiOr(assumptions.institutionalSai)}`
                : `Full cost minus the SAI of ${formatSaiOr(assumptions.federalSai)}`
          }
        />
        <Figure
          label={`Estimated net price, ${college.priceYear}`}
          value={formatMoney(college.estimatedNetPrice)}
          note={
            range
              ? `Likely ${range}`
              : college.netPriceMethod === 'unavailable'
                ? college.fullCost === null
                  ? 'Needs a published cost'
                  : 'Needs your SAI'
                : 'Full cost less grants'
          }
        />
      </dl>

      {pay ? (
        <div className="mt-3">
          <span className="sr-only">Can we pay for this? </span>
          <PayStatusLine status={pay.status} line={pay.line} />
        </div>
      ) : null}
      {college.netPriceMethod === 'unavailable' ? null : (
        <EstimateNote
          className="mt-3"
          method={`Net price: ${NET_PRICE_METHOD_SHORT[college.netPriceMethod]}`}
          dataYear={priceDataYear(college)}
          reasons={assumptions.estimateReasons}
        />
      )}
      {college.netPriceLabel && college.netPriceMethod !== 'unavailable' ? (
        <p className="mt-2 text-xs leading-relaxed text-slate-700">
          <span className="font-semibold text-slate-800">How this net price is made:</span>{' '}
          {college.netPriceLabel}
          {college.netPriceMethod === 'non-resident' ? (
            <>
              {' '}
              <Link
                to={`/family/colleges/${college.id}${detailSearch}`}
                className="font-semibold text-accent-700 underline"
              >
                Its net price calculator is linked on {college.name}'s page
              </Link>
              .
            </>
          ) : null}
        </p>
      ) : null}
      {college.publishedPriceYear ? (
        <p className="mt-3 text-xs text-slate-600">
          {priceGrowthText(college.publishedPriceYear, assumptions.annualIncreasePercent, college.priceYear)}.
        </p>
      ) : null}

      <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-1.5 border-t border-slate-100 pt-4 text-sm text-slate-700">
        <li>
          Acceptance{' '}
          <span className="font-semibold text-slate-900">{formatRate(college.acceptanceRate)}</span>
        </li>
        <li>
          Graduation{' '}
          <span className="font-semibold text-slate-900">{formatRate(college.graduationRate)}</span>
        </li>
        <li>
          Gift aid rate <span className="font-semibold text-slate-900">{formatRate(college.giftRate)}</span>
        </li>
        <li>
          Federal aid rate <span className="font-semibold text-slate-900">{formatRate(college.aidRate)}</span>
        </li>
        <li>
          Median federal debt{' '}
          <span className="font-semibold text-slate-900">{formatMoney(college.medianDebt)}</span>
          {payment ? <span className="text-slate-600"> ({payment})</span> : null}
        </li>
        <li>
          Median earnings{' '}
          <span className="font-semibold text-slate-900">
            {earningsText(college.medianEarnings, college.paymentShareOfEarnings, formatMoney) ??
              'Not published'}
          </span>
        </li>
        {college.dataYear ? (
          <li>
            College data <span className="font-semibold text-slate-900">{college.dataYear}</span>
          </li>
        ) : null}
        {college.satRange ? (
          <li>
            SAT{' '}
            <span className="font-semibold text-slate-900">
              {college.satRange.low}–{college.satRange.high}
            </span>
          </li>
        ) : null}
      </ul>
    </article>
  );
}
