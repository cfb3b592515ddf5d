import { countOf } from '@ccp/contracts/display';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import type { ListSearch } from '../../lib/use-list-search';
import { Alert } from './alert';
import { Pagination } from './pagination';
import { PageSpinner, Spinner } from './spinner';
import { Table, type TableProps } from './table';
import { TextField } from './text-field';

interface ListQuery {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
}

interface SearchableListProps {
  searchLabel: string;
  placeholder: string;
  text: string;
  onTextChange: (text: string) => void;
  /** The state of the list's query: a spinner while loading, an alert when it failed. */
  query: ListQuery;
  loadingLabel: string;
  errorTitle: string;
  /** "1,234 colleges", once the list has loaded. */
  summary: string | null;
  /** Present once the list has loaded. */
  paging: {
    page: number;
    limit: number;
    total: number;
    /** What one row is: "coupon". */
    noun: string;
    onPage: (page: number) => void;
  } | null;
  /** The table, once the list has loaded. */
  children: ReactNode;
}

/** A panel for a paged list: a search box and count above, the table, the pages below (admin lists). */
export function SearchableList({
  searchLabel,
  placeholder,
  text,
  onTextChange,
  query,
  loadingLabel,
  errorTitle,
  summary,
  paging,
  children,
}: SearchableListProps) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-end sm:justify-between sm:p-5">
        <div className="relative w-full sm:max-w-md">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-[2.85rem] left-3.5 size-5 text-slate-500"
          />
          <TextField
            label={searchLabel}
            type="search"
            placeholder={placeholder}
            value={text}
            onChange={(e) => onTextChange(e.target.value)}
            className="[&_input]:pl-11"
          />
        </div>
        <p className="text-sm text-slate-700" aria-live="polite">
          {summary}
          {query.isFetching ? <Spinner size="sm" label="Updating" className="ml-2" /> : null}
        </p>
      </div>
      {query.isPending ? <PageSpinner label={loadingLabel} /> : null}
      {query.isError ? (
        <div className="p-5">
          <Alert tone="error" title={errorTitle}>
            <p>{errorMessage(query.error)}</p>
          </Alert>
        </div>
      ) : null}
      {/* Room around a phone's cards (the table's own frame from sm up). */}
      <div className="p-3 sm:p-0">{children}</div>
      {paging && paging.total > 0 ? (
        <div className="border-t border-slate-200 p-4">
          <Pagination {...paging} />
        </div>
      ) : null}
    </div>
  );
}

/** A page of a list as the API answers it. */
export interface ListPage<Row> {
  items: Row[];
  page: number;
  limit: number;
  total: number;
}

export interface SearchableTableProps<Row, Data extends ListPage<Row>>
  extends Omit<SearchableListProps, 'text' | 'onTextChange' | 'query' | 'summary' | 'paging' | 'children'> {
  /** The page's `useListSearch()` (or `useSortedListSearch`). */
  list: Pick<ListSearch, 'text' | 'setText' | 'update'>;
  query: ListQuery & { data: Data | undefined };
  /** "1,234 colleges" (the count of `noun` when not given). */
  summary?: (data: Data) => string;
  /** What one row is, in the singular ("family"): the count and the pages say "1 family", "2 families". */
  noun: string;
  /** The table of the loaded page. */
  table: Omit<TableProps<Row>, 'rows'>;
  /** Shown instead of the table when it returns something (e.g. nothing to list yet, and what to do). */
  instead?: (data: Data) => ReactNode;
}

/** The searchable, paged panel with its table: what every list page shows. */
export function SearchableTable<Row, Data extends ListPage<Row>>({
  list,
  query,
  summary,
  noun,
  table,
  instead,
  ...panel
}: SearchableTableProps<Row, Data>) {
  const data = query.data;
  const replacement = data && instead ? instead(data) : null;
  return (
    <SearchableList
      {...panel}
      text={list.text}
      onTextChange={list.setText}
      query={query}
      summary={data ? (summary ? summary(data) : countOf(data.total, noun)) : null}
      paging={data ? { ...data, noun, onPage: (next) => list.update({ page: String(next) }) } : null}
    >
      {data ? (replacement ?? <Table rowClassName="hover:bg-slate-50" {...table} rows={data.items} />) : null}
    </SearchableList>
  );
}
