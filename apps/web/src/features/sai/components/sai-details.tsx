import type { SaiResult } from '@ccp/contracts';
import { GraduationCap, Landmark, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { EstimateNote } from '../../../components/ui/estimate-note';
import { cn } from '../../../lib/cn';
import { formatSai, formatUsd, isSaiStep } from '../../../lib/format';

import { profileFieldLabel } from '../lib/profile-field-label';
import { WhatIfPanel } from './what-if-panel';
import { WhatMovesIt } from './what-moves-it';

/** The federal SAI, the Pell Grant and the institutional estimate, with how each was reached. */
export function SaiDetails({ result, studentName }: { result: SaiResult; studentName: string }) {
  const { federal, pell, institutional } = result;
  // The Pell card's data line already says the maximum Pell's status; its reasons leave that line out, and the SAI
  // (which no Pell amount changes) leaves it out too.
  const pellStatus = `Pell: ${result.tables.pell}`;
  const otherReasons = result.estimateReasons.filter((r) => r !== pellStatus);
  const provisionalPell = otherReasons.length < result.estimateReasons.length;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-3">
        <Figure
          id="federal-sai"
          icon={<Landmark aria-hidden="true" className="size-4 text-accent-700" />}
          label={`Federal SAI for ${studentName}`}
          amount={formatSai(federal.sai)}
          note={
            <EstimateNote
              method={federal.formulaName}
              dataYear={result.tables.federal}
              reasons={otherReasons}
            />
          }
        >
          Award year {result.awardYear}
          {result.tables.projection ? `. ${result.tables.projection}` : ''}
        </Figure>
        <Figure
          id="pell"
          icon={<GraduationCap aria-hidden="true" className="size-4 text-accent-700" />}
          label="Estimated Pell Grant"
          amount={formatUsd(pell.annualAward)}
          note={
            <EstimateNote
              method="Federal Pell Grant schedule"
              dataYear={result.tables.pell}
              reasons={otherReasons}
            />
          }
        >
          {pell.eligible
            ? `A year of full-time study, out of a maximum of ${formatUsd(pell.maxPell)}${provisionalPell ? ' (provisional)' : ''}. A college can lower it when its cost of attendance is less.`
            : `No Pell Grant at this SAI; the maximum is ${formatUsd(pell.maxPell)}${provisionalPell ? ' (provisional)' : ''}. Why: see “Your Pell Grant” below.`}
        </Figure>
        <Figure
          id="css-profile"
          icon={<Scale aria-hidden="true" className="size-4 text-accent-700" />}
          label="CSS Profile estimate"
          amount={formatUsd(institutional.estimate)}
          note={
            <EstimateNote
              method="CSS Profile-style estimate"
              dataYear={`${result.tables.federal}, as its base`}
              range={{ low: institutional.low, high: institutional.high }}
              reasons={otherReasons}
            />
          }
        >
          An estimate: colleges that use the CSS Profile apply their own rules, from about{' '}
          {formatUsd(institutional.low)} to {formatUsd(institutional.high)} for your family.
          {institutional.otherParent ? (
            <span className="mt-2 block" data-testid="other-parent-line">
              Includes the other parent’s own contribution,{' '}
              {formatUsd(institutional.otherParent.contribution)} ({formatUsd(institutional.otherParent.low)}{' '}
              to {formatUsd(institutional.otherParent.high)}), at colleges that ask about that parent; without
              it, {formatUsd(institutional.low)}.
            </span>
          ) : null}
        </Figure>
      </div>

      <section
        aria-labelledby="who-reported-title"
        className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
        data-testid="who-reported"
      >
        <h2 id="who-reported-title" className="text-base font-bold text-navy-900">
          Who reported on the FAFSA
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          <strong>{result.reporting.who}</strong>. {federal.formulaName}.
        </p>
        <p className="mt-1 text-sm text-slate-600">{result.reporting.explanation}</p>
      </section>

      <TablesUsed tables={result.tables} />

      <WhatIfPanel result={result} studentName={studentName} />

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
                          {isSaiStep(step) ? formatSai(step.amount) : formatUsd(step.amount)}
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
              {federal.maxPell.eligible ? 'Qualifies: ' : ''}
              {federal.maxPell.reason}.
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-800">Minimum Pell</dt>
            <dd className="text-slate-700">
              {federal.minPell.eligible ? 'Qualifies: ' : ''}
              {federal.minPell.reason}.
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-slate-700">
          <span className="font-semibold text-slate-800">Your award: </span>
          {pell.reason}.
        </p>
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
                <span className="font-semibold text-slate-800">{profileFieldLabel(u.field)}</span>: {u.how}
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
  note,
  children,
}: {
  id: string;
  icon: ReactNode;
  label: string;
  /** The figure as it reads: the SAI without "$" (an index), dollars otherwise. */
  amount: string;
  note: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={`${id}-label`}>
      <h2 id={`${id}-label`} className="flex items-center gap-2 text-sm font-semibold text-slate-600">
        {icon}
        {label}
      </h2>
      <p className="mt-2 text-4xl font-bold tracking-tight text-navy-900 tabular-nums">{amount}</p>
      <p className="mt-2 text-sm text-slate-600">{children}</p>
      <div className="mt-3 border-t border-slate-100 pt-3">{note}</div>
    </Card>
  );
}

/** The tables these figures used and how sure each part is: the engine's words, as the PDF gives them. */
function TablesUsed({ tables }: { tables: SaiResult['tables'] }) {
  return (
    <Card as="section" aria-labelledby="tables-used-title">
      <h2 id="tables-used-title" className="text-base font-semibold text-navy-900">
        Tables used
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>{tables.federal}.</li>
        <li>{tables.pell}.</li>
        <li>{tables.tax}.</li>
        {tables.projection ? <li>{tables.projection}</li> : null}
        {tables.unconfirmed.map((u) => (
          <li key={u}>{u}.</li>
        ))}
      </ul>
    </Card>
  );
}
