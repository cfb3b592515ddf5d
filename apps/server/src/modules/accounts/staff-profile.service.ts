/* A staff member's own profile (agent, admission professional, admin): name, phone, organisation or institution. */
import type { StaffProfile, UpdateStaffProfileRequest } from '@ccp/contracts';
import type { Db } from '@ccp/db';
import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { retryingTransaction } from '../../database/retrying-transaction';
import { AppError, notFound } from '../../errors';
import * as repo from './accounts.repository';

export async function staffProfile(db: Db, actor: Actor): Promise<StaffProfile> {
  const user = await repo.findUserById(db, actor.userId);
  if (!user) throw notFound('Your profile');
  let organisation: string | null = null;
  if (actor.role === 'financial_agent')
    organisation = (await repo.findAgentByUser(db, user.id))?.organisation ?? null;
  if (actor.role === 'admission_professional') {
    organisation = (await repo.findProfessionalByUser(db, user.id))?.institution ?? null;
  }
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ?? null,
    role: actor.role,
    organisation,
  };
}

export async function updateStaffProfile(
  db: Db,
  actor: Actor,
  input: UpdateStaffProfileRequest,
): Promise<StaffProfile> {
  await retryingTransaction(db, async (tx) => {
    await tx
      .update(schema.user)
      .set({ name: input.name, ...(input.phone !== undefined ? { phone: input.phone || null } : {}) })
      .where(eq(schema.user.id, actor.userId));
    if (input.organisation === undefined) return;
    if (actor.role === 'admission_professional') {
      await tx
        .update(schema.admissionProfessionals)
        .set({ institution: input.organisation })
        .where(eq(schema.admissionProfessionals.userId, actor.userId));
    }
    if (actor.role === 'financial_agent') {
      const agent = await repo.findAgentByUser(tx, actor.userId);
      if (!agent || agent.organisation === input.organisation) return;
      if ((await repo.countAgentsInOrganisation(tx, agent.organisationId)) > 1) {
        const message = 'Your organisation has other agents: ask an administrator to rename it.';
        throw new AppError('CONFLICT', message, { organisation: message });
      }
      const sameName = await repo.findOrganisationByName(tx, input.organisation);
      if (sameName && sameName.id !== agent.organisationId) {
        const message = 'Another organisation already has this name: ask an administrator to move you to it.';
        throw new AppError('CONFLICT', message, { organisation: message });
      }
      await tx
        .update(schema.agentOrganisations)
        .set({ name: input.organisation })
        .where(eq(schema.agentOrganisations.id, agent.organisationId));
    }
  });
  return staffProfile(db, actor);
}
