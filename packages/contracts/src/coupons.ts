import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE, pageOf, TextSchema } from './common';

// Coupon codes (issue 11 item 5; docs/decisions/0028).

export const COUPON_SORTS = ['code', 'valid_from', 'valid_until', 'uses', 'created'] as const;
export type CouponSort = (typeof COUPON_SORTS)[number];
export const COUPON_STATUSES = ['scheduled', 'active', 'expired', 'used_up'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** Coupon agents list (docs/product-spec.md §9: page 1, limit 50). */
export const COUPON_AGENTS_LIMIT = 50;
export const MAX_COUPON_PERCENT = 100;
export const MAX_COUPON_AMOUNT = 100_000;
export const MAX_COUPON_USAGE_LIMIT = 1_000_000;

export const COUPON_MESSAGES = {
  duplicate:
    'A coupon with this code already exists (codes are the same whatever their case). Choose another code.',
  oneDiscount: 'Give either a percentage or an amount off, not both.',
  noDiscount: 'Give a percentage or an amount off.',
  dateOrder: 'The last valid day must be on or after the first valid day.',
  unknown: 'This coupon code does not exist. Check the code, or leave the field empty.',
  usedUp: 'This coupon code has already been used as many times as it allows.',
  noSuchAgent: 'That financial agent was not found. Choose an agent from the list.',
} as const;

/** The refusal of a code outside its dates. */
export const couponExpiredMessage = (validUntil: string) => `This coupon code expired on ${validUntil}.`;
export const couponNotYetValidMessage = (validFrom: string) => `This coupon code is valid from ${validFrom}.`;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar date written YYYY-MM-DD (2025-02-30 is refused). */
export const IsoDateSchema = (message: string) =>
  TextSchema.trim().refine(
    (text) => {
      const m = ISO_DATE.exec(text);
      if (!m) return false;
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
    },
    { error: message },
  );

export const CouponCodeSchema = TextSchema.trim()
  .min(3, 'Enter a code of at least 3 characters.')
  .max(40, 'Use 40 characters at most.')
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, hyphens and underscores only.');

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `Enter the ${label} as a whole number.` })
    .int(`Enter the ${label} as a whole number.`)
    .min(min, `The ${label} must be at least ${min.toLocaleString('en-US')}.`)
    .max(max, `The ${label} must be at most ${max.toLocaleString('en-US')}.`);

const CouponFieldsSchema = z.object({
  code: CouponCodeSchema,
  description: TextSchema.trim().max(300, 'Use 300 characters at most.').default(''),
  discountPercent: whole('percentage', 1, MAX_COUPON_PERCENT).nullable().optional(),
  /** Whole US dollars. */
  discountAmount: whole('amount', 1, MAX_COUPON_AMOUNT).nullable().optional(),
  validFrom: IsoDateSchema('Enter the first valid day as a date (YYYY-MM-DD).'),
  validUntil: IsoDateSchema('Enter the last valid day as a date (YYYY-MM-DD).'),
  usageLimit: whole('usage limit', 1, MAX_COUPON_USAGE_LIMIT),
  agentId: z.uuid('Choose an agent from the list.').nullable().optional(),
});

/** A coupon as the admin writes it (add and edit): exactly one discount kind, dates in order. */
export const CouponWriteSchema = CouponFieldsSchema.superRefine((c, ctx) => {
  const percent = c.discountPercent ?? null;
  const amount = c.discountAmount ?? null;
  if (percent !== null && amount !== null) {
    for (const path of ['discountPercent', 'discountAmount'])
      ctx.addIssue({ code: 'custom', path: [path], message: COUPON_MESSAGES.oneDiscount });
  } else if (percent === null && amount === null) {
    ctx.addIssue({ code: 'custom', path: ['discountPercent'], message: COUPON_MESSAGES.noDiscount });
  }
  if (c.validFrom && c.validUntil && c.validUntil < c.validFrom) {
    ctx.addIssue({ code: 'custom', path: ['validUntil'], message: COUPON_MESSAGES.dateOrder });
  }
});
export type CouponWriteRequest = z.input<typeof CouponWriteSchema>;
export type CouponWrite = z.output<typeof CouponWriteSchema>;

export const CouponParamsSchema = z.object({ id: z.uuid('That is not a valid coupon id.') });

export const CouponListRequestSchema = z.object({
  search: TextSchema.trim().max(100, 'Use 100 characters at most.').optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  sort_by: z.enum(COUPON_SORTS, { error: 'Choose a sort from the list.' }).default('created'),
  sort_order: z
    .enum(['ASC', 'DESC', 'asc', 'desc'])
    .default('DESC')
    .transform((v) => v.toUpperCase() as 'ASC' | 'DESC'),
});
export type CouponListRequest = z.input<typeof CouponListRequestSchema>;
export type CouponListQuery = z.output<typeof CouponListRequestSchema>;

export const CouponAgentSchema = z.object({ id: z.string(), name: z.string(), organisation: z.string() });
export type CouponAgent = z.infer<typeof CouponAgentSchema>;

export const CouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  discountPercent: z.number().int().nullable(),
  discountAmount: z.number().int().nullable(),
  validFrom: z.string(),
  validUntil: z.string(),
  usageLimit: z.number().int(),
  /** The families that signed up with it. */
  uses: z.number().int(),
  agentId: z.string().nullable(),
  agent: CouponAgentSchema.nullable(),
  /** On today's date (UTC): before validFrom, between the dates, after validUntil, or every use taken. */
  status: z.enum(COUPON_STATUSES),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;
export const CouponListResponseSchema = pageOf(CouponSchema);
export type CouponListResponse = z.infer<typeof CouponListResponseSchema>;

export const CouponAgentsRequestSchema = z.object({
  search: TextSchema.trim().max(100, 'Use 100 characters at most.').optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(COUPON_AGENTS_LIMIT),
});
export const CouponAgentsResponseSchema = pageOf(CouponAgentSchema);
export type CouponAgentsResponse = z.infer<typeof CouponAgentsResponseSchema>;

export const RemoveCouponResponseSchema = z.object({ ok: z.literal(true), id: z.string() });
