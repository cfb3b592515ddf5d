import type { CrmDelivery, CrmDeliveryStatus } from '@ccp/contracts/crm-deliveries';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Table, type TableColumn } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { formatCount, formatDateTime, formatRelativeTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCrmDeliveries } from '../api/crm-deliveries-api';

const PAGE_SIZE = 20;

const EVENT_LABELS: Record<string, string> = {
  'family.signed_up': 'Signed up',
  'family.onboarding_completed': 'Finished onboarding',
  'family.help_requested': 'Requested help',
};

const STATUS_LABELS: Record<CrmDeliveryStatus, string> = {
  pending: 'Waiting',
  delivered: 'Delivered',
  failed: 'Failed',
};

const STATUS_STYLES: Record<CrmDeliveryStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  delivered: 'bg-accent-50 text-accent-800 ring-accent-100',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

const STATUS_OPTIONS = [
  { value: '', label: 'All deliveries' },
  { value: 'pending', label: 'Waiting or retrying' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'failed', label: 'Failed (gave up)' },
] as const;

const isStatus = (value: string | null): value is CrmDeliveryStatus =>
  value === 'pending' || value === 'delivered' || value === 'failed';

function When({ at }: { at: string | null }) {
  if (!at) return <span className="text-slate-500">—</span>;
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {formatRelativeTime(at)}
    </time>
  );
}

const COLUMNS: TableColumn<CrmDelivery>[] = [
  {
    key: 'event',
    header: 'Event',
    cell: (d) => (
      <>
        <span className="block font-semibold text-navy-900">{EVENT_LABELS[d.event] ?? d.event}</span>
        <span className="block text-xs text-slate-600">
          <When at={d.createdAt} />
        </span>
      </>
    ),
  },
  {
    key: 'family',
    header: 'Family',
    cell: (d) =>
      d.family ? (
        <>
          <span className="block font-medium text-slate-900">{d.family.name}</span>
          <span className="block text-xs break-all text-slate-600">{d.family.email}</span>
        </>
      ) : (
        <span className="text-slate-500">Deleted</span>
      ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (d) => (
      <span
        className={cn(
          'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
          STATUS_STYLES[d.status],
        )}
      >
        {STATUS_LABELS[d.status]}
      </span>
    ),
  },
  { key: 'attempts', header: 'Attempts', numeric: true, cell: (d) => formatCount(d.attempts) },
  {
    key: 'last',
    header: 'Last answer',
    cell: (d) =>
      d.lastAttemptAt ? (
        <>
          <span className="block">
            {d.lastError ?? (d.lastStatusCode ? `HTTP ${d.lastStatusCode}` : '—')}
          </span>
          <span className="block text-xs text-slate-600">
            <When at={d.lastAttemptAt} />
          </span>
        </>
      ) : (
        <span className="text-slate-500">Not tried yet</span>
      ),
  },
  {
    key: 'next',
    header: 'Delivered or next try',
    className: 'whitespace-nowrap',
    cell: (d) =>
      d.deliveredAt ? (
        <When at={d.deliveredAt} />
      ) : d.nextAttemptAt ? (
        <time dateTime={d.nextAttemptAt}>{formatDateTime(d.nextAttemptAt)}</time>
      ) : (
        <span className="text-slate-500">—</span>
      ),
  },
];

/** /admin/crm-deliveries: every family event handed to the CRM webhook, its attempts and failures (ADR 0023). */
export function CrmDeliveriesPage() {
  useDocumentTitle('CRM deliveries');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : null;
  const deliveries = useCrmDeliveries({ page, limit: PAGE_SIZE, status });
  const data = deliveries.data;

  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );

  return (
    <div>
      <PageHeading
        eyebrow="Administration"
        title="CRM deliveries"
        description="When a family signs up, finishes onboarding or requests help, the server sends a signed webhook to the CRM. Failed sends are retried with growing pauses; here is each event and what the CRM answered."
      />
      {data && !data.configured ? (
        <Alert tone="info" title="No CRM is configured" className="mb-6">
          Events are kept here and will be sent once CRM_WEBHOOK_URL and CRM_WEBHOOK_SECRET are set on the
          server.
        </Alert>
      ) : null}
      {data ? (
        <dl className="mb-6 grid grid-cols-3 gap-3">
          {(['pending', 'delivered', 'failed'] as const).map((key) => (
            <div key={key} className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="text-xs font-semibold text-slate-600 uppercase">{STATUS_LABELS[key]}</dt>
              <dd className="mt-1 text-2xl font-bold text-navy-900">{formatCount(data.counts[key])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="mb-4 max-w-xs">
        <Select
          label="Show"
          options={STATUS_OPTIONS}
          value={status ?? ''}
          onChange={(event) => setParam('status', event.target.value || null)}
        />
      </div>
      {deliveries.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading CRM deliveries" showLabel />
        </div>
      ) : deliveries.isError ? (
        <Alert tone="error" title="The deliveries could not be loaded.">
          Please try again in a moment.
        </Alert>
      ) : data ? (
        <>
          <Table
            caption="CRM webhook deliveries, newest first"
            columns={COLUMNS}
            rows={data.items}
            rowKey={(d) => d.id}
            rowClassName="align-top"
            minWidth="min-w-[56rem]"
            empty={status ? 'No deliveries with this status.' : 'No family event has been queued yet.'}
          />
          <Pagination
            page={data.page}
            limit={data.limit}
            total={data.total}
            noun="delivery"
            onPage={(next) => setParam('page', String(next))}
          />
        </>
      ) : null}
    </div>
  );
}
