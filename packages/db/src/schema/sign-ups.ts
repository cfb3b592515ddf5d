import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * A self-service sign-up waiting for its email to be confirmed (ADR 0043): nothing of the account exists until the
 * link mailed to the address is used, so a sign-up answers the same whether or not the email has an account. Only
 * the SHA-256 of the link's token and the password's hash are kept; `details` holds the form's other answers (the
 * state, phone, organisation or institution, coupon code, the two-minute estimate's answers). Rows go when used,
 * when another request for the same email is used, or 24 hours after they were made.
 */
export const signUpRequests = pgTable(
  'sign_up_requests',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    role: text('role').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sign_up_requests_token_idx').on(t.tokenHash),
    index('sign_up_requests_email_idx').on(t.email),
    index('sign_up_requests_expires_idx').on(t.expiresAt),
  ],
);
