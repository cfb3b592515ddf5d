import {
  ADMIN_COLLEGE_SORTS,
  CIP_FAMILIES,
  COLLEGE_COLUMNS,
  currentAcademicYear,
  degreeShareColumn,
  PAGE_SIZE,
} from '@ccp/contracts';
import { FileUp, HandCoins, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { SearchableTable } from '../../../components/ui/searchable-list';
import type { TableColumn } from '../../../components/ui/table';
import { CONTROL_LABEL } from '../../../lib/college-labels';
import { formatCount, formatMoney, formatRelativeTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSortedListSearch } from '../../../lib/use-list-search';
import { adminCollegeKeys, useAdminColleges } from '../api/admin-colleges-api';
import { CsvImportDialog, type CsvImportKind } from './csv-import-dialog';

const COLLEGE_IMPORT: CsvImportKind = {
  url: '/api/admin/colleges/import',
  title: 'Import colleges from a CSV file',
  description: 'Adds new colleges and updates existing ones, matched by IPEDS unit ID, in one step.',
  requiredColumns: COLLEGE_COLUMNS.filter((c) => c.required).map((c) => c.column),
  optionalColumns: [
    ...COLLEGE_COLUMNS.filter((c) => !c.required).map((c) => c.column),
    ...CIP_FAMILIES.map((f) => degreeShareColumn(f.code)),
  ],
  columnsNote:
    'Any of these, in any order; a column left out keeps its current value on update. Money is whole dollars, rates are proportions from 0 to 1, an empty cell means no figure. ' +
    `data_year (or price_year) names the academic year of a row's costs and net prices, like 2025-26; they are grown from that year to each student's first college year. Without it (or with an empty cell) they count as this academic year's, ${currentAcademicYear()}.`,
  noun: 'college',
  plural: 'colleges',
  queryKey: adminCollegeKeys.all,
};

type Item = NonNullable<ReturnType<typeof useAdminColleges>['data']>['items'][number];

const COLUMNS: TableColumn<Item>[] = [
  {
    key: 'name',
    sortKey: 'name',
    header: 'College',
    inCard: 'title',
    className: 'min-w-56',
    cell: (college) => (
      <>
        <Link
          to={`/admin/colleges/${college.id}`}
          className="font-semibold text-navy-900 hover:text-accent-700 hover:underline"
        >
          {college.name}
        </Link>
        {college.city ? <span className="block text-xs text-slate-600">{college.city}</span> : null}
      </>
    ),
  },
  { key: 'unit_id', sortKey: 'unit_id', header: 'Unit ID', numeric: true, cell: (c) => c.unitId ?? '—' },
  { key: 'state', sortKey: 'state', header: 'State', cell: (c) => c.state },
  {
    key: 'control',
    sortKey: 'control',
    header: 'Type',
    className: 'whitespace-nowrap',
    cell: (c) => CONTROL_LABEL[c.control],
  },
  { key: 'level', sortKey: 'level', header: 'Level', className: 'whitespace-nowrap', cell: (c) => c.level },
  {
    key: 'enrollment',
    sortKey: 'enrollment',
    header: 'Undergraduates',
    numeric: true,
    cell: (c) => (c.undergradEnrollment === null ? '—' : formatCount(c.undergradEnrollment)),
  },
  {
    key: 'in-state',
    header: 'In-state tuition',
    numeric: true,
    cell: (c) => formatMoney(c.tuitionFeesInState),
  },
  {
    key: 'out-of-state',
    header: 'Out-of-state tuition',
    numeric: true,
    cell: (c) => formatMoney(c.tuitionFeesOutOfState),
  },
  {
    key: 'price-year',
    header: 'Price year',
    className: 'whitespace-nowrap',
    // No tuition published: no year to name.
    cell: (c) => (c.tuitionFeesInState === null && c.tuitionFeesOutOfState === null ? '—' : c.priceYear),
  },
  {
    key: 'updated',
    sortKey: 'updated',
    header: 'Updated',
    className: 'whitespace-nowrap text-slate-600',
    cell: (c) => formatRelativeTime(c.updatedAt),
  },
];

/** /admin/colleges: the catalogue with search, paging and sort; add, edit, remove and CSV import. */
export function AdminCollegesPage() {
  useDocumentTitle('Colleges');
  const listSearch = useSortedListSearch(ADMIN_COLLEGE_SORTS, 'name', 'ASC');
  const { search, page, sortBy, order } = listSearch;
  const [importing, setImporting] = useState(false);
  const list = useAdminColleges({ search, page, limit: PAGE_SIZE, sort_by: sortBy, sort_order: order });

  return (
    <div>
      <PageHeading
        eyebrow="Administration"
        title="Colleges"
        description="The college catalogue families search: U.S. Department of Education figures, plus the colleges you add. Changes show in family searches at once."
        actions={
          <>
            <Link to="/admin/aid-policies" className={buttonClasses('secondary')}>
              <HandCoins aria-hidden="true" className="size-4" />
              Aid policies
            </Link>
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
      <CsvImportDialog kind={COLLEGE_IMPORT} open={importing} onOpenChange={setImporting} />

      <SearchableTable
        searchLabel="Search colleges"
        placeholder="Name, other name, city or unit ID"
        list={listSearch}
        query={list}
        loadingLabel="Loading colleges"
        errorTitle="The colleges could not be loaded."
        noun="college"
        table={{
          caption: `Colleges, sorted by ${sortBy.replace('_', ' ')}; tuition and fees are each college's newest published prices, of the price year shown`,
          columns: COLUMNS,
          rowKey: (college) => college.id,
          minWidth: 'min-w-[60rem]',
          cards: true,
          empty: `No college matches “${search}”.`,
          sort: listSearch.sort,
        }}
      />
    </div>
  );
}
