import {
  INVITATION_STATES,
  type Invitation,
  type InvitationKind,
  type InvitationState,
  PAGE_SIZE,
} from '@ccp/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PagedTable } from '../../../components/ui/paged-table';
import { Select } from '../../../components/ui/select';
import { PageSpinner } from '../../../components/ui/spinner';
import type { TableColumn } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { useInvitations, useResendInvitation, useRevokeInvitation } from '../api/invitations-api';
import { INVITATION_STATUS_LABEL, InvitationStatusBadge } from './invitation-status';

interface InvitationsTableProps {
  /** Only invitations of this kind (the inviters' pages list family invitations). */
  kind?: InvitationKind;
  /** "families", "agents": what the rows are, in sentences. */
  noun: string;
  /** Show who sent each invitation (an organisation's colleagues, or the admin's view). */
  showInviter?: boolean;
}

/** Invitations with their status, when each was sent and expires, and resend / revoke (revoke asks first). */
export function InvitationsTable({ kind, noun, showInviter = false }: InvitationsTableProps) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<InvitationState | ''>('');
  const list = useInvitations({ kind, status: status || undefined, page, limit: PAGE_SIZE });
  const resend = useResendInvitation();
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const revoke = useRevokeInvitation(revoking?.id ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const { showToast } = useToast();

  async function resendOne(invitation: Invitation) {
    setFailure(null);
    try {
      await resend.mutateAsync(invitation.id);
      showToast(`A new invitation link was sent to ${invitation.email}.`, 'success');
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  const columns: TableColumn<Invitation>[] = [
    {
      key: 'name',
      header: 'Invited',
      inCard: 'title',
      className: 'min-w-52',
      cell: (i) => (
        <>
          <span className="font-semibold text-navy-900">{i.name}</span>
          <span className="block text-xs text-slate-600">{i.email}</span>
        </>
      ),
    },
    { key: 'status', header: 'Status', cell: (i) => <InvitationStatusBadge status={i.status} /> },
    ...(showInviter
      ? [{ key: 'inviter', header: 'Invited by', cell: (i: Invitation) => i.invitedBy?.name ?? '—' }]
      : []),
    {
      key: 'sent',
      header: 'Sent',
      className: 'whitespace-nowrap text-slate-600',
      cell: (i) => <time dateTime={i.sentAt}>{formatRelativeTime(i.sentAt)}</time>,
    },
    {
      key: 'expires',
      header: 'Expires',
      className: 'whitespace-nowrap text-slate-600',
      cell: (i) =>
        i.status === 'accepted' && i.acceptedAt ? (
          <span>
            Accepted <time dateTime={i.acceptedAt}>{formatRelativeTime(i.acceptedAt)}</time>
          </span>
        ) : i.status === 'revoked' ? (
          '—'
        ) : (
          <time dateTime={i.expiresAt}>{formatDateTime(i.expiresAt)}</time>
        ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      inCard: 'action',
      className: 'whitespace-nowrap text-right',
      cell: (i) =>
        i.status === 'pending' || i.status === 'expired' ? (
          <div className="flex justify-end gap-2">
            <Button
              variant="secondary"
              size="sm"
              busy={resend.isPending && resend.variables === i.id}
              onClick={() => resendOne(i)}
              aria-label={`Resend the invitation to ${i.email}`}
            >
              Resend
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                revoke.reset();
                setRevoking(i);
              }}
              aria-label={`Revoke the invitation to ${i.email}`}
            >
              Revoke
            </Button>
          </div>
        ) : null,
    },
  ];

  const data = list.data;
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <Select
          label="Invitation status"
          placeholder="Any status"
          options={INVITATION_STATES.map((s) => ({ value: s, label: INVITATION_STATUS_LABEL[s] }))}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as InvitationState | '');
            setPage(1);
          }}
          className="w-56"
        />
      </div>
      {failure ? (
        <Alert tone="error" title="The invitation was not resent." className="mb-3">
          {failure}
        </Alert>
      ) : null}
      {list.isError ? (
        <Alert tone="error" title="The invitations could not be loaded.">
          {errorMessage(list.error)}
        </Alert>
      ) : !data ? (
        <PageSpinner label="Loading invitations" />
      ) : (
        <PagedTable
          caption={`Invitations to ${noun}, newest first`}
          columns={columns}
          rows={data.items}
          rowKey={(i) => i.id}
          minWidth="min-w-[48rem]"
          cards
          empty={
            status
              ? `No ${INVITATION_STATUS_LABEL[status].toLowerCase()} invitation.`
              : `No invitation sent to ${noun} yet.`
          }
          paging={{
            page: data.page,
            limit: data.limit,
            total: data.total,
            onPage: setPage,
            noun: 'invitation',
          }}
        />
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title="Revoke this invitation?"
        description={
          revoking
            ? `The link sent to ${revoking.email} stops working at once. You can invite them again later.`
            : ''
        }
        confirmLabel="Revoke invitation"
        failureTitle="The invitation was not revoked."
        action={revoke}
        onDone={() => {
          if (revoking) showToast(`The invitation to ${revoking.email} was revoked.`, 'success');
        }}
      />
    </div>
  );
}
