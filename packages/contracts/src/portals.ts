import { z } from 'zod';
import { AdminFamilyDetailSchema } from './admin-families';
import { pageOf, TextSchema } from './common';
import {
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

/* The financial agent's and the admission professional's families (docs/product-spec.md §7 Agents, Professionals). */

const search = TextSchema.trim().max(100, 'Use 100 characters at most.').optional();

/** A family's user id, or its own id for an invited family that has no account yet (as the admin's pages). */
export const PortalFamilyParamsSchema = FamilyParamsSchema;

// ---- financial agent -----------------------------------------------------------------------------------------

/** `help`: open help requests first (newest request first), then the latest activity. */
export const AGENT_FAMILY_SORTS = [
  'help',
  'name',
  'state',
  'students',
  'federal_sai',
  'status',
  'last_activity',
] as const;
export type AgentFamilySort = (typeof AGENT_FAMILY_SORTS)[number];

export const AgentFamilyListRequestSchema = z.object({
  search,
  ...familyPageFields,
  sort_by: z.enum(AGENT_FAMILY_SORTS, { error: 'Choose a sort from the list.' }).default('help'),
  sort_order: FamilySortOrderSchema,
});
export type AgentFamilyListRequest = z.input<typeof AgentFamilyListRequestSchema>;
export type AgentFamilyListQuery = z.output<typeof AgentFamilyListRequestSchema>;

export const AgentFamilyListItemSchema = z.object({
  ...familyListHead,
  federalSai: z.number().int().nullable(),
  ...familyStatusField,
  helpRequestedAt: z.string().nullable(),
  agent: z.object({ id: z.string(), name: z.string() }).nullable(),
  ...familyTimes,
});
export type AgentFamilyListItem = z.infer<typeof AgentFamilyListItemSchema>;

/** The agent's organisation's figures (the dashboard's cards), whatever the search. */
export const AgentFamilySummarySchema = z.object({
  families: z.number().int(),
  awaitingOnboarding: z.number().int(),
  openHelpRequests: z.number().int(),
});
export type AgentFamilySummary = z.infer<typeof AgentFamilySummarySchema>;

export const AgentFamilyListResponseSchema = pageOf(AgentFamilyListItemSchema).extend({
  summary: AgentFamilySummarySchema,
});
export type AgentFamilyListResponse = z.infer<typeof AgentFamilyListResponseSchema>;

/** The agent sees a family as the admin does. */
export const AgentFamilyDetailSchema = AdminFamilyDetailSchema;
export type AgentFamilyDetail = z.infer<typeof AgentFamilyDetailSchema>;

export const RemoveFamilyResponseSchema = z.object({ removed: z.literal(true) });
export type RemoveFamilyResponse = z.infer<typeof RemoveFamilyResponseSchema>;

// ---- admission professional (never any money) ----------------------------------------------------------------

export const PROFESSIONAL_FAMILY_SORTS = [
  'name',
  'state',
  'students',
  'status',
  'created',
  'last_activity',
] as const;
export type ProfessionalFamilySort = (typeof PROFESSIONAL_FAMILY_SORTS)[number];

export const ProfessionalFamilyListRequestSchema = z.object({
  search,
  ...familyPageFields,
  sort_by: z.enum(PROFESSIONAL_FAMILY_SORTS, { error: 'Choose a sort from the list.' }).default('created'),
  sort_order: FamilySortOrderSchema,
});
export type ProfessionalFamilyListRequest = z.input<typeof ProfessionalFamilyListRequestSchema>;
export type ProfessionalFamilyListQuery = z.output<typeof ProfessionalFamilyListRequestSchema>;

export const ProfessionalFamilyListItemSchema = z.object({
  ...familyListHead,
  graduationYears: z.array(z.number().int()),
  ...familyStatusField,
  ...familyTimes,
});
export type ProfessionalFamilyListItem = z.infer<typeof ProfessionalFamilyListItemSchema>;

export const ProfessionalFamilySummarySchema = z.object({
  families: z.number().int(),
  awaitingOnboarding: z.number().int(),
  active: z.number().int(),
});
export type ProfessionalFamilySummary = z.infer<typeof ProfessionalFamilySummarySchema>;

export const ProfessionalFamilyListResponseSchema = pageOf(ProfessionalFamilyListItemSchema).extend({
  summary: ProfessionalFamilySummarySchema,
});
export type ProfessionalFamilyListResponse = z.infer<typeof ProfessionalFamilyListResponseSchema>;

/** Contact details, students, graduation years, favourite colleges and onboarding: read-only, no money. */
export const ProfessionalFamilyDetailSchema = z.object({
  ...familyDetailHead,
  invitedAt: z.string().nullable(),
  ...familyTimes,
  parents: z.array(z.object(familyParentFields)),
  students: z.array(
    z.object({
      ...familyStudentFields,
      favourites: z.array(z.object(familyFavouriteFields)),
    }),
  ),
});
export type ProfessionalFamilyDetail = z.infer<typeof ProfessionalFamilyDetailSchema>;
