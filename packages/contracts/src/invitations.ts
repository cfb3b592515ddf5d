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

/** Days an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 14;

export const INVITATION_KINDS = ['family', 'financial_agent', 'admission_professional'] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];
export const INVITATION_STATES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** Inviting an email that already has an account: said without revealing whose account it is. */
export const EMAIL_NOT_INVITABLE_MESSAGE =
  'This email cannot be invited. If it belongs to an existing account, ask its owner to contact you.';
export const INVITATION_INVALID_MESSAGE =
  'This invitation link is not valid: it has expired, was replaced by a newer one, was revoked or was already used. Ask the person who invited you for a new one.';

/** `POST /api/agents/invite-family`, `POST /api/admission-professionals/invite-family`. */
export const InviteFamilyRequestSchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  phone: PhoneSchema.optional(),
});
export type InviteFamilyRequest = z.infer<typeof InviteFamilyRequestSchema>;

export const InvitationSchema = z.object({
  id: z.string(),
  kind: z.enum(INVITATION_KINDS),
  status: z.enum(INVITATION_STATES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  organisation: z.string().nullable(),
  invitedBy: z.object({ name: z.string(), role: z.string() }).nullable(),
  sentAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const InvitationListRequestSchema = z.object({
  kind: z.enum(INVITATION_KINDS, { error: 'Choose a kind from the list.' }).optional(),
  status: z.enum(INVITATION_STATES, { error: 'Choose a status from the list.' }).optional(),
  search: TextSchema.trim().max(100, 'Use 100 characters at most.').optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});
export type InvitationListRequest = z.input<typeof InvitationListRequestSchema>;
export type InvitationListQuery = z.output<typeof InvitationListRequestSchema>;
export const InvitationListResponseSchema = pageOf(InvitationSchema);
export type InvitationListResponse = z.infer<typeof InvitationListResponseSchema>;

export const InvitationIdParamsSchema = z.object({ id: z.uuid('That is not a valid invitation id.') });

/** `GET /api/invitations/preview?token=`: what the sign-up page shows (public). */
export const InvitationPreviewRequestSchema = z.object({
  token: TextSchema.trim().min(1, 'The invitation link has no token.').max(200, 'That token is too long.'),
});
export const InvitationPreviewSchema = z.object({
  kind: z.enum(INVITATION_KINDS),
  name: z.string(),
  email: z.string(),
  /** A staff invitation's organisation (agents) or institution (professionals), as the admin gave it; else null. */
  organisation: z.string().nullable(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

/** An invitation token in a sign-up body. */
export const InviteTokenSchema = TextSchema.trim().min(1).max(200, 'That invitation token is too long.');
