import type { InvitationState } from '@ccp/contracts';
import { cn } from '../../../lib/cn';

export const INVITATION_STATUS_LABEL: Record<InvitationState, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  revoked: 'Revoked',
  expired: 'Expired',
};

const TONE: Record<InvitationState, string> = {
  pending: 'bg-sky-100 text-sky-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  revoked: 'bg-slate-100 text-slate-800',
  expired: 'bg-amber-100 text-amber-900',
};

export function InvitationStatusBadge({ status }: { status: InvitationState }) {
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', TONE[status])}>
      {INVITATION_STATUS_LABEL[status]}
    </span>
  );
}
