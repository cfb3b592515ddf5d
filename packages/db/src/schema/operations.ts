import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, id } from './columns';
import { families } from './families';
import { agents } from './organisations';

/** One event about a family, worded for each audience (docs/product-spec.md §3). Messages may hold sanitised markup. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    familyId: uuid('family_id').references(() => families.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    senderInitials: text('sender_initials').notNull().default(''),
    familyMessage: text('family_message'),
    agentMessage: text('agent_message'),
    adminMessage: text('admin_message'),
    /** What the admission professional who invited the family reads (never money: docs/decisions/0060). */
    professionalMessage: text('professional_message'),
    read: boolean('read').notNull().default(false),
    agentRead: boolean('agent_read').notNull().default(false),
    adminRead: boolean('admin_read').notNull().default(false),
    professionalRead: boolean('professional_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_family_idx').on(t.familyId),
    index('notifications_agent_idx').on(t.agentId),
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/** Every write made to family data, with who made it and, in simulation, on whose behalf. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: text('actor_user_id'),
    actorRole: text('actor_role').notNull(),
    familyId: uuid('family_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_family_idx').on(t.familyId), index('audit_log_created_idx').on(t.createdAt)],
);

/**
 * Every mail the product sends (ADR 0042): written in the transaction of the change that causes it, status pending,
 * and sent by a worker on every instance (claimed with `FOR UPDATE SKIP LOCKED`, one sender per mail), retried
 * with back-off until sent or failed. `transport` says how it went out: smtp, or outbox (development: kept here and
 * printed in the log). `forget_after_send` mails (an account's deletion confirmation) are deleted once sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** What the mail is: password-reset, family-invitation, staff-invitation, help-request, account-deleted, ... */
    kind: text('kind').notNull().default('other'),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    transport: text('transport'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    forgetAfterSend: boolean('forget_after_send').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_to_idx').on(sql`lower(${t.to})`),
  ],
);

/**
 * The CRM hand-off queue (ADR 0023): one row per family event, written in the transaction that makes the change,
 * delivered by a worker as a signed webhook. `body` (the JSON sent) is built at the first attempt and then kept as
 * text, so every retry sends the same bytes under the same signature. Status: pending (waiting or retrying), delivered, failed (gave up after the last attempt).
 */
export const crmEvents = pgTable(
  'crm_events',
  {
    id: id(),
    event: text('event').notNull(),
    familyId: uuid('family_id').references(() => families.id, { onDelete: 'set null' }),
    body: text('body'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('crm_events_due_idx').on(t.status, t.nextAttemptAt),
    index('crm_events_created_idx').on(t.createdAt),
  ],
);
