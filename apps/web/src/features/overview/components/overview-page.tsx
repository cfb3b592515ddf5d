import {
  type CollegeSearchItem,
  type FavouritesResponse,
  type NextStep,
  type OverviewStudent,
  STUDENT_TYPE_LABELS,
  stateName,
} from '@ccp/contracts';
import { CheckCircle2, Circle, GraduationCap, Landmark, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EstimateNote, NET_PRICE_METHOD_SHORT, priceDataYear } from '../../../components/ui/estimate-note';
import { CaseStudyFiguresNote, YearNote } from '../../../components/ui/figures-notes';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { StudentPicker } from '../../../components/ui/student-picker';
import { ReportDownloadLink } from '../../../domains/family/figures/report-download-link';
import { ordinal } from '../../../domains/family/profile/family-fields';
import { useChosenStudent } from '../../../domains/family/profile/use-chosen-student';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatQuantity, formatSaiOr, formatUsd } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFamilyOverview, useFavouriteColleges } from '../api/overview-api';

const money = (n: number | null | undefined) => (n == null ? '—' : formatUsd(n));

/** /family/overview: the household at a glance. */
export default function OverviewPage({ actions }: { actions?: ReactNode }) {
  useDocumentTitle('Overview');
  const overview = useFamilyOverview();
  const favourites = useFavouriteColleges();
  const { student, select } = useChosenStudent(overview.data?.students ?? []);
  const heading = (
    <PageHeading
      eyebrow="Overview"
      title={overview.data ? `${overview.data.name} at a glance` : 'Your plan at a glance'}
      description="Your students, their Student Aid Index, the colleges you saved with what each would cost you, and what to do next."
      actions={
        <>
          {overview.data?.students.some((s) => s.federalSai !== null) ? <ReportDownloadLink /> : null}
          {actions}
        </>
      }
    />
  );
  if (overview.isPending) {
    return (
      <>
        {heading}
        <PageSpinner label="Loading your overview" />
      </>
    );
  }
  if (overview.isError) {
    return (
      <>
        {heading}
        <Alert tone="error" title="We could not load your overview.">
          <p>{errorMessage(overview.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => overview.refetch()}>
            Try again
          </Button>
        </Alert>
      </>
    );
  }
  const data = overview.data;
  const chosen = student ?? null;
  return (
    <>
      {heading}
      <CaseStudyFiguresNote basis={data.basis} />
      {data.students.length > 1 ? (
        <StudentPicker
          legend="Show the figures for"
          students={data.students.map((s) => ({ id: s.id, name: s.name, note: `aid year ${s.awardYear}` }))}
          selected={chosen?.id ?? null}
          onSelect={select}
        />
      ) : null}
      <YearNote note={chosen?.yearNote} className="mb-3" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat
          icon={<Landmark aria-hidden="true" className="size-4 text-accent-700" />}
          label="Federal SAI"
          note={
            chosen ? (
              <EstimateNote
                method="Federal formula"
                dataYear={`${chosen.awardYear} federal tables`}
                reasons={data.estimateReasons}
              />
            ) : null
          }
        >
          {formatSaiOr(chosen ? chosen.federalSai : data.federalSai)}
          <span className="mt-1 block text-sm font-normal text-slate-600">
            {chosen ? `For ${chosen.name}, aid year ${chosen.awardYear}` : 'Add a student to compute it'}
          </span>
        </Stat>
        <Stat
          icon={<Scale aria-hidden="true" className="size-4 text-accent-700" />}
          label="CSS Profile estimate"
          note={
            chosen ? (
              <EstimateNote
                method="CSS Profile-style estimate"
                dataYear={`${chosen.awardYear} federal tables as its base`}
                reasons={data.estimateReasons}
              />
            ) : null
          }
        >
          {money(chosen ? chosen.institutionalSai : data.institutionalSai)}
          <span className="mt-1 block text-sm font-normal text-slate-600">
            {chosen ? `For ${chosen.name}; ` : ''}an estimate, each college differs
          </span>
        </Stat>
        <Stat
          icon={<GraduationCap aria-hidden="true" className="size-4 text-accent-700" />}
          label="Household"
        >
          {formatQuantity(data.students.length, 'student')}
          <span className="mt-1 block text-sm font-normal text-slate-600">
            {data.state ? stateName(data.state) : 'State not given'}
          </span>
        </Stat>
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          {(chosen ? [chosen, ...data.students.filter((s) => s.id !== chosen.id)] : data.students).map(
            (student) => (
              <StudentCard
                key={student.id}
                student={student}
                favourites={favourites.data}
                loading={favourites.isPending}
                failed={favourites.isError}
              />
            ),
          )}
          {data.students.length === 0 ? (
            <Alert tone="info">
              Add a student on your <Link to="/family/profile">profile</Link> to see their SAI and colleges.
            </Alert>
          ) : null}
        </div>
        <NextSteps steps={data.nextSteps} helpAction={actions} />
      </div>
    </>
  );
}

function Stat({
  icon,
  label,
  note,
  children,
}: {
  icon: ReactNode;
  label: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <p className="flex items-center gap-2 text-sm font-semibold text-slate-600">
        {icon}
        {label}
      </p>
      <p className="mt-2 text-3xl font-bold tracking-tight text-navy-900 tabular-nums">{children}</p>
      {note ? <div className="mt-3 border-t border-slate-100 pt-3">{note}</div> : null}
    </Card>
  );
}

function StudentCard({
  student,
  favourites,
  loading,
  failed,
}: {
  student: OverviewStudent;
  favourites: FavouritesResponse | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const own = favourites?.students.find((s) => s.id === student.id);
  const saved = own?.favourites ?? [];
  const id = `student-${student.id}`;
  return (
    <Card as="section" aria-labelledby={id} className="p-5 sm:p-7">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-xs font-bold tracking-widest text-accent-700 uppercase">
            {ordinal(student.position)} student
          </p>
          <h2 id={id} className="mt-1 text-xl font-bold text-navy-900">
            {student.name}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {[
              student.overallStudentType ? STUDENT_TYPE_LABELS[student.overallStudentType] : null,
              student.graduationYear ? `graduates high school in ${student.graduationYear}` : null,
              `aid year ${student.awardYear}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <dl className="flex gap-6 text-right">
          <div>
            <dt className="text-xs font-semibold text-slate-600">SAI</dt>
            <dd className="text-xl font-bold text-navy-900 tabular-nums">
              {formatSaiOr(student.federalSai)}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-slate-600">Pell Grant</dt>
            <dd className="text-xl font-bold text-navy-900 tabular-nums">{money(student.pellAward)}</dd>
          </div>
        </dl>
      </div>
      <h3 className="mt-6 text-base font-semibold text-navy-900">Favorite colleges</h3>
      {loading ? (
        <Spinner className="mt-3" label="Loading favorite colleges" showLabel />
      ) : failed ? (
        <p className="mt-2 text-sm text-red-700">We could not load the saved colleges just now.</p>
      ) : saved.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          None saved yet.{' '}
          <Link to="/family/college/search" className="font-semibold text-navy-800 underline">
            Search colleges
          </Link>{' '}
          and save a few for {student.name}.
        </p>
      ) : (
        <div className="relative mt-3 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs font-semibold text-slate-600">
                <th scope="col" className="py-2 pr-3">
                  College
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Full cost of attendance{own ? `, ${own.assumptions.priceYear}` : ''}
                </th>
                <th scope="col" className="py-2 text-right">
                  Estimated net price{own ? `, ${own.assumptions.priceYear}` : ''}
                </th>
              </tr>
            </thead>
            <tbody>
              {saved.map(({ id: favouriteId, college }) => (
                <CollegeRow key={favouriteId} college={college} />
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-xs text-slate-600">
            Both figures are for {student.name}'s first college year
            {own ? ` (${own.assumptions.priceYear})` : ''}, with {student.name}'s own SAI. The full cost of
            attendance counts tuition and fees, housing and food, books, transport and personal costs; the net
            price is that cost minus the grants this family can expect. A college’s own offer decides.
          </p>
          {own ? <EstimateNote className="mt-2" reasons={own.assumptions.estimateReasons} /> : null}
        </div>
      )}
    </Card>
  );
}

function CollegeRow({ college }: { college: CollegeSearchItem }) {
  return (
    <tr className="border-b border-slate-100 last:border-0 align-top">
      <th scope="row" className="py-3 pr-3 text-left font-normal">
        <span className="block font-semibold text-slate-900">{college.name}</span>
        <span className="text-xs text-slate-600">
          {[college.city, college.state].filter(Boolean).join(', ')} · {college.residency}
        </span>
      </th>
      <td className="py-3 pr-3 text-right tabular-nums text-slate-800">
        {college.fullCost === null ? 'Not published: no net price' : money(college.fullCost)}
        {college.tuitionFeesRoomBoard === null ? null : (
          <span className="block text-xs text-slate-600">
            Tuition, fees, room and board {money(college.tuitionFeesRoomBoard)}
          </span>
        )}
      </td>
      <td className="py-3 text-right tabular-nums">
        <span className="font-semibold text-navy-900">{money(college.estimatedNetPrice)}</span>
        {college.netPriceMethod === 'unavailable' ? null : (
          <EstimateNote
            method={NET_PRICE_METHOD_SHORT[college.netPriceMethod]}
            dataYear={priceDataYear(college)}
            range={{ low: college.netPriceLow, high: college.netPriceHigh }}
          />
        )}
      </td>
    </tr>
  );
}

function NextSteps({ steps, helpAction }: { steps: NextStep[]; helpAction: ReactNode }) {
  return (
    <Card as="section" aria-labelledby="next-steps-title" className="h-fit p-5 sm:p-6">
      <h2 id="next-steps-title" className="text-xl font-bold text-navy-900">
        Next steps
      </h2>
      <ol className="mt-4 space-y-4">
        {steps.map((step) => (
          <li key={step.key} className="flex gap-3">
            {step.done ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
            )}
            <div>
              <p className={cn('font-semibold', step.done ? 'text-slate-600' : 'text-slate-900')}>
                {step.title}
                {step.done ? <span className="sr-only"> (done)</span> : null}
              </p>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{step.description}</p>
              {step.key === 'advisor' && !step.done && helpAction ? (
                <div className="mt-2">{helpAction}</div>
              ) : step.key !== 'advisor' && !step.done ? (
                <Link to={step.href} className={buttonClasses('secondary', 'sm', 'mt-2')}>
                  {step.action}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
