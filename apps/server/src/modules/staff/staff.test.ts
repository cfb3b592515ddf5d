import { EMAIL_NOT_INVITABLE_MESSAGE } from '@ccp/contracts';
import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, type TestApp, type TestUser } from '../../../test/support/test-app';

let t: TestApp;
let admin: TestUser;
let agent: TestUser;
let professional: TestUser;
let family: TestUser;
let agentId: string;
let professionalId: string;

async function tokenMailedTo(to: string): Promise<string> {
  const mail = [...(await t.deliverMail())].reverse().find((m) => m.to === to);
  const match = mail && /\?invite=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no invitation mailed to ${to}`);
  return match[1]!;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user('admin', { name: 'Ada Admin' });
  agent = await t.user('financial_agent', { name: 'Aaron Agent', organisation: 'Summit' });
  professional = await t.user('admission_professional', { name: 'Paula Pro' });
  family = await t.user('family');
  agentId = (await t.db.select().from(schema.agents).where(eq(schema.agents.userId, agent.userId)))[0]!.id;
  professionalId = (
    await t.db
      .select()
      .from(schema.admissionProfessionals)
      .where(eq(schema.admissionProfessionals.userId, professional.userId))
  )[0]!.id;
});
afterAll(async () => t?.close());

const routes = () => [
  { method: 'GET' as const, url: '/api/admin/agents' },
  { method: 'GET' as const, url: `/api/admin/agents/${agentId}` },
  {
    method: 'POST' as const,
    url: '/api/admin/agents',
    payload: { name: 'N', email: 'n1@example.test', organisation: 'Org' },
  },
  {
    method: 'PUT' as const,
    url: `/api/admin/agents/${agentId}`,
    payload: { name: 'Renamed', status: 'inactive' },
  },
  { method: 'DELETE' as const, url: `/api/admin/agents/${agentId}` },
  { method: 'GET' as const, url: `/api/admin/agents/${agentId}/families` },
  { method: 'GET' as const, url: '/api/admin/admission-professionals' },
  { method: 'GET' as const, url: `/api/admin/admission-professionals/${professionalId}` },
  {
    method: 'POST' as const,
    url: '/api/admin/admission-professionals',
    payload: { name: 'N', email: 'n2@example.test' },
  },
  {
    method: 'PUT' as const,
    url: `/api/admin/admission-professionals/${professionalId}`,
    payload: { name: 'Renamed' },
  },
  { method: 'DELETE' as const, url: `/api/admin/admission-professionals/${professionalId}` },
  { method: 'GET' as const, url: `/api/admin/professionals/${professionalId}/families` },
];

describe('staff: authorisation', () => {
  it('refuses anonymous (401), family, agent and professional (403) on every route; a refused write changes nothing', async () => {
    const snapshot = async () => ({
      users: await t.db.select().from(schema.user).orderBy(schema.user.id),
      agents: await t.db.select().from(schema.agents).orderBy(schema.agents.id),
      pros: await t.db.select().from(schema.admissionProfessionals).orderBy(schema.admissionProfessionals.id),
      invitations: await t.db.select().from(schema.invitations),
    });
    const before = await snapshot();
    for (const route of routes()) {
      expect((await t.inject(route)).statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
      for (const who of [family, agent, professional]) {
        const res = await t.inject({ ...route, headers: who.headers });
        expect(res.statusCode, `${route.method} ${route.url} ${who.email}`).toBe(403);
      }
    }
    expect(await snapshot()).toEqual(before);
    expect(await t.deliverMail()).toHaveLength(0);
  });
});

describe('staff: the admin lists, invites, edits, deactivates and removes', () => {
  it('lists agents with organisation, status, families and search, sort and paging', async () => {
    await t.user('financial_agent', { name: 'Bella Broker', organisation: 'Other Firm' });
    await t.db.update(schema.families).set({ agentId }).where(eq(schema.families.userId, family.userId));
    const all = await t.inject({
      method: 'GET',
      url: '/api/admin/agents?sort_by=name&sort_order=ASC',
      headers: admin.headers,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(2);
    expect(all.json().items.map((i: { name: string }) => i.name)).toEqual(['Aaron Agent', 'Bella Broker']);
    expect(all.json().items[0]).toMatchObject({
      organisation: 'Summit',
      status: 'active',
      families: 1,
      email: agent.email,
    });
    expect(all.json().items[0].lastLoginAt).not.toBeNull();
    const search = await t.inject({
      method: 'GET',
      url: '/api/admin/agents?search=other%20firm',
      headers: admin.headers,
    });
    expect(search.json().items.map((i: { name: string }) => i.name)).toEqual(['Bella Broker']);
    const page2 = await t.inject({
      method: 'GET',
      url: '/api/admin/agents?sort_by=name&sort_order=ASC&limit=1&page=2',
      headers: admin.headers,
    });
    expect(page2.json()).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(page2.json().items[0].name).toBe('Bella Broker');
    const bad = await t.inject({
      method: 'GET',
      url: '/api/admin/agents?sort_by=password',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    const families = await t.inject({
      method: 'GET',
      url: `/api/admin/agents/${agentId}/families`,
      headers: admin.headers,
    });
    expect(families.json()).toMatchObject({
      total: 1,
      items: [{ email: family.email, status: 'onboarding' }],
    });
    const missing = await t.inject({
      method: 'GET',
      url: '/api/admin/agents/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('adds an agent by invitation: the link signs the agent up with the email locked, in the named organisation', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/admin/agents',
      headers: admin.headers,
      payload: { name: 'Nina New', email: 'nina@example.test', phone: '5550001111', organisation: 'Summit' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'financial_agent', status: 'pending', organisation: 'Summit' });
    const token = await tokenMailedTo('nina@example.test');
    expect(t.mails.at(-1)!.text).toContain(`/agent/signup?invite=${token}`);
    const preview = await t.inject({ method: 'GET', url: `/api/invitations/preview?token=${token}` });
    expect(preview.json()).toEqual({
      kind: 'financial_agent',
      name: 'Nina New',
      email: 'nina@example.test',
      organisation: 'Summit',
    });
    // A family sign-up cannot spend a staff invitation.
    const wrongKind = await t.inject({
      method: 'POST',
      url: '/api/family/signup',
      payload: { name: 'Nina', email: 'nina@example.test', password: PASSWORD, inviteToken: token },
    });
    expect(wrongKind.statusCode).toBe(400);
    const signUp = await t.inject({
      method: 'POST',
      url: '/api/agents/signup',
      payload: {
        name: 'Nina New',
        email: 'other@example.test',
        password: PASSWORD,
        organisation: 'Elsewhere',
        inviteToken: token,
      },
    });
    expect(signUp.statusCode).toBe(201);
    expect(signUp.json().user).toMatchObject({ email: 'nina@example.test', role: 'financial_agent' });
    const list = await t.inject({
      method: 'GET',
      url: '/api/admin/agents?search=nina',
      headers: admin.headers,
    });
    expect(list.json().items[0]).toMatchObject({
      organisation: 'Summit',
      phone: '5550001111',
      status: 'active',
    });
    const notes = await t.db.select().from(schema.notifications);
    expect(notes.some((n) => n.adminMessage?.includes('Staff invitation accepted: <b>Nina New</b>'))).toBe(
      true,
    );
    const reused = await t.inject({
      method: 'POST',
      url: '/api/agents/signup',
      payload: {
        name: 'Again',
        email: 'again@example.test',
        password: PASSWORD,
        organisation: 'Summit',
        inviteToken: token,
      },
    });
    expect(reused.statusCode).toBe(400);
  });

  it('adds a professional by invitation; an agent invitation needs an organisation; an existing email is 409', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/admin/admission-professionals',
      headers: admin.headers,
      payload: { name: 'Omar Pro', email: 'omar@example.test' },
    });
    expect(res.statusCode).toBe(201);
    expect((await t.deliverMail()).at(-1)!.text).toContain('/admission-professional/signup?invite=');
    const noOrg = await t.inject({
      method: 'POST',
      url: '/api/admin/agents',
      headers: admin.headers,
      payload: { name: 'No Org', email: 'noorg@example.test' },
    });
    expect(noOrg.statusCode).toBe(400);
    expect(noOrg.json().error.fields.organisation).toBeDefined();
    const taken = await t.inject({
      method: 'POST',
      url: '/api/admin/agents',
      headers: admin.headers,
      payload: { name: 'Taken', email: family.email, organisation: 'Summit' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(EMAIL_NOT_INVITABLE_MESSAGE);
    const staffInvitations = await t.inject({
      method: 'GET',
      url: '/api/invitations?kind=admission_professional',
      headers: admin.headers,
    });
    expect(staffInvitations.json().items.map((i: { email: string }) => i.email)).toEqual([
      'omar@example.test',
    ]);
  });

  it('edits a professional (name, phone, institution)', async () => {
    const res = await t.inject({
      method: 'PUT',
      url: `/api/admin/admission-professionals/${professionalId}`,
      headers: admin.headers,
      payload: { name: 'Paula Professional', phone: '5552223333', organisation: 'Lakeside College' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Paula Professional',
      phone: '5552223333',
      organisation: 'Lakeside College',
    });
  });

  it('an inactive agent cannot log in and its sessions end; reactivating lifts it', async () => {
    const fresh = await t.signIn(agent.email);
    const res = await t.inject({
      method: 'PUT',
      url: `/api/admin/agents/${agentId}`,
      headers: admin.headers,
      payload: { name: 'Aaron Agent', status: 'inactive' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('inactive');
    const me = await t.inject({ method: 'GET', url: '/api/me', headers: fresh.headers });
    expect(me.statusCode).toBe(401);
    const cookieMe = await t.inject({ method: 'GET', url: '/api/me', headers: fresh.cookieHeaders });
    expect(cookieMe.statusCode).toBe(401);
    const logIn = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: agent.email, password: PASSWORD },
    });
    expect(logIn.statusCode).toBe(403);
    const back = await t.inject({
      method: 'PUT',
      url: `/api/admin/agents/${agentId}`,
      headers: admin.headers,
      payload: { name: 'Aaron Agent', status: 'active' },
    });
    expect(back.json().status).toBe('active');
    agent = await t.signIn(agent.email);
    expect((await t.inject({ method: 'GET', url: '/api/me', headers: agent.headers })).statusCode).toBe(200);
  });

  it('removing an agent ends its access; its families stay, unassigned', async () => {
    const res = await t.inject({
      method: 'DELETE',
      url: `/api/admin/agents/${agentId}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'removed', families: 0 });
    const [fam] = await t.db.select().from(schema.families).where(eq(schema.families.userId, family.userId));
    expect(fam).toMatchObject({ agentId: null, organisationId: null });
    expect((await t.inject({ method: 'GET', url: '/api/me', headers: agent.headers })).statusCode).toBe(401);
    const logIn = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: agent.email, password: PASSWORD },
    });
    expect(logIn.statusCode).toBe(403);
    const again = await t.inject({
      method: 'DELETE',
      url: `/api/admin/agents/${agentId}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(409);
    const edit = await t.inject({
      method: 'PUT',
      url: `/api/admin/agents/${agentId}`,
      headers: admin.headers,
      payload: { name: 'Back', status: 'active' },
    });
    expect(edit.statusCode).toBe(409);
  });

  it('removing a professional keeps its families, without the inviter', async () => {
    await t.db
      .update(schema.families)
      .set({ invitedByProfessionalId: professionalId })
      .where(eq(schema.families.userId, family.userId));
    const families = await t.inject({
      method: 'GET',
      url: `/api/admin/professionals/${professionalId}/families`,
      headers: admin.headers,
    });
    expect(families.json().total).toBe(1);
    const res = await t.inject({
      method: 'DELETE',
      url: `/api/admin/admission-professionals/${professionalId}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const [fam] = await t.db.select().from(schema.families).where(eq(schema.families.userId, family.userId));
    expect(fam).toMatchObject({ invitedByProfessionalId: null });
    expect(fam!.name).toBeTruthy();
  });
});
