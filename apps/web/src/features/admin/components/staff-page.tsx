import {
  STAFF_SORTS,
  STAFF_STATUSES,
  type StaffMember,
  type StaffSort,
  type StaffStatus,
} from '@ccp/contracts';
import { MoreHorizontal, UserPlus } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Menu, MenuItem } from '../../../components/ui/menu';
import { PageHeading } from '../../../components/ui/page-heading';
import { SearchableList } from '../../../components/ui/searchable-list';
import { Select } from '../../../components/ui/select';
import { Table, type TableColumn } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatCount, formatPhone, formatRelativeTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListSearch } from '../../../lib/use-list-search';
import { type StaffKind, useRemoveStaff, useStaffList, useUpdateStaff } from '../api/staff-api';
import { STAFF_COPY, STAFF_STATUS_LABEL } from './staff-copy';
import { StaffFamiliesDialog } from './staff-families-dialog';
import { StaffFormDialog } from './staff-form-dialog';

const STATUS_TONE: Record<StaffStatus, string> = {
  active: 'bg-emerald-100 text-emerald-900',
  inactive: 'bg-amber-100 text-amber-900',
  removed: 'bg-slate-200 text-slate-800',
};

type Confirm = { action: 'deactivate' | 'reactivate' | 'remove'; member: StaffMember };

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** /admin/agents and /admin/admission-professionals: the members, searchable, sortable and paged; add by
 * invitation, edit, deactivate, reactivate, remove; each one's families. `invitations` is the pending invitations'
 * table, composed by the route. */
export function StaffPage({ kind, invitations }: { kind: StaffKind; invitations?: ReactNode }) {
  const copy = STAFF_COPY[kind];
  useDocumentTitle(copy.title);
  const invitationsId = useId();
  const membersId = useId();
  const { params, search, page, text, setText, update } = useListSearch();
  const sortBy: StaffSort = pick(STAFF_SORTS, params.get('sort_by')) ?? 'created';
  const order = params.get('sort_order') === 'ASC' ? 'ASC' : 'DESC';
  const status = pick(STAFF_STATUSES, params.get('status'));
  const list = useStaffList(kind, { search, page, limit: 20, sort_by: sortBy, sort_order: order, status });
  const updateMember = useUpdateStaff(kind);
  const removeMember = useRemoveStaff(kind);
  const { showToast } = useToast();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [familiesOf, setFamiliesOf] = useState<StaffMember | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const data = list.data;
  const busy = updateMember.isPending || removeMember.isPending;
  const confirmError = updateMember.error ?? removeMember.error;

  async function runConfirmed() {
    if (!confirm) return;
    const { action, member } = confirm;
    try {
      if (action === 'remove') {
        await removeMember.mutateAsync(member.id);
        showToast(`${member.name} was removed.`, 'success');
      } else {
        await updateMember.mutateAsync({
          id: member.id,
          body: { name: member.name, status: action === 'deactivate' ? 'inactive' : 'active' },
        });
        showToast(
          action === 'deactivate' ? `${member.name} was deactivated.` : `${member.name} can log in again.`,
          'success',
        );
      }
      setConfirm(null);
    } catch {
      // The dialog shows the error.
    }
  }

  function ask(action: Confirm['action'], member: StaffMember) {
    updateMember.reset();
    removeMember.reset();
    setConfirm({ action, member });
  }

  const columns: TableColumn<StaffMember>[] = [
    {
      key: 'name',
      sortKey: 'name',
      header: 'Name',
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
      cell: (m) => (
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_TONE[m.status])}>
          {STAFF_STATUS_LABEL[m.status]}
        </span>
      ),
    },
    {
      key: 'families',
      sortKey: 'families',
      header: 'Families',
      numeric: true,
      cell: (m) => (
        <button
          type="button"
          onClick={() => setFamiliesOf(m)}
          className="font-semibold text-navy-900 underline-offset-2 hover:text-accent-700 hover:underline"
          aria-label={`${formatCount(m.families)} ${m.families === 1 ? 'family' : 'families'} of ${m.name}: show them`}
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
      cell: (m) => (m.lastLoginAt ? formatRelativeTime(m.lastLoginAt) : 'Never'),
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
          <MenuItem onSelect={() => setFamiliesOf(m)}>Show families</MenuItem>
          {m.status !== 'removed' ? <MenuItem onSelect={() => setEditing(m)}>Edit</MenuItem> : null}
          {m.status === 'active' ? (
            <MenuItem onSelect={() => ask('deactivate', m)}>Deactivate</MenuItem>
          ) : null}
          {m.status === 'inactive' ? (
            <MenuItem onSelect={() => ask('reactivate', m)}>Reactivate</MenuItem>
          ) : null}
          {m.status !== 'removed' ? <MenuItem onSelect={() => ask('remove', m)}>Remove</MenuItem> : null}
        </Menu>
      ),
    },
  ];

  const CONFIRM_COPY: Record<Confirm['action'], { title: string; body: string; button: string }> = {
    deactivate: {
      title: 'Deactivate',
      body: 'They are signed out at once and cannot log in until you reactivate them. Their families stay with them.',
      button: 'Deactivate',
    },
    reactivate: { title: 'Reactivate', body: 'They can log in again.', button: 'Reactivate' },
    remove: {
      title: 'Remove',
      body:
        kind === 'agent'
          ? 'They are signed out and can never log in again. Their families stay, without an agent, so you can assign them to another one. This cannot be undone.'
          : 'They are signed out and can never log in again. The families they invited keep their accounts and data. This cannot be undone.',
      button: 'Remove',
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

      {invitations ? (
        <section aria-labelledby={invitationsId}>
          <h2 id={invitationsId} className="mb-3 text-lg font-bold text-navy-900">
            Invitations
          </h2>
          {invitations}
        </section>
      ) : null}

      <section aria-labelledby={membersId}>
        <h2 id={membersId} className="mb-3 text-lg font-bold text-navy-900">
          Accounts
        </h2>
        <div className="mb-4 max-w-xs">
          <Select
            label="Status"
            placeholder="Any status"
            options={STAFF_STATUSES.map((s) => ({ value: s, label: STAFF_STATUS_LABEL[s] }))}
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
          summary={data ? `${formatCount(data.total)} ${data.total === 1 ? copy.one : copy.many}` : null}
          paging={
            data ? { ...data, noun: copy.many, onPage: (next) => update({ page: String(next) }) } : null
          }
        >
          {data ? (
            <Table
              caption={`${copy.title}, sorted by ${sortBy.replace('_', ' ')}, ${order === 'ASC' ? 'ascending' : 'descending'}`}
              columns={columns}
              rows={data.items}
              rowKey={(m) => m.id}
              rowClassName="hover:bg-slate-50"
              minWidth="min-w-[60rem]"
              empty={search ? `No ${copy.one} matches “${search}”.` : `No ${copy.one} yet: invite one.`}
              sort={{ by: sortBy, order, onSort: (by, next) => update({ sort_by: by, sort_order: next }) }}
            />
          ) : null}
        </SearchableList>
      </section>

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
      <Dialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        title={confirm && confirmCopy ? `${confirmCopy.title} ${confirm.member.name}?` : ''}
        description={confirmCopy?.body}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button
              variant={confirm?.action === 'reactivate' ? 'primary' : 'danger'}
              busy={busy}
              onClick={runConfirmed}
            >
              {confirmCopy?.button}
            </Button>
          </>
        }
      >
        {confirmError ? (
          <Alert tone="error" title="Nothing was changed.">
            {errorMessage(confirmError)}
          </Alert>
        ) : null}
      </Dialog>
    </div>
  );
}
