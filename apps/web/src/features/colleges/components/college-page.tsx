import {
  CATALOGUE_SOURCE,
  COLLEGE_DEFINITIONS,
  type CollegeDetailRequest,
  type CollegeDetailResponse,
  PRICE_YEAR,
} from '@ccp/contracts';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EstimateNote, NET_PRICE_METHOD_SHORT, priceDataYear } from '../../../components/ui/estimate-note';
import { ExternalLink } from '../../../components/ui/external-link';
import { PageSpinner } from '../../../components/ui/spinner';
import { StudentPicker } from '../../../components/ui/student-picker';
import { errorMessage } from '../../../lib/api-client';
import { aliasNames, formatRange, NET_PRICE_METHOD_TEXT, websiteUrl } from '../../../lib/college-labels';
import { formatCount, formatMoney, formatRate } from '../../../lib/format';
import { useChosenStudent } from '../../../lib/use-chosen-student';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCollege, useCollegeDefaults, useFavourites } from '../api/colleges-api';
import { CollegeFit, debtPaymentText } from './college-fit';
import { collegeSubtitle, Figure, formatMiles } from './college-result-card';
import { FavouriteToggle } from './favourite-toggle';
import { HowWeEstimate } from './how-we-estimate';

function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
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

function Facts({ rows }: { rows: [string, ReactNode][] }) {
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

function CostTable({ caption, breakdown }: { caption: string; breakdown: Breakdown }) {
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

/** /family/colleges/:id: costs broken down, admissions, outcomes, majors, net price by income, links. */
export function CollegePage() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const id = Number(params.id);
  const request: CollegeDetailRequest = {};
  for (const key of ['family_state', 'family_federal_sai'] as const) {
    const value = searchParams.get(key);
    if (value) (request as Record<string, string>)[key] = value;
  }
  const defaults = useCollegeDefaults();
  const students = defaults.data?.students ?? [];
  const { student, select } = useChosenStudent(students, ['family_federal_sai']);
  if (student) request.student_id = student.id;
  const college = useCollege(id, request);
  const favourites = useFavourites();
  useDocumentTitle(college.data?.college.name ?? 'College');

  if (college.isPending || defaults.isPending) return <PageSpinner label="Loading the college" />;
  if (college.isError) {
    return (
      <Alert tone="error" title="This college could not be loaded.">
        <p>{errorMessage(college.error)}</p>
        <div className="mt-3 flex gap-3">
          <Button variant="secondary" size="sm" onClick={() => college.refetch()}>
            Try again
          </Button>
          <Link to="/family/college/search" className={buttonClasses('ghost', 'sm')}>
            Back to search
          </Link>
        </div>
      </Alert>
    );
  }

  const {
    college: c,
    costs,
    admissions,
    outcomes,
    netPriceByIncome,
    majors,
    assumptions,
    fitStudent,
    loanRate,
  } = college.data;
  const aliases = aliasNames(c.alias);
  const payment = debtPaymentText(c.monthlyDebtPayment, loanRate, formatMoney);
  const formatShare = (share: number) => `${Math.round(share * 1000) / 10}%`;
  const paysMore = netPriceByIncome.some((band) => band.amount !== null && band.amount < 0);
  const website = websiteUrl(c.website);
  const calculator = websiteUrl(c.netPriceCalculatorUrl);
  const range = formatRange(c.netPriceLow, c.netPriceHigh);

  return (
    <div className="space-y-6">
      <Link
        to="/family/college/search"
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-accent-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to search
      </Link>

      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="max-w-3xl">
          <p className="mb-2 text-xs font-bold tracking-widest text-accent-700 uppercase">College</p>
          <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{c.name}</h1>
          <p className="mt-2 text-base text-slate-600">{collegeSubtitle(c)}</p>
          {c.distanceMiles !== null ? (
            <p className="mt-1 text-sm text-slate-600">
              {formatMiles(c.distanceMiles)} from home (ZIP code {college.data.homeZip}, straight line)
            </p>
          ) : null}
          {aliases.length === 1 ? (
            <p className="mt-1 text-sm text-slate-600">Also known as {aliases[0]}</p>
          ) : null}
          {aliases.length > 1 ? (
            <div className="mt-1 text-sm text-slate-600">
              <p>Also known as:</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {aliases.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="mt-3">
            <CollegeFit fit={c.fit} studentName={fitStudent?.name ?? null} />
          </div>
          <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
            {website ? (
              <ExternalLink href={website} className="text-accent-700 hover:underline">
                College website
              </ExternalLink>
            ) : null}
            {calculator ? (
              <ExternalLink href={calculator} className="text-accent-700 hover:underline">
                The college's net price calculator
              </ExternalLink>
            ) : null}
          </div>
        </div>
        <FavouriteToggle collegeId={c.id} collegeName={c.name} favourites={favourites.data} size="md" />
      </header>

      {students.length > 1 ? (
        <StudentPicker
          legend="Show the costs for"
          students={students.map((s) => ({ id: s.id, name: s.name, note: `starts ${s.awardYear}` }))}
          selected={student?.id ?? null}
          busy={college.isFetching}
          onSelect={select}
          className="mb-0"
        />
      ) : null}

      <Section
        title={`What it could cost your family${student ? ` for ${student.name}` : ''}`}
        aside={`Prices for ${c.priceYear}, projected from the ${c.publishedPriceYear ?? PRICE_YEAR} published prices`}
      >
        <dl className="grid grid-cols-2 gap-x-6 gap-y-5 md:grid-cols-4">
          <Figure
            label={`Cost of attendance, ${c.priceYear}`}
            value={formatMoney(c.costOfAttendance)}
            note={`${c.residency === 'in-state' ? 'In-state' : 'Out-of-state'} tuition, fees, room and board`}
          />
          <Figure
            label={`Full published cost, ${c.priceYear}`}
            value={formatMoney(c.fullCost)}
            note={c.fullCost === null ? 'Not published' : 'Adds books, supplies and other expenses'}
          />
          <Figure
            label={`Estimated need, ${c.priceYear}`}
            value={formatMoney(c.estimatedNeed)}
            note={
              assumptions.federalSai === null
                ? 'Add your SAI to your profile'
                : `Cost of attendance minus ${student && request.family_federal_sai === undefined ? `${student.name}'s` : 'the'} SAI of ${formatMoney(assumptions.federalSai)}`
            }
          />
          <Figure
            label={`Estimated net price, ${c.priceYear}`}
            value={formatMoney(c.estimatedNetPrice)}
            note={range ? `Likely ${range}` : undefined}
          />
        </dl>
        <p className="mt-5 rounded-xl bg-slate-50 px-4 py-3 text-sm leading-relaxed text-slate-700">
          The net price is estimated {NET_PRICE_METHOD_TEXT[c.netPriceMethod]}.{' '}
          {COLLEGE_DEFINITIONS.estimatedNeed}
        </p>
        {c.netPriceMethod === 'unavailable' ? null : (
          <EstimateNote
            className="mt-3"
            method={`Net price: ${NET_PRICE_METHOD_SHORT[c.netPriceMethod]}`}
            dataYear={priceDataYear(c)}
            range={{ low: c.netPriceLow, high: c.netPriceHigh }}
            reasons={assumptions.estimateReasons}
          />
        )}
      </Section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section
          title="Costs broken down"
          aside={`${c.priceYear}, projected ${assumptions.annualIncreasePercent}% a year`}
        >
          <div className="space-y-6">
            <CostTable
              caption={`For your family: ${costs.forFamily.residency}`}
              breakdown={costs.forFamily}
            />
            <div className="grid gap-6 sm:grid-cols-2">
              <Facts
                rows={[
                  ['In-state cost', formatMoney(costs.inState.total)],
                  ['Out-of-state cost', formatMoney(costs.outOfState.total)],
                ]}
              />
              <Facts
                rows={[
                  [`Books and supplies (${PRICE_YEAR} published)`, formatMoney(costs.booksSupplies)],
                  [
                    `Other expenses, on campus (${PRICE_YEAR} published)`,
                    formatMoney(costs.otherExpensesOnCampus),
                  ],
                ]}
              />
            </div>
            <p className="text-xs leading-relaxed text-slate-600">
              The college's own published average cost of attendance for {PRICE_YEAR}, with books and living
              costs, was {formatMoney(costs.publishedCostOfAttendance)}. In 2022-23 its tuition and fees were{' '}
              {formatMoney(costs.next.tuitionInState)} in-state and{' '}
              {formatMoney(costs.next.tuitionOutOfState)} out-of-state.
            </p>
          </div>
        </Section>

        <Section
          title="Net price by family income"
          aside={`${college.data.netPriceByIncomeYear} published, students with federal aid`}
        >
          <table className="w-full text-sm">
            <caption className="sr-only">Average net price paid by families in each income band</caption>
            <thead>
              <tr className="text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <th scope="col" className="pb-2">
                  Family income
                </th>
                <th scope="col" className="pb-2 text-right">
                  Average net price
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {netPriceByIncome.map((band) => (
                <tr key={band.bracket} className={band.yours ? 'bg-accent-50' : undefined}>
                  <th scope="row" className="py-2.5 pl-2 text-left font-normal text-slate-700">
                    {band.label}
                    {band.yours ? (
                      <span className="ml-2 text-xs font-bold text-accent-800">Your band</span>
                    ) : null}
                  </th>
                  <td className="py-2.5 pr-2 text-right font-semibold tabular-nums">
                    {formatMoney(band.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-3 text-xs leading-relaxed text-slate-600">
            Average for all aided first-year students: {formatMoney(c.avgNetPrice)}. A dash means the college
            publishes no figure for that band.
          </p>
          {paysMore ? (
            <p className="mt-2 text-xs leading-relaxed text-slate-700">
              A net price below $0 means that families in that band received more in grants than the cost of
              attendance: the college paid them the difference, for example toward books, travel or living
              costs.
            </p>
          ) : null}
        </Section>

        <Section title="Admissions">
          <Facts
            rows={[
              ['Acceptance rate', formatRate(admissions.acceptanceRate)],
              ['Average SAT', admissions.satAvg ?? '—'],
              [
                'SAT reading, middle 50%',
                admissions.satReading ? `${admissions.satReading.p25}–${admissions.satReading.p75}` : '—',
              ],
              [
                'SAT math, middle 50%',
                admissions.satMath ? `${admissions.satMath.p25}–${admissions.satMath.p75}` : '—',
              ],
              [
                'ACT composite, middle 50%',
                admissions.act ? `${admissions.act.p25}–${admissions.act.p75}` : '—',
              ],
              ['Undergraduates', formatCount(c.undergradEnrollment)],
            ]}
          />
        </Section>

        <Section title="Outcomes and aid">
          <Facts
            rows={[
              ['Graduation rate', formatRate(outcomes.graduationRate)],
              ['Median federal debt of graduates', formatMoney(outcomes.medianDebt)],
              ['Monthly payment on that debt', payment ?? '—'],
              ['Median earnings 10 years after entry', formatMoney(c.medianEarnings)],
              [
                'A year of payments as a share of those earnings',
                c.paymentShareOfEarnings === null ? '—' : formatShare(c.paymentShareOfEarnings),
              ],
              ['Gift aid rate', formatRate(c.giftRate)],
              ['Federal aid rate', formatRate(c.aidRate)],
              ['Undergraduates with a Pell Grant', formatRate(outcomes.pellGrantShare)],
              ['Undergraduates with a federal loan', formatRate(outcomes.federalLoanShare)],
            ]}
          />
          <ul className="mt-4 space-y-2 text-xs leading-relaxed text-slate-600">
            <li>{COLLEGE_DEFINITIONS.giftRate}</li>
            <li>{COLLEGE_DEFINITIONS.aidRate}</li>
          </ul>
        </Section>
      </div>

      <Section title="Majors" aside="Share of degrees awarded, 2021-22">
        {majors.length === 0 ? (
          <p className="text-sm text-slate-600">This college reports no degrees by field.</p>
        ) : (
          <ul className="grid gap-x-8 gap-y-3 md:grid-cols-2">
            {majors.map((m) => (
              <li key={m.code}>
                <div className="flex justify-between gap-3 text-sm">
                  <span className="text-slate-800">{m.title}</span>
                  <span className="font-semibold tabular-nums">
                    {m.share < 0.005 ? '<1%' : formatRate(m.share)}
                  </span>
                </div>
                <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-slate-100">
                  <div
                    className="h-1.5 rounded-full bg-accent-600"
                    style={{ width: `${Math.max(1, Math.round(m.share * 100))}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <HowWeEstimate />
      <p className="text-xs text-slate-600">Source: {CATALOGUE_SOURCE}.</p>
    </div>
  );
}
