import { z } from 'zod';
import {
  EmailSchema,
  PasswordSchema,
  PersonNameSchema,
  PhoneSchema,
  RoleSchema,
  TextSchema,
  UsStateSchema,
} from './common';
import { QuickEstimateAnswersSchema } from './quick-estimate';

export const FamilySignUpRequestSchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  state: UsStateSchema.optional(),
  /** The two-minute estimate's answers, carried over ("Keep going"): they fill the new family's profile. */
  quickEstimate: QuickEstimateAnswersSchema.optional(),
  /** The invitation link's token: the account's email is the invitation's (ADR 0025). */
  inviteToken: TextSchema.trim().max(200, 'That invitation token is too long.').optional(),
  /** A coupon code (issue 11 item 5): empty means none. */
  couponCode: TextSchema.trim().max(40, 'Use 40 characters at most.').optional(),
});
export type FamilySignUpRequest = z.infer<typeof FamilySignUpRequestSchema>;

const OrganisationSchema = TextSchema.trim()
  .min(2, 'Enter your organisation (at least 2 characters).')
  .max(160, 'That organisation name is too long (160 characters at most).');

export const AgentSignUpRequestSchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  organisation: OrganisationSchema,
  phone: PhoneSchema.optional(),
  inviteToken: TextSchema.trim().max(200, 'That invitation token is too long.').optional(),
});
export type AgentSignUpRequest = z.infer<typeof AgentSignUpRequestSchema>;

export const ProfessionalSignUpRequestSchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  institution: OrganisationSchema,
  phone: PhoneSchema.optional(),
  inviteToken: TextSchema.trim().max(200, 'That invitation token is too long.').optional(),
});
export type ProfessionalSignUpRequest = z.infer<typeof ProfessionalSignUpRequestSchema>;

/** An account that exists now (an invitation's sign-up, a confirmed link): the caller is signed in. */
export const SignUpResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), role: RoleSchema }),
});

/** How long a sign-up's confirmation link works (ADR 0043). */
export const SIGN_UP_LINK_HOURS = 24;

/**
 * A self-service sign-up's answer (202), the same whether or not the email already has an account (ADR 0043): a
 * link to finish was mailed to a new address; the owner of a taken one was told instead.
 */
export const SignUpAcceptedSchema = z.object({
  status: z.literal('check-email'),
  email: z.string(),
  message: z.string(),
});
export type SignUpAccepted = z.infer<typeof SignUpAcceptedSchema>;

export const signUpAcceptedMessage = (email: string) =>
  `Check your email: we sent a message to ${email}. To finish creating your account, open the link in it within ${SIGN_UP_LINK_HOURS} hours.`;

export const SIGN_UP_LINK_INVALID_MESSAGE =
  'This link has expired or was already used. Sign up again to get a new one.';

/** `POST /api/signup/confirm`: the token of the link mailed at sign-up. */
export const ConfirmSignUpRequestSchema = z.object({
  token: TextSchema.trim()
    .min(1, 'The link has no token: open the link from the email again.')
    .max(200, SIGN_UP_LINK_INVALID_MESSAGE),
});
export type ConfirmSignUpRequest = z.infer<typeof ConfirmSignUpRequestSchema>;

export const InvitationStatusSchema = z.enum(['invited', 'pending', 'active']);
export type InvitationStatus = z.infer<typeof InvitationStatusSchema>;

/** Who is signed in, as the web app needs it (spec: auth state). */
export const MeResponseSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: RoleSchema,
    phone: z.string().nullable(),
  }),
  family: z
    .object({
      id: z.string(),
      name: z.string(),
      invitationStatus: InvitationStatusSchema,
      completeOnboarding: z.boolean(),
    })
    .nullable(),
  agent: z
    .object({ id: z.string(), name: z.string(), organisationId: z.string(), organisation: z.string() })
    .nullable(),
  professional: z.object({ id: z.string(), name: z.string(), institution: z.string() }).nullable(),
  /** While an admin or agent acts as this family (docs/decisions/0029): who acts. */
  simulation: z
    .object({ actorUserId: z.string(), actorName: z.string(), actorEmail: z.string(), actorRole: RoleSchema })
    .nullable(),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** Own profile of an admin, agent or admission professional. */
export const StaffProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: RoleSchema,
  organisation: z.string().nullable(),
});
export type StaffProfile = z.infer<typeof StaffProfileSchema>;

export const UpdateStaffProfileRequestSchema = z.object({
  name: PersonNameSchema,
  phone: PhoneSchema.optional(),
  organisation: OrganisationSchema.optional(),
});
export type UpdateStaffProfileRequest = z.infer<typeof UpdateStaffProfileRequestSchema>;

export const HealthResponseSchema = z.object({ status: z.literal('ok') });

/** One readiness check: whether it passed and, when not, why. */
export const ReadyCheckSchema = z.object({ ok: z.boolean(), detail: z.string().optional() });
/** `GET /api/ready` (200 when every check passed, else 503): what a load balancer's health check asks. */
export const ReadyResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: ReadyCheckSchema,
    migrations: ReadyCheckSchema,
    catalogue: ReadyCheckSchema,
    accepting: ReadyCheckSchema,
  }),
});
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;
