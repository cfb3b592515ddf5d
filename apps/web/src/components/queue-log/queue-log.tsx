import { useSearchParams } from 'react-router';
import { formatCount } from '../../lib/format';
import { Alert } from '../ui/alert';
import { Pagination } from '../ui/pagination';
import { Select } from '../ui/select';
import { Spinner } from '../ui/spinner';
import { Table, type TableColumn } from '../ui/table';

/*
 * The admin's views of a queue the server sends in the background (the mail outbox, the CRM deliveries): the
 * count per status, a "Show" filter and the newest rows first, one page at a time; the page and filter live in
 * the address (`?status=…&page=…`).
 */

/** A queued row's place: waiting (or retrying), done (sent, delivered) or failed for good. */
export type QueueTone = 'waiting' | 'done' | 'failed';

/** What differs between two queues' logs: the word for done, and the table's words. */
export interface QueueLogConfig<Done extends string> {
  /** The status of a row that went out ('sent', 'delivered') and its label. */
  done: { status: Done; label: string };
  /** The table's caption, what one row is (for the pager) and the table's narrowest width. */
  table: { caption: string; noun: string; minWidth: string };
  /** The spinner's label and the title of a load that failed. */
  loading: { spinner: string; failed: string };
  /** The filter's first option (every row), and what an empty table says with a filter and without. */
  empty: { all: string; filtered: string; none: string };
}

export type QueueStatus<Done extends string> = 'pending' | Done | 'failed';

interface QueueStatusInfo<Done extends string> {
  status: QueueStatus<Done>;
  label: string;
  tone: QueueTone;
  /** The status's option in the "Show" filter. */
  option: string;
}

/** Every status of a queue, in the order of the counts, with its label, its tone and its filter option. */
export function statusesOf<Done extends string>(config: QueueLogConfig<Done>): QueueStatusInfo<Done>[] {
  return [
    { status: 'pending', label: 'Waiting', tone: 'waiting', option: 'Waiting or retrying' },
    { status: config.done.status, label: config.done.label, tone: 'done', option: config.done.label },
    { status: 'failed', label: 'Failed', tone: 'failed', option: 'Failed (gave up)' },
  ];
}

/** The page and the status filter from the address; a change of filter goes back to the first page. */
export function useQueueLogParams<Done extends string>(config: QueueLogConfig<Done>) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const statusParam = params.get('status');
  const status: QueueStatus<Done> | null =
    statusesOf(config).find((s) => s.status === statusParam)?.status ?? null;

  const setParam = (key: 'page' | 'status', value: string | null) =>
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

  return { page, status, setParam };
}

interface QueuePage<Done extends string, Row> {
  counts: Record<QueueStatus<Done>, number>;
  items: Row[];
  page: number;
  limit: number;
  total: number;
}

export interface QueueLogProps<Done extends string, Row extends { id: string }> {
  config: QueueLogConfig<Done>;
  query: { isPending: boolean; isError: boolean; data?: QueuePage<Done, Row> | undefined };
  params: ReturnType<typeof useQueueLogParams<Done>>;
  columns: TableColumn<Row>[];
}

/** The counts, the "Show" filter and the table with its pages. */
export function QueueLog<Done extends string, Row extends { id: string }>({
  config,
  query,
  params,
  columns,
}: QueueLogProps<Done, Row>) {
  const { status, setParam } = params;
  const data = query.data;
  const statuses = statusesOf(config);
  const options = [
    { value: '', label: config.empty.all },
    ...statuses.map((s) => ({ value: s.status, label: s.option })),
  ];
  return (
    <>
      {data ? (
        <dl className="mb-6 grid grid-cols-3 gap-3">
          {statuses.map((s) => (
            <div key={s.status} className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="text-xs font-semibold text-slate-600 uppercase">{s.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-navy-900">{formatCount(data.counts[s.status])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="mb-4 max-w-xs">
        <Select
          label="Show"
          options={options}
          value={status ?? ''}
          onChange={(event) => setParam('status', event.target.value || null)}
        />
      </div>
      {query.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={config.loading.spinner} showLabel />
        </div>
      ) : query.isError ? (
        <Alert tone="error" title={config.loading.failed}>
          Please try again in a moment.
        </Alert>
      ) : data ? (
        <>
          <Table
            caption={config.table.caption}
            columns={columns}
            rows={data.items}
            rowKey={(row) => row.id}
            rowClassName="align-top"
            minWidth={config.table.minWidth}
            cards
            empty={status ? config.empty.filtered : config.empty.none}
          />
          <Pagination
            page={data.page}
            limit={data.limit}
            total={data.total}
            noun={config.table.noun}
            onPage={(next) => setParam('page', String(next))}
          />
        </>
      ) : null}
    </>
  );
}
