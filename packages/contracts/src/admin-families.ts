import { z } from 'zod';
import { pageOf, TextSchema } from './common';
import {
  ADMIN_FAMILY_STATUSES,
  FamilyParamsSchema,
  FamilySortOrderSchema,
  familyDetailHead,
  familyFavouriteFields,
  familyListHead,
  familyPageFields,
  familyParentFields,
  familyStatusField,
  familyStudentFields,
  familyTimes,
} from './family-parts';
import { HelpThreadSchema } from './help-threads';

export { ADMIN_FAMILY_STATUSES, type AdminFamilyStatus } from './family-parts';

// ---- admin aggregates (docs/product-spec.md §3 "Admin aggregates") -------------------------------------------

/** `percentage`: the change of sign-ups in the last 30 days against the 30 days before, in percent (null: none before). */
const TrendSchema = z.object({ total: z.number().int(), percentage: z.number().nullable() });

export const LatestFamilySchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  state: z.string().nullable(),
  directSignUp: z.boolean(),
  createdAt: z.string(),
});
export type LatestFamily = z.infer<typeof LatestFamilySchema>;

export const AdminAggregatesSchema = z.object({
  agents: TrendSchema,
  families: TrendSchema.extend({
    count30days: z.number().int(),
    count60days: z.number().int(),
    today: z.number().int(),
    directSignUp: z.number().int(),
    byState: z.array(z.object({ state: z.string(), count: z.number().int() })),
  }),
  admissionProfessionals: TrendSchema,
  latestFamilies: z.array(LatestFamilySchema),
});
export type AdminAggregates = z.infer<typeof AdminAggregatesSchema>;

/** Family sign-ups per week for the last 12 weeks (the dashboard's chart), oldest first. */
export const SIGN_UP_WEEKS = 12;
export const AdminSignUpsSchema = z.object({
  weeks: z.array(z.object({ weekStart: z.string(), direct: z.number().int(), invited: z.number().int() })),
});
export type AdminSignUps = z.infer<typeof AdminSignUpsSchema>;

// ---- admin families list -------------------------------------------------------------------------------------

export const ADMIN_FAMILY_SORTS = [
  'name',
  'state',
  'students',
  'federal_sai',
  'created',
  'last_activity',
] as const;
export type AdminFamilySort = (typeof ADMIN_FAMILY_SORTS)[number];
export const ADMIN_FAMILY_SINCE = ['today', '30d', '60d'] as const;

const flag = z.enum(['0', '1'], { error: 'Use 1 or 0.' }).optional();

export const AdminFamilyListRequestSchema = z.object({
  search: TextSchema.trim().max(100, 'Use 100 characters at most.').optional(),
  /** 1: the families that requested help and have no financial agent yet. */
  notRequestedHelp: flag,
  /** 1: the families with an open help request. */
  requestedHelp: flag,
  /** 1: the families without a financial agent. */
  awaitingAgent: flag,
  /** 1: direct sign-ups only; 0: invited families only. */
  directSignUp: flag,
  status: z.enum(ADMIN_FAMILY_STATUSES, { error: 'Choose a status from the list.' }).optional(),
  state: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Use a two-letter state code.')
    .optional(),
  since: z.enum(ADMIN_FAMILY_SINCE, { error: 'Choose a period from the list.' }).optional(),
  ...familyPageFields,
  sort_by: z.enum(ADMIN_FAMILY_SORTS, { error: 'Choose a sort from the list.' }).default('created'),
  sort_order: FamilySortOrderSchema,
});
export type AdminFamilyListRequest = z.input<typeof AdminFamilyListRequestSchema>;
export type AdminFamilyListQuery = z.output<typeof AdminFamilyListRequestSchema>;

const AgentRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  organisation: z.string(),
});
export type AgentRef = z.infer<typeof AgentRefSchema>;

export const AdminFamilyListItemSchema = z.object({
  ...familyListHead,
  federalSai: z.number().int().nullable(),
  ...familyStatusField,
  directSignUp: z.boolean(),
  helpRequestedAt: z.string().nullable(),
  agent: z.object({ id: z.string(), name: z.string() }).nullable(),
  ...familyTimes,
});
export type AdminFamilyListItem = z.infer<typeof AdminFamilyListItemSchema>;
export const AdminFamilyListResponseSchema = pageOf(AdminFamilyListItemSchema);
export type AdminFamilyListResponse = z.infer<typeof AdminFamilyListResponseSchema>;

export const NotRequestedHelpResponseSchema = z.object({ count: z.number().int() });

export const NO_FAMILIES_SELECTED_MESSAGE = 'No families selected for deletion';
export const BULK_DELETE_MAX = 100;
export const DeleteFamiliesRequestSchema = z.object({
  familyIds: z
    .array(z.uuid({ error: 'That is not a valid family id.' }), { error: NO_FAMILIES_SELECTED_MESSAGE })
    .max(BULK_DELETE_MAX, `Delete at most ${BULK_DELETE_MAX} families at a time.`),
});
export type DeleteFamiliesRequest = z.infer<typeof DeleteFamiliesRequestSchema>;
export const DeleteFamiliesResponseSchema = z.object({ deleted: z.number().int() });

// ---- admin family detail -------------------------------------------------------------------------------------

/** A family's user id, or its own id for an invited family that has no account yet. */
export const AdminFamilyParamsSchema = FamilyParamsSchema;
export const AssignAgentRequestSchema = z.object({ agentId: z.uuid({ error: 'Choose a financial agent.' }) });
export type AssignAgentRequest = z.infer<typeof AssignAgentRequestSchema>;

export const AdminFamilyDetailSchema = z.object({
  ...familyDetailHead,
  familyMembersCount: z.number().int().nullable(),
  familyMembersInCollege: z.number().int().nullable(),
  federalSai: z.number().int().nullable(),
  institutionalSai: z.number().int().nullable(),
  saiComputedAt: z.string().nullable(),
  ...familyTimes,
  parents: z.array(
    z.object({
      ...familyParentFields,
      age: z.number().int().nullable(),
      annualIncome: z.number().int().nullable(),
    }),
  ),
  students: z.array(
    z.object({
      ...familyStudentFields,
      awardYear: z.string(),
      federalSai: z.number().int().nullable(),
      pellAward: z.number().int().nullable(),
      favourites: z.array(
        z.object({
          ...familyFavouriteFields,
          /** The spec's figure: tuition, fees, room and board. */
          costOfAttendance: z.number().int().nullable(),
          /** The full cost of attendance the net price is worked out from. */
          fullCost: z.number().int().nullable(),
          netPrice: z.number().int().nullable(),
        }),
      ),
    }),
  ),
  /** Each help request with its thread, newest first (docs/decisions/0060). */
  helpRequests: z.array(HelpThreadSchema),
  arrival: z.object({
    directSignUp: z.boolean(),
    invitedAt: z.string().nullable(),
    invitedBy: z
      .object({
        kind: z.enum(['financial_agent', 'admission_professional']),
        name: z.string(),
        email: z.string(),
        organisation: z.string(),
      })
      .nullable(),
    /** The coupon code the family signed up with, if any. */
    couponCode: z.string().nullable(),
  }),
  agent: AgentRefSchema.nullable(),
});
export type AdminFamilyDetail = z.infer<typeof AdminFamilyDetailSchema>;

export const AgentOptionsResponseSchema = z.object({ items: z.array(AgentRefSchema) });
export type AgentOptionsResponse = z.infer<typeof AgentOptionsResponseSchema>;
