import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, type TestApp, type TestUser } from '../../../test/support/test-app';

/* Issue 11 item 4 "Status: invited, active, inactive, removed": a pending staff invitation is a row of the admin's
 * agents and professionals lists (ADR 0037). */

let t: TestApp;
let admin: TestUser;

interface Row {
  id: string;
  userId: string | null;
  name: string;
  email: string;
  phone: string | null;
  organisation: string;
  status: string;
  families: number;
  lastLoginAt: string | null;
  createdAt: string;
  invitationId: string | null;
  invitationExpiresAt: string | null;
  invitationExpired: boolean;
}
interface Page {
  items: Row[];
  total: number;
  page: number;
  limit: number;
}

async function list(url: string): Promise<Page> {
  const res = await t.inject({ method: 'GET', url, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}

async function tokenMailedTo(to: string): Promise<string> {
  const mail = [...(await t.deliverMail())].reverse().find((m) => m.to === to);
  const match = mail && /\?invite=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no invitation mailed to ${to}`);
  return match[1]!;
}

async function inviteAgent(name: string, email: string, organisation = 'Summit') {
  const res = await t.inject({
    method: 'POST',
    url: '/api/admin/agents',
    headers: admin.headers,
    payload: { name, email, phone: '5550001111', organisation },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; expiresAt: string };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user('admin', { name: 'Ada Admin' });
  await t.user('financial_agent', { name: 'Aaron Agent', organisation: 'Summit' });
  await t.user('financial_agent', { name: 'Bella Broker', organisation: 'Other Firm' });
  await t.user('admission_professional', { name: 'Paula Pro' });
});
afterAll(async () => t?.close());

describe('staff lists: a pending invitation is a row with status invited', () => {
  it('an invited agent is a row: the invitation’s name, email, phone and organisation, no families, never logged in', async () => {
    const invitation = await inviteAgent('Nina Invited', 'nina@example.test');
    const page = await list('/api/admin/agents?sort_by=name&sort_order=ASC');
    expect(page.total).toBe(3);
    expect(page.items.map((r) => r.name)).toEqual(['Aaron Agent', 'Bella Broker', 'Nina Invited']);
    expect(page.items[2]).toEqual({
      id: invitation.id,
      userId: null,
      name: 'Nina Invited',
      email: 'nina@example.test',
      phone: '5550001111',
      organisation: 'Summit',
      status: 'invited',
      families: 0,
      lastLoginAt: null,
      createdAt: expect.any(String),
      invitationId: invitation.id,
      invitationExpiresAt: invitation.expiresAt,
      invitationExpired: false,
    });
    expect(page.items[0]).toMatchObject({ status: 'active', invitationId: null, invitationExpired: false });
    expect(page.items[0]!.userId).toEqual(expect.any(String));
    // The professionals' list does not show an agent's invitation.
    const professionals = await list('/api/admin/admission-professionals');
    expect(professionals.items.map((r) => r.name)).toEqual(['Paula Pro']);
  });

  it('filters by status invited (and a member status leaves the invitations out), searches both kinds', async () => {
    const invited = await list('/api/admin/agents?status=invited');
    expect(invited).toMatchObject({ total: 1, items: [{ email: 'nina@example.test', status: 'invited' }] });
    const active = await list('/api/admin/agents?status=active&sort_by=name&sort_order=ASC');
    expect(active.items.map((r) => r.name)).toEqual(['Aaron Agent', 'Bella Broker']);
    expect(active.total).toBe(2);
    const search = await list('/api/admin/agents?search=NINA');
    expect(search.items.map((r) => r.status)).toEqual(['invited']);
    const byOrganisation = await list('/api/admin/agents?search=summit&sort_by=name&sort_order=ASC');
    expect(byOrganisation.items.map((r) => r.name)).toEqual(['Aaron Agent', 'Nina Invited']);
    const bad = await t.inject({
      method: 'GET',
      url: '/api/admin/agents?status=pending',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('sorts and pages across members and invitations in SQL: pages are stable and cover every row once', async () => {
    await inviteAgent('Carla Invited', 'carla@example.test', 'Other Firm');
    for (const sortBy of ['name', 'email', 'organisation', 'status', 'families', 'last_login', 'created']) {
      for (const order of ['ASC', 'DESC']) {
        const all = await list(`/api/admin/agents?sort_by=${sortBy}&sort_order=${order}&limit=100`);
        expect(all.total).toBe(4);
        const paged: string[] = [];
        for (let page = 1; page <= 4; page += 1) {
          const one = await list(
            `/api/admin/agents?sort_by=${sortBy}&sort_order=${order}&limit=1&page=${page}`,
          );
          expect(one.total).toBe(4);
          paged.push(one.items[0]!.id);
        }
        expect(paged, `${sortBy} ${order}`).toEqual(all.items.map((r) => r.id));
      }
    }
    const byName = await list('/api/admin/agents?sort_by=name&sort_order=DESC&limit=2&page=1');
    expect(byName.items.map((r) => r.name)).toEqual(['Nina Invited', 'Carla Invited']);
    const past = await list('/api/admin/agents?limit=2&page=3');
    expect(past).toMatchObject({ total: 4, items: [] });
  });

  it('an expired invitation stays invited and says expired; resending gives it 14 fresh days', async () => {
    const [carla] = await t.db
      .update(schema.invitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.invitations.email, 'carla@example.test'))
      .returning();
    const expired = await list('/api/admin/agents?search=carla');
    expect(expired.items).toEqual([
      expect.objectContaining({ id: carla!.id, status: 'invited', invitationExpired: true }),
    ]);
    const resend = await t.inject({
      method: 'POST',
      url: `/api/invitations/${carla!.id}/resend`,
      headers: admin.headers,
    });
    expect(resend.statusCode, resend.body).toBe(200);
    const fresh = await list('/api/admin/agents?search=carla');
    expect(fresh.items).toEqual([
      expect.objectContaining({ id: carla!.id, status: 'invited', invitationExpired: false }),
    ]);
    expect(new Date(fresh.items[0]!.invitationExpiresAt!).getTime()).toBeGreaterThan(Date.now());
  });

  it('accepting the invitation turns the invited row into the member’s active row, not a second row', async () => {
    const token = await tokenMailedTo('nina@example.test');
    const signUp = await t.inject({
      method: 'POST',
      url: '/api/agents/signup',
      payload: {
        name: 'Nina Invited',
        email: 'nina@example.test',
        password: PASSWORD,
        organisation: 'Summit',
        inviteToken: token,
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const rows = await list('/api/admin/agents?search=nina');
    expect(rows.total).toBe(1);
    expect(rows.items[0]).toMatchObject({
      status: 'active',
      organisation: 'Summit',
      invitationId: null,
      email: 'nina@example.test',
    });
    expect(rows.items[0]!.userId).toEqual(expect.any(String));
    expect((await list('/api/admin/agents?status=invited')).items.map((r) => r.email)).toEqual([
      'carla@example.test',
    ]);
    // The member's row opens the member routes.
    const member = await t.inject({
      method: 'GET',
      url: `/api/admin/agents/${rows.items[0]!.id}`,
      headers: admin.headers,
    });
    expect(member.statusCode).toBe(200);
  });

  it('a revoked invitation leaves the list; an invitation id is not a member id', async () => {
    const [carla] = await t.db
      .select()
      .from(schema.invitations)
      .where(eq(schema.invitations.email, 'carla@example.test'));
    const member = await t.inject({
      method: 'GET',
      url: `/api/admin/agents/${carla!.id}`,
      headers: admin.headers,
    });
    expect(member.statusCode).toBe(404);
    const revoke = await t.inject({
      method: 'POST',
      url: `/api/invitations/${carla!.id}/revoke`,
      headers: admin.headers,
    });
    expect(revoke.statusCode).toBe(200);
    const after = await list('/api/admin/agents');
    expect(after.total).toBe(3);
    expect(after.items.some((r) => r.email === 'carla@example.test')).toBe(false);
    expect((await list('/api/admin/agents?status=invited')).total).toBe(0);
  });

  it('an invited admission professional is a row of the professionals’ list with the institution it was given', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/admin/admission-professionals',
      headers: admin.headers,
      payload: { name: 'Omar Invited', email: 'omar@example.test', organisation: 'Lakeside College' },
    });
    expect(res.statusCode).toBe(201);
    const page = await list('/api/admin/admission-professionals?sort_by=status&sort_order=ASC');
    expect(page.items.map((r) => [r.name, r.status, r.organisation])).toEqual([
      ['Paula Pro', 'active', 'Test College'],
      ['Omar Invited', 'invited', 'Lakeside College'],
    ]);
    const noInstitution = await t.inject({
      method: 'POST',
      url: '/api/admin/admission-professionals',
      headers: admin.headers,
      payload: { name: 'Una Invited', email: 'una@example.test' },
    });
    expect(noInstitution.statusCode).toBe(201);
    const una = await list('/api/admin/admission-professionals?search=una');
    expect(una.items[0]).toMatchObject({ status: 'invited', organisation: '', phone: null });
  });
});
