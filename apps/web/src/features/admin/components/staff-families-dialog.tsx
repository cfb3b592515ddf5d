import type { StaffFamily, StaffListItem } from '@ccp/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PagedTable } from '../../../components/ui/paged-table';
import { PageSpinner } from '../../../components/ui/spinner';
import type { TableColumn } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { formatRelativeTime } from '../../../lib/format';
import { type StaffKind, useStaffFamilies } from '../api/staff-api';

const STATUS: Record<StaffFamily['status'], string> = {
  invited: 'Invited',
  onboarding: 'Onboarding',
  active: 'Active',
};

const columns: TableColumn<StaffFamily>[] = [
  {
    key: 'name',
    header: 'Family',
    cell: (f) => (
      <>
        <Link
          to={`/admin/families/${encodeURIComponent(f.userId ?? f.id)}`}
          className="font-semibold text-navy-900 hover:text-accent-700 hover:underline"
        >
          {f.name}
        </Link>
        <span className="block text-xs text-slate-600">{f.email}</span>
      </>
    ),
  },
  { key: 'state', header: 'State', cell: (f) => f.state ?? '—' },
  { key: 'status', header: 'Status', cell: (f) => STATUS[f.status] },
  {
    key: 'created',
    header: 'Created',
    className: 'whitespace-nowrap text-slate-600',
    cell: (f) => formatRelativeTime(f.createdAt),
  },
];

/** A member's families, ten at a time. */
export function StaffFamiliesDialog(props: {
  kind: StaffKind;
  member: StaffListItem | null;
  onClose: () => void;
}) {
  const { kind, member, onClose } = props;
  const [page, setPage] = useState(1);
  const families = useStaffFamilies(kind, member?.id ?? null, page);
  const data = families.data;
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) {
          setPage(1);
          onClose();
        }
      }}
      title={member ? `Families of ${member.name}` : 'Families'}
      className="max-w-3xl"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {families.isError ? (
        <Alert tone="error" title="The families could not be loaded.">
          {errorMessage(families.error)}
        </Alert>
      ) : !data ? (
        <PageSpinner label="Loading families" />
      ) : (
        <PagedTable
          caption={member ? `Families of ${member.name}, newest first` : 'Families'}
          columns={columns}
          rows={data.items}
          rowKey={(f) => f.id}
          minWidth="min-w-[36rem]"
          empty="No family yet."
          paging={{
            page: data.page,
            limit: data.limit,
            total: data.total,
            onPage: setPage,
            noun: 'family',
          }}
        />
      )}
    </Dialog>
  );
}
