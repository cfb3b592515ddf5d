import type {
  MarkReadAllResponse,
  Notification,
  NotificationAudience,
  NotificationsResponse,
} from '@ccp/contracts';
import { NOTIFICATIONS_MAX } from '@ccp/contracts';
import type { Db } from '@ccp/db';
import { type Actor, ownFamilyOnly } from '../../auth/actor';
import { requireFamilyAccess } from '../../auth/family-access';
import { forbidden } from '../../errors';
import type { NotificationRow, NotificationScope } from './notifications.repository';
import * as repo from './notifications.repository';

const AUDIENCE_ROLE = {
  family: 'family',
  agent: 'financial_agent',
  admin: 'admin',
  professional: 'admission_professional',
} as const;

/**
 * The caller's scope for an audience: each role reads only its own audience (docs/product-spec.md §6); the family's
 * notices only the family itself (not staff acting as it: the bell is hidden then, issue 18 item 3); an agent's those
 * of the families it may read (auth/family-access) and those addressed to its organisation's agents; an admission
 * professional's those of the families it invited that say something to it.
 */
async function scopeOf(
  db: Db,
  actor: Actor,
  audience: NotificationAudience,
): Promise<NotificationScope | null> {
  if (actor.role !== AUDIENCE_ROLE[audience]) throw forbidden('These notifications are for another role.');
  if (audience === 'family') {
    ownFamilyOnly(actor, 'read or dismiss its notifications');
    const familyId = await repo.findFamilyIdOfUser(db, actor.userId);
    return familyId ? { audience, familyId } : null;
  }
  if (audience === 'professional') {
    // A professional reads what concerns the families it invited (auth/family-access: 'read' only).
    return { audience, access: await requireFamilyAccess(db, actor, ['professional']) };
  }
  const access = await requireFamilyAccess(db, actor, [audience]);
  return access.kind === 'agent' ? { audience: 'agent', access } : { audience: 'admin', access };
}

/** A row as the spec names it, with only this audience's message (markup built by `html`; sanitised where shown). */
function toNotification(row: NotificationRow, audience: NotificationAudience): Notification {
  return {
    id: row.id,
    userid: row.userId,
    senderInitials: row.senderInitials,
    createdAt: row.createdAt.toISOString(),
    read: row.read,
    agentRead: row.agentRead,
    adminRead: row.adminRead,
    professionalRead: row.professionalRead,
    familyMessage: audience === 'family' ? row.familyMessage : null,
    agentMessage: audience === 'agent' ? row.agentMessage : null,
    adminMessage: audience === 'admin' ? row.adminMessage : null,
    professionalMessage: audience === 'professional' ? row.professionalMessage : null,
  };
}

export async function listNotifications(
  db: Db,
  actor: Actor,
  audience: NotificationAudience,
): Promise<NotificationsResponse> {
  const scope = await scopeOf(db, actor, audience);
  if (!scope) return { items: [], unread: 0, total: 0 };
  const { items, total, unread } = await repo.listNotifications(db, scope, NOTIFICATIONS_MAX);
  return { items: items.map((row) => toNotification(row, audience)), total, unread };
}

export async function markAllRead(
  db: Db,
  actor: Actor,
  audience: NotificationAudience,
): Promise<MarkReadAllResponse> {
  const scope = await scopeOf(db, actor, audience);
  if (!scope) return { marked: 0 };
  return { marked: await repo.markAllRead(db, scope) };
}
