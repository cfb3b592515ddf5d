import { z } from 'zod';

// ---- notifications (docs/product-spec.md §3 Notification, §4 Notifications, §7) ----------------------------

/** The audiences of a notification; each reads and marks only its own (`mark-read-all/{audience}`). */
/** `professional`: the admission professional who invited the family (no money in its messages). */
export const NOTIFICATION_AUDIENCES = ['family', 'agent', 'admin', 'professional'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

/**
 * One notification by the spec's names. Messages are sanitised markup; only the caller's own audience's message is
 * filled in (the others are null: a family never reads what its agent or the administrator was told).
 */
export const NotificationSchema = z.object({
  id: z.string(),
  /** The family's user id (null for a family that has not signed up): agent and admin items link to it. */
  userid: z.string().nullable(),
  senderInitials: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  agentRead: z.boolean(),
  adminRead: z.boolean(),
  professionalRead: z.boolean(),
  familyMessage: z.string().nullable(),
  agentMessage: z.string().nullable(),
  adminMessage: z.string().nullable(),
  professionalMessage: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** How many notifications one answer carries at most (the newest first); the bell shows 10 of them at first. */
export const NOTIFICATIONS_MAX = 100;

export const NotificationsResponseSchema = z.object({
  items: z.array(NotificationSchema),
  /** Unread for the caller's audience, over all of its notifications (not only those in `items`). */
  unread: z.number().int(),
  total: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;

export const MarkReadAllParamsSchema = z.object({
  audience: z.enum(NOTIFICATION_AUDIENCES, { error: 'Choose family, agent, admin or professional.' }),
});

export const MarkReadAllResponseSchema = z.object({ marked: z.number().int() });
export type MarkReadAllResponse = z.infer<typeof MarkReadAllResponseSchema>;
