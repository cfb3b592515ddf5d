import {
  PAGE_SIZE,
  STAFF_LIST_STATUSES,
  STAFF_SORTS,
  type StaffListItem,
  type StaffListStatus,
  type StaffSort,
} from '@ccp/contracts';
import { MoreHorizontal, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Menu, MenuItem } from '../../../components/ui/menu';
import { PageHeading } from '../../../components/ui/page-heading';
import { SearchableList } from '../../../components/ui/searchable-list';
import { Select } from '../../../components/ui/select';
import { Table, type TableColumn } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatCount, formatPhone, formatQuantity, formatRelativeTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListSearch } from '../../../lib/use-list-search';
import {
  type StaffKind,
  type StaffRowTarget,
  useConfirmedStaffAction,
  useStaffList,
  useStaffRowAction,
} from '../api/staff-api';
import { STAFF_COPY, STAFF_STATUS_LABEL } from './staff-copy';
import { StaffFamiliesDialog } from './staff-families-dialog';
import { StaffFormDialog } from './staff-form-dialog';

const STATUS_TONE: Record<StaffListStatus, string> = {
  invited: 'bg-sky-100 text-sky-900',
  active: 'bg-emerald-100 text-emerald-900',
  inactive: 'bg-amber-100 text-amber-900',
  removed: 'bg-slate-200 text-slate-800',
};

/** The actions that ask first. */
type Confirm = StaffRowTarget & { action: 'deactivate' | 'remove' | 'revoke' };

function StatusBadge({ row }: { row: StaffListItem }) {
  const expired = row.status === 'invited' && row.invitationExpired;
  return (
    <span
      className={cn(
        'whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        expired ? 'bg-amber-100 text-amber-900' : STATUS_TONE[row.status],
      )}
    >
      {expired ? 'Invitation expired' : STAFF_STATUS_LABEL[row.status]}
    </span>
  );
}

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** /admin/agents and /admin/admission-professionals: one list of the members and the pending invitations
 * (status invited, active, inactive, removed; ADR 0037), searchable, sortable and paged; add by invitation; per row:
 * an invited one's Resend / Revoke invitation, an active one's Edit / Deactivate / Remove / families, an inactive
 * one's Reactivate / Remove. */
export function StaffPage({ kind }: { kind: StaffKind }) {
  const copy = STAFF_COPY[kind];
  useDocumentTitle(copy.title);
  const { params, search, page, text, setText, update } = useListSearch();
  const sortBy: StaffSort = pick(STAFF_SORTS, params.get('sort_by')) ?? 'created';
  const order = params.get('sort_order') === 'ASC' ? 'ASC' : 'DESC';
  const status = pick(STAFF_LIST_STATUSES, params.get('status'));
  const list = useStaffList(kind, {
    search,
    page,
    limit: PAGE_SIZE,
    sort_by: sortBy,
    sort_order: order,
    status,
  });
  const rowAction = useStaffRowAction(kind);
  const { showToast } = useToast();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<StaffListItem | null>(null);
  const [familiesOf, setFamiliesOf] = useState<StaffListItem | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const confirmed = useConfirmedStaffAction(kind, confirm);
  const data = list.data;

  /** Reactivate and resend run at once and say how it went. */
  async function runNow(target: StaffRowTarget) {
    try {
      await rowAction.mutateAsync(target);
      showToast(
        target.action === 'resend'
          ? `A new invitation link was sent to ${target.row.email}.`
          : `${target.row.name} can log in again.`,
        'success',
      );
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  }

  function ask(action: Confirm['action'], row: StaffListItem) {
    confirmed.reset();
    setConfirm({ action, row });
  }

  const columns: TableColumn<StaffListItem>[] = [
    {
      key: 'name',
      sortKey: 'name',
      header: 'Name',
      inCard: 'title',
      className: 'min-w-48',
      cell: (m) => (
        <>
          <span className="font-semibold text-navy-900">{m.name}</span>
          <span className="block text-xs text-slate-600">{formatPhone(m.phone) || 'No phone'}</span>
        </>
      ),
    },
    {
      key: 'organisation',
      sortKey: 'organisation',
      header: copy.organisation,
      cell: (m) => m.organisation || '—',
    },
    { key: 'email', sortKey: 'email', header: 'Email', cell: (m) => m.email },
    {
      key: 'status',
      sortKey: 'status',
      header: 'Status',
      cell: (m) => <StatusBadge row={m} />,
    },
    {
      key: 'families',
      sortKey: 'families',
      header: 'Families',
      numeric: true,
      cell: (m) =>
        m.status === 'invited' ? (
          <span className="text-slate-600">{formatCount(0)}</span>
        ) : (
          <button
            type="button"
            onClick={() => setFamiliesOf(m)}
            className="font-semibold text-navy-900 underline-offset-2 hover:text-accent-700 hover:underline"
            aria-label={`${formatQuantity(m.families, 'family')} of ${m.name}: show them`}
          >
            {formatCount(m.families)}
          </button>
        ),
    },
    {
      key: 'last_login',
      sortKey: 'last_login',
      header: 'Last log-in',
      className: 'whitespace-nowrap text-slate-600',
      cell: (m) =>
        m.status === 'invited'
          ? 'Not signed up'
          : m.lastLoginAt
            ? formatRelativeTime(m.lastLoginAt)
            : 'Never',
    },
    {
      key: 'created',
      sortKey: 'created',
      header: 'Created',
      className: 'whitespace-nowrap text-slate-600',
      cell: (m) => formatRelativeTime(m.createdAt),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      inCard: 'action',
      className: 'text-right',
      cell: (m) => (
        <Menu
          align="end"
          trigger={
            <>
              <MoreHorizontal aria-hidden="true" className="size-4" />
              <span className="sr-only">Actions for {m.name}</span>
            </>
          }
          triggerClassName="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
        >
          {m.status === 'invited' ? (
            <>
              <MenuItem onSelect={() => runNow({ action: 'resend', row: m })}>Resend invitation</MenuItem>
              <MenuItem onSelect={() => ask('revoke', m)}>Revoke invitation</MenuItem>
            </>
          ) : (
            <MenuItem onSelect={() => setFamiliesOf(m)}>Show families</MenuItem>
          )}
          {m.status === 'active' ? (
            <>
              <MenuItem onSelect={() => setEditing(m)}>Edit</MenuItem>
              <MenuItem onSelect={() => ask('deactivate', m)}>Deactivate</MenuItem>
            </>
          ) : null}
          {m.status === 'inactive' ? (
            <MenuItem onSelect={() => runNow({ action: 'reactivate', row: m })}>Reactivate</MenuItem>
          ) : null}
          {m.status === 'active' || m.status === 'inactive' ? (
            <MenuItem onSelect={() => ask('remove', m)}>Remove</MenuItem>
          ) : null}
        </Menu>
      ),
    },
  ];

  const CONFIRM_COPY: Record<
    Confirm['action'],
    {
      title: (row: StaffListItem) => string;
      body: (row: StaffListItem) => string;
      button: string;
      done: (row: StaffListItem) => string;
    }
  > = {
    deactivate: {
      title: (row) => `Deactivate ${row.name}?`,
      body: () =>
        'They are signed out at once and cannot log in until you reactivate them. Their families stay with them.',
      button: 'Deactivate',
      done: (row) => `${row.name} was deactivated.`,
    },
    remove: {
      title: (row) => `Remove ${row.name}?`,
      body: () =>
        kind === 'agent'
          ? 'They are signed out and can never log in again. Their families stay, without an agent, so you can assign them to another one. This cannot be undone.'
          : 'They are signed out and can never log in again. The families they invited keep their accounts and data. This cannot be undone.',
      button: 'Remove',
      done: (row) => `${row.name} was removed.`,
    },
    revoke: {
      title: () => 'Revoke this invitation?',
      body: (row) =>
        `The link sent to ${row.email} stops working at once and ${row.name} leaves the list. You can invite them again later.`,
      button: 'Revoke invitation',
      done: (row) => `The invitation to ${row.email} was revoked.`,
    },
  };
  const confirmCopy = confirm ? CONFIRM_COPY[confirm.action] : null;

  return (
    <div className="space-y-8">
      <PageHeading
        eyebrow="Administration"
        title={copy.title}
        description={copy.description}
        actions={
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            {copy.add}
          </Button>
        }
      />

      <div>
        <div className="mb-4 max-w-xs">
          <Select
            label="Status"
            placeholder="Any status"
            options={STAFF_LIST_STATUSES.map((s) => ({ value: s, label: STAFF_STATUS_LABEL[s] }))}
            value={status ?? ''}
            onChange={(e) => update({ status: e.target.value || undefined })}
          />
        </div>
        <SearchableList
          searchLabel={`Search ${copy.many}`}
          placeholder={`Name, email, ${copy.organisation.toLowerCase()} or phone`}
          text={text}
          onTextChange={setText}
          query={list}
          loadingLabel={`Loading ${copy.many}`}
          errorTitle={`The ${copy.many} could not be loaded.`}
          summary={data ? formatQuantity(data.total, copy.one) : null}
          paging={data ? { ...data, noun: copy.one, onPage: (next) => update({ page: String(next) }) } : null}
        >
          {data ? (
            <Table
              caption={`${copy.title}, sorted by ${sortBy.replace('_', ' ')}, ${order === 'ASC' ? 'ascending' : 'descending'}`}
              columns={columns}
              rows={data.items}
              rowKey={(m) => m.id}
              rowClassName="hover:bg-slate-50"
              minWidth="min-w-[60rem]"
              cards
              empty={search ? `No ${copy.one} matches “${search}”.` : `No ${copy.one} yet: invite one.`}
              sort={{ by: sortBy, order, onSort: (by, next) => update({ sort_by: by, sort_order: next }) }}
            />
          ) : null}
        </SearchableList>
      </div>

      <StaffFormDialog
        kind={kind}
        open={adding || editing !== null}
        member={editing}
        onOpenChange={(open) => {
          if (!open) {
            setAdding(false);
            setEditing(null);
          }
        }}
      />
      <StaffFamiliesDialog kind={kind} member={familiesOf} onClose={() => setFamiliesOf(null)} />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        title={confirm && confirmCopy ? confirmCopy.title(confirm.row) : ''}
        description={confirm && confirmCopy ? confirmCopy.body(confirm.row) : ''}
        confirmLabel={confirmCopy?.button ?? ''}
        failureTitle="Nothing was changed."
        action={confirmed}
        onDone={() => {
          if (confirm && confirmCopy) showToast(confirmCopy.done(confirm.row), 'success');
        }}
      />
    </div>
  );
}
