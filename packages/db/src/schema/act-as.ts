import { bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * One act-as session: an admin or agent acting as a family (docs/decisions/0029). The staff member's own session
 * is kept aside here (its id and token stay in `session`), so that 'Back to Admin' / 'Back to Agent' restores it
 * on the server; the browser only ever holds the family session's cookie. Rows are never deleted.
 */
export const simulationSessions = pgTable(
  'simulation_sessions',
  {
    id: id(),
    /** The family session the browser holds while acting (a `session` id; the row goes when the session ends). */
    familySessionId: text('family_session_id').notNull(),
    /** The staff member's own session, kept aside. */
    staffSessionId: text('staff_session_id').notNull(),
    actorUserId: text('actor_user_id').notNull(),
    actorName: text('actor_name').notNull(),
    /** 'admin' or 'financial_agent'. */
    actorRole: text('actor_role').$type<'admin' | 'financial_agent'>().notNull(),
    familyId: uuid('family_id').notNull(),
    familyUserId: text('family_user_id').notNull(),
    familyName: text('family_name').notNull(),
    startedAt: createdAt(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Why it ended: 'back', 'switched', 'sign-out', 'expired'. */
    endReason: text('end_reason'),
  },
  (t) => [
    uniqueIndex('simulation_sessions_family_session_idx').on(t.familySessionId),
    index('simulation_sessions_staff_session_idx').on(t.staffSessionId),
  ],
);

/** One field a write changed, as stored (labels in plain words, values as shown to people). */
export interface ActivityChange {
  /** Whose field: 'Parent 1', 'Student 2 (Maya)', 'Household'. */
  subject: string;
  /** The field in plain words: 'annual income'. */
  field: string;
  from: string;
  to: string;
}

/**
 * What staff did while acting as a family, for the family to read (docs/decisions/0030). Append-only: no route
 * updates or deletes it; it stores names beside ids so it outlives a case study, a staff account or the session.
 */
export const familyActivity = pgTable(
  'family_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    familyId: uuid('family_id').notNull(),
    familyName: text('family_name').notNull(),
    actorUserId: text('actor_user_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').$type<'admin' | 'financial_agent'>().notNull(),
    simulationId: uuid('simulation_id'),
    /** 'session.start', 'session.end', or the write's action ('parent.update', 'draft.update', ...). */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    /** The case study the write went to (null: the family profile), by id and by name at the time. */
    versionId: text('version_id'),
    versionName: text('version_name'),
    /** For a session end: its reason; for a removal: what was removed. */
    note: text('note'),
    changes: jsonb('changes').$type<ActivityChange[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('family_activity_family_idx').on(t.familyId, t.createdAt),
    index('family_activity_actor_idx').on(t.actorUserId, t.createdAt),
  ],
);
