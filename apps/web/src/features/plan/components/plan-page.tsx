import type { FamilyPlanResponse, PlanStudentYear, PlanYear } from '@ccp/contracts';
import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import {
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { CaseStudyFiguresNote } from '../../../components/ui/figures-notes';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { Table, type TableColumn } from '../../../components/ui/table';
import { ReportDownloadLink } from '../../../domains/family/figures/report-download-link';
import { useEditedFamilyProfile } from '../../../domains/family/profile/family-profile';
import {
  applyChoices,
  initialChoices,
  type WhatIfChoices,
  whatIfWrites,
} from '../../../domains/family/what-if/what-if';
import { errorMessage } from '../../../lib/api-client';
import { formatSaiOr, formatUsd } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFamilyPlan } from '../api/plan-api';
import { type PlanFigures, planFor } from '../lib/plan-what-if';
import { PlanAssumptionsForm } from './plan-assumptions-form';
import { PlanWhatIf } from './plan-what-if';

// The chart's code loads with the chart, after the table.
const PlanChart = lazy(() => import('./plan-chart'));

const money = (n: number | null) => (n === null ? '—' : formatUsd(n));

function StudentCell({ row }: { row: PlanStudentYear }) {
  if (!row.inCollege) return <span className="text-slate-600">Not in college</span>;
  const share =
    row.numberInCollege !== null && row.parentsShare !== null
      ? `${row.numberInCollege} in college: ${Math.round(row.parentsShare * 100)}% of the parents’ contribution each`
      : null;
  return (
    <dl className="grid min-w-[15rem] grid-cols-[auto_auto] gap-x-3 gap-y-0.5 text-left text-xs">
      <dt className="text-slate-600">College year</dt>
      <dd className="text-right font-semibold">{row.collegeYear}</dd>
      <dt className="text-slate-600">College counted</dt>
      <dd className="text-right">{row.college ?? 'None chosen'}</dd>
      <dt className="text-slate-600">Full cost of attendance</dt>
      <dd className="text-right tabular-nums">{money(row.costOfAttendance)}</dd>
      <dt className="text-slate-600">Federal SAI</dt>
      <dd className="text-right tabular-nums">{formatSaiOr(row.federalSai)}</dd>
      <dt className="text-slate-600">Pell Grant</dt>
      <dd className="text-right tabular-nums">{money(row.pell)}</dd>
      <dt className="text-slate-600">Institutional estimate</dt>
      <dd className="text-right tabular-nums">{money(row.institutionalSai)}</dd>
      {share ? <dd className="col-span-2 text-slate-600">{share}</dd> : null}
      <dt className="text-slate-600">Need-based grant</dt>
      <dd className="text-right tabular-nums">{money(row.needBasedGrant)}</dd>
      <dt className="font-semibold text-navy-900">Net price</dt>
      <dd className="text-right font-semibold tabular-nums text-navy-900">{money(row.netPrice)}</dd>
    </dl>
  );
}

function yearColumns(plan: FamilyPlanResponse): TableColumn<PlanYear>[] {
  return [
    {
      key: 'year',
      header: 'Award year',
      inCard: 'title',
      cell: (year) => (
        <div>
          <p className="font-semibold text-navy-900">{year.awardYear}</p>
          {/* The engine's words for the year's tables and Pell (awardYearStatus): a provisional Pell says so. */}
          <p className="max-w-[12rem] text-xs text-slate-600">{year.tables.federal}</p>
          {year.tables.provisionalPell ? (
            <p className="mt-1 max-w-[12rem] text-xs text-slate-600">{year.tables.pell}</p>
          ) : null}
        </div>
      ),
    },
    ...plan.students.map(
      (student): TableColumn<PlanYear> => ({
        key: student.id,
        header: student.name,
        cell: (year) => {
          const row = year.students.find((r) => r.studentId === student.id);
          return row ? <StudentCell row={row} /> : null;
        },
      }),
    ),
    {
      key: 'total',
      header: 'Family total',
      numeric: true,
      cell: (year) => (
        <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5 text-xs">
          <dt className="text-left text-slate-600">Full cost of attendance</dt>
          <dd>{formatUsd(year.totalCostOfAttendance)}</dd>
          <dt className="text-left text-slate-600">Grants</dt>
          <dd>{formatUsd(year.totalGrants)}</dd>
          <dt className="text-left font-semibold text-navy-900">Net price</dt>
          <dd className="font-semibold text-navy-900">{formatUsd(year.totalNetPrice)}</dd>
        </dl>
      ),
    },
  ];
}

/** What the page hands to a section composed into it (the funding plan): the years shown and their profile. */
export interface PlanSectionContext {
  years: PlanYear[];
  profile: FamilyProfile | null;
  /** A what-if control moved: the years are the changed profile's. */
  whatIf: boolean;
}

/** /family/plan: what the family pays each year until the youngest graduates. */
export default function PlanPage({
  actions,
  funding,
}: {
  actions?: ReactNode;
  /** How the family pays for the years shown (composed by app/: features/funding-plan). */
  funding?: (context: PlanSectionContext) => ReactNode;
}) {
  useDocumentTitle('Plan');
  const plan = useFamilyPlan();
  // The what-ifs start from the profile the plan is for: the selected case study's while staff chose one.
  const profile = useEditedFamilyProfile();
  const heading = (
    <PageHeading
      title="Your four-year plan"
      description="What college costs your family each year, from the first student’s first year to the last student’s last, with each student’s Pell Grant, grants and net price."
      actions={
        <>
          {plan.data && plan.data.years.length > 0 ? <ReportDownloadLink /> : null}
          {actions}
        </>
      }
    />
  );
  if (plan.isPending) return <PageSpinner label="Loading your plan" />;
  if (plan.isError) {
    return (
      <>
        {heading}
        <Alert tone="error" title="Your plan could not be loaded">
          {errorMessage(plan.error)}
        </Alert>
      </>
    );
  }
  return (
    <>
      {heading}
      <CaseStudyFiguresNote basis={plan.data.basis} />
      <PlanBody data={plan.data} saved={profile.data ?? null} funding={funding} />
    </>
  );
}

/** The plan's sections; with the saved profile, the what-ifs redraw the table and chart from the changed profile. */
function PlanBody({
  data,
  saved,
  funding,
}: {
  data: FamilyPlanResponse;
  saved: FamilyProfile | null;
  funding?: (context: PlanSectionContext) => ReactNode;
}) {
  const headingId = useId();
  // The choices the family made (null until a control moves: the saved answers, once the profile is loaded).
  const [moved, setChoices] = useState<WhatIfChoices | null>(null);
  const base = useMemo(() => (saved ? initialChoices(saved) : null), [saved]);
  const choices = moved ?? base;
  const changed = useMemo(
    () => (saved && choices ? applyChoices(saved, choices, data.baseAwardYear) : null),
    [saved, choices, data.baseAwardYear],
  );
  // A keystroke renders the controls at once; the engine's plan and everything drawn from it (the figures above the
  // sliders, the table, the chart, the funding plan) follow in a deferred render React can interrupt, so typing
  // never waits for the whole plan to be worked out and redrawn (ADR 0076).
  const figuresFor = useDeferredValue(changed);
  const figures: PlanFigures | null = useMemo(
    () => (figuresFor && data.years.length > 0 ? planFor(figuresFor, data) : null),
    [figuresFor, data],
  );
  const shown: PlanFigures = figures ?? { years: data.years, totals: data.totals };
  // While the page is idle after it opens, the engine works out the plan a few times on a changed copy (thrown
  // away): the browser compiles the engine's code then, not on the family's first keystroke (the slowest one).
  useEffect(() => {
    if (!saved || !base || !data.years.length || !window.requestIdleCallback) return;
    let id = 0;
    const run = (left: number) => {
      const copy = applyChoices(saved, { ...base, checking: base.checking + left }, data.baseAwardYear);
      planFor(copy, data);
      whatIfWrites(saved, copy);
      if (left > 1) id = requestIdleCallback(() => run(left - 1));
    };
    id = requestIdleCallback(() => run(4));
    return () => cancelIdleCallback(id);
  }, [saved, base, data]);
  // The columns depend on the plan's students only: built once, not on every what-if keystroke.
  const columns = useMemo(() => yearColumns(data), [data]);
  return (
    <>
      {data.missing.length > 0 ? (
        <Alert tone="info" title="A few details are missing" className="mb-6">
          <ul className="list-disc pl-5">
            {data.missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          <Link to="/family/profile" className="mt-2 inline-block font-semibold underline">
            Go to your profile
          </Link>
        </Alert>
      ) : null}
      <div className="grid min-w-0 gap-6">
        {saved && changed && choices && figures ? (
          <Card as="section" className="min-w-0" aria-labelledby={`${headingId}-what-if`}>
            <h2 id={`${headingId}-what-if`} className="text-lg font-bold text-navy-900">
              Try a change
            </h2>
            <PlanWhatIf
              saved={saved}
              changed={changed}
              plan={data}
              figures={figures}
              choices={choices}
              setChoices={setChoices}
            />
          </Card>
        ) : null}
        <PlanYears
          data={data}
          shown={shown}
          withChanges={figures !== null && figures.totals.netPrice !== data.totals.netPrice}
          columns={columns}
          headingId={headingId}
        />
        <FundingSection
          funding={funding}
          years={shown.years}
          profile={figuresFor ?? saved}
          whatIf={moved !== null}
        />
        <PlanRuleAndAssumptions data={data} headingId={headingId} />
      </div>
    </>
  );
}

/** The plan year by year (totals, chart, table): redrawn only when the deferred figures change. */
const PlanYears = memo(function PlanYears({
  data,
  shown,
  withChanges,
  columns,
  headingId,
}: {
  data: FamilyPlanResponse;
  shown: PlanFigures;
  withChanges: boolean;
  columns: TableColumn<PlanYear>[];
  headingId: string;
}) {
  return (
    <Card as="section" className="min-w-0" aria-labelledby={`${headingId}-years`}>
      <h2 id={`${headingId}-years`} className="text-lg font-bold text-navy-900">
        Year by year
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        Overall{withChanges ? ' with your changes' : ''}: full cost of attendance{' '}
        {formatUsd(shown.totals.costOfAttendance)}, Pell Grants {formatUsd(shown.totals.pell)}, need-based
        grants {formatUsd(shown.totals.needBasedGrant)},{' '}
        <strong className="text-navy-900">net price {formatUsd(shown.totals.netPrice)}</strong>.
      </p>
      {shown.years.length > 0 ? (
        <Suspense fallback={<Spinner label="Loading the chart" showLabel />}>
          <PlanChart years={shown.years} students={data.students} />
        </Suspense>
      ) : null}
      <div className="mt-6">
        <Table
          caption="Your plan by award year: each student’s figures and the family’s total"
          columns={columns}
          rows={shown.years}
          rowKey={planYearKey}
          empty="No year to show yet: add your students’ graduation years and your parents’ income on your profile."
          minWidth="min-w-[48rem]"
          cards
        />
      </div>
    </Card>
  );
});

const planYearKey = (year: PlanYear) => year.awardYear;

/** The funding plan composed into the page (features/funding-plan), drawn from the deferred figures. */
const FundingSection = memo(function FundingSection({
  funding,
  years,
  profile,
  whatIf,
}: {
  funding: ((context: PlanSectionContext) => ReactNode) | undefined;
  years: PlanYear[];
  profile: FamilyProfile | null;
  whatIf: boolean;
}) {
  return funding && years.length > 0 ? funding({ years, profile, whatIf }) : null;
});

/**
 * How the years are worked out and the growth assumptions: the saved plan's, the same on every what-if keystroke,
 * so memoised (a keystroke re-renders only what the changed profile changes).
 */
const PlanRuleAndAssumptions = memo(function PlanRuleAndAssumptions({
  data,
  headingId,
}: {
  data: FamilyPlanResponse;
  headingId: string;
}) {
  return (
    <>
      <Card as="section" className="min-w-0" aria-labelledby={`${headingId}-rule`}>
        <h2 id={`${headingId}-rule`} className="text-lg font-bold text-navy-900">
          How the years are worked out
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-slate-700">{data.rule}</p>
        {data.notes.length > 0 ? (
          <ul className="mt-3 list-disc pl-5 text-sm text-slate-700">
            {data.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        ) : null}
        <ul className="mt-3 list-disc pl-5 text-sm text-slate-700">
          {data.students
            .filter((s) => s.counted)
            .map((s) => (
              <li key={s.id}>
                {s.name}: {s.counted?.name}, {formatUsd(s.counted?.costOfAttendance ?? 0)} a year in{' '}
                {s.counted?.priceYear}. {s.counted?.method}
              </li>
            ))}
        </ul>
      </Card>
      <Card as="section" className="min-w-0" aria-labelledby={`${headingId}-assumptions`}>
        <h2 id={`${headingId}-assumptions`} className="text-lg font-bold text-navy-900">
          Your assumptions
        </h2>
        {data.basis.caseStudy ? (
          <p className="mt-2 text-sm text-slate-700">
            Growth {data.assumptions.costGrowthPercent}% a year for college prices,{' '}
            {data.assumptions.incomeGrowthPercent}% for income and {data.assumptions.assetGrowthPercent}% for
            assets: the family’s own rates, used by every version. Choose Family Profile in the banner to
            change them.
          </p>
        ) : (
          <PlanAssumptionsForm plan={data} />
        )}
      </Card>
    </>
  );
});
