import {
  ADMIN_FAMILY_SINCE,
  ADMIN_FAMILY_SORTS,
  ADMIN_FAMILY_STATUSES,
  type AdminFamilyListItem,
  type AdminFamilyListRequest,
  NO_FAMILIES_SELECTED_MESSAGE,
  PAGE_SIZE,
  stateName,
} from '@ccp/contracts';
import { LifeBuoy, Trash2, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { Select } from '../../../components/ui/select';
import type { TableColumn } from '../../../components/ui/table';
import { familyColumns } from '../../../domains/family/staff/family-columns';
import { FamiliesTable, familyCount } from '../../../domains/family/staff/family-list';
import { formatCount, formatQuantity, formatRelativeTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSortedListSearch } from '../../../lib/use-list-search';
import { useAdminFamilies, useDeleteFamilies, useHelpWithoutAgentCount } from '../api/admin-families-api';
import { familyPath, STATUS_LABEL, StatusBadge } from './family-labels';

const HELP_FILTERS = [
  { value: 'notRequestedHelp', label: 'Asked for help, no agent yet' },
  { value: 'requestedHelp', label: 'Requested help' },
  { value: 'awaitingAgent', label: 'Awaiting an agent' },
] as const;
type HelpFilter = (typeof HELP_FILTERS)[number]['value'];

const SINCE_LABEL: Record<(typeof ADMIN_FAMILY_SINCE)[number], string> = {
  today: 'Signed up today',
  '30d': 'Signed up in the last 30 days',
  '60d': 'Signed up in the last 60 days',
};

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** What app/ composes into each row and the detail page (e.g. "Act as this family"). */
export type FamilyAction = (family: { id: string; userId: string | null; name: string }) => ReactNode;

/** /admin/families: every family, searchable, filterable and sortable, with bulk delete. */
export function FamiliesPage({ familyAction }: { familyAction?: FamilyAction } = {}) {
  useDocumentTitle('Families');
  const listSearch = useSortedListSearch(ADMIN_FAMILY_SORTS, 'created');
  const { params, search, page, update, sortBy, order } = listSearch;
  const help = HELP_FILTERS.find((f) => params.get(f.value) === '1')?.value;
  const status = pick(ADMIN_FAMILY_STATUSES, params.get('status'));
  const since = pick(ADMIN_FAMILY_SINCE, params.get('since'));
  const state = /^[A-Z]{2}$/.test(params.get('state') ?? '') ? params.get('state')! : undefined;
  const direct = pick(['0', '1'] as const, params.get('directSignUp'));

  const request: AdminFamilyListRequest = {
    search,
    page,
    limit: PAGE_SIZE,
    sort_by: sortBy,
    sort_order: order,
    status,
    since,
    state,
    directSignUp: direct,
    ...(help ? { [help]: '1' as const } : {}),
  };
  const list = useAdminFamilies(request);
  const waiting = useHelpWithoutAgentCount();
  const remove = useDeleteFamilies();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // Pressing "Delete selected" with nothing ticked says why nothing happens (docs/product-spec.md §5).
  const [nothingSelected, setNothingSelected] = useState(false);
  const data = list.data;
  const askToDelete = () => {
    setNotice(null);
    if (selected.size === 0) setNothingSelected(true);
    else setConfirming(true);
  };

  const setHelp = (value: HelpFilter | undefined) =>
    update(Object.fromEntries(HELP_FILTERS.map((f) => [f.value, f.value === value ? '1' : undefined])));

  const pageIds = data?.items.map((f) => f.id) ?? [];
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const toggle = (id: string) => {
    setNothingSelected(false);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  const togglePage = () => {
    setNothingSelected(false);
    setSelected((current) => {
      const next = new Set(current);
      for (const id of pageIds) {
        if (allOnPage) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  };

  const extraFilters = [
    state ? { key: 'state', label: `State: ${stateName(state)}` } : null,
    since ? { key: 'since', label: SINCE_LABEL[since] } : null,
    direct ? { key: 'directSignUp', label: direct === '1' ? 'Direct sign-ups' : 'Invited families' } : null,
  ].filter((f): f is { key: string; label: string } => f !== null);

  const columns: TableColumn<AdminFamilyListItem>[] = [
    {
      key: 'select',
      header: (
        <input
          type="checkbox"
          aria-label="Select every family on this page"
          checked={allOnPage}
          onChange={togglePage}
          className="size-4 accent-navy-900"
        />
      ),
      className: 'w-10',
      inCard: 'action',
      aboveCards: (
        <label className="inline-flex items-center gap-2 text-sm font-semibold text-slate-700">
          <input
            type="checkbox"
            aria-label="Select every family on this page"
            checked={allOnPage}
            onChange={togglePage}
            className="size-4 accent-navy-900"
          />
          <span aria-hidden="true">Select all on this page</span>
        </label>
      ),
      cell: (f) => (
        <input
          type="checkbox"
          aria-label={`Select ${f.name}`}
          checked={selected.has(f.id)}
          onChange={() => toggle(f.id)}
          className="size-4 accent-navy-900"
        />
      ),
    },
    familyColumns.family<AdminFamilyListItem>(familyPath, { withParents: true }),
    { key: 'state', sortKey: 'state', header: 'State', cell: (f) => f.state ?? '—' },
    familyColumns.students(),
    familyColumns.federalSai(),
    {
      key: 'status',
      header: 'Status',
      cell: (f) => (
        <div className="flex flex-col items-start gap-1">
          <StatusBadge status={f.status} />
          {f.helpRequestedAt ? (
            <span className="inline-flex items-start gap-1 text-xs font-semibold text-amber-800">
              <LifeBuoy aria-hidden="true" className="mt-px size-3.5 shrink-0" />
              <span>
                Help requested{' '}
                <span className="whitespace-nowrap">{formatRelativeTime(f.helpRequestedAt)}</span>
              </span>
            </span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'agent',
      header: 'Financial agent',
      cell: (f) => f.agent?.name ?? <span className="text-slate-600">None</span>,
    },
    familyColumns.created('Created'),
    familyColumns.lastActivity(),
    ...(familyAction
      ? [
          {
            key: 'actions',
            header: <span className="sr-only">Actions</span>,
            inCard: 'action' as const,
            cell: familyAction,
          },
        ]
      : []),
  ];

  const count = waiting.data?.count ?? 0;
  return (
    <div>
      <PageHeading
        eyebrow="Administration"
        title="Families"
        description="Every family account: search families, open one, and assign or remove its financial agent."
        actions={
          <Button variant="danger" onClick={askToDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            {selected.size === 0 ? 'Delete selected' : `Delete ${familyCount(selected.size)}`}
          </Button>
        }
      />

      {count > 0 ? (
        <div className="mb-5 flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-sm font-semibold text-amber-900">
            <LifeBuoy aria-hidden="true" className="size-5" />
            {`${formatQuantity(count, 'family')} asked for help and ${count === 1 ? 'has' : 'have'} no agent`}
          </p>
          {help === 'notRequestedHelp' ? (
            <Button variant="secondary" size="sm" onClick={() => setHelp(undefined)}>
              Show all families
            </Button>
          ) : (
            <Button variant="secondary" size="sm" onClick={() => setHelp('notRequestedHelp')}>
              Show {count === 1 ? 'it' : 'them'}
            </Button>
          )}
        </div>
      ) : null}

      {nothingSelected ? (
        <Alert tone="error" title={NO_FAMILIES_SELECTED_MESSAGE} className="mb-5">
          Tick the box beside each family to delete (or the box in the heading for the whole page), then press
          “Delete selected” again.
        </Alert>
      ) : null}

      {notice ? (
        <Alert tone="success" title={notice} className="mb-5">
          Their profiles, students, favorites, help requests and accounts were removed.
        </Alert>
      ) : null}

      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <Select
          label="Help and agent"
          placeholder="All families"
          options={HELP_FILTERS}
          value={help ?? ''}
          onChange={(e) => setHelp((e.target.value || undefined) as HelpFilter | undefined)}
        />
        <Select
          label="Onboarding status"
          placeholder="Any status"
          options={ADMIN_FAMILY_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
          value={status ?? ''}
          onChange={(e) => update({ status: e.target.value || undefined })}
        />
      </div>
      {extraFilters.length > 0 ? (
        <ul className="mb-4 flex flex-wrap gap-2" aria-label="Other filters">
          {extraFilters.map((f) => (
            <li key={f.key}>
              <button
                type="button"
                onClick={() => update({ [f.key]: undefined })}
                className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 hover:bg-slate-50"
              >
                {f.label}
                <X aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(remove this filter)</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <FamiliesTable
        list={listSearch}
        query={list}
        loadingLabel="Loading families"
        errorTitle="The families could not be loaded."
        summary={(loaded) =>
          `${familyCount(loaded.total)}${selected.size ? ` · ${formatCount(selected.size)} selected` : ''}`
        }
        table={{
          caption: `Families, sorted by ${sortBy.replace('_', ' ')}, ${order === 'ASC' ? 'ascending' : 'descending'}`,
          columns,
          minWidth: 'min-w-[64rem]',
          empty: 'No family matches these filters.',
          sort: listSearch.sort,
        }}
      />

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${familyCount(selected.size)}?`}
        description="Their profiles, parents, students, favorites, help requests, notifications and their accounts are removed for good. This cannot be undone."
        confirmLabel={`Delete ${familyCount(selected.size)}`}
        failureTitle="Nothing was deleted."
        action={remove}
        variables={[...selected]}
        onDone={(result) => {
          setSelected(new Set());
          setNotice(`${familyCount(result.deleted)} deleted.`);
        }}
      />
    </div>
  );
}
