import { PageHeading } from '../../../components/ui/page-heading';
import { SearchableList } from '../../../components/ui/searchable-list';
import { formatCount, formatDateTime, formatQuantity, formatRelativeTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListSearch } from '../../../lib/use-list-search';
import { useCalculatorUsers } from '../api/admin-colleges-api';

/** /admin/college-cost-calculator: who used the College Cost Calculator, when, and for which colleges. */
export function CalculatorUsersPage() {
  useDocumentTitle('College Cost Calculator users');
  const { search, page, text, setText, update } = useListSearch();
  const users = useCalculatorUsers({ search, page, limit: 20 });
  const data = users.data;

  return (
    <div>
      <PageHeading
        eyebrow="Administration"
        title="College Cost Calculator"
        description="Everyone who ran the College Cost Calculator, most recent first, with the colleges they priced."
      />
      <SearchableList
        searchLabel="Search users"
        placeholder="Name, email, family or college"
        text={text}
        onTextChange={setText}
        query={users}
        loadingLabel="Loading calculator users"
        errorTitle="The list could not be loaded."
        summary={data ? formatQuantity(data.total, 'user') : null}
        paging={
          data
            ? { ...data, noun: 'calculator users', onPage: (next) => update({ page: String(next) }) }
            : null
        }
      >
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
                    <td className="px-4 py-3 text-right tabular-nums">{formatCount(user.uses)}</td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      <time dateTime={user.lastUsedAt} title={formatDateTime(user.lastUsedAt)}>
                        {formatRelativeTime(user.lastUsedAt)}
                      </time>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                      {formatDateTime(user.firstUsedAt)}
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
      </SearchableList>
    </div>
  );
}
