import { ADMIN_COLLEGE_SORTS, PRICE_YEAR } from '@ccp/contracts';
import { ArrowDown, ArrowUp, ChevronLeft, ChevronRight, FileUp, Plus, Search } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { formatRelativeTime, formatUsd } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminColleges } from '../api/admin-colleges-api';
import { CollegeImportDialog } from './college-import-dialog';

type Sort = (typeof ADMIN_COLLEGE_SORTS)[number];
const count = new Intl.NumberFormat('en-US');
const money = (v: number | null) => (v === null ? '—' : formatUsd(v));
const CONTROL = {
  public: 'Public',
  'private nonprofit': 'Private nonprofit',
  'private for-profit': 'For-profit',
};

const COLUMNS: { key: Sort | null; label: string; numeric?: boolean }[] = [
  { key: 'name', label: 'College' },
  { key: 'unit_id', label: 'Unit ID', numeric: true },
  { key: 'state', label: 'State' },
  { key: 'control', label: 'Type' },
  { key: 'level', label: 'Level' },
  { key: 'enrollment', label: 'Undergraduates', numeric: true },
  { key: null, label: 'In-state tuition', numeric: true },
  { key: null, label: 'Out-of-state tuition', numeric: true },
  { key: 'updated', label: 'Updated' },
];

/** Debounce of searches typed into admin lists (spec section 7). */
const DEBOUNCE_MS = 400;

/** /admin/colleges: the catalogue with search, paging and sort; add, edit, remove and CSV import. */
export function AdminCollegesPage() {
  useDocumentTitle('Colleges');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sortBy = (ADMIN_COLLEGE_SORTS as readonly string[]).includes(params.get('sort_by') ?? '')
    ? (params.get('sort_by') as Sort)
    : 'name';
  const order = params.get('sort_order') === 'DESC' ? 'DESC' : 'ASC';
  const [text, setText] = useState(search);
  const [importing, setImporting] = useState(false);
  const list = useAdminColleges({ search, page, limit: 25, sort_by: sortBy, sort_order: order });

  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (text.trim() === search) return;
    const timer = window.setTimeout(() => update({ search: text.trim() || undefined }), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, search, update]);

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <div>
      <PageHeading
        eyebrow="Administration"
        title="Colleges"
        description="The college catalogue families search: U.S. Department of Education figures, plus the colleges you add. Changes show in family searches at once."
        actions={
          <>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              <FileUp aria-hidden="true" className="size-4" />
              Import CSV
            </Button>
            <Link to="/admin/colleges/new" className={buttonClasses('primary')}>
              <Plus aria-hidden="true" className="size-4" />
              Add college
            </Link>
          </>
        }
      />
      <CollegeImportDialog open={importing} onOpenChange={setImporting} />

      <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-end sm:justify-between sm:p-5">
          <div className="relative w-full sm:max-w-md">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-[2.85rem] left-3.5 size-5 text-slate-500"
            />
            <TextField
              label="Search colleges"
              type="search"
              placeholder="Name, other name, city or unit ID"
              value={text}
              onChange={(e) => setText(e.target.value)}
              className="[&_input]:pl-11"
            />
          </div>
          <p className="text-sm text-slate-700" aria-live="polite">
            {data ? `${count.format(data.total)} colleges` : null}
            {list.isFetching ? <Spinner size="sm" label="Updating" className="ml-2" /> : null}
          </p>
        </div>

        {list.isPending ? <PageSpinner label="Loading colleges" /> : null}
        {list.isError ? (
          <div className="p-5">
            <Alert tone="error" title="The colleges could not be loaded.">
              <p>{errorMessage(list.error)}</p>
            </Alert>
          </div>
        ) : null}
        {data ? (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[60rem] text-sm">
              <caption className="sr-only">
                Colleges, sorted by {sortBy.replace('_', ' ')}; tuition and fees are {PRICE_YEAR} published
                prices
              </caption>
              <thead>
                <tr className="border-b border-slate-200 bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {COLUMNS.map((column) => {
                    const active = column.key === sortBy;
                    return (
                      <th
                        key={column.label}
                        scope="col"
                        aria-sort={active ? (order === 'ASC' ? 'ascending' : 'descending') : undefined}
                        className={`px-4 py-3 ${column.numeric ? 'text-right' : ''}`}
                      >
                        {column.key ? (
                          <button
                            type="button"
                            onClick={() =>
                              update({
                                sort_by: column.key!,
                                sort_order: active && order === 'ASC' ? 'DESC' : 'ASC',
                              })
                            }
                            className="inline-flex items-center gap-1 rounded uppercase hover:text-navy-900"
                          >
                            {column.label}
                            {active ? (
                              order === 'ASC' ? (
                                <ArrowUp aria-hidden="true" className="size-3.5" />
                              ) : (
                                <ArrowDown aria-hidden="true" className="size-3.5" />
                              )
                            ) : null}
                          </button>
                        ) : (
                          column.label
                        )}
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.items.map((college) => (
                  <tr key={college.id} className="hover:bg-slate-50">
                    <td className="min-w-56 px-4 py-3">
                      <Link
                        to={`/admin/colleges/${college.id}`}
                        className="font-semibold text-navy-900 hover:text-accent-700 hover:underline"
                      >
                        {college.name}
                      </Link>
                      {college.city ? (
                        <span className="block text-xs text-slate-600">{college.city}</span>
                      ) : null}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{college.unitId ?? '—'}</td>
                    <td className="px-4 py-3">{college.state}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{CONTROL[college.control]}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{college.level}</td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {college.undergradEnrollment === null ? '—' : count.format(college.undergradEnrollment)}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{money(college.tuitionFeesInState)}</td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {money(college.tuitionFeesOutOfState)}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                      {formatRelativeTime(college.updatedAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {data.items.length === 0 ? (
              <p className="p-6 text-center text-sm text-slate-600">No college matches “{search}”.</p>
            ) : null}
          </div>
        ) : null}

        {data && data.total > 0 ? (
          <nav
            aria-label="Pages of colleges"
            className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 p-4"
          >
            <p className="text-sm text-slate-700">
              Page {page} of {count.format(pages)}
            </p>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={page <= 1}
                onClick={() => update({ page: String(page - 1) })}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
                Previous
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= pages}
                onClick={() => update({ page: String(page + 1) })}
              >
                Next
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </div>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
