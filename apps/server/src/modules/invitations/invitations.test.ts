import { EMAIL_NOT_INVITABLE_MESSAGE, INVITATION_INVALID_MESSAGE } from '@ccp/contracts';
import { schema } from '@ccp/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InvitationsWorld, invitationsWorld } from '../../../test/support/invitations/invitations-world';
import { PASSWORD, type TestApp, type TestUser } from '../../../test/support/test-app';
import { hashInvitationToken } from './invitation-token';

/* Inviting a family, and who may invite and see invitations (invitation-links.test.ts: resend, revoke, expiry). */
let t: TestApp;
let admin: TestUser;
let agentX: TestUser;
let agentX2: TestUser;
let agentY: TestUser;
let professional1: TestUser;
let professional2: TestUser;
let family: TestUser;
let tokenMailedTo: InvitationsWorld['tokenMailedTo'];
let invite: InvitationsWorld['invite'];
let agentIdOf: InvitationsWorld['agentIdOf'];
let professionalIdOf: InvitationsWorld['professionalIdOf'];
let familyByEmail: InvitationsWorld['familyByEmail'];

beforeAll(async () => {
  ({
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
  } = await invitationsWorld());
});
afterAll(async () => t?.close());

describe('inviting a family', () => {
  it('an agent invites: a hashed, 14-day token is mailed; the family waits as invited, attached to the agent', async () => {
    const res = await invite(agentX, 'rivera-new@example.test', 'The New Riveras');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      kind: 'family',
      status: 'pending',
      email: 'rivera-new@example.test',
      phone: '5551234567',
    });
    const days = (Date.parse(body.expiresAt) - Date.parse(body.sentAt)) / 86_400_000;
    expect(Math.round(days)).toBe(14);
    const token = await tokenMailedTo('rivera-new@example.test');
    const mail = t.mails.at(-1)!;
    expect(mail.text).toContain(`http://localhost:3999/family/signup?invite=${token}`);
    expect(mail.subject).toContain('Xavier Agent');
    const [stored] = await t.db.select().from(schema.invitations).where(eq(schema.invitations.id, body.id));
    expect(stored!.tokenHash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const agent = await agentIdOf(agentX);
    expect(await familyByEmail('rivera-new@example.test')).toMatchObject({
      userId: null,
      invitationStatus: 'invited',
      directSignUp: false,
      agentId: agent.id,
      organisationId: agent.organisationId,
    });
  });

  it('the preview tells the sign-up page the name, email and kind, and nothing else', async () => {
    const token = await tokenMailedTo('rivera-new@example.test');
    const res = await t.inject({ method: 'GET', url: `/api/invitations/preview?token=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      kind: 'family',
      name: 'The New Riveras',
      email: 'rivera-new@example.test',
      organisation: null,
    });
    const bad = await t.inject({ method: 'GET', url: '/api/invitations/preview?token=nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'INVALID_TOKEN', message: INVITATION_INVALID_MESSAGE });
  });

  it('signing up with the token takes the invitation email, attaches the family, notifies and queues the CRM event; the link is single use', async () => {
    const token = await tokenMailedTo('rivera-new@example.test');
    const res = await t.inject({
      method: 'POST',
      url: '/api/family/signup',
      payload: {
        name: 'The New Riveras',
        email: 'someone-else@example.test',
        password: PASSWORD,
        inviteToken: token,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.email).toBe('rivera-new@example.test');
    expect(await familyByEmail('someone-else@example.test')).toBeUndefined();
    const agent = await agentIdOf(agentX);
    const fam = await familyByEmail('rivera-new@example.test');
    expect(fam).toMatchObject({
      userId: res.json().user.id,
      invitationStatus: 'pending',
      agentId: agent.id,
      organisationId: agent.organisationId,
      directSignUp: false,
    });
    const [user] = await t.db.select().from(schema.user).where(eq(schema.user.id, res.json().user.id));
    expect(user!.phone).toBe('5551234567');
    const notes = await t.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.familyId, fam!.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.agentMessage).toContain('accepted the invitation from <b>Xavier Agent</b>');
    const events = await t.db.select().from(schema.crmEvents).where(eq(schema.crmEvents.familyId, fam!.id));
    expect(events.map((e) => e.event)).toEqual(['family.signed_up']);
    const list = await t.inject({ method: 'GET', url: '/api/invitations', headers: agentX.headers });
    expect(
      list.json().items.find((i: { email: string }) => i.email === 'rivera-new@example.test'),
    ).toMatchObject({
      status: 'accepted',
    });

    const again = await t.inject({
      method: 'POST',
      url: '/api/family/signup',
      payload: { name: 'Twice', email: 'twice@example.test', password: PASSWORD, inviteToken: token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_TOKEN');
    expect(await familyByEmail('twice@example.test')).toBeUndefined();
    const [users] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.user)
      .where(eq(schema.user.email, 'twice@example.test'));
    expect(users!.n).toBe(0);
  });

  it('a professional invites: the family is attached to the professional', async () => {
    const res = await invite(professional1, 'pro-invited@example.test');
    expect(res.statusCode).toBe(201);
    const signUp = await t.inject({
      method: 'POST',
      url: '/api/family/signup',
      payload: {
        name: 'Pro Family',
        email: 'pro-invited@example.test',
        password: PASSWORD,
        inviteToken: await tokenMailedTo('pro-invited@example.test'),
      },
    });
    expect(signUp.statusCode).toBe(201);
    expect(await familyByEmail('pro-invited@example.test')).toMatchObject({
      invitedByProfessionalId: await professionalIdOf(professional1),
      agentId: null,
      invitationStatus: 'pending',
    });
  });

  it('an email with an account gets 409 without saying whose, and nothing changes', async () => {
    const before = await t.db.select().from(schema.families).orderBy(schema.families.id);
    const invitationsBefore = await t.db.select().from(schema.invitations);
    const mailsBefore = (await t.deliverMail()).length;
    for (const email of ['existing-family@example.test', 'EXISTING-family@example.test', agentY.email]) {
      const res = await invite(agentX, email);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'CONFLICT', message: EMAIL_NOT_INVITABLE_MESSAGE });
    }
    expect(await t.db.select().from(schema.families).orderBy(schema.families.id)).toEqual(before);
    expect(await t.db.select().from(schema.invitations)).toEqual(invitationsBefore);
    expect((await t.deliverMail()).length).toBe(mailsBefore);
    expect(family.email).toBe('existing-family@example.test');
  });

  it('refuses a bad body with field messages and creates nothing', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/agents/invite-family',
      headers: agentX.headers,
      payload: { name: '', email: 'nope', phone: '12' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['email', 'name', 'phone']);
  });
});

describe('who may invite and see invitations', () => {
  it('refuses anonymous (401), and families, other roles (403) on every inviter route', async () => {
    const routes = [
      {
        method: 'POST' as const,
        url: '/api/agents/invite-family',
        payload: { name: 'A', email: 'a1@example.test' },
        allowed: [agentX],
      },
      {
        method: 'POST' as const,
        url: '/api/admission-professionals/invite-family',
        payload: { name: 'A', email: 'a2@example.test' },
        allowed: [professional1],
      },
      { method: 'GET' as const, url: '/api/invitations', allowed: [admin, agentX, professional1] },
    ];
    const before = await t.db.select().from(schema.invitations);
    for (const route of routes) {
      const { allowed, ...request } = route;
      expect((await t.inject(request)).statusCode, `${route.url} anonymous`).toBe(401);
      for (const who of [family, admin, agentX, professional1]) {
        if (allowed.includes(who)) continue;
        const res = await t.inject({ ...request, headers: who.headers });
        expect(res.statusCode, `${route.url} ${who.email}`).toBe(403);
      }
    }
    expect(await t.db.select().from(schema.invitations)).toEqual(before);
    for (const url of [
      '/api/invitations/00000000-0000-4000-8000-000000000000/resend',
      '/api/invitations/00000000-0000-4000-8000-000000000000/revoke',
    ]) {
      expect((await t.inject({ method: 'POST', url })).statusCode).toBe(401);
      expect((await t.inject({ method: 'POST', url, headers: family.headers })).statusCode).toBe(403);
    }
  });

  it('agents see their organisation’s invitations, professionals their own, admins all', async () => {
    await invite(agentX2, 'colleague-invite@example.test');
    await invite(agentY, 'other-org@example.test');
    await invite(professional2, 'pro2-invite@example.test');
    const emails = async (who: TestUser) =>
      (
        (await t.inject({ method: 'GET', url: '/api/invitations?limit=100', headers: who.headers })).json()
          .items as {
          email: string;
        }[]
      ).map((i) => i.email);
    const x = await emails(agentX);
    expect(x).toEqual(expect.arrayContaining(['rivera-new@example.test', 'colleague-invite@example.test']));
    expect(x).not.toContain('other-org@example.test');
    expect(x).not.toContain('pro-invited@example.test');
    expect(await emails(agentY)).toEqual(['other-org@example.test']);
    expect(await emails(professional1)).toEqual(['pro-invited@example.test']);
    expect(await emails(admin)).toEqual(
      expect.arrayContaining([
        'rivera-new@example.test',
        'other-org@example.test',
        'pro2-invite@example.test',
      ]),
    );
  });

  it('an agent of another organisation and another professional cannot resend or revoke (404), and nothing changes', async () => {
    const [mine] = await t.db
      .select()
      .from(schema.invitations)
      .where(eq(schema.invitations.email, 'colleague-invite@example.test'));
    const [pro2] = await t.db
      .select()
      .from(schema.invitations)
      .where(eq(schema.invitations.email, 'pro2-invite@example.test'));
    for (const [who, id] of [
      [agentY, mine!.id],
      [professional1, pro2!.id],
      [professional1, mine!.id],
      [agentX, pro2!.id],
    ] as const) {
      for (const action of ['resend', 'revoke']) {
        const res = await t.inject({
          method: 'POST',
          url: `/api/invitations/${id}/${action}`,
          headers: who.headers,
        });
        expect(res.statusCode, `${who.email} ${action}`).toBe(404);
      }
    }
    const [after] = await t.db.select().from(schema.invitations).where(eq(schema.invitations.id, mine!.id));
    expect(after).toEqual(mine);
  });
});
