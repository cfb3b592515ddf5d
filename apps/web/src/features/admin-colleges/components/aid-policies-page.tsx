import {
  ADMIN_AID_POLICY_SORTS,
  AID_POLICY_COLUMNS,
  AID_POLICY_STALE_YEARS,
  type AidPolicyRecord,
} from '@ccp/contracts';
import { ArrowLeft, FileUp, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { SearchableTable } from '../../../components/ui/searchable-list';
import { Select } from '../../../components/ui/select';
import type { TableColumn } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { formatMoney, formatRelativeTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSortedListSearch } from '../../../lib/use-list-search';
import { aidPolicyKeys, useAidPolicies } from '../api/admin-colleges-api';
import { CsvImportDialog, type CsvImportKind } from './csv-import-dialog';

const AID_POLICY_IMPORT: CsvImportKind = {
  url: '/api/admin/aid-policies/import',
  title: 'Import aid policies from a CSV file',
  description:
    "Adds new policies and updates existing ones, matched by the college's IPEDS unit ID, in one step. The bundled aid-policies.csv imports as is.",
  requiredColumns: AID_POLICY_COLUMNS.filter((c) => c.required).map((c) => c.column),
  optionalColumns: AID_POLICY_COLUMNS.filter((c) => !c.required).map((c) => c.column),
  columnsNote:
    'Any of these, in any order; a column left out keeps its current value on update. Incomes are whole dollars; yes, no or unknown; meets_full_need is all, residents_only, no or unknown; guarantee_residency is any or in_state; policy_year is written like 2025-26; name and state are for reading only.',
  noun: 'aid policy',
  plural: 'aid policies',
  queryKey: aidPolicyKeys.all,
};

const YES_NO: Record<string, string> = { yes: 'Yes', no: 'No', unknown: 'Not known' };
const FULL_NEED: Record<string, string> = {
  all: 'All',
  residents_only: 'Residents only',
  no: 'No',
  unknown: 'Not known',
};

const COLUMNS: TableColumn<AidPolicyRecord>[] = [
  {
    key: 'name',
    sortKey: 'name',
    header: 'College',
    inCard: 'title',
    className: 'min-w-56',
    cell: (p) => (
      <>
        <Link
          to={`/admin/aid-policies/${p.unitId}`}
          className="font-semibold text-navy-900 hover:text-accent-700 hover:underline"
        >
          {p.collegeName}
        </Link>
        <span className="block text-xs text-slate-600">Unit ID {p.unitId}</span>
      </>
    ),
  },
  { key: 'state', sortKey: 'state', header: 'State', cell: (p) => p.collegeState },
  { key: 'css', header: 'CSS Profile', cell: (p) => YES_NO[p.cssProfileRequired] },
  { key: 'need', header: 'Meets full need', cell: (p) => FULL_NEED[p.meetsFullNeed] },
  {
    key: 'tuition',
    header: 'Free tuition up to',
    numeric: true,
    cell: (p) => (p.freeTuitionIncomeMax === null ? '—' : formatMoney(p.freeTuitionIncomeMax)),
  },
  {
    key: 'total',
    header: 'Free total cost up to',
    numeric: true,
    cell: (p) => (p.freeTotalIncomeMax === null ? '—' : formatMoney(p.freeTotalIncomeMax)),
  },
  {
    key: 'policy_year',
    sortKey: 'policy_year',
    header: 'First year',
    className: 'whitespace-nowrap',
    cell: (p) => (
      <>
        {p.policyYear ?? '—'}
        {p.stale ? (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            Stale
          </span>
        ) : null}
      </>
    ),
  },
  { key: 'grade', sortKey: 'grade', header: 'Grade', cell: (p) => p.grade },
  {
    key: 'updated',
    sortKey: 'updated',
    header: 'Updated',
    className: 'whitespace-nowrap text-slate-600',
    cell: (p) => formatRelativeTime(p.updatedAt),
  },
];

/** /admin/aid-policies: each college's published aid policy, with search, a stale filter, editing and CSV import. */
export function AidPoliciesPage() {
  useDocumentTitle('Aid policies');
  const listSearch = useSortedListSearch(ADMIN_AID_POLICY_SORTS, 'name', 'ASC');
  const { search, page, sortBy, order, params, update } = listSearch;
  const staleParam = params.get('stale');
  const stale = staleParam === 'true' || staleParam === 'false' ? staleParam : undefined;
  const [importing, setImporting] = useState(false);
  const [unitId, setUnitId] = useState('');
  const [unitIdError, setUnitIdError] = useState<string | undefined>();
  const navigate = useNavigate();
  const list = useAidPolicies({ search, page, limit: 25, sort_by: sortBy, sort_order: order, stale });

  function addPolicy(event: FormEvent) {
    event.preventDefault();
    const id = unitId.trim();
    if (!/^\d{1,8}$/.test(id)) {
      setUnitIdError(
        'Enter the college’s IPEDS unit ID: up to 8 digits (it is on the college’s admin page).',
      );
      return;
    }
    navigate(`/admin/aid-policies/${id}`);
  }

  return (
    <div>
      <Link
        to="/admin/colleges"
        className="mb-4 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-accent-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to colleges
      </Link>
      <PageHeading
        eyebrow="Administration"
        title="Aid policies"
        description={`How each college awards aid, as it publishes it: the CSS Profile, full need, need-blind admission, loans and income guarantees, each with its source and grade. A guarantee first applied more than ${AID_POLICY_STALE_YEARS} years before the current award year is marked stale. Families see a college's policy on its page.`}
        actions={
          <Button variant="secondary" onClick={() => setImporting(true)}>
            <FileUp aria-hidden="true" className="size-4" />
            Import CSV
          </Button>
        }
      />
      <CsvImportDialog kind={AID_POLICY_IMPORT} open={importing} onOpenChange={setImporting} />

      <div className="mb-6 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end sm:justify-between sm:p-5">
        <form onSubmit={addPolicy} noValidate className="flex items-end gap-3">
          <TextField
            label="Add or edit the policy of a college (unit ID)"
            inputMode="numeric"
            autoComplete="off"
            value={unitId}
            error={unitIdError}
            onChange={(e) => {
              setUnitId(e.target.value);
              setUnitIdError(undefined);
            }}
            className="w-64"
          />
          <Button type="submit" className={unitIdError ? 'mb-6' : undefined}>
            <Plus aria-hidden="true" className="size-4" />
            Open
          </Button>
        </form>
        <Select
          label="Show"
          options={[
            { value: '', label: 'Every policy' },
            { value: 'true', label: 'Stale guarantees only' },
            { value: 'false', label: 'All but stale guarantees' },
          ]}
          value={stale ?? ''}
          onChange={(e) => update({ stale: e.target.value || undefined })}
          className="sm:w-64"
        />
      </div>

      <SearchableTable
        searchLabel="Search aid policies"
        placeholder="College name or unit ID"
        list={listSearch}
        query={list}
        loadingLabel="Loading aid policies"
        errorTitle="The aid policies could not be loaded."
        noun="aid policy"
        table={{
          caption: `Aid policies, sorted by ${sortBy.replace('_', ' ')}`,
          columns: COLUMNS,
          rowKey: (p) => p.unitId,
          minWidth: 'min-w-[60rem]',
          cards: true,
          empty: search ? `No aid policy matches “${search}”.` : 'No aid policy yet.',
          sort: listSearch.sort,
        }}
      />
    </div>
  );
}
