import type { FundingPlanResult, FundingStudentYear } from '@ccp/aid-engine';
import { FUNDING_RESOURCE_LABELS } from '@ccp/aid-engine';
import { Table, type TableColumn } from '../../../components/ui/table';
import { formatUsd } from '../../../lib/format';
import { moneyRules } from '../../../lib/money-rules';

const rules = moneyRules();

const PLUS_RULES: Record<FundingStudentYear['parentPlusRule'], string> = {
  capped: `within the ${rules.parentPlusAnnualCap} / ${rules.parentPlusAggregateCap} caps`,
  'interim-exception': 'interim exception: cost minus other aid',
  'cost-minus-aid': 'before the caps: cost minus other aid',
  'not-borrowed': 'not borrowed',
  denied: 'parent denied PLUS',
};

function Loan({
  label,
  principal,
  received,
  rate,
  projected,
}: {
  label: string;
  principal: number;
  received: number;
  rate: number;
  projected: boolean;
}) {
  if (principal === 0) return null;
  return (
    <p>
      {label} {formatUsd(principal)}{' '}
      <span className="text-slate-600">
        ({rate}%{projected ? ' projected' : ''}; {formatUsd(received)} after the fee)
      </span>
    </p>
  );
}

const columns: TableColumn<FundingStudentYear>[] = [
  {
    key: 'year',
    header: 'Year',
    inCard: 'title',
    cell: (r) => (
      <div>
        <p className="font-semibold text-navy-900">{r.awardYear}</p>
        <p className="text-xs text-slate-600">
          {r.name}, year {r.collegeYear}
        </p>
      </div>
    ),
  },
  { key: 'net', header: 'Net price', numeric: true, cell: (r) => formatUsd(r.netPrice) },
  {
    key: 'resources',
    header: 'Savings and income',
    cell: (r) => (
      <div className="text-xs">
        <p className="text-sm font-semibold tabular-nums">{formatUsd(r.resourcesTotal)}</p>
        {(Object.keys(r.resources) as (keyof typeof r.resources)[])
          .filter((k) => r.resources[k] > 0)
          .map((k) => (
            <p key={k} className="text-slate-600">
              {FUNDING_RESOURCE_LABELS[k]}: {formatUsd(r.resources[k])}
            </p>
          ))}
      </div>
    ),
  },
  {
    key: 'student',
    header: 'Student’s Direct Loans',
    cell: (r) => (
      <div className="text-xs">
        <p className="text-sm font-semibold tabular-nums">
          {formatUsd(r.subsidised.principal + r.unsubsidised.principal)}
          <span className="font-normal text-slate-600"> of {formatUsd(r.directLoanLimit)} possible</span>
        </p>
        <Loan
          label="Subsidised"
          principal={r.subsidised.principal}
          received={r.subsidised.received}
          rate={r.subsidised.ratePercent}
          projected={r.subsidised.rateStatus === 'projected'}
        />
        <Loan
          label="Unsubsidised"
          principal={r.unsubsidised.principal}
          received={r.unsubsidised.received}
          rate={r.unsubsidised.ratePercent}
          projected={r.unsubsidised.rateStatus === 'projected'}
        />
      </div>
    ),
  },
  {
    key: 'plus',
    header: 'Parent PLUS',
    cell: (r) => (
      <div className="text-xs">
        <p className="text-sm font-semibold tabular-nums">{formatUsd(r.parentPlus.principal)}</p>
        <p className="text-slate-600">{PLUS_RULES[r.parentPlusRule]}</p>
        {r.parentPlus.principal > 0 ? (
          <p className="text-slate-600">
            {r.parentPlus.ratePercent}%{r.parentPlus.rateStatus === 'projected' ? ' projected' : ''};{' '}
            {formatUsd(r.parentPlus.received)} after the fee
          </p>
        ) : null}
      </div>
    ),
  },
  {
    key: 'gap',
    header: 'Gap',
    numeric: true,
    cell: (r) =>
      r.gap > 0 ? (
        <span className="font-bold text-red-700">{formatUsd(r.gap)}</span>
      ) : (
        <span className="text-slate-600">{formatUsd(0)}</span>
      ),
  },
];

/** Each student-year: the net price and how it is paid, the gap in red (with its amount, never colour alone). */
export function FundingYearsTable({ plan }: { plan: FundingPlanResult }) {
  return (
    <div>
      <h3 className="text-base font-bold text-navy-900">Each year, how it is paid</h3>
      <div className="mt-3">
        <Table
          caption="How each year’s net price is paid: savings and income, the student’s loans, Parent PLUS and the gap"
          columns={columns}
          rows={plan.rows}
          rowKey={(r) => `${r.awardYear}-${r.studentId}`}
          empty="No year to fund."
          minWidth="min-w-[52rem]"
          cards
        />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-5">
        <Total label="Net price" amount={plan.totals.netPrice} />
        <Total label="Savings and income" amount={plan.totals.resources} />
        <Total label="Student’s loans" amount={plan.totals.studentLoans} />
        <Total label="Parent PLUS" amount={plan.totals.parentPlus} />
        <Total label="Gap" amount={plan.totals.gap} danger={plan.totals.gap > 0} />
      </dl>
    </div>
  );
}

function Total({ label, amount, danger = false }: { label: string; amount: number; danger?: boolean }) {
  return (
    <div>
      <dt className={danger ? 'font-semibold text-red-700' : 'text-slate-600'}>{label} over the plan</dt>
      <dd className={`text-lg font-bold tabular-nums ${danger ? 'text-red-700' : 'text-navy-900'}`}>
        {formatUsd(amount)}
      </dd>
    </div>
  );
}
