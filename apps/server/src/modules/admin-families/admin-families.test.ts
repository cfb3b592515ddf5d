import { NO_FAMILIES_SELECTED_MESSAGE } from '@ccp/contracts';
import { schema } from '@ccp/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/support/test-app';

let t: TestApp;
let admin: TestUser;
let agentUser: TestUser;
let professional: TestUser;
let familyA: TestUser;
let familyB: TestUser;
let agentId: string;
let familyAId: string;
let familyBId: string;

const familyOf = async (userId: string) =>
  (await t.db.select().from(schema.families).where(eq(schema.families.userId, userId)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user('admin');
  agentUser = await t.user('financial_agent', { name: 'Casey Agent' });
  professional = await t.user('admission_professional');
  familyA = await t.user('family', { name: 'The Alpha Family' });
  familyB = await t.user('family', { name: 'The Beta Family' });
  agentId = (await t.db.select().from(schema.agents).where(eq(schema.agents.userId, agentUser.userId)))[0]!
    .id;
  familyAId = (await familyOf(familyA.userId)).id;
  familyBId = (await familyOf(familyB.userId)).id;
  await t.db
    .update(schema.families)
    .set({ state: 'OH', federalSai: 12000 })
    .where(eq(schema.families.id, familyAId));
  await t.db
    .update(schema.families)
    .set({ state: 'TX', federalSai: 3000, directSignUp: false })
    .where(eq(schema.families.id, familyBId));
  await t.db
    .insert(schema.parents)
    .values({ familyId: familyAId, position: 1, firstName: 'Zelda', lastName: 'Quince' });
  await t.db.insert(schema.students).values([
    { familyId: familyAId, position: 1, name: 'Ann Alpha', graduationYear: 2027 },
    { familyId: familyAId, position: 2, name: 'Ben Alpha', graduationYear: 2029 },
  ]);
  await t.db.insert(schema.helpRequests).values({ familyId: familyBId, message: 'Please call us' });
});
afterAll(async () => t?.close());

const routes = () => [
  { method: 'GET' as const, url: '/api/admin/aggregates' },
  { method: 'GET' as const, url: '/api/admin/aggregates/sign-ups' },
  { method: 'GET' as const, url: '/api/admin/families' },
  { method: 'GET' as const, url: '/api/admin/families/not-requested-help' },
  { method: 'GET' as const, url: '/api/admin/financial-agents/options' },
  { method: 'GET' as const, url: `/api/admin/families/${familyA.userId}` },
  { method: 'DELETE' as const, url: '/api/admin/families/delete', payload: { familyIds: [familyAId] } },
  {
    method: 'POST' as const,
    url: `/api/admin/families/${familyA.userId}/assign-financial-agent`,
    payload: { agentId },
  },
  { method: 'POST' as const, url: `/api/admin/families/${familyB.userId}/remove-financial-agent` },
];

describe('admin families: authorisation', () => {
  it('refuses anonymous (401), family, agent and professional (403) on every route, and a refused write changes nothing', async () => {
    await t.db.update(schema.families).set({ agentId }).where(eq(schema.families.id, familyBId));
    const before = await t.db.select().from(schema.families).orderBy(schema.families.id);
    const notesBefore = await t.db.select().from(schema.notifications);
    for (const route of routes()) {
      const anonymous = await t.inject(route);
      expect(anonymous.statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
      for (const who of [familyA, familyB, agentUser, professional]) {
        const res = await t.inject({ ...route, headers: who.headers });
        expect(res.statusCode, `${route.method} ${route.url} ${who.email}`).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
    }
    const after = await t.db.select().from(schema.families).orderBy(schema.families.id);
    expect(after).toEqual(before);
    expect(await t.db.select().from(schema.notifications)).toEqual(notesBefore);
    await t.db.update(schema.families).set({ agentId: null }).where(eq(schema.families.id, familyBId));
  });
});

describe('admin families: list', () => {
  it('pages with the spec shape, 20 by default, newest first', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/admin/families', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, limit: 20, total: 2 });
    expect(body.items.map((f: { name: string }) => f.name)).toEqual(['The Beta Family', 'The Alpha Family']);
    const alpha = body.items[1];
    expect(alpha).toMatchObject({
      state: 'OH',
      students: 2,
      federalSai: 12000,
      parentNames: ['Zelda Quince'],
    });
  });

  it('searches name, e-mail, parent names and state', async () => {
    const names = async (query: string) =>
      (await t.inject({ method: 'GET', url: `/api/admin/families?${query}`, headers: admin.headers }))
        .json()
        .items.map((f: { name: string }) => f.name);
    expect(await names('search=quince')).toEqual(['The Alpha Family']);
    expect(await names('search=beta')).toEqual(['The Beta Family']);
    expect(await names(`search=${encodeURIComponent(familyB.email)}`)).toEqual(['The Beta Family']);
    expect(await names('search=TX')).toEqual(['The Beta Family']);
    expect(await names('search=%25')).toEqual([]);
    expect(await names('sort_by=students&sort_order=ASC')).toEqual(['The Beta Family', 'The Alpha Family']);
    expect(await names('sort_by=federal_sai&sort_order=DESC')).toEqual([
      'The Alpha Family',
      'The Beta Family',
    ]);
    expect(await names('sort_by=name&sort_order=ASC')).toEqual(['The Alpha Family', 'The Beta Family']);
    expect(await names('state=OH')).toEqual(['The Alpha Family']);
    expect(await names('directSignUp=0')).toEqual(['The Beta Family']);
    expect(await names('requestedHelp=1')).toEqual(['The Beta Family']);
    expect(await names('status=onboarding&since=30d')).toHaveLength(2);
  });

  it('counts the families that asked for help without an agent, and notRequestedHelp=1 lists exactly them', async () => {
    const count = await t.inject({
      method: 'GET',
      url: '/api/admin/families/not-requested-help',
      headers: admin.headers,
    });
    expect(count.json()).toEqual({ count: 1 });
    const list = await t.inject({
      method: 'GET',
      url: '/api/admin/families?notRequestedHelp=1',
      headers: admin.headers,
    });
    expect(list.json().items.map((f: { id: string }) => f.id)).toEqual([familyBId]);
    expect(list.json().items[0].helpRequestedAt).not.toBeNull();
  });

  it('refuses an unknown sort with a clear message', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/admin/families?sort_by=email',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('admin families: detail and agent', () => {
  it('shows the household, students with SAI, help requests and how the family arrived', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/admin/families/${familyB.userId}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: familyBId, name: 'The Beta Family', state: 'TX', agent: null });
    expect(body.helpRequests).toHaveLength(1);
    expect(body.arrival).toMatchObject({ directSignUp: false });
    const alpha = (
      await t.inject({ method: 'GET', url: `/api/admin/families/${familyAId}`, headers: admin.headers })
    ).json();
    expect(alpha.students.map((s: { name: string }) => s.name)).toEqual(['Ann Alpha', 'Ben Alpha']);
    expect(alpha.parents[0].firstName).toBe('Zelda');
    const missing = await t.inject({
      method: 'GET',
      url: '/api/admin/families/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('assigns one agent, notifies, audits; removes it; refuses an unknown agent', async () => {
    const url = `/api/admin/families/${familyB.userId}`;
    const unknown = await t.inject({
      method: 'POST',
      url: `${url}/assign-financial-agent`,
      headers: admin.headers,
      payload: { agentId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await familyOf(familyB.userId)).agentId).toBeNull();

    const options = await t.inject({
      method: 'GET',
      url: '/api/admin/financial-agents/options?search=casey',
      headers: admin.headers,
    });
    expect(options.json().items.map((a: { id: string }) => a.id)).toEqual([agentId]);

    const notesOfB = () =>
      t.db.select().from(schema.notifications).where(eq(schema.notifications.familyId, familyBId));
    // The family's own earlier notifications (its sign-up) stay as they were.
    const earlier = (await notesOfB()).length;
    const assigned = await t.inject({
      method: 'POST',
      url: `${url}/assign-financial-agent`,
      headers: admin.headers,
      payload: { agentId },
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().agent).toMatchObject({ id: agentId, name: 'Casey Agent' });
    expect((await familyOf(familyB.userId)).agentId).toBe(agentId);
    const notes = (await notesOfB()).filter((n) => n.agentId !== null);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ agentId, userId: familyB.userId });
    expect(notes[0]!.familyMessage).toContain('Casey Agent');
    const count = await t.inject({
      method: 'GET',
      url: '/api/admin/families/not-requested-help',
      headers: admin.headers,
    });
    expect(count.json()).toEqual({ count: 0 });

    const removed = await t.inject({
      method: 'POST',
      url: `${url}/remove-financial-agent`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().agent).toBeNull();
    const again = await t.inject({
      method: 'POST',
      url: `${url}/remove-financial-agent`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(409);
    const audit = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.familyId, familyBId));
    expect(audit.map((a) => a.action)).toEqual(['family.assign_agent', 'family.remove_agent']);
    expect(await notesOfB()).toHaveLength(earlier + 2);
  });
});

describe('admin families: bulk delete', () => {
  it('refuses an empty selection with the spec message and deletes nothing', async () => {
    const res = await t.inject({
      method: 'DELETE',
      url: '/api/admin/families/delete',
      headers: admin.headers,
      payload: { familyIds: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(NO_FAMILIES_SELECTED_MESSAGE);
    const missing = await t.inject({
      method: 'DELETE',
      url: '/api/admin/families/delete',
      headers: admin.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses the whole batch when one family does not exist', async () => {
    const res = await t.inject({
      method: 'DELETE',
      url: '/api/admin/families/delete',
      headers: admin.headers,
      payload: { familyIds: [familyAId, '00000000-0000-4000-8000-000000000000'] },
    });
    expect(res.statusCode).toBe(404);
    expect(await familyOf(familyA.userId)).toBeDefined();
  });

  it('deletes the families, what they own and their accounts in one go', async () => {
    const res = await t.inject({
      method: 'DELETE',
      url: '/api/admin/families/delete',
      headers: admin.headers,
      payload: { familyIds: [familyAId, familyBId] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    const left = await t.db.select({ n: sql<number>`count(*)::int` }).from(schema.families);
    expect(left[0]!.n).toBe(0);
    expect(await t.db.select().from(schema.students)).toHaveLength(0);
    expect(await t.db.select().from(schema.helpRequests)).toHaveLength(0);
    expect(await t.db.select().from(schema.user).where(eq(schema.user.id, familyA.userId))).toHaveLength(0);
    expect(await t.db.select().from(schema.user).where(eq(schema.user.id, admin.userId))).toHaveLength(1);
    const signIn = await t.inject({ method: 'GET', url: '/api/me', headers: familyA.headers });
    expect(signIn.statusCode).toBe(401);
  });
});
