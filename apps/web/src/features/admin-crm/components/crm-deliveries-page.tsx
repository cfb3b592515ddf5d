import type { CrmDelivery } from '@ccp/contracts/crm-deliveries';
import { QueueStatusPill, QueueWhen } from '../../../components/queue-log/queue-cells';
import { QueueLog, type QueueLogConfig, useQueueLogParams } from '../../../components/queue-log/queue-log';
import { Alert } from '../../../components/ui/alert';
import { PageHeading } from '../../../components/ui/page-heading';
import type { TableColumn } from '../../../components/ui/table';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCrmDeliveries } from '../api/crm-deliveries-api';

const PAGE_SIZE = 20;

const EVENT_LABELS: Record<string, string> = {
  'family.signed_up': 'Signed up',
  'family.onboarding_completed': 'Finished onboarding',
  'family.help_requested': 'Requested help',
};

const LOG: QueueLogConfig<'delivered'> = {
  done: { status: 'delivered', label: 'Delivered' },
  table: { caption: 'CRM webhook deliveries, newest first', noun: 'delivery', minWidth: 'min-w-[56rem]' },
  loading: { spinner: 'Loading CRM deliveries', failed: 'The deliveries could not be loaded.' },
  empty: {
    all: 'All deliveries',
    filtered: 'No deliveries with this status.',
    none: 'No family event has been queued yet.',
  },
};

const COLUMNS: TableColumn<CrmDelivery>[] = [
  {
    key: 'event',
    header: 'Event',
    inCard: 'title',
    cell: (d) => (
      <>
        <span className="block font-semibold text-navy-900">{EVENT_LABELS[d.event] ?? d.event}</span>
        <span className="block text-xs text-slate-600">
          <QueueWhen at={d.createdAt} />
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
    cell: (d) => <QueueStatusPill config={LOG} status={d.status} />,
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
            <QueueWhen at={d.lastAttemptAt} />
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
        <QueueWhen at={d.deliveredAt} />
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
  const params = useQueueLogParams(LOG);
  const deliveries = useCrmDeliveries({ page: params.page, limit: PAGE_SIZE, status: params.status });
  const data = deliveries.data;

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
      <QueueLog config={LOG} query={deliveries} params={params} columns={COLUMNS} />
    </div>
  );
}
