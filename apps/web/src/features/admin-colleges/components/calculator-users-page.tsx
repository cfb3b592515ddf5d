import { PAGE_SIZE } from '@ccp/contracts';
import { PageHeading } from '../../../components/ui/page-heading';
import { SearchableTable } from '../../../components/ui/searchable-list';
import type { TableColumn } from '../../../components/ui/table';
import { formatCount, formatDateTime, formatRelativeTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListSearch } from '../../../lib/use-list-search';
import { useCalculatorUsers } from '../api/admin-colleges-api';

type User = NonNullable<ReturnType<typeof useCalculatorUsers>['data']>['items'][number];

const COLUMNS: TableColumn<User>[] = [
  {
    key: 'user',
    header: 'User',
    inCard: 'title',
    cell: (user) => (
      <>
        <span className="block font-semibold text-navy-900">{user.name}</span>
        <span className="block text-xs break-all text-slate-600">{user.email}</span>
      </>
    ),
  },
  { key: 'family', header: 'Family', cell: (user) => user.familyName ?? '—' },
  { key: 'uses', header: 'Uses', numeric: true, cell: (user) => formatCount(user.uses) },
  {
    key: 'last',
    header: 'Last used',
    className: 'whitespace-nowrap',
    cell: (user) => (
      <time dateTime={user.lastUsedAt} title={formatDateTime(user.lastUsedAt)}>
        {formatRelativeTime(user.lastUsedAt)}
      </time>
    ),
  },
  {
    key: 'first',
    header: 'First used',
    className: 'whitespace-nowrap text-slate-600',
    cell: (user) => formatDateTime(user.firstUsedAt),
  },
  {
    key: 'colleges',
    header: 'Colleges',
    cell: (user) => (
      <ul className="flex flex-wrap gap-1.5">
        {user.colleges.map((c) => (
          <li key={c.id} className="rounded-full bg-navy-50 px-2.5 py-0.5 text-xs font-medium text-navy-900">
            {c.name}, {c.state}
          </li>
        ))}
      </ul>
    ),
  },
];

/** /admin/college-cost-calculator: who used the College Cost Calculator, when, and for which colleges. */
export function CalculatorUsersPage() {
  useDocumentTitle('College Cost Calculator users');
  const listSearch = useListSearch();
  const { search, page } = listSearch;
  const users = useCalculatorUsers({ search, page, limit: PAGE_SIZE });

  return (
    <div>
      <PageHeading
        eyebrow="Administration"
        title="College Cost Calculator"
        description="Everyone who ran the College Cost Calculator, most recent first, with the colleges they priced."
      />
      <SearchableTable
        searchLabel="Search users"
        placeholder="Name, email, family or college"
        list={listSearch}
        query={users}
        loadingLabel="Loading calculator users"
        errorTitle="The list could not be loaded."
        noun="calculator user"
        table={{
          caption: 'Calculator users, most recent use first',
          columns: COLUMNS,
          rowKey: (user) => user.userId,
          rowClassName: 'align-top',
          minWidth: 'min-w-[52rem]',
          cards: true,
          empty: search ? `Nobody matches “${search}”.` : 'Nobody has used the calculator yet.',
        }}
      />
    </div>
  );
}
