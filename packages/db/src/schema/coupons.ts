import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { agents } from './organisations';

/**
 * A coupon code (issue 11 item 5, docs/decisions/0028): a percentage or a whole-dollar discount (exactly one), valid
 * from one ISO date to another (both included), for at most `usage_limit` families, optionally belonging to a
 * financial agent (a family that signs up with it is attached to that agent). The families that used it point at
 * it (families.coupon_id): its uses are counted from them. Codes are unique whatever their case.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    discountPercent: integer('discount_percent'),
    /** Whole US dollars. */
    discountAmount: integer('discount_amount'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    usageLimit: integer('usage_limit').notNull(),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_lower_idx').on(sql`lower(${t.code})`),
    check('coupons_one_discount', sql`(${t.discountPercent} is null) <> (${t.discountAmount} is null)`),
    check('coupons_percent_range', sql`${t.discountPercent} between 1 and 100`),
    check('coupons_amount_positive', sql`${t.discountAmount} > 0`),
    check('coupons_dates_in_order', sql`${t.validFrom} <= ${t.validUntil}`),
    check('coupons_usage_limit_positive', sql`${t.usageLimit} > 0`),
  ],
);
