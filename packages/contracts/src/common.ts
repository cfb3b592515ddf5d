import { z } from 'zod';
import { ROLES } from './roles';
import { US_STATES, type UsStateCode } from './us-states';

export const RoleSchema = z.enum(ROLES);

export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  sort_by: z.string().max(64).optional(),
  sort_order: z.enum(['ASC', 'DESC', 'asc', 'desc']).default('DESC'),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  });
}

export const OkResponseSchema = z.object({ ok: z.literal(true) });

/** Whole US dollars: the API never carries cents. */
export const MoneySchema = z
  .number({ error: 'Enter an amount in whole dollars.' })
  .int('Enter a whole-dollar amount, without cents.')
  .min(0, 'The amount cannot be negative.')
  .max(100_000_000, 'That amount is too large. Enter a value up to $100,000,000.');

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email('Enter a valid email address, like name@example.com.'));

export const PasswordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters.')
  .max(128, 'Password must be at most 128 characters.');

export const PersonNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a name.')
  .max(120, 'That name is too long (120 characters at most).');

export const PhoneSchema = z
  .string()
  .trim()
  .transform((s) => s.replace(/\D/g, ''))
  .pipe(z.string().regex(/^(\d{10})?$/, 'Enter a 10-digit US phone number, like (555) 123-4567.'));

export const UsStateSchema = z.enum(US_STATES.map((s) => s.code) as [UsStateCode, ...UsStateCode[]], {
  error: 'Choose a US state.',
});
