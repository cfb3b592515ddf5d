import type { SaiResult, SaiSensitivity, SaiStudent } from '@ccp/contracts';
import { ArrowDownRight, ArrowUpRight, Equal, GraduationCap, Info, Landmark, Scale } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { ordinal } from '../../../lib/family-fields';
import { formatUsd } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFamilySai } from '../api/sai-api';

const SensitivityChart = lazy(() => import('./sensitivity-chart'));

function signed(amount: number): string {
  if (amount === 0) return 'No change';
  return `${amount > 0 ? '+' : '−'}${formatUsd(Math.abs(amount))}`;
}

interface FederalSaiPageProps {
  /** Page actions composed by the route (e.g. request help). */
  actions?: ReactNode;
}

/** /family/federal-sai: the household's federal SAI, how it was reached, the Pell it implies and what moves it. */
export default function FederalSaiPage({ actions }: FederalSaiPageProps) {
  useDocumentTitle('Federal Student Aid Index');
  const [params, setParams] = useSearchParams();
  const requested = params.get('student');
  const sai = useFamilySai(requested);

  const heading = (
    <PageHeading
      eyebrow="SAI Number"
      title="Your Student Aid Index"
      description="The SAI is the number colleges and the U.S. Department of Education use to decide your federal aid. The lower it is, the more need-based aid you can get. It is computed here with the federal formula from your profile."
      actions={actions}
    />
  );

  if (sai.isPending) {
    return (
      <>
        {heading}
        <PageSpinner label="Computing your SAI" />
      </>
    );
  }
  if (sai.isError) {
    return (
      <>
        {heading}
        <Alert tone="error" title="We could not compute your SAI.">
          <p>{errorMessage(sai.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => sai.refetch()}>
            Try again
          </Button>
        </Alert>
      </>
    );
  }

  const { result, students, missing } = sai.data;
  return (
    <>
      {heading}
      {students.length > 1 ? (
        <StudentPicker
          students={students}
          selected={result?.studentId ?? students[0]?.id ?? null}
          busy={sai.isFetching}
          onSelect={(id) =>
            setParams((p) => {
              p.set('student', id);
              return p;
            })
          }
        />
      ) : null}
      {result ? (
        <SaiDetails
          result={result}
          studentName={students.find((s) => s.id === result.studentId)?.name ?? ''}
        />
      ) : (
        <Alert tone="info" title="A few answers are missing">
          <ul className="list-disc space-y-1 pl-5">
            {missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          <Link to="/family/profile" className={buttonClasses('secondary', 'sm', 'mt-3')}>
            Open your profile
          </Link>
        </Alert>
      )}
    </>
  );
}

function StudentPicker({
  students,
  selected,
  busy,
  onSelect,
}: {
  students: SaiStudent[];
  selected: string | null;
  busy: boolean;
  onSelect: (id: string) => void;
}) {
  return (
    <fieldset className="mb-6">
      <legend className="mb-2 text-sm font-semibold text-slate-800">Show the SAI for</legend>
      <div className="flex flex-wrap items-center gap-2">
        {students.map((s) => (
          <label
            key={s.id}
            className={cn(
              'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold',
              'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-accent-100',
              s.id === selected
                ? 'border-navy-900 bg-navy-900 text-white'
                : 'border-slate-300 bg-white text-navy-900 hover:border-slate-400',
            )}
          >
            <input
              type="radio"
              name="sai-student"
              className="sr-only"
              checked={s.id === selected}
              onChange={() => onSelect(s.id)}
            />
            {s.name}
            <span className={cn('font-normal', s.id === selected ? 'text-navy-100' : 'text-slate-500')}>
              {ordinal(s.position)}
            </span>
          </label>
        ))}
        {busy ? <Spinner size="sm" label="Updating" /> : null}
      </div>
    </fieldset>
  );
}

function SaiDetails({ result, studentName }: { result: SaiResult; studentName: string }) {
  const { federal, pell, institutional } = result;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-3">
        <Figure
          id="federal-sai"
          icon={<Landmark aria-hidden="true" className="size-4 text-accent-700" />}
          label={`Federal SAI for ${studentName}`}
          amount={federal.sai}
        >
          Award year {result.awardYear}
          {result.projected ? ' (projected with the latest published tables)' : ''}
        </Figure>
        <Figure
          id="pell"
          icon={<GraduationCap aria-hidden="true" className="size-4 text-accent-700" />}
          label="Estimated Pell Grant"
          amount={pell.annualAward}
        >
          {pell.eligible
            ? `A year of full-time study, out of a maximum of ${formatUsd(pell.maxPell)}. A college can lower it when its cost of attendance is less.`
            : `${pell.reason}. The maximum is ${formatUsd(pell.maxPell)}.`}
        </Figure>
        <Figure
          id="css-profile"
          icon={<Scale aria-hidden="true" className="size-4 text-accent-700" />}
          label="CSS Profile estimate"
          amount={institutional.estimate}
        >
          An estimate: colleges that use the CSS Profile apply their own rules, from about{' '}
          {formatUsd(institutional.low)} to {formatUsd(institutional.high)} for your family.
        </Figure>
      </div>

      <Card as="section" aria-labelledby="formula-title">
        <h2 id="formula-title" className="text-xl font-bold text-navy-900">
          How your SAI was reached
        </h2>
        <p className="mt-1 text-sm font-semibold text-accent-700">{federal.formulaName}</p>
        <p className="mt-2 max-w-3xl text-base leading-relaxed text-slate-700">{federal.formulaSummary}</p>
        <ol className="mt-6 space-y-6">
          {federal.groups.map((group, index) => (
            <li key={group.key} className="rounded-xl border border-slate-200">
              <div className="border-b border-slate-200 bg-slate-50 px-4 py-3 sm:px-5">
                <h3 className="font-semibold text-navy-900">
                  {index + 1}. {group.title}
                </h3>
                <p className="mt-1 text-sm text-slate-600">{group.explanation}</p>
              </div>
              <table className="w-full text-sm">
                <caption className="sr-only">{group.title}</caption>
                <tbody>
                  {group.steps.map((step, i) => {
                    const last = i === group.steps.length - 1;
                    return (
                      <tr key={step.label} className="border-b border-slate-100 last:border-0 align-top">
                        <th scope="row" className="px-4 py-3 text-left font-normal sm:px-5">
                          <span className={cn('block text-slate-900', last && 'font-semibold')}>
                            {step.label}
                          </span>
                          <details className="mt-1 text-slate-600">
                            <summary className="cursor-pointer text-xs font-semibold text-navy-700">
                              Rule used
                            </summary>
                            <p className="mt-1 text-xs leading-relaxed">{step.rule}</p>
                          </details>
                        </th>
                        <td
                          className={cn(
                            'px-4 py-3 text-right whitespace-nowrap tabular-nums sm:px-5',
                            last ? 'font-bold text-navy-900' : 'text-slate-800',
                          )}
                        >
                          {formatUsd(step.amount)}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </li>
          ))}
        </ol>
      </Card>

      <WhatMovesIt items={result.sensitivities} current={federal.sai} />

      <Card as="section" aria-labelledby="pell-title">
        <h2 id="pell-title" className="text-xl font-bold text-navy-900">
          Your Pell Grant
        </h2>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-slate-800">Maximum Pell</dt>
            <dd className="text-slate-700">
              {federal.maxPell.eligible ? 'Qualifies. ' : ''}
              {federal.maxPell.reason}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-800">Minimum Pell</dt>
            <dd className="text-slate-700">
              {federal.minPell.eligible ? 'Qualifies. ' : ''}
              {federal.minPell.reason}
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-slate-700">{pell.reason}.</p>
      </Card>

      <Card as="section" aria-labelledby="inputs-title">
        <h2 id="inputs-title" className="text-xl font-bold text-navy-900">
          How we read your profile
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Every answer the formula used, and what was assumed where your profile is silent. Something wrong?{' '}
          <Link to="/family/profile" className="font-semibold text-navy-800 underline">
            Update your profile
          </Link>{' '}
          and the SAI follows.
        </p>
        <details className="mt-4 rounded-xl border border-slate-200 p-4">
          <summary className="cursor-pointer font-semibold text-navy-900">
            Answers used ({result.used.length})
          </summary>
          <ul className="mt-3 space-y-2 text-sm text-slate-700">
            {result.used.map((u) => (
              <li key={`${u.field}-${u.how}`}>
                <code className="rounded bg-slate-100 px-1 py-0.5 text-xs text-slate-800">{u.field}</code>{' '}
                {u.how}
              </li>
            ))}
          </ul>
        </details>
        <details className="mt-3 rounded-xl border border-slate-200 p-4">
          <summary className="cursor-pointer font-semibold text-navy-900">
            Assumptions ({result.assumptions.length + institutional.assumptions.length})
          </summary>
          <h3 className="mt-3 text-sm font-semibold text-slate-800">Federal SAI</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {result.assumptions.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
          <h3 className="mt-3 text-sm font-semibold text-slate-800">CSS Profile estimate</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {institutional.assumptions.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </details>
      </Card>
    </div>
  );
}

function Figure({
  id,
  icon,
  label,
  amount,
  children,
}: {
  id: string;
  icon: ReactNode;
  label: string;
  amount: number;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={`${id}-label`}>
      <h2 id={`${id}-label`} className="flex items-center gap-2 text-sm font-semibold text-slate-600">
        {icon}
        {label}
      </h2>
      <p className="mt-2 text-4xl font-bold tracking-tight text-navy-900 tabular-nums">{formatUsd(amount)}</p>
      <p className="mt-2 text-sm text-slate-600">{children}</p>
    </Card>
  );
}

function WhatMovesIt({ items, current }: { items: SaiSensitivity[]; current: number }) {
  const sorted = useMemo(
    () => [...items].sort((a, b) => Math.abs(b.federalChange) - Math.abs(a.federalChange)),
    [items],
  );
  return (
    <Card as="section" aria-labelledby="moves-title">
      <h2 id="moves-title" className="text-xl font-bold text-navy-900">
        What would change your SAI
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Each line runs the federal formula again with one change to your profile. A lower SAI means more aid.
        From your SAI of {formatUsd(current)}:
      </p>
      <div className="mt-6 hidden md:block">
        <Suspense
          fallback={
            <div className="flex h-48 items-center justify-center">
              <Spinner label="Loading the chart" />
            </div>
          }
        >
          <SensitivityChart items={sorted} />
        </Suspense>
      </div>
      <ul className="mt-6 divide-y divide-slate-100">
        {sorted.map((item) => {
          const Icon =
            item.federalChange < 0 ? ArrowDownRight : item.federalChange > 0 ? ArrowUpRight : Equal;
          return (
            <li key={item.key} className="flex gap-3 py-4">
              <Icon
                aria-hidden="true"
                className={cn(
                  'mt-0.5 size-5 shrink-0',
                  item.federalChange < 0
                    ? 'text-accent-700'
                    : item.federalChange > 0
                      ? 'text-amber-700'
                      : 'text-slate-400',
                )}
              />
              <div className="flex-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <p className="font-semibold text-slate-900">{item.label}</p>
                  <p className="font-semibold tabular-nums text-navy-900">
                    {item.federalChange === 0
                      ? 'Changes nothing'
                      : `${signed(item.federalChange)} (SAI ${formatUsd(item.federalSai)})`}
                  </p>
                </div>
                <p className="mt-1 text-sm text-slate-600">{item.description}</p>
                {item.institutionalChange !== 0 ? (
                  <p className="mt-1 flex items-center gap-1.5 text-xs text-slate-600">
                    <Info aria-hidden="true" className="size-3.5" />
                    CSS Profile estimate: {signed(item.institutionalChange)}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
