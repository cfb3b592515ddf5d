import { type InvitationPreview, InvitationPreviewSchema } from '@ccp/contracts/invitations';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/* Kept out of auth-api: the log-in page loads no zod. */

export const invitationPreviewKeys = {
  all: ['invitation-preview'] as const,
  one: (token: string | null) => [...invitationPreviewKeys.all, token] as const,
};

/** What an invitation link says (name, email, kind). */
function fetchInvitationPreview(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return apiClient.get(
    `/api/invitations/preview?token=${encodeURIComponent(token)}`,
    InvitationPreviewSchema,
    { signal },
  );
}

/** Asked only with a token (`enabled`). */
export const invitationPreviewQuery = (token: string | null) =>
  queryOptions({
    queryKey: invitationPreviewKeys.one(token),
    queryFn: ({ signal }) => fetchInvitationPreview(token!, signal),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
