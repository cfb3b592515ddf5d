import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestUser } from '../test-app';

/* The accounts and helpers the invitations API tests share (invitations.test.ts, invitation-links.test.ts). */

export interface InvitationsWorld {
  t: TestApp;
  admin: TestUser;
  agentX: TestUser;
  agentX2: TestUser;
  agentY: TestUser;
  professional1: TestUser;
  professional2: TestUser;
  family: TestUser;
  /** The token in the last mail sent to `to`. */
  tokenMailedTo: (to: string) => Promise<string>;
  /** `who` (an agent or a professional) invites a family. */
  invite: (who: TestUser, email: string, name?: string) => ReturnType<TestApp['inject']>;
  agentIdOf: (user: TestUser) => Promise<typeof schema.agents.$inferSelect>;
  professionalIdOf: (user: TestUser) => Promise<string>;
  familyByEmail: (email: string) => Promise<typeof schema.families.$inferSelect | undefined>;
}

/** A fresh app with an admin, two agents of Org X, one of Org Y, two professionals and a family. */
export async function invitationsWorld(): Promise<InvitationsWorld> {
  const t = await createTestApp();
  const admin = await t.user('admin', { name: 'Ada Admin' });
  const agentX = await t.user('financial_agent', { name: 'Xavier Agent', organisation: 'Org X' });
  const agentX2 = await t.user('financial_agent', { name: 'Xena Agent', organisation: 'Org X' });
  const agentY = await t.user('financial_agent', { name: 'Yuri Agent', organisation: 'Org Y' });
  const professional1 = await t.user('admission_professional', { name: 'Pat One' });
  const professional2 = await t.user('admission_professional', { name: 'Pam Two' });
  const family = await t.user('family', { email: 'existing-family@example.test' });

  /** The token in the last mail sent to `to`. */
  async function tokenMailedTo(to: string): Promise<string> {
    const mail = [...(await t.deliverMail())].reverse().find((m) => m.to === to);
    if (!mail) throw new Error(`no mail to ${to}`);
    const match = /\?invite=([A-Za-z0-9_-]+)/.exec(mail.text);
    if (!match) throw new Error('no invitation link');
    return match[1]!;
  }

  async function invite(who: TestUser, email: string, name = 'The Invited Family') {
    const url =
      who === professional1 || who === professional2
        ? '/api/admission-professionals/invite-family'
        : '/api/agents/invite-family';
    return t.inject({
      method: 'POST',
      url,
      headers: who.headers,
      payload: { name, email, phone: '(555) 123-4567' },
    });
  }

  const agentIdOf = async (user: TestUser) =>
    (await t.db.select().from(schema.agents).where(eq(schema.agents.userId, user.userId)))[0]!;
  const professionalIdOf = async (user: TestUser) =>
    (
      await t.db
        .select()
        .from(schema.admissionProfessionals)
        .where(eq(schema.admissionProfessionals.userId, user.userId))
    )[0]!.id;
  const familyByEmail = async (email: string) =>
    (await t.db.select().from(schema.families).where(eq(schema.families.email, email)))[0];

  return {
    t,
    admin,
    agentX,
    agentX2,
    agentY,
    professional1,
    professional2,
    family,
    tokenMailedTo,
    invite,
    agentIdOf,
    professionalIdOf,
    familyByEmail,
  };
}
