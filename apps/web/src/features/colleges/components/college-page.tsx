import { CATALOGUE_SOURCE, COLLEGE_DEFINITIONS, type CollegeDetailRequest } from '@ccp/contracts';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EstimateNote, NET_PRICE_METHOD_SHORT, priceDataYear } from '../../../components/ui/estimate-note';
import { ExternalLink } from '../../../components/ui/external-link';
import { CaseStudyFiguresNote } from '../../../components/ui/figures-notes';
import { PageSpinner } from '../../../components/ui/spinner';
import { StudentPicker } from '../../../components/ui/student-picker';
import { CanWePayFor } from '../../../domains/family/figures/can-we-pay-for';
import { useChosenStudent } from '../../../domains/family/profile/use-chosen-student';
import { errorMessage } from '../../../lib/api-client';
import { aliasNames, formatRange, NET_PRICE_METHOD_TEXT, websiteUrl } from '../../../lib/college-labels';
import { formatMoney, formatSaiOr } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCollege, useCollegeDefaults, useFavourites } from '../api/colleges-api';
import { CollegeAidPolicySection } from './college-aid-policy';
import { CollegeFacts } from './college-facts';
import { CollegeFit } from './college-fit';
import { Section } from './college-page-parts';
import { collegeSubtitle, Figure, formatMiles } from './college-result-card';
import { FavouriteToggle } from './favourite-toggle';
import { HowWeEstimate } from './how-we-estimate';

/** /family/colleges/:id: costs broken down, admissions, outcomes, majors, net price by income, links. */
const LIVING_WORDS = {
  on_campus: 'on campus',
  off_campus: 'off campus',
  with_family: 'at home with family',
} as const;

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

  const { college: c, assumptions, fitStudent } = college.data;
  const aliases = [...new Set([...c.commonNames, ...aliasNames(c.alias)])];
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

      <CaseStudyFiguresNote basis={assumptions.basis} className="mb-0" />
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="max-w-3xl">
          <p className="mb-2 text-xs font-bold tracking-widest text-accent-700 uppercase">College</p>
          <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{c.name}</h1>
          {c.formerNames.length > 0 ? (
            <p className="mt-1 text-sm text-slate-600">Formerly {c.formerNames.join(', ')}</p>
          ) : null}
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
        aside={
          c.publishedPriceYear
            ? `Prices for ${c.priceYear}, projected from the ${c.publishedPriceYear} published prices`
            : `Prices for ${c.priceYear}: the college publishes no tuition`
        }
      >
        <dl className="grid grid-cols-2 gap-x-6 gap-y-5 md:grid-cols-4">
          <Figure
            label={`Full cost of attendance, ${c.priceYear}`}
            value={formatMoney(c.fullCost)}
            note={
              c.fullCost === null
                ? 'Not published'
                : `Living ${LIVING_WORDS[c.living ?? 'on_campus']}: tuition and fees, housing and food, books, transport and personal`
            }
          />
          <Figure
            label={`Tuition, fees, room and board, ${c.priceYear}`}
            value={formatMoney(c.costOfAttendance)}
            note={`${c.residency === 'in-state' ? 'In-state' : 'Out-of-state'} tuition; the cost of attendance by our product rule`}
          />
          <Figure
            label={`Estimated need, ${c.priceYear}`}
            value={formatMoney(c.estimatedNeed)}
            note={
              assumptions.federalSai === null
                ? 'Add your SAI to your profile'
                : c.aidIndex === 'institutional'
                  ? `Full cost minus the institutional estimate of ${formatSaiOr(assumptions.institutionalSai)} (a CSS Profile college)`
                  : `Full cost minus ${student && request.family_federal_sai === undefined ? `${student.name}'s` : 'the'} SAI of ${formatSaiOr(assumptions.federalSai)}`
            }
          />
          <Figure
            label={`Estimated net price, ${c.priceYear}`}
            value={formatMoney(c.estimatedNetPrice)}
            note={range ? `Likely ${range}` : undefined}
          />
        </dl>
        {c.netPriceLabel ? (
          <p className="mt-5 rounded-xl bg-accent-50 px-4 py-3 text-sm leading-relaxed text-navy-900">
            <strong>How this net price is made:</strong> {c.netPriceLabel}
            {c.netPriceMethod === 'non-resident' && calculator ? (
              <>
                {' '}
                <ExternalLink href={calculator} className="font-semibold text-accent-700 hover:underline">
                  Open {c.name}'s net price calculator
                </ExternalLink>
              </>
            ) : null}
          </p>
        ) : null}
        <p className="mt-3 rounded-xl bg-slate-50 px-4 py-3 text-sm leading-relaxed text-slate-700">
          The net price is estimated {NET_PRICE_METHOD_TEXT[c.netPriceMethod]}.{' '}
          {COLLEGE_DEFINITIONS.estimatedNeed}
        </p>
        {college.data.costs.full.lines.length > 0 ? (
          <div className="mt-4">
            <h3 className="text-sm font-semibold text-navy-900">Full cost of attendance, {c.priceYear}</h3>
            <dl className="mt-2 divide-y divide-slate-100 text-sm">
              {college.data.costs.full.lines.map((line) => (
                <div key={line.label} className="flex justify-between gap-4 py-1.5">
                  <dt className="text-slate-700">{line.label}</dt>
                  <dd className="tabular-nums text-slate-900">{formatMoney(line.amount)}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 text-xs text-slate-600">{college.data.costs.full.rule}</p>
          </div>
        ) : null}
        <p className="mt-3 text-xs text-slate-600">
          Where each price comes from: charges are the college's {c.publishedPriceYear ?? 'published'} figures
          reported to IPEDS (U.S. Department of Education), grown {assumptions.annualIncreasePercent}% a year
          to {c.priceYear}
          {c.netPriceMethod === 'income-bracket' || c.netPriceMethod === 'average'
            ? `; net prices are the College Scorecard's ${c.netPriceDataYear ?? ''} averages, grown the same way`
            : ''}
          {college.data.aidPolicy
            ? `; the aid policy is from ${college.data.aidPolicy.source}${college.data.aidPolicy.policyYear ? ` (${college.data.aidPolicy.policyYear})` : ''}, graded ${college.data.aidPolicy.grade.toLowerCase()}`
            : ''}
          .
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
        {student ? (
          <div className="mt-5">
            <h3 className="mb-1.5 text-sm font-semibold text-slate-800">
              Can we pay for this? {student.name}’s years in college
            </h3>
            <CanWePayFor studentId={student.id} collegeIds={[c.id]} collegeId={c.id} withLink />
          </div>
        ) : null}
      </Section>

      <CollegeFacts detail={college.data} />

      {college.data.aidPolicy ? <CollegeAidPolicySection policy={college.data.aidPolicy} /> : null}

      <HowWeEstimate />
      <p className="text-xs text-slate-600">
        Source: {CATALOGUE_SOURCE}.
        {c.dataYear
          ? ` This college's admissions, enrolment and outcome figures are from ${c.dataYear}${c.dataSource ? ` (${c.dataSource})` : ''}; each price names its own year.`
          : ''}
      </p>
    </div>
  );
}
