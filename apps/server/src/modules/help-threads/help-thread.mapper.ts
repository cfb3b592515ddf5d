import type { HelpThread } from '@ccp/contracts';
import type { HelpMessageRow, HelpRequestRow } from './help-threads.repository';

/** A help request and its messages as the family and staff read them. */
export function toHelpThread(request: HelpRequestRow, messages: HelpMessageRow[]): HelpThread {
  return {
    id: request.id,
    message: request.message,
    createdAt: request.createdAt.toISOString(),
    status: request.resolvedAt ? 'resolved' : 'open',
    resolvedAt: request.resolvedAt?.toISOString() ?? null,
    resolvedByName: request.resolvedByName,
    reopenedAt: request.reopenedAt?.toISOString() ?? null,
    messages: messages.map((m) => ({
      id: m.id,
      authorRole: m.authorRole,
      authorName: m.authorName,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}
