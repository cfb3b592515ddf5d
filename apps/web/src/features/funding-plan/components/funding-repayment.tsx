import type { FundingPlanResult, FundingStudentSummary, RepaymentSummary } from '@ccp/aid-engine';
import { formatRate, formatUsd } from '../../../lib/format';

const years = (months: number) => {
  const y = months / 12;
  return Number.isInteger(y) ? `${y} years` : `${months} months`;
};

function Standard({ r }: { r: RepaymentSummary }) {
  const t = r.tieredStandard;
  return (
    <>
      <dt className="text-slate-600">Balance at graduation</dt>
      <dd className="font-semibold tabular-nums sm:text-right sm:font-normal">
        {formatUsd(r.balanceAtGraduation)}
      </dd>
      <dt className="text-slate-600">Tiered Standard plan</dt>
      <dd className="font-semibold tabular-nums sm:text-right sm:font-normal">
        {formatUsd(t.monthlyPayment)} a month for {years(t.months)}
      </dd>
      <dt className="text-slate-600">Total interest</dt>
      <dd className="font-semibold tabular-nums sm:text-right sm:font-normal">
        {formatUsd(r.totalInterest)}
      </dd>
    </>
  );
}

function StudentLoans({ s }: { s: FundingStudentSummary }) {
  const r = s.studentRepayment;
  if (r.principal === 0) return <p className="text-sm text-slate-600">{s.name} borrows nothing.</p>;
  return (
    <dl className="grid gap-x-4 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-y-1 [&>dd]:mb-1.5 sm:[&>dd]:mb-0">
      <dt className="text-slate-600">Borrowed</dt>
      <dd className="font-semibold tabular-nums sm:text-right sm:font-normal">{formatUsd(r.principal)}</dd>
      <Standard r={r} />
      {s.startingSalary !== null && s.standardShareOfSalary !== null ? (
        <>
          <dt className="text-slate-600">Share of a {formatUsd(s.startingSalary)} salary</dt>
          <dd className="font-semibold tabular-nums sm:text-right sm:font-normal">
            {formatRate(s.standardShareOfSalary)}
          </dd>
        </>
      ) : null}
      {s.rap ? (
        <>
          <dt className="text-slate-600">Repayment Assistance Plan at {formatUsd(s.startingSalary ?? 0)}</dt>
          <dd className="font-semibold tabular-nums sm:text-right sm:font-normal">
            {formatUsd(s.rap.firstMonthlyPayment)} a month ({formatRate(s.rap.shareOfSalary)} of the salary)
          </dd>
          <dt className="text-slate-600">Under RAP: interest paid, payments</dt>
          <dd className="font-semibold tabular-nums sm:text-right sm:font-normal">
            {formatUsd(s.rap.interestPaid)}, {s.rap.months} months
            {s.rap.forgiven > 0 ? `, then ${formatUsd(s.rap.forgiven)} forgiven` : ''}
          </dd>
        </>
      ) : (
        <dd className="text-slate-600 sm:col-span-2">
          No salary is known for the college: enter a starting salary below to see the Repayment Assistance
          Plan.
        </dd>
      )}
    </dl>
  );
}

/** The loans after graduation: balances, the tiered Standard plan, RAP at the starting salary, interest, share of salary. */
export function FundingRepayment({ plan }: { plan: FundingPlanResult }) {
  const projected = plan.rows.some((r) => r.unsubsidised.rateStatus === 'projected');
  return (
    <div>
      <h3 className="text-base font-bold text-navy-900">After graduation</h3>
      <p className="mt-1 text-sm text-slate-600">
        Loans made from July 1, 2026 are repaid under the tiered Standard plan (10 to 25 years by the balance)
        or, for the student’s loans only, the Repayment Assistance Plan (a share of income).
        {projected ? ' Rates for years not yet set use the latest known rate (projected).' : ''}
      </p>
      <ul className="mt-3 grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        {plan.students.map((s) => (
          <li key={s.studentId} className="grid gap-3 rounded-xl border border-slate-200 p-4">
            <div>
              <p className="font-semibold text-navy-900">{s.name}’s loans</p>
              {s.salarySource ? (
                <p className="text-xs text-slate-600">Starting salary: {s.salarySource}.</p>
              ) : null}
            </div>
            <StudentLoans s={s} />
            {s.parentRepayment.principal > 0 ? (
              <div>
                <p className="font-semibold text-navy-900">Parent PLUS for {s.name}</p>
                <dl className="mt-1 grid gap-x-4 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-y-1 [&>dd]:mb-1.5 sm:[&>dd]:mb-0">
                  <dt className="text-slate-600">Borrowed</dt>
                  <dd className="font-semibold tabular-nums sm:text-right sm:font-normal">
                    {formatUsd(s.parentRepayment.principal)}
                  </dd>
                  <Standard r={s.parentRepayment} />
                </dl>
                <p className="mt-1 text-xs text-slate-600">
                  Parent PLUS cannot be repaid under the Repayment Assistance Plan.
                </p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">
        Interest over the plan’s loans:{' '}
        <strong className="tabular-nums">{formatUsd(plan.totals.interest)}</strong> under the tiered Standard
        plan.
      </p>
    </div>
  );
}
