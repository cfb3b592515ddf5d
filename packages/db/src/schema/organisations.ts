import { index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, id, updatedAt } from './columns';

/**
 * A staff account's standing (ADR 0025): active, inactive (cannot sign in; an admin may reactivate it) or removed
 * (cannot sign in; its families were unassigned). An invited member has no row yet: it is a pending invitation.
 */
export const staffStatus = pgEnum('staff_status', ['active', 'inactive', 'removed']);

/** A financial-advice firm. Agents of one organisation may serve (and simulate) that organisation's families. */
export const agentOrganisations = pgTable(
  'agent_organisations',
  {
    id: id(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agent_organisations_name_idx').on(t.name)],
);

export const agents = pgTable(
  'agents',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => agentOrganisations.id),
    status: staffStatus('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('agents_user_idx').on(t.userId), index('agents_organisation_idx').on(t.organisationId)],
);

export const admissionProfessionals = pgTable(
  'admission_professionals',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    institution: text('institution').notNull().default(''),
    status: staffStatus('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('admission_professionals_user_idx').on(t.userId)],
);
