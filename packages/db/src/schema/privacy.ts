import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * How many two-minute estimates were made each day (UTC). The only thing the public estimate keeps: no answer,
 * no address, no visitor id.
 */
export const quickEstimateCounts = pgTable('quick_estimate_counts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  count: integer('count').notNull().default(0),
});

/**
 * That an account was deleted by its owner, and when: the only trace a deleted family leaves (no id, name or
 * address of the account).
 */
export const accountDeletions = pgTable('account_deletions', {
  id: uuid('id').primaryKey().defaultRandom(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  role: text('role').notNull(),
});

/**
 * The two-minute estimate's answers carried into the sign-up ("Keep going"), kept on the server for a short time so
 * that a reload of the sign-up page keeps them (docs/decisions/0056). The address holds an opaque random id; only its
 * SHA-256 is stored, so the answers are readable with the id alone. No name, email or address is kept; a row
 * expires after an hour (SIGNUP_DRAFT_MINUTES) and is deleted once used, expired ones when any draft is written.
 */
export const signupDrafts = pgTable(
  'signup_drafts',
  {
    idHash: text('id_hash').primaryKey(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('signup_drafts_expires_idx').on(t.expiresAt)],
);
