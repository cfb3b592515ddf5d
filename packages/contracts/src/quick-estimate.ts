import { z } from 'zod';
import {
  CHILDREN_UNDER_17_QUESTION,
  QUICK_ESTIMATE_QUESTIONS,
  type QuickEstimateKey,
} from './quick-estimate-questions';

const question = (key: QuickEstimateKey) => {
  const q = QUICK_ESTIMATE_QUESTIONS.find((item) => item.key === key);
  if (!q) throw new Error(`No quick estimate question ${key}`);
  return z.number({ error: q.message }).int(q.message).min(q.min, q.message).max(q.max, q.message);
};

/** The eight answers of the two-minute estimate (also carried into the family sign-up). */
export const QuickEstimateAnswersSchema = z.object({
  parents: z.union([z.literal(1), z.literal(2)], { error: 'Choose one or two parents.' }),
  householdSize: question('householdSize'),
  parentsIncome: question('parentsIncome'),
  parentsAssets: question('parentsAssets'),
  parentsBusinessAndPropertyEquity: question('parentsBusinessAndPropertyEquity'),
  studentIncome: question('studentIncome'),
  studentAssets: question('studentAssets'),
  olderParentAge: question('olderParentAge'),
  /** Optional: children under 17 in the household; absent, the household's other members are taken as under 17. */
  childrenUnder17: z
    .number({ error: CHILDREN_UNDER_17_QUESTION.message })
    .int(CHILDREN_UNDER_17_QUESTION.message)
    .min(CHILDREN_UNDER_17_QUESTION.min, CHILDREN_UNDER_17_QUESTION.message)
    .max(CHILDREN_UNDER_17_QUESTION.max, CHILDREN_UNDER_17_QUESTION.message)
    .nullish(),
});
export type QuickEstimateAnswersInput = z.infer<typeof QuickEstimateAnswersSchema>;

export const QuickEstimateRequestSchema = QuickEstimateAnswersSchema.extend({
  awardYear: z
    .string()
    .regex(/^20\d{2}-\d{2}$/, 'Enter an award year like 2026-27.')
    .optional(),
}).superRefine((body, ctx) => {
  if (body.householdSize < body.parents + 1)
    ctx.addIssue({
      code: 'custom',
      path: ['householdSize'],
      message: 'The household counts the parents and the student: enter at least that many people.',
    });
  else if ((body.childrenUnder17 ?? 0) > body.householdSize - body.parents - 1)
    ctx.addIssue({
      code: 'custom',
      path: ['childrenUnder17'],
      message:
        'Children under 17 are part of the household besides the parents and the student: enter at most that many.',
    });
});
export type QuickEstimateRequest = z.infer<typeof QuickEstimateRequestSchema>;

export const QuickEstimateResponseSchema = z.object({
  federalSai: z.number().int(),
  low: z.number().int(),
  high: z.number().int(),
  pell: z.number().int(),
  pellLow: z.number().int(),
  pellHigh: z.number().int(),
  awardYear: z.string(),
  /** The tables used and their status, in words (aid engine `awardYearStatus`). */
  tables: z.object({
    federal: z.string(),
    pell: z.string(),
    tax: z.string(),
    projected: z.boolean(),
    provisionalPell: z.boolean(),
  }),
  assumptions: z.array(z.string()),
});
export type QuickEstimateResponse = z.infer<typeof QuickEstimateResponseSchema>;

/**
 * The answers carried into the sign-up, kept on the server for a short time (`POST /api/estimate/drafts`), so that
 * the sign-up page keeps them across a reload without browser storage (docs/decisions/0056). The address names the
 * draft by an opaque random id (`/family/signup?estimate=<id>`).
 */
export const SIGNUP_DRAFT_MINUTES = 60;
export const SignUpDraftRequestSchema = QuickEstimateRequestSchema;
export const SignUpDraftIdSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'That is not an estimate draft.'),
});
export const SignUpDraftCreatedSchema = z.object({ id: z.string(), expiresAt: z.string() });
export type SignUpDraftCreated = z.infer<typeof SignUpDraftCreatedSchema>;
export const SignUpDraftResponseSchema = z.object({
  answers: QuickEstimateAnswersSchema,
  expiresAt: z.string(),
});
export type SignUpDraft = z.infer<typeof SignUpDraftResponseSchema>;
