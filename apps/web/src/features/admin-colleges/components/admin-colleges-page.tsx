import { ADMIN_COLLEGE_SORTS, PRICE_YEAR } from '@ccp/contracts';
import { ArrowDown, ArrowUp, FileUp, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { SearchableList } from '../../../components/ui/searchable-list';
import { CONTROL_LABEL } from '../../../lib/college-labels';
import { formatCount, formatMoney, formatQuantity, formatRelativeTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListSearch } from '../../../lib/use-list-search';
import { useAdminColleges } from '../api/admin-colleges-api';
import { CollegeImportDialog } from './college-import-dialog';

type Sort = (typeof ADMIN_COLLEGE_SORTS)[number];

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

/** /admin/colleges: the catalogue with search, paging and sort; add, edit, remove and CSV import. */
export function AdminCollegesPage() {
  useDocumentTitle('Colleges');
  const { params, search, page, text, setText, update } = useListSearch();
  const sortBy = (ADMIN_COLLEGE_SORTS as readonly string[]).includes(params.get('sort_by') ?? '')
    ? (params.get('sort_by') as Sort)
    : 'name';
  const order = params.get('sort_order') === 'DESC' ? 'DESC' : 'ASC';
  const [importing, setImporting] = useState(false);
  const list = useAdminColleges({ search, page, limit: 25, sort_by: sortBy, sort_order: order });

  const data = list.data;

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

      <SearchableList
        searchLabel="Search colleges"
        placeholder="Name, other name, city or unit ID"
        text={text}
        onTextChange={setText}
        query={list}
        loadingLabel="Loading colleges"
        errorTitle="The colleges could not be loaded."
        summary={data ? formatQuantity(data.total, 'college') : null}
        paging={data ? { ...data, noun: 'colleges', onPage: (next) => update({ page: String(next) }) } : null}
      >
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
                    <td className="px-4 py-3 whitespace-nowrap">{CONTROL_LABEL[college.control]}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{college.level}</td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {college.undergradEnrollment === null ? '—' : formatCount(college.undergradEnrollment)}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {formatMoney(college.tuitionFeesInState)}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {formatMoney(college.tuitionFeesOutOfState)}
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
      </SearchableList>
    </div>
  );
}
