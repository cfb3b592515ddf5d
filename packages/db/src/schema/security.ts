import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters every instance shares: one row per limiter key (limiter name, then the address or the
 * account), counting hits in a window that starts at the key's first hit. Expired rows are pruned.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_window_ends_idx').on(t.windowEndsAt)],
);

/**
 * Sessions ended (sign-out, password reset or change, role change, ban) while access tokens naming them may
 * still be alive. Every instance polls this table; rows older than an access token's life are pruned.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    userId: text('user_id').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('revoked_sessions_revoked_at_idx').on(t.revokedAt)],
);
