import { z } from 'zod';
import {
  EmailSchema,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  PersonNameSchema,
  PhoneSchema,
  pageOf,
  TextSchema,
} from './common';

/** Spec §3 agent and professional records: a member's standing (an account that signed up). */
export const STAFF_STATUSES = ['active', 'inactive', 'removed'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
/** Issue 11 item 4: the list's statuses; `invited` is a pending staff invitation not accepted yet (ADR 0037). */
export const STAFF_LIST_STATUSES = ['invited', ...STAFF_STATUSES] as const;
export type StaffListStatus = (typeof STAFF_LIST_STATUSES)[number];
export const STAFF_SORTS = [
  'name',
  'email',
  'organisation',
  'status',
  'families',
  'last_login',
  'created',
] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];

export const StaffListRequestSchema = z.object({
  search: TextSchema.trim().max(100, 'Use 100 characters at most.').optional(),
  status: z.enum(STAFF_LIST_STATUSES, { error: 'Choose a status from the list.' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  sort_by: z.enum(STAFF_SORTS, { error: 'Choose a sort from the list.' }).default('created'),
  sort_order: z
    .enum(['ASC', 'DESC', 'asc', 'desc'])
    .default('DESC')
    .transform((v) => v.toUpperCase() as 'ASC' | 'DESC'),
});
export type StaffListRequest = z.input<typeof StaffListRequestSchema>;
export type StaffListQuery = z.output<typeof StaffListRequestSchema>;

export const StaffMemberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The agent's organisation, or the professional's institution. */
  organisation: z.string(),
  status: z.enum(STAFF_STATUSES),
  families: z.number().int(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/**
 * A row of `GET /api/admin/agents` and `/api/admin/admission-professionals`: a member (the fields above, the
 * invitation fields null) or a pending staff invitation (`status` 'invited', `id` = `invitationId`, `userId` null,
 * name, email, phone and organisation from the invitation, `families` 0, `lastLoginAt` null, `createdAt` the
 * invitation's creation). An invitation past its expiry stays 'invited' with `invitationExpired` true (resend it).
 */
export const StaffListItemSchema = StaffMemberSchema.extend({
  userId: z.string().nullable(),
  status: z.enum(STAFF_LIST_STATUSES),
  invitationId: z.string().nullable(),
  invitationExpiresAt: z.string().nullable(),
  invitationExpired: z.boolean(),
});
export type StaffListItem = z.infer<typeof StaffListItemSchema>;
export const StaffListResponseSchema = pageOf(StaffListItemSchema);
export type StaffListResponse = z.infer<typeof StaffListResponseSchema>;

export const StaffIdParamsSchema = z.object({ id: z.uuid('That is not a valid id.') });

const OrganisationFieldSchema = TextSchema.trim()
  .min(2, 'Enter the organisation (at least 2 characters).')
  .max(160, 'That organisation name is too long (160 characters at most).');

/** `POST /api/admin/agents` and `/api/admin/admission-professionals`: add by invitation. */
export const InviteStaffRequestSchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  phone: PhoneSchema.optional(),
  /** Required for a financial agent (the organisation it joins); a professional's institution, optional. */
  organisation: OrganisationFieldSchema.optional(),
});
export type InviteStaffRequest = z.infer<typeof InviteStaffRequestSchema>;

/** `PUT /api/admin/agents/{id}`: edit; `status` active/inactive deactivates or reactivates. */
export const UpdateStaffRequestSchema = z.object({
  name: PersonNameSchema,
  phone: PhoneSchema.optional(),
  organisation: OrganisationFieldSchema.optional(),
  status: z.enum(['active', 'inactive'], { error: 'Choose active or inactive.' }).optional(),
});
export type UpdateStaffRequest = z.infer<typeof UpdateStaffRequestSchema>;

export const StaffFamilySchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  state: z.string().nullable(),
  status: z.enum(['invited', 'onboarding', 'active']),
  createdAt: z.string(),
});
export type StaffFamily = z.infer<typeof StaffFamilySchema>;
export const StaffFamiliesRequestSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});
export const StaffFamiliesResponseSchema = pageOf(StaffFamilySchema);
export type StaffFamiliesResponse = z.infer<typeof StaffFamiliesResponseSchema>;
