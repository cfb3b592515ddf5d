import {
  INVITATION_INVALID_MESSAGE,
  type InvitationKind,
  type InvitationPreview,
} from '@ccp/contracts/invitations';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/hydration';
import { invitationPreviewQuery } from '../api/invitation-preview-api';

export interface InvitationState {
  /** The link's token, while it is usable for this page. */
  token: string | null;
  preview: InvitationPreview | null;
  /** An alert for a link that cannot be used (expired, used, revoked, or for another kind of account). */
  notice: ReactNode;
}

/**
 * The invitation in the page's `?invite=` (read once the pre-rendered page runs in the browser): its preview
 * (name, email) fills the form and locks the email; a link that cannot be used says so above the form.
 */
export function useInvitation(expected: InvitationKind): InvitationState {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const token = hydrated ? params.get('invite') : null;
  const query = useQuery(invitationPreviewQuery(token));
  const wrongKind = query.data !== undefined && query.data.kind !== expected;
  const preview = query.data && !wrongKind ? query.data : null;
  const problem = query.isError ? errorMessage(query.error) : wrongKind ? INVITATION_INVALID_MESSAGE : null;
  return {
    token: preview ? token : null,
    preview,
    notice: problem ? (
      <Alert tone="error" title="This invitation link cannot be used.">
        {problem} You can still create an account below.
      </Alert>
    ) : preview ? (
      <Alert tone="info" title={`Welcome, ${preview.name}.`}>
        You were invited to College Cost Planner: your account uses the email address the invitation was sent
        to.
      </Alert>
    ) : null,
  };
}
