import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { formatRelativeTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCalculatorUsers } from '../api/admin-colleges-api';

const count = new Intl.NumberFormat('en-US');
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** Debounce of searches typed into admin lists (spec section 7). */
const DEBOUNCE_MS = 400;

/** /admin/college-cost-calculator: who used the College Cost Calculator, when, and for which colleges. */
export function CalculatorUsersPage() {
  useDocumentTitle('College Cost Calculator users');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(search);
  const users = useCalculatorUsers({ search, page, limit: 20 });

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

  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <div>
      <PageHeading
        eyebrow="Administration"
        title="College Cost Calculator"
        description="Everyone who ran the College Cost Calculator, most recent first, with the colleges they priced."
      />
      <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-end sm:justify-between sm:p-5">
          <div className="relative w-full sm:max-w-md">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-[2.85rem] left-3.5 size-5 text-slate-500"
            />
            <TextField
              label="Search users"
              type="search"
              placeholder="Name, email, family or college"
              value={text}
              onChange={(e) => setText(e.target.value)}
              className="[&_input]:pl-11"
            />
          </div>
          <p className="text-sm text-slate-700" aria-live="polite">
            {data ? `${count.format(data.total)} ${data.total === 1 ? 'user' : 'users'}` : null}
            {users.isFetching ? <Spinner size="sm" label="Updating" className="ml-2" /> : null}
          </p>
        </div>
        {users.isPending ? <PageSpinner label="Loading calculator users" /> : null}
        {users.isError ? (
          <div className="p-5">
            <Alert tone="error" title="The list could not be loaded.">
              <p>{errorMessage(users.error)}</p>
            </Alert>
          </div>
        ) : null}
        {data ? (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[52rem] text-sm">
              <caption className="sr-only">Calculator users, most recent use first</caption>
              <thead>
                <tr className="border-b border-slate-200 bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <th scope="col" className="px-4 py-3">
                    User
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Family
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    Uses
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Last used
                  </th>
                  <th scope="col" className="px-4 py-3">
                    First used
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Colleges
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.items.map((user) => (
                  <tr key={user.userId} className="align-top">
                    <td className="px-4 py-3">
                      <span className="block font-semibold text-navy-900">{user.name}</span>
                      <span className="block text-xs break-all text-slate-600">{user.email}</span>
                    </td>
                    <td className="px-4 py-3">{user.familyName ?? '—'}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{count.format(user.uses)}</td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      <time dateTime={user.lastUsedAt} title={dateTime.format(new Date(user.lastUsedAt))}>
                        {formatRelativeTime(user.lastUsedAt)}
                      </time>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                      {dateTime.format(new Date(user.firstUsedAt))}
                    </td>
                    <td className="px-4 py-3">
                      <ul className="flex flex-wrap gap-1.5">
                        {user.colleges.map((c) => (
                          <li
                            key={c.id}
                            className="rounded-full bg-navy-50 px-2.5 py-0.5 text-xs font-medium text-navy-900"
                          >
                            {c.name}, {c.state}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {data.items.length === 0 ? (
              <p className="p-6 text-center text-sm text-slate-600">
                {search ? `Nobody matches “${search}”.` : 'Nobody has used the calculator yet.'}
              </p>
            ) : null}
          </div>
        ) : null}
        {data && data.total > data.limit ? (
          <nav
            aria-label="Pages of calculator users"
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
