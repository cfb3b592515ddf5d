import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, id, updatedAt } from './columns';
import { families } from './families';
import { admissionProfessionals, agentOrganisations, agents } from './organisations';

/** Who the invitation makes: a family, a financial agent or an admission professional. */
export const invitationKind = pgEnum('invitation_kind', [
  'family',
  'financial_agent',
  'admission_professional',
]);
/** Stored state; a pending invitation past `expires_at` reads as expired (ADR 0025). */
export const invitationState = pgEnum('invitation_state', ['pending', 'accepted', 'revoked', 'expired']);

/**
 * One invitation link (ADR 0025): only the SHA-256 of its token is kept; single use; 14 days. A family invitation
 * points at the family record it created (status 'invited'); the inviter's agent and organisation, or its
 * professional, are copied at sending so that the family is attached to them when it signs up.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    kind: invitationKind('kind').notNull(),
    status: invitationState('status').notNull().default('pending'),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    /** Staff invitations for an agent: the organisation the agent joins (found or created by name on acceptance). */
    organisationName: text('organisation_name'),
    inviterUserId: text('inviter_user_id').references(() => user.id, { onDelete: 'set null' }),
    inviterRole: text('inviter_role').notNull(),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    organisationId: uuid('organisation_id').references(() => agentOrganisations.id, { onDelete: 'set null' }),
    professionalId: uuid('professional_id').references(() => admissionProfessionals.id, {
      onDelete: 'set null',
    }),
    familyId: uuid('family_id').references(() => families.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: text('accepted_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_idx').on(t.tokenHash),
    index('invitations_email_idx').on(t.email),
    index('invitations_organisation_idx').on(t.organisationId),
    index('invitations_professional_idx').on(t.professionalId),
    index('invitations_created_idx').on(t.createdAt),
  ],
);
