import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../auth/actor';
import * as accountsRepo from '../modules/accounts/accounts.repository';
import { createAccount } from '../modules/accounts/accounts.service';
import { inviteFamily, inviteStaff } from '../modules/invitations/invitations.service';
import { setBanned, setStatus } from '../modules/staff/staff.repository';

const MORGAN = 'morgan.blake@demo.test';

/**
 * Staff demo data (issue 11 items 4 and 8): a second agent in Summit Financial Partners, an inactive admission
 * professional, a pending agent invitation from the admin and a pending family invitation from the demo agent
 * (their links are in the outbox and the server log). Runs once: an existing Morgan Blake means done.
 */
export async function seedDemoStaff(app: FastifyInstance, password: string): Promise<void> {
  const { db } = app;
  if (await accountsRepo.findUserByEmail(db, MORGAN)) return;
  const admin = await accountsRepo.findUserByEmail(db, 'admin@demo.test');
  const agent = await accountsRepo.findUserByEmail(db, 'agent@demo.test');
  if (!admin || !agent) return;
  const deps = { db, auth: app.auth };

  await createAccount(deps, {
    role: 'financial_agent',
    email: MORGAN,
    name: 'Morgan Blake',
    password,
    phone: '6175550163',
    organisation: 'Summit Financial Partners',
  });
  const inactiveUserId = await createAccount(deps, {
    role: 'admission_professional',
    email: 'sam.ortiz@demo.test',
    name: 'Sam Ortiz',
    password,
    phone: '6175550188',
    organisation: 'Northfield High School',
  });
  const inactive = await db.query.admissionProfessionals.findFirst({
    where: eq(schema.admissionProfessionals.userId, inactiveUserId),
  });
  if (inactive) {
    await setStatus(db, 'admission_professional', inactive.id, 'inactive');
    await setBanned(db, inactiveUserId, 'inactive');
  }

  const invitationDeps = { db, publicUrl: app.config.publicUrl };
  const actor = (userId: string, role: Actor['role']): Actor => ({
    userId,
    role,
    sessionId: 'demo-seed',
    impersonatedBy: null,
  });
  await inviteStaff(invitationDeps, actor(admin.id, 'admin'), 'financial_agent', {
    name: 'Taylor Reed',
    email: 'taylor.reed@demo.test',
    phone: '6175550199',
    organisation: 'Summit Financial Partners',
  });
  await inviteFamily(invitationDeps, actor(agent.id, 'financial_agent'), {
    name: 'The Parker Family',
    email: 'parker@demo.test',
    phone: '6175550123',
  });
}
