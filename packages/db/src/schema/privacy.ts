import { date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
