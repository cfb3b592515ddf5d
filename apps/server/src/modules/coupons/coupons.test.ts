import { COUPON_MESSAGES } from '@ccp/contracts';
import { schema } from '@ccp/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/support/test-app';
import { isoToday } from './coupons.service';

let t: TestApp;
let admin: TestUser;
let agentUser: TestUser;
let agentId: string;
let organisationId: string;

const day = (offset: number) => isoToday(new Date(Date.now() + offset * 86_400_000));
let n = 0;
const coupon = (o: Record<string, unknown> = {}) => {
  n += 1;
  return {
    code: `CODE${n}X${Date.now() % 100000}`,
    description: 'Spring offer',
    discountPercent: 10,
    validFrom: day(-1),
    validUntil: day(30),
    usageLimit: 5,
    ...o,
  };
};
const add = (payload: Record<string, unknown>, headers = admin.headers) =>
  t.inject({ method: 'POST', url: '/api/admin/coupon-code/add', payload, headers });
/** The sign-up form, then its mailed link: the first answer that is not a step forward (201 once confirmed). */
async function signUp(email: string, couponCode?: string) {
  const asked = await t.inject({
    method: 'POST',
    url: '/api/family/signup',
    payload: { name: 'The Coupon Family', email, password: 'correct-horse-battery', couponCode },
  });
  if (asked.statusCode !== 202) return asked;
  const token = await t.signUpToken(email);
  return t.inject({ method: 'POST', url: '/api/signup/confirm', payload: { token } });
}
const userCount = async (email: string) =>
  (await t.db.select().from(schema.user).where(eq(schema.user.email, email))).length;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user('admin');
  agentUser = await t.user('financial_agent', { name: 'Casey Coupon', organisation: 'Coupon Advisors' });
  const [agent] = await t.db.select().from(schema.agents).where(eq(schema.agents.userId, agentUser.userId));
  agentId = agent!.id;
  organisationId = agent!.organisationId;
});
afterAll(async () => t?.close());

describe('coupons: admin CRUD', () => {
  it('adds, reads, lists, searches, edits and removes a coupon', async () => {
    const created = await add(coupon({ code: 'Welcome25', discountPercent: 25, agentId }));
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      code: 'Welcome25',
      discountPercent: 25,
      discountAmount: null,
      uses: 0,
      status: 'active',
      agentId,
      agent: { id: agentId, name: 'Casey Coupon', organisation: 'Coupon Advisors' },
    });

    const one = await t.inject({
      method: 'GET',
      url: `/api/admin/coupon-code/${body.id}`,
      headers: admin.headers,
    });
    expect(one.json()).toEqual(body);

    const list = await t.inject({
      method: 'GET',
      url: '/api/admin/coupon-code?search=welcome&sort_by=code&sort_order=ASC',
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((c: { code: string }) => c.code)).toEqual(['Welcome25']);
    expect(list.json()).toMatchObject({ page: 1, limit: 20, total: 1 });

    const edited = await t.inject({
      method: 'PUT',
      url: `/api/admin/coupon-code/${body.id}`,
      headers: admin.headers,
      payload: coupon({ code: 'WELCOME30', discountAmount: 300, discountPercent: null, agentId: null }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      code: 'WELCOME30',
      discountPercent: null,
      discountAmount: 300,
      agent: null,
    });

    const removed = await t.inject({
      method: 'POST',
      url: `/api/admin/coupon-code/remove/${body.id}`,
      headers: admin.headers,
    });
    expect(removed.json()).toEqual({ ok: true, id: body.id });
    const gone = await t.inject({
      method: 'GET',
      url: `/api/admin/coupon-code/${body.id}`,
      headers: admin.headers,
    });
    expect(gone.statusCode).toBe(404);
    const again = await t.inject({
      method: 'POST',
      url: `/api/admin/coupon-code/remove/${body.id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('sorts and pages the list', async () => {
    for (const code of ['SORT-B', 'SORT-A', 'SORT-C'])
      expect((await add(coupon({ code }))).statusCode).toBe(201);
    const page = await t.inject({
      method: 'GET',
      url: '/api/admin/coupon-code?search=sort-&sort_by=code&sort_order=DESC&limit=2&page=2',
      headers: admin.headers,
    });
    expect(page.json()).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page.json().items.map((c: { code: string }) => c.code)).toEqual(['SORT-A']);
    const bad = await t.inject({
      method: 'GET',
      url: '/api/admin/coupon-code?sort_by=secret',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 409 for a code that exists in any case, on add and on edit, and stores nothing', async () => {
    expect((await add(coupon({ code: 'Summer-Sale' }))).statusCode).toBe(201);
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(schema.coupons);
    for (const code of ['summer-sale', 'SUMMER-SALE', ' Summer-Sale ']) {
      const res = await add(coupon({ code }));
      expect(res.statusCode, code).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'CONFLICT', message: COUPON_MESSAGES.duplicate });
      expect(res.json().error.fields.code).toBe(COUPON_MESSAGES.duplicate);
    }
    const other = (await add(coupon({ code: 'Winter-Sale' }))).json();
    const edit = await t.inject({
      method: 'PUT',
      url: `/api/admin/coupon-code/${other.id}`,
      headers: admin.headers,
      payload: coupon({ code: 'SUMMER-sale' }),
    });
    expect(edit.statusCode).toBe(409);
    expect(
      (
        await t.inject({ method: 'GET', url: `/api/admin/coupon-code/${other.id}`, headers: admin.headers })
      ).json().code,
    ).toBe('Winter-Sale');
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(schema.coupons);
    expect(after[0]!.n).toBe(before[0]!.n + 1);
  });

  it('takes exactly one discount kind, dates in order and a known agent', async () => {
    const both = await add(coupon({ discountPercent: 10, discountAmount: 100 }));
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields).toMatchObject({
      discountPercent: COUPON_MESSAGES.oneDiscount,
      discountAmount: COUPON_MESSAGES.oneDiscount,
    });
    const none = await add(coupon({ discountPercent: null }));
    expect(none.json().error.fields.discountPercent).toBe(COUPON_MESSAGES.noDiscount);
    const amount = await add(coupon({ discountPercent: undefined, discountAmount: 150 }));
    expect(amount.statusCode).toBe(201);
    expect(amount.json()).toMatchObject({ discountPercent: null, discountAmount: 150 });

    const reversed = await add(coupon({ validFrom: '2026-05-10', validUntil: '2026-05-09' }));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields.validUntil).toBe(COUPON_MESSAGES.dateOrder);
    const notADate = await add(coupon({ validFrom: '2026-02-30' }));
    expect(notADate.json().error.fields.validFrom).toMatch(/YYYY-MM-DD/);
    const oneDay = await add(coupon({ validFrom: '2026-05-10', validUntil: '2026-05-10' }));
    expect(oneDay.statusCode).toBe(201);

    const percent = await add(coupon({ discountPercent: 101 }));
    expect(percent.json().error.fields.discountPercent).toMatch(/at most 100/);
    const limit = await add(coupon({ usageLimit: 0 }));
    expect(limit.json().error.fields.usageLimit).toMatch(/at least 1/);
    const agent = await add(coupon({ agentId: '00000000-0000-4000-8000-000000000000' }));
    expect(agent.statusCode).toBe(400);
    expect(agent.json().error.fields.agentId).toBe(COUPON_MESSAGES.noSuchAgent);
  });

  it('lists the agents a coupon can belong to (page 1, limit 50 by default)', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/admin/couponAgents', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, limit: 50 });
    expect(res.json().items).toContainEqual({
      id: agentId,
      name: 'Casey Coupon',
      organisation: 'Coupon Advisors',
    });
  });

  it('refuses anonymous (401) and every non-admin role (403), and changes nothing', async () => {
    const existing = (await add(coupon({ code: 'Guarded' }))).json();
    const family = await t.user('family');
    const professional = await t.user('admission_professional');
    const routes = [
      { method: 'GET' as const, url: '/api/admin/coupon-code' },
      { method: 'GET' as const, url: `/api/admin/coupon-code/${existing.id}` },
      {
        method: 'PUT' as const,
        url: `/api/admin/coupon-code/${existing.id}`,
        payload: coupon({ code: 'Taken' }),
      },
      { method: 'POST' as const, url: '/api/admin/coupon-code/add', payload: coupon({ code: 'Sneaky' }) },
      { method: 'POST' as const, url: `/api/admin/coupon-code/remove/${existing.id}` },
      { method: 'GET' as const, url: '/api/admin/couponAgents' },
    ];
    const before = await t.db.select().from(schema.coupons).orderBy(schema.coupons.id);
    for (const route of routes) {
      expect((await t.inject(route)).statusCode, `${route.method} ${route.url}`).toBe(401);
      for (const who of [family, agentUser, professional]) {
        const res = await t.inject({ ...route, headers: who.headers });
        expect(res.statusCode, `${route.method} ${route.url} ${who.email}`).toBe(403);
      }
    }
    expect(await t.db.select().from(schema.coupons).orderBy(schema.coupons.id)).toEqual(before);
  });
});

describe('coupons: family sign-up', () => {
  it('records the use and attaches the family to the coupon agent and its organisation', async () => {
    const c = (await add(coupon({ code: 'AgentPromo', agentId }))).json();
    const res = await signUp('coupon-agent@example.test', 'agentpromo');
    expect(res.statusCode).toBe(201);
    const [family] = await t.db
      .select()
      .from(schema.families)
      .where(eq(schema.families.email, 'coupon-agent@example.test'));
    expect(family).toMatchObject({ couponId: c.id, agentId, organisationId });
    const read = await t.inject({
      method: 'GET',
      url: `/api/admin/coupon-code/${c.id}`,
      headers: admin.headers,
    });
    expect(read.json().uses).toBe(1);
    const notes = await t.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.familyId, family!.id));
    expect(notes[0]).toMatchObject({ agentId });
    expect(notes[0]!.adminMessage).toContain('AgentPromo');
    // The admin's family page says how the family arrived, coupon included.
    const detail = await t.inject({
      method: 'GET',
      url: `/api/admin/families/${family!.id}`,
      headers: admin.headers,
    });
    expect(detail.json().arrival).toMatchObject({ directSignUp: true, couponCode: 'AgentPromo' });
  });

  it('records the use of a coupon without an agent and leaves the family unassigned', async () => {
    const c = (await add(coupon({ code: 'NoAgent' }))).json();
    expect((await signUp('coupon-plain@example.test', 'NOAGENT')).statusCode).toBe(201);
    const [family] = await t.db
      .select()
      .from(schema.families)
      .where(eq(schema.families.email, 'coupon-plain@example.test'));
    expect(family).toMatchObject({ couponId: c.id, agentId: null, organisationId: null });
  });

  it('refuses an unknown, expired, not yet valid or used-up code with its own message, and creates no account', async () => {
    await add(coupon({ code: 'Expired1', validFrom: day(-30), validUntil: day(-1) }));
    await add(coupon({ code: 'Later1', validFrom: day(2), validUntil: day(30) }));
    const full = (await add(coupon({ code: 'Full1', usageLimit: 1 }))).json();
    expect((await signUp('coupon-first@example.test', 'Full1')).statusCode).toBe(201);
    const cases: [string, string][] = [
      ['Nope-123', COUPON_MESSAGES.unknown],
      ['expired1', `This coupon code expired on ${day(-1)}.`],
      ['LATER1', `This coupon code is valid from ${day(2)}.`],
      ['Full1', COUPON_MESSAGES.usedUp],
    ];
    const familiesBefore = await t.db.select({ n: sql<number>`count(*)::int` }).from(schema.families);
    for (const [code, message] of cases) {
      const email = `refused-${code.toLowerCase()}@example.test`;
      const res = await signUp(email, code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message,
        fields: { couponCode: message },
      });
      expect(await userCount(email), code).toBe(0);
    }
    const familiesAfter = await t.db.select({ n: sql<number>`count(*)::int` }).from(schema.families);
    expect(familiesAfter).toEqual(familiesBefore);
    const read = await t.inject({
      method: 'GET',
      url: `/api/admin/coupon-code/${full.id}`,
      headers: admin.headers,
    });
    expect(read.json()).toMatchObject({ uses: 1, status: 'used_up' });
    // The usage limit may be edited down to the uses already taken.
    const lower = await t.inject({
      method: 'PUT',
      url: `/api/admin/coupon-code/${full.id}`,
      headers: admin.headers,
      payload: coupon({ code: 'Full1', usageLimit: 1 }),
    });
    expect(lower.statusCode).toBe(200);
  });

  it('lets only one of two concurrent sign-ups take the last use', async () => {
    const c = (await add(coupon({ code: 'LastOne', usageLimit: 1 }))).json();
    const [a, b] = await Promise.all([
      signUp('race-a@example.test', 'LastOne'),
      signUp('race-b@example.test', 'LastOne'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    const refused = a.statusCode === 400 ? a : b;
    expect(refused.json().error.message).toBe(COUPON_MESSAGES.usedUp);
    expect((await userCount('race-a@example.test')) + (await userCount('race-b@example.test'))).toBe(1);
    const read = await t.inject({
      method: 'GET',
      url: `/api/admin/coupon-code/${c.id}`,
      headers: admin.headers,
    });
    expect(read.json().uses).toBe(1);
  });

  it('signs up without a code as before (an empty code is no code)', async () => {
    expect((await signUp('no-coupon@example.test', '')).statusCode).toBe(201);
    const [family] = await t.db
      .select()
      .from(schema.families)
      .where(eq(schema.families.email, 'no-coupon@example.test'));
    expect(family!.couponId).toBeNull();
  });
});
