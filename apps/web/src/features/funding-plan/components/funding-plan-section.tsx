import type { FundingPlanResult } from '@ccp/aid-engine';
import type { FamilyFundingResponse, PlanYear } from '@ccp/contracts';
import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import { useId, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { PayStatusLine } from '../../../domains/family/figures/pay-status-line';
import { errorMessage } from '../../../lib/api-client';
import { formatUsd } from '../../../lib/format';
import { useFamilyFunding } from '../api/funding-api';
import { choicesOf, draftOf, type FundingDraft } from '../lib/funding-draft';
import { fundingFor } from '../lib/funding-what-if';
import { FundingChoicesForm } from './funding-choices-form';
import { FundingRepayment } from './funding-repayment';
import { FundingSources } from './funding-sources';
import { FundingYearsTable } from './funding-years-table';

export interface FundingPlanSectionProps {
  /** The plan's years as the page shows them (the what-if's when a control moved). */
  years: readonly PlanYear[];
  /** The profile the years were worked out from (changed by a what-if), or null before it is loaded. */
  profile: FamilyProfile | null;
  /** A what-if changed the profile. */
  whatIf: boolean;
}

/**
 * "How you pay for it" on /family/plan: the plan's net price each year, the family's resources in its order, the
 * student's Direct Loans, Parent PLUS and the gap the federal loans cannot cover, then the loans after graduation.
 * Worked out again in the browser (the engine's `fundingPlan`) whenever a what-if or a choice changes.
 */
export default function FundingPlanSection({ years, profile, whatIf }: FundingPlanSectionProps) {
  const funding = useFamilyFunding();
  const headingId = useId();
  return (
    <Card as="section" className="min-w-0" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold text-navy-900">
        How you pay for it
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Each year’s net price from the plan above, paid first from your savings and income in the order you
        choose, then with the student’s federal Direct Loans and Parent PLUS Loans up to their legal limits
        since July 1, 2026. What the federal loans cannot cover is the gap.
      </p>
      {funding.isPending ? (
        <Spinner label="Working out how you pay" showLabel />
      ) : funding.isError ? (
        <Alert tone="error" title="The funding plan could not be loaded" className="mt-4">
          {errorMessage(funding.error)}
        </Alert>
      ) : (
        <FundingBody funding={funding.data} years={years} profile={profile} whatIf={whatIf} />
      )}
    </Card>
  );
}

function FundingBody({
  funding,
  years,
  profile,
  whatIf,
}: {
  funding: FamilyFundingResponse;
  years: readonly PlanYear[];
  profile: FamilyProfile | null;
  whatIf: boolean;
}) {
  const [draft, setDraft] = useState<FundingDraft>(() => draftOf(funding));
  const choices = useMemo(() => choicesOf(draft, funding), [draft, funding]);
  const plan: FundingPlanResult = useMemo(
    () => (profile ? fundingFor(choices, profile, years, funding) : funding.plan),
    [choices, profile, years, funding],
  );
  const edited = JSON.stringify(draft) !== JSON.stringify(draftOf(funding));
  if (plan.rows.length === 0) {
    return (
      <p className="mt-4 text-sm text-slate-700">
        Nothing to fund yet: choose a college (or enter a yearly cost) for a student in your assumptions
        below.
      </p>
    );
  }
  return (
    <div className="mt-5 grid gap-6 [&>*]:min-w-0">
      {whatIf || edited ? (
        <p className="text-sm font-semibold text-navy-900" aria-live="polite">
          Shown with your {whatIf && edited ? 'changes and choices' : whatIf ? 'changes' : 'choices'} (not
          saved).
        </p>
      ) : null}
      <ul className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        {plan.students.map((s) => (
          <li key={s.studentId} className="rounded-xl border border-slate-200 p-4">
            <p className="font-semibold text-navy-900">
              {s.name}
              {s.college ? <span className="font-normal text-slate-600"> at {s.college}</span> : null}
            </p>
            <PayStatusLine status={s.status} line={s.statusLine} className="mt-2" />
            <dl className="mt-3 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">
                Net price over {s.years} year{s.years === 1 ? '' : 's'}
              </dt>
              <dd className="text-right tabular-nums">{formatUsd(s.netPrice)}</dd>
              <dt className="text-slate-600">Your savings and income</dt>
              <dd className="text-right tabular-nums">{formatUsd(s.resourcesTotal)}</dd>
              <dt className="text-slate-600">Student’s Direct Loans</dt>
              <dd className="text-right tabular-nums">{formatUsd(s.studentLoans)}</dd>
              <dt className="text-slate-600">Parent PLUS Loans</dt>
              <dd className="text-right tabular-nums">{formatUsd(s.parentPlus)}</dd>
              <dt className={s.gap > 0 ? 'font-semibold text-red-700' : 'text-slate-600'}>
                Gap the federal loans cannot cover
              </dt>
              <dd className={`text-right tabular-nums ${s.gap > 0 ? 'font-bold text-red-700' : ''}`}>
                {formatUsd(s.gap)}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      {plan.gapMeaning ? (
        <Alert tone="error" title={`A gap of ${formatUsd(plan.totals.gap)} the federal loans cannot cover`}>
          {plan.gapMeaning}
        </Alert>
      ) : null}
      <FundingYearsTable plan={plan} />
      <FundingRepayment plan={plan} />
      <FundingChoicesForm funding={funding} draft={draft} setDraft={setDraft} edited={edited} />
      <FundingSources plan={plan} />
    </div>
  );
}
