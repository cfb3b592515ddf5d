import { date, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * How many two-minute estimates were made each day (UTC). The only thing the public estimate keeps: no answer,
 * no address, no visitor id.
 */
export const quickEstimateCounts = pgTable('quick_estimate_counts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  count: integer('count').notNull().default(0),
});
