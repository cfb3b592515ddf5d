import { z } from 'zod';
import { EmailSchema, MAX_PAGE_SIZE, pageOf, TextSchema } from './common';

// ---- acting as a family (docs/product-spec.md §4 Simulation, §7; docs/decisions/0029) --------------------------

export { ADMIN_EMAIL_NOT_FOUND, AGENT_EMAIL_NOT_FOUND, SIMULATOR_HEADER } from './act-as-values';

export const ActingRoleSchema = z.enum(['admin', 'financial_agent']);
export type ActingRole = z.infer<typeof ActingRoleSchema>;

export const SimulateParamsSchema = z.object({ id: z.uuid('Choose a family.') });

/** The answer of every call that starts or switches an act-as session (the new session is in the cookie). */
export const SimulationStartedSchema = z.object({
  role: z.literal('family'),
  familyId: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), role: ActingRoleSchema }),
});
export type SimulationStarted = z.infer<typeof SimulationStartedSchema>;

export const BackToAdminRequestSchema = z.object({
  adminEmail: EmailSchema,
  adminId: TextSchema.trim().min(1).max(100),
});
export type BackToAdminRequest = z.infer<typeof BackToAdminRequestSchema>;
export const BackToAgentRequestSchema = z.object({
  agentEmail: EmailSchema,
  agentId: TextSchema.trim().min(1).max(100),
});
export type BackToAgentRequest = z.infer<typeof BackToAgentRequestSchema>;

/** The answer of 'Back to Admin' / 'Back to Agent': the staff session is back in the cookie; where to go. */
export const SimulationEndedSchema = z.object({
  role: ActingRoleSchema,
  redirectTo: z.enum(['/admin/families', '/agent/dashboard']),
});
export type SimulationEnded = z.infer<typeof SimulationEndedSchema>;

/** The family switcher's lists (docs/product-spec.md §9: page 1, limit 100). */
export const SwitchableFamiliesRequestSchema = z.object({
  search: TextSchema.trim().max(100, 'Use 100 characters at most.').optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
});
export type SwitchableFamiliesRequest = z.infer<typeof SwitchableFamiliesRequestSchema>;
export const SwitchableFamilySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Whether the family has an account to act as (an invited family that has not signed up has none). */
  canActAs: z.boolean(),
});
export type SwitchableFamily = z.infer<typeof SwitchableFamilySchema>;
export const SwitchableFamiliesSchema = pageOf(SwitchableFamilySchema);
export type SwitchableFamilies = z.infer<typeof SwitchableFamiliesSchema>;

// ---- the activity log (docs/decisions/0030) ----------------------------------------------------------------------

export const ActivityItemSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  familyId: z.string(),
  familyName: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), role: ActingRoleSchema }),
  action: z.string(),
  /** 'Family Profile' or the case study's name at the time. */
  where: z.string(),
  /** Sentences built on the server from the stored row, one per field changed (or one for the event). */
  sentences: z.array(z.string()),
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;

export const FamilyActivityRequestSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
});
export const FamilyActivitySchema = pageOf(ActivityItemSchema);
export type FamilyActivity = z.infer<typeof FamilyActivitySchema>;

export const AdminActivityRequestSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  familyId: z.uuid('Choose a family from the list.').optional(),
  actorId: TextSchema.trim().min(1).max(100).optional(),
});
export type AdminActivityRequest = z.infer<typeof AdminActivityRequestSchema>;
export const AdminActivitySchema = pageOf(ActivityItemSchema).extend({
  /** The families and actors that appear in the log, for the filters. */
  families: z.array(z.object({ id: z.string(), name: z.string() })),
  actors: z.array(z.object({ id: z.string(), name: z.string(), role: ActingRoleSchema })),
});
export type AdminActivity = z.infer<typeof AdminActivitySchema>;
