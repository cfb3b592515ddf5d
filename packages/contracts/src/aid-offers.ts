import { z } from 'zod';
import {
  AID_BASES,
  AID_ITEM_KINDS,
  AID_SOURCES,
  LOAN_KINDS,
  MAX_AID_ITEMS,
  MAX_APPEAL_TEXT,
  MAX_COMPARED_OFFERS,
} from './aid-offer-values';
import { IdSchema, TextSchema } from './common';
import { CaseStudyRefSchema, FiguresScopeQuerySchema } from './family-figures';

/** The family's aid offers (docs/decisions/0051): what a college's letter says, entered line by line. */

const dollars = (what: string) =>
  z
    .number({ error: `Enter ${what} in whole dollars.` })
    .int(`Enter ${what} in whole dollars, without cents.`)
    .min(0, `${what[0]?.toUpperCase()}${what.slice(1)} cannot be negative.`)
    .max(1_000_000, `${what[0]?.toUpperCase()}${what.slice(1)} is too large (at most $1,000,000).`);

const awardYearText = (value: string) => {
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  return (
    m !== null && (Number(m[1]) + 1) % 100 === Number(m[2]) && Number(m[1]) >= 2020 && Number(m[1]) <= 2040
  );
};

export const AwardYearSchema = TextSchema.refine(awardYearText, {
  error: 'Enter the award year like 2027-28 (from 2020-21 to 2040-41).',
});

export const AidOfferItemInputSchema = z
  .object({
    kind: z.enum(AID_ITEM_KINDS, { error: 'Choose grant, scholarship, work-study or loan.' }),
    name: TextSchema.trim()
      .min(1, 'Enter the name the letter gives this line, like “Federal Pell Grant”.')
      .max(120, 'Use 120 characters at most for the name.'),
    amount: z
      .number({ error: 'Enter the amount in whole dollars.' })
      .int('Enter the amount in whole dollars, without cents.')
      .min(0, 'Aid cannot be negative: enter the amount the letter shows, without a minus sign.')
      .max(1_000_000, 'That amount is too large (at most $1,000,000).'),
    /** Grants and scholarships: whose money it is, need-based or merit, renewable and on what condition. */
    source: z
      .enum(AID_SOURCES, { error: 'Choose federal, state, college or private.' })
      .nullable()
      .default(null),
    basis: z.enum(AID_BASES, { error: 'Choose need-based or merit.' }).nullable().default(null),
    renewable: z.boolean().nullable().default(null),
    renewalCondition: TextSchema.trim().max(300, 'Use 300 characters at most for the condition.').default(''),
    /** Loans: which kind; a private loan's yearly rate in percent (federal loans use the award year's own rate). */
    loanKind: z
      .enum(LOAN_KINDS, { error: 'Choose subsidized, unsubsidized, Parent PLUS or private.' })
      .nullable()
      .default(null),
    interestRate: z
      .number({ error: 'Enter the rate as a number of percent, like 8.5.' })
      .min(0, 'The rate cannot be negative.')
      .max(30, 'Enter a rate of at most 30%.')
      .nullable()
      .default(null),
  })
  .superRefine((item, ctx) => {
    const gift = item.kind === 'grant' || item.kind === 'scholarship';
    if (gift && item.source === null)
      ctx.addIssue({
        code: 'custom',
        path: ['source'],
        message: 'Say whose money it is: federal, state, college or private.',
      });
    if (gift && item.basis === null)
      ctx.addIssue({ code: 'custom', path: ['basis'], message: 'Say whether it is need-based or merit.' });
    if (gift && item.renewable === null)
      ctx.addIssue({
        code: 'custom',
        path: ['renewable'],
        message: 'Say whether it is renewed in later years.',
      });
    if (item.kind === 'loan' && item.loanKind === null)
      ctx.addIssue({
        code: 'custom',
        path: ['loanKind'],
        message: 'Choose the kind of loan: subsidized, unsubsidized, Parent PLUS or private.',
      });
    if (item.kind !== 'loan' && item.loanKind !== null)
      ctx.addIssue({ code: 'custom', path: ['loanKind'], message: 'Only a loan has a loan kind.' });
    if (item.kind === 'loan' && item.loanKind === 'private' && item.interestRate === null)
      ctx.addIssue({
        code: 'custom',
        path: ['interestRate'],
        message: 'Enter the private loan’s interest rate.',
      });
  });
export type AidOfferItemInput = z.input<typeof AidOfferItemInputSchema>;

export const AidOfferRequestSchema = z.object({
  studentId: z.uuid('Choose one of your students.'),
  collegeId: IdSchema('Choose a college.'),
  awardYear: AwardYearSchema,
  /** Billed by the college. */
  tuitionAndFees: dollars('tuition and fees'),
  housingAndFood: dollars('housing and food'),
  /** Housing and food are on campus (billed); off campus the letter lists them as not billed. */
  housingOnCampus: z.boolean(),
  /** Not billed. */
  booksAndSupplies: dollars('books and supplies'),
  transportation: dollars('transportation'),
  personalExpenses: dollars('personal expenses'),
  /** What the letter itself calls the total aid and the net cost, when it shows them. */
  letterTotalAid: dollars('the letter’s total aid').nullable().default(null),
  letterNetCost: dollars('the letter’s net cost').nullable().default(null),
  items: z.array(AidOfferItemInputSchema).max(MAX_AID_ITEMS, `Enter at most ${MAX_AID_ITEMS} lines.`),
});
export type AidOfferRequest = z.input<typeof AidOfferRequestSchema>;

export const AppealCircumstancesRequestSchema = z.object({
  circumstances: TextSchema.trim().max(
    MAX_APPEAL_TEXT,
    `Use ${MAX_APPEAL_TEXT.toLocaleString('en-US')} characters at most.`,
  ),
});

export const OfferIdParamsSchema = z.object({ id: z.uuid('That is not a valid offer id.') });

/**
 * Staff (an admin, the family's financial agent) read a family's offers by its id; a family reads its own; while
 * staff act as the family, `familyVersionId` reads a case study's own copy of the offers (ADR 0065).
 */
export const OfferFamilyQuerySchema = FiguresScopeQuerySchema.extend({
  familyId: z.uuid('That is not a valid family id.').optional(),
});

export const OfferCompareQuerySchema = OfferFamilyQuerySchema.extend({
  ids: z
    .string()
    .regex(
      /^[0-9a-f-]{36}(,[0-9a-f-]{36})*$/i,
      `List the offers to compare (up to ${MAX_COMPARED_OFFERS}), separated by commas.`,
    )
    .transform((s) => [...new Set(s.split(','))])
    .refine((ids) => ids.length <= MAX_COMPARED_OFFERS, {
      error: `Compare at most ${MAX_COMPARED_OFFERS} offers at once.`,
    }),
});

const money = z.number().int();

export const AidOfferItemSchema = z.object({
  id: z.string(),
  kind: z.enum(AID_ITEM_KINDS),
  name: z.string(),
  amount: money,
  source: z.enum(AID_SOURCES).nullable(),
  basis: z.enum(AID_BASES).nullable(),
  renewable: z.boolean().nullable(),
  renewalCondition: z.string(),
  loanKind: z.enum(LOAN_KINDS).nullable(),
  interestRate: z.number().nullable(),
});
export type AidOfferItem = z.infer<typeof AidOfferItemSchema>;

export const AidOfferSchema = z.object({
  id: z.string(),
  familyId: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  collegeId: z.number().int(),
  collegeName: z.string(),
  awardYear: z.string(),
  tuitionAndFees: money,
  housingAndFood: money,
  housingOnCampus: z.boolean(),
  booksAndSupplies: money,
  transportation: money,
  personalExpenses: money,
  letterTotalAid: money.nullable(),
  letterNetCost: money.nullable(),
  appealCircumstances: z.string(),
  items: z.array(AidOfferItemSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AidOffer = z.infer<typeof AidOfferSchema>;

export const AidOffersResponseSchema = z.object({
  familyId: z.string(),
  offers: z.array(AidOfferSchema),
  /** The family may add or change offers (itself, or staff acting as it); staff reading it may not. */
  canEdit: z.boolean(),
  /** The case study whose own copy of the offers this is (`familyVersionId`), or null: the family's own. */
  caseStudy: CaseStudyRefSchema.nullable(),
});
export type AidOffersResponse = z.infer<typeof AidOffersResponseSchema>;

const FlagSchema = z.object({
  kind: z.enum(['loans-as-aid', 'low-cost-of-attendance', 'grant-below-estimate']),
  title: z.string(),
  message: z.string(),
});

const LoanLineSchema = z.object({
  name: z.string(),
  kind: z.enum(LOAN_KINDS),
  amount: money,
  ratePercent: z.number(),
  rateNote: z.string(),
  fee: money,
  received: money,
  monthlyPayment: money,
  tenYearCost: money,
  interest: money,
});

export const OfferAnalysisSchema = z.object({
  offerId: z.string(),
  studentName: z.string(),
  collegeId: z.number().int(),
  collegeName: z.string(),
  awardYear: z.string(),
  billed: money,
  notBilled: money,
  costOfAttendance: money,
  grants: money,
  grantsBySource: z.object({ federal: money, state: money, college: money, private: money }),
  needBasedGrants: money,
  meritGrants: money,
  netPrice: money,
  dueAfterGrants: money,
  loans: z.array(LoanLineSchema),
  loansTotal: money,
  loansReceived: money,
  loansTenYearCost: money,
  /** The bill after grants and the loans' disbursements (negative: a refund for costs the college does not bill). */
  dueOnBill: money,
  workStudy: money,
  fourYears: z.object({
    years: z.array(
      z.object({ awardYear: z.string(), costOfAttendance: money, grants: money, netPrice: money }),
    ),
    netPrice: money,
    grants: money,
    warnings: z.array(z.string()),
    rule: z.string(),
  }),
  /** What our estimate expected in grants for this student, college and year (null when the plan has no figure). */
  expectedGrants: money.nullable(),
  /** Our estimate's net price and the federal SAI for the same student and year (null when the plan has none). */
  expectedNetPrice: money.nullable(),
  federalSai: money.nullable(),
  publishedCostOfAttendance: money.nullable(),
  flags: z.array(FlagSchema),
  cheapest: z.boolean(),
});
export type OfferAnalysis = z.infer<typeof OfferAnalysisSchema>;

export const OfferComparisonResponseSchema = z.object({
  offers: z.array(OfferAnalysisSchema),
  notes: z.array(z.string()),
  /** The case study whose offers and figures these are, or null: the family's own. */
  caseStudy: CaseStudyRefSchema.nullable(),
});
export type OfferComparisonResponse = z.infer<typeof OfferComparisonResponseSchema>;

export const AppealLetterResponseSchema = z.object({
  offerId: z.string(),
  date: z.string(),
  from: z.array(z.string()),
  to: z.array(z.string()),
  subject: z.string(),
  greeting: z.string(),
  paragraphs: z.array(z.string()),
  closing: z.string(),
  signature: z.array(z.string()),
  /** The dated PDF report the letter quotes (null: none made yet). */
  report: z.object({ reference: z.string(), date: z.string() }).nullable(),
  /** What the family should still fill in before sending it. */
  missing: z.array(z.string()),
});
export type AppealLetterResponse = z.infer<typeof AppealLetterResponseSchema>;
