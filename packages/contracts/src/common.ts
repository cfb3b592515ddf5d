import { z } from 'zod';
import { ROLES } from './roles';
import { US_STATES, type UsStateCode } from './us-states';

export const RoleSchema = z.enum(ROLES);

/** PostgreSQL text cannot hold the NUL character (U+0000); no field of this product has a use for it. */
export const NUL_MESSAGE = 'Remove the invisible NUL character (\\u0000) from this text.';
export const hasNul = (text: string) => text.includes('\u0000');

/** Text as every request field takes it: any string without NUL. Chain trim, min and max after it. */
export const TextSchema = z.string().refine((text) => !hasNul(text), { error: NUL_MESSAGE });

/** The largest key of an `integer` column (serial ids): PostgreSQL refuses anything above it. */
export const MAX_INTEGER_ID = 2_147_483_647;

/** The id of a row with an integer key, in a JSON body: a whole number from 1 to 2,147,483,647. */
export const IdSchema = (message = 'That is not a valid id.') =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_INTEGER_ID, message);

/** The same id read from a path or a search parameter (text, coerced to a number). */
export const IdParamSchema = (message = 'That is not a valid id.') =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_INTEGER_ID, message);

export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  sort_by: TextSchema.max(64).optional(),
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

export const EmailSchema = TextSchema.trim()
  .toLowerCase()
  .min(1, 'Enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email('Enter a valid email address, like name@example.com.'));

export const PasswordSchema = TextSchema.min(8, 'Password must be at least 8 characters.').max(
  128,
  'Password must be at most 128 characters.',
);

export const PersonNameSchema = TextSchema.trim()
  .min(1, 'Enter a name.')
  .max(120, 'That name is too long (120 characters at most).');

export const PhoneSchema = TextSchema.trim()
  .transform((s) => s.replace(/\D/g, ''))
  .pipe(z.string().regex(/^(\d{10})?$/, 'Enter a 10-digit US phone number, like (555) 123-4567.'));

export const UsStateSchema = z.enum(US_STATES.map((s) => s.code) as [UsStateCode, ...UsStateCode[]], {
  error: 'Choose a US state.',
});
