import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, type TestApp, type TestUser } from '../../../test/support/test-app';

let t: TestApp;
let familyA: TestUser;
let familyB: TestUser;
let agentX: TestUser;
let agentY: TestUser;
let professional: TestUser;
let admin: TestUser;

const ROUTES = [
  { method: 'GET', url: '/api/notifications/getFamilyNotifications', role: 'family' },
  { method: 'GET', url: '/api/notifications/getAgentNotifications', role: 'agent' },
  { method: 'GET', url: '/api/notifications/getAdminNotifications', role: 'admin' },
  { method: 'POST', url: '/api/notifications/mark-read-all/family', role: 'family' },
  { method: 'POST', url: '/api/notifications/mark-read-all/agent', role: 'agent' },
  { method: 'POST', url: '/api/notifications/mark-read-all/admin', role: 'admin' },
] as const;

const get = (user: TestUser, audience: 'Family' | 'Agent' | 'Admin') =>
  t.inject({ method: 'GET', url: `/api/notifications/get${audience}Notifications`, headers: user.headers });
const markAll = (user: TestUser, audience: string) =>
  t.inject({ method: 'POST', url: `/api/notifications/mark-read-all/${audience}`, headers: user.headers });

async function familyIdOf(user: TestUser) {
  const [row] = await t.db.select().from(schema.families).where(eq(schema.families.userId, user.userId));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  [familyA, familyB, agentX, agentY, professional, admin] = await Promise.all([
    t.user('family', { name: 'Alpha Family' }),
    t.user('family', { name: 'Beta Family' }),
    t.user('financial_agent', { organisation: 'Org X' }),
    t.user('financial_agent', { organisation: 'Org Y' }),
    t.user('admission_professional'),
    t.user('admin'),
  ]);
  // Family A is served by agent X (its organisation's agents see its notifications).
  const [agent] = await t.db.select().from(schema.agents).where(eq(schema.agents.userId, agentX.userId));
  await t.db
    .update(schema.families)
    .set({ agentId: agent!.id, organisationId: agent!.organisationId })
    .where(eq(schema.families.userId, familyA.userId));
});
afterAll(async () => t?.close());

describe('who may call the notification routes', () => {
  const callers = () => ({
    family: familyA,
    agent: agentX,
    professional,
    admin,
  });

  it('refuses anyone signed out (401)', async () => {
    for (const route of ROUTES) {
      const res = await t.inject({ method: route.method, url: route.url });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers only the audience of each route; every other role gets 403 and nothing changes', async () => {
    const before = await t.db.select().from(schema.notifications);
    for (const route of ROUTES) {
      for (const [name, user] of Object.entries(callers())) {
        // The allowed mark-read-all calls are proven below (they would mark this file's notifications read).
        if (route.method === 'POST' && name === route.role) continue;
        const res = await t.inject({ method: route.method, url: route.url, headers: user.headers });
        const expected = name === route.role ? 200 : 403;
        expect(res.statusCode, `${name} ${route.method} ${route.url}`).toBe(expected);
      }
    }
    // A refusal changed nothing.
    expect(await t.db.select().from(schema.notifications)).toEqual(before);
  });

  it('refuses an unknown audience with 400', async () => {
    const res = await markAll(admin, 'everyone');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('notifications of a family sign-up', () => {
  const hostile = '<img src=x onerror=alert(1)>';
  let hostileUser: string;

  beforeAll(async () => {
    const res = await t.signUp('/api/family/signup', {
      name: hostile,
      email: 'hostile@example.test',
      password: PASSWORD,
      state: 'TX',
    });
    hostileUser = res.json().user.id;
  });

  it('writes one row in the sign-up transaction, with sanitised messages for every audience', async () => {
    const rows = await t.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, hostileUser));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    for (const message of [row.familyMessage, row.agentMessage, row.adminMessage]) {
      expect(message).not.toMatch(/<img/i);
      expect(message).toContain('&lt;img src=x onerror=alert(1)&gt;');
    }
    expect(row.senderInitials).toBe('IS');
    const queued = await t.db
      .select()
      .from(schema.crmEvents)
      .where(eq(schema.crmEvents.familyId, row.familyId!));
    expect(queued.map((e) => e.event)).toEqual(['family.signed_up']);
  });

  it('shows the admin every notification, by the spec names, with only the admin message', async () => {
    const res = await get(admin, 'Admin');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const item = body.items.find((n: { userid: string }) => n.userid === hostileUser);
    expect(item).toMatchObject({
      userid: hostileUser,
      senderInitials: 'IS',
      read: false,
      agentRead: false,
      adminRead: false,
      familyMessage: null,
      agentMessage: null,
      adminMessage: expect.stringContaining('signed up directly'),
      professionalMessage: null,
    });
    expect(Object.keys(item).sort()).toEqual(
      [
        'id',
        'userid',
        'senderInitials',
        'createdAt',
        'read',
        'agentRead',
        'adminRead',
        'professionalRead',
        'familyMessage',
        'agentMessage',
        'adminMessage',
        'professionalMessage',
      ].sort(),
    );
    expect(body.unread).toBe(body.total);
    // Every family created in this file signed up: the admin sees all of them.
    expect(body.total).toBeGreaterThanOrEqual(3);
  });

  it('shows a family only its own notifications', async () => {
    const a = (await get(familyA, 'Family')).json();
    expect(a.items).toHaveLength(1);
    expect(a.items[0]).toMatchObject({ userid: familyA.userId, agentMessage: null, adminMessage: null });
    expect(a.items[0].familyMessage).toContain('Welcome, <b>Alpha Family</b>');
    const b = (await get(familyB, 'Family')).json();
    expect(b.items.map((n: { userid: string }) => n.userid)).toEqual([familyB.userId]);
  });

  it("shows an agent only its organisation's families", async () => {
    const x = (await get(agentX, 'Agent')).json();
    expect(x.items.map((n: { userid: string }) => n.userid)).toEqual([familyA.userId]);
    expect(x.unread).toBe(1);
    const y = (await get(agentY, 'Agent')).json();
    expect(y).toEqual({ items: [], unread: 0, total: 0 });
  });
});

describe('onboarding done and help requested', () => {
  const put = (user: TestUser, url: string, payload?: object) =>
    t.inject({ method: 'PUT', url, headers: user.headers, ...(payload ? { payload } : {}) });

  it('a refused completion writes nothing; a completion writes one notification and one CRM event', async () => {
    const familyId = await familyIdOf(familyA);
    const count = async () => ({
      notifications: (
        await t.db.select().from(schema.notifications).where(eq(schema.notifications.familyId, familyId))
      ).length,
      crm: (await t.db.select().from(schema.crmEvents).where(eq(schema.crmEvents.familyId, familyId))).length,
    });
    const before = await count();
    expect((await put(familyA, '/api/family/profile/done-onboarding/family')).statusCode).toBe(400);
    expect(await count()).toEqual(before);

    await put(familyA, '/api/family/profile/family', {
      state: 'WA',
      familyMembersCount: 3,
      familyMembersInCollege: 1,
    });
    await t.inject({
      method: 'POST',
      url: '/api/family/profile/parent',
      headers: familyA.headers,
      payload: { firstName: 'Jo', annualIncome: 55_000, filingStatus: 'head_of_household' },
    });
    await t.inject({
      method: 'POST',
      url: '/api/family/profile/student',
      headers: familyA.headers,
      payload: { name: 'Kai', graduationYear: 2027 },
    });
    expect((await put(familyA, '/api/family/profile/done-onboarding/family')).statusCode).toBe(200);
    expect(await count()).toEqual({ notifications: before.notifications + 1, crm: before.crm + 1 });
    // Finishing again (the wizard's last step pressed twice) tells no one twice.
    expect((await put(familyA, '/api/family/profile/done-onboarding/family')).statusCode).toBe(200);
    expect(await count()).toEqual({ notifications: before.notifications + 1, crm: before.crm + 1 });

    const help = await put(familyA, '/api/family/profile/request-help', { message: 'Call me' });
    expect(help.statusCode).toBe(200);
    await put(familyA, '/api/family/profile/request-help', {});
    expect(await count()).toEqual({ notifications: before.notifications + 2, crm: before.crm + 2 });

    const agent = (await get(agentX, 'Agent')).json();
    expect(agent.items.map((n: { agentMessage: string }) => n.agentMessage)).toEqual([
      '<b>Alpha Family</b> requested help.',
      '<b>Alpha Family</b> finished onboarding.',
      expect.stringContaining('signed up directly'),
    ]);
    const events = await t.db.select().from(schema.crmEvents).where(eq(schema.crmEvents.familyId, familyId));
    expect(events.map((e) => e.event).sort()).toEqual([
      'family.help_requested',
      'family.onboarding_completed',
      'family.signed_up',
    ]);
  });
});

describe('mark all as read', () => {
  it("marks the caller's audience only", async () => {
    const res = await markAll(familyA, 'family');
    expect(res.statusCode).toBe(200);
    expect(res.json().marked).toBeGreaterThan(0);
    const family = (await get(familyA, 'Family')).json();
    expect(family.unread).toBe(0);
    expect(family.items.every((n: { read: boolean }) => n.read)).toBe(true);
    // The agent's and the admin's flags are theirs: still unread.
    const agent = (await get(agentX, 'Agent')).json();
    expect(agent.unread).toBe(agent.total);
    expect((await markAll(familyA, 'family')).json()).toEqual({ marked: 0 });

    const admin1 = (await markAll(admin, 'admin')).json();
    expect(admin1.marked).toBeGreaterThan(0);
    expect((await get(admin, 'Admin')).json().unread).toBe(0);
    // Agent Y marking its (empty) list touches nothing of organisation X.
    expect((await markAll(agentY, 'agent')).json()).toEqual({ marked: 0 });
    expect((await get(agentX, 'Agent')).json().unread).toBe(agent.unread);
  });
});
