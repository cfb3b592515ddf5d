import { type AdminAggregates, stateName } from '@ccp/contracts';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatCount, formatQuantity, formatRelativeTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminAggregates, useAdminSignUps } from '../api/admin-dashboard-api';

// Recharts is loaded with the dashboard's charts only.
const SignUpsChart = lazy(() => import('./dashboard-charts').then((m) => ({ default: m.SignUpsChart })));
const DirectInvitedChart = lazy(() =>
  import('./dashboard-charts').then((m) => ({ default: m.DirectInvitedChart })),
);
const StatesChart = lazy(() => import('./dashboard-charts').then((m) => ({ default: m.StatesChart })));

const TOP_STATES = 10;
const chartFallback = (
  <div className="flex h-full items-center justify-center">
    <Spinner label="Loading the chart" />
  </div>
);

function Trend({ percentage }: { percentage: number | null }) {
  if (percentage === null) {
    return <span className="text-xs font-semibold text-emerald-800">New in the last 30 days</span>;
  }
  const up = percentage > 0;
  const Icon = percentage === 0 ? Minus : up ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={`inline-flex items-center gap-0.5 text-xs font-semibold ${percentage === 0 ? 'text-slate-600' : up ? 'text-emerald-800' : 'text-rose-800'}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {up ? '+' : ''}
      {percentage}% vs the previous 30 days
    </span>
  );
}

function Kpi({ label, value, to, trend }: { label: string; value: number; to: string; trend?: ReactNode }) {
  return (
    <Link
      to={to}
      className="group rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-navy-900/40 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 sm:p-5"
    >
      <span className="block text-sm font-semibold text-slate-700">{label}</span>
      <span className="mt-1 block text-3xl font-bold text-navy-900 tabular-nums group-hover:text-accent-700">
        {formatCount(value)}
      </span>
      {trend ? <span className="mt-1 block">{trend}</span> : null}
    </Link>
  );
}

function Panel({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id} className="p-5 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-navy-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/** /admin/dashboard: the aggregates (docs/product-spec.md §3), each figure a link to the families it counts. */
export function AdminDashboardPage() {
  useDocumentTitle('Dashboard');
  const aggregates = useAdminAggregates();
  return (
    <div>
      <PageHeading
        eyebrow="Administration"
        title="Dashboard"
        description="Families, agents and admission professionals at a glance. Trends compare the last 30 days with the 30 days before."
      />
      {aggregates.isPending ? (
        <PageSpinner label="Loading the figures" />
      ) : aggregates.isError ? (
        <Alert tone="error" title="The figures could not be loaded.">
          {errorMessage(aggregates.error)}
        </Alert>
      ) : (
        <Dashboard data={aggregates.data} />
      )}
    </div>
  );
}

function Dashboard({ data }: { data: AdminAggregates }) {
  const { families } = data;
  const signUps = useAdminSignUps();
  const invited = families.total - families.directSignUp;
  const states = families.byState.slice(0, TOP_STATES);
  return (
    <div className="flex flex-col gap-5">
      <section aria-label="Key figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Kpi
          label="Families"
          value={families.total}
          to="/admin/families"
          trend={<Trend percentage={families.percentage} />}
        />
        <Kpi
          label="Financial agents"
          value={data.agents.total}
          to="/admin/agents"
          trend={<Trend percentage={data.agents.percentage} />}
        />
        <Kpi
          label="Admission professionals"
          value={data.admissionProfessionals.total}
          to="/admin/admission-professionals"
          trend={<Trend percentage={data.admissionProfessionals.percentage} />}
        />
        <Kpi label="Signed up today" value={families.today} to="/admin/families?since=today" />
        <Kpi label="Last 30 days" value={families.count30days} to="/admin/families?since=30d" />
        <Kpi label="Last 60 days" value={families.count60days} to="/admin/families?since=60d" />
        <Kpi label="Direct sign-ups" value={families.directSignUp} to="/admin/families?directSignUp=1" />
        <Kpi label="Invited families" value={invited} to="/admin/families?directSignUp=0" />
      </section>

      <div className="grid gap-5 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Panel id="sign-ups" title="Sign-ups over time" description="Families per week, the last 12 weeks.">
            <div
              className="h-64"
              role="img"
              aria-label={
                signUps.data
                  ? `Weekly sign-ups: ${signUps.data.weeks.map((w) => `week of ${w.weekStart}: ${w.direct} direct, ${w.invited} invited`).join('; ')}`
                  : 'Weekly sign-ups'
              }
            >
              {signUps.data ? (
                <Suspense fallback={chartFallback}>
                  <SignUpsChart weeks={signUps.data.weeks} />
                </Suspense>
              ) : signUps.isError ? (
                <Alert tone="error" title="The sign-ups could not be loaded.">
                  {errorMessage(signUps.error)}
                </Alert>
              ) : (
                chartFallback
              )}
            </div>
          </Panel>
        </div>
        <Panel id="direct-invited" title="Direct versus invited">
          <div
            className="h-44"
            role="img"
            aria-label={`${formatQuantity(families.directSignUp, 'direct sign-up')} and ${formatQuantity(invited, 'invited family')}`}
          >
            <Suspense fallback={chartFallback}>
              <DirectInvitedChart direct={families.directSignUp} invited={invited} />
            </Suspense>
          </div>
          <ul className="mt-3 flex flex-col gap-1.5 text-sm">
            <li>
              <Link to="/admin/families?directSignUp=1" className="flex justify-between hover:underline">
                <span className="flex items-center gap-2">
                  <span aria-hidden="true" className="size-3 rounded-sm bg-navy-900" />
                  Direct sign-ups
                </span>
                <span className="font-semibold tabular-nums">{formatCount(families.directSignUp)}</span>
              </Link>
            </li>
            <li>
              <Link to="/admin/families?directSignUp=0" className="flex justify-between hover:underline">
                <span className="flex items-center gap-2">
                  <span aria-hidden="true" className="size-3 rounded-sm bg-teal-500" />
                  Invited families
                </span>
                <span className="font-semibold tabular-nums">{formatCount(invited)}</span>
              </Link>
            </li>
          </ul>
        </Panel>
      </div>

      <div className="grid gap-5 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Panel
            id="by-state"
            title="Families by state"
            description={`The ${Math.min(TOP_STATES, families.byState.length)} states with the most families; a bar opens that state's families.`}
          >
            {states.length === 0 ? (
              <p className="text-sm text-slate-600">No family has entered its state yet.</p>
            ) : (
              <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
                <div
                  style={{ height: `${Math.max(160, states.length * 30)}px` }}
                  role="img"
                  aria-label={`Families by state: ${states.map((s) => `${stateName(s.state)} ${s.count}`).join(', ')}`}
                >
                  <Suspense fallback={chartFallback}>
                    <StatesChart states={states} />
                  </Suspense>
                </div>
                <ol className="flex flex-col gap-1 text-sm" aria-label="Families by state">
                  {states.map((s) => (
                    <li key={s.state}>
                      <Link
                        to={`/admin/families?state=${s.state}`}
                        className="flex justify-between gap-2 hover:underline"
                      >
                        <span>{stateName(s.state)}</span>
                        <span className="font-semibold tabular-nums">{formatCount(s.count)}</span>
                      </Link>
                    </li>
                  ))}
                </ol>
              </div>
            )}
          </Panel>
        </div>
        <Panel id="latest" title="Latest families">
          {data.latestFamilies.length === 0 ? (
            <p className="text-sm text-slate-600">No family has signed up yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.latestFamilies.map((f) => (
                <li key={f.id} className="py-2.5">
                  <Link
                    to={`/admin/families/${encodeURIComponent(f.userId ?? f.id)}`}
                    className="font-semibold text-navy-900 hover:underline"
                  >
                    {f.name}
                  </Link>
                  <span className="block text-xs text-slate-600">
                    {f.state ? `${stateName(f.state)} · ` : ''}
                    {f.directSignUp ? 'direct' : 'invited'} · {formatRelativeTime(f.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Link
            to="/admin/families"
            className="mt-3 inline-block text-sm font-semibold text-navy-900 hover:underline"
          >
            All families
          </Link>
        </Panel>
      </div>
    </div>
  );
}
