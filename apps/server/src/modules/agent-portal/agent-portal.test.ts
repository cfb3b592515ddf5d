import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/support/test-app';

/**
 * The financial agent's and the admission professional's families: two organisations (X with two agents, Y),
 * two professionals; each sees only its own families, in the list and in the detail.
 */
let t: TestApp;
let admin: TestUser;
let agentX: TestUser;
let colleagueX: TestUser;
let agentY: TestUser;
let pro1: TestUser;
let pro2: TestUser;
let familyA: TestUser; // organisation X (agent X), invited by professional 1, asked for help
let familyB: TestUser; // organisation Y, invited by professional 2
let familyC: TestUser; // organisation X, no agent of its own yet
let familyD: TestUser; // signed up directly: nobody's
let ids: Record<'A' | 'B' | 'C' | 'D', string>;
let agentXId: string;

const familyRow = async (userId: string) =>
  (await t.db.select().from(schema.families).where(eq(schema.families.userId, userId)))[0]!;
const agentRow = async (userId: string) =>
  (await t.db.select().from(schema.agents).where(eq(schema.agents.userId, userId)))[0]!;
const professionalRow = async (userId: string) =>
  (
    await t.db
      .select()
      .from(schema.admissionProfessionals)
      .where(eq(schema.admissionProfessionals.userId, userId))
  )[0]!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user('admin');
  agentX = await t.user('financial_agent', { name: 'Xavier Agent', organisation: 'Org X' });
  colleagueX = await t.user('financial_agent', { name: 'Xena Colleague', organisation: 'Org X' });
  agentY = await t.user('financial_agent', { name: 'Yannick Agent', organisation: 'Org Y' });
  pro1 = await t.user('admission_professional', { name: 'Pat One' });
  pro2 = await t.user('admission_professional', { name: 'Pam Two' });
  familyA = await t.user('family', { name: 'The Alpha Family' });
  familyB = await t.user('family', { name: 'The Beta Family' });
  familyC = await t.user('family', { name: 'The Gamma Family' });
  familyD = await t.user('family', { name: 'The Delta Family' });
  const x = await agentRow(agentX.userId);
  const y = await agentRow(agentY.userId);
  agentXId = x.id;
  const p1 = await professionalRow(pro1.userId);
  const p2 = await professionalRow(pro2.userId);
  ids = {
    A: (await familyRow(familyA.userId)).id,
    B: (await familyRow(familyB.userId)).id,
    C: (await familyRow(familyC.userId)).id,
    D: (await familyRow(familyD.userId)).id,
  };
  const set = (id: string, values: Partial<typeof schema.families.$inferInsert>) =>
    t.db.update(schema.families).set(values).where(eq(schema.families.id, id));
  await set(ids.A, {
    agentId: x.id,
    organisationId: x.organisationId,
    invitedByProfessionalId: p1.id,
    directSignUp: false,
    state: 'OH',
    federalSai: 12000,
    institutionalSai: 15000,
    completeOnboarding: true,
    invitationStatus: 'active',
  });
  await set(ids.B, {
    agentId: y.id,
    organisationId: y.organisationId,
    invitedByProfessionalId: p2.id,
    directSignUp: false,
    state: 'TX',
  });
  await set(ids.C, { organisationId: x.organisationId, state: 'CA', federalSai: 3000 });
  await t.db.insert(schema.parents).values([
    { familyId: ids.A, position: 1, firstName: 'Zelda', lastName: 'Quince', annualIncome: 95000, age: 45 },
    { familyId: ids.C, position: 1, firstName: 'Gil', lastName: 'Gamma', annualIncome: 40000 },
  ]);
  await t.db.insert(schema.students).values([
    { familyId: ids.A, position: 1, name: 'Ann Alpha', graduationYear: 2027, savingsAmount: 4000 },
    { familyId: ids.A, position: 2, name: 'Ben Alpha', graduationYear: 2029 },
    { familyId: ids.B, position: 1, name: 'Bea Beta', graduationYear: 2028 },
  ]);
  const [college] = await t.db.select().from(schema.colleges).limit(1);
  const [ann] = await t.db.select().from(schema.students).where(eq(schema.students.name, 'Ann Alpha'));
  if (college && ann) {
    await t.db
      .insert(schema.favourites)
      .values({ familyId: ids.A, studentId: ann.id, collegeId: college.id });
  }
  await t.db.insert(schema.helpRequests).values({ familyId: ids.A, message: 'Please call us' });
});
afterAll(async () => t?.close());

type Who = TestUser | null;
const call = (method: 'GET' | 'POST', url: string, who: Who) =>
  t.inject({ method, url, ...(who ? { headers: who.headers } : {}) });
const names = (body: { items: { name: string }[] }) => body.items.map((f) => f.name);

describe('agent portal: who may call', () => {
  it('refuses anonymous (401) and every other role (403) on every route; a refused remove changes nothing', async () => {
    const before = await t.db.select().from(schema.families).orderBy(schema.families.id);
    const notesBefore = await t.db.select().from(schema.notifications);
    const routes = [
      { method: 'GET' as const, url: '/api/agents/families' },
      { method: 'GET' as const, url: `/api/agents/families/${familyA.userId}` },
      { method: 'POST' as const, url: `/api/agents/families/${familyA.userId}/remove-family` },
    ];
    for (const route of routes) {
      expect((await call(route.method, route.url, null)).statusCode, route.url).toBe(401);
      for (const who of [admin, familyA, familyB, pro1]) {
        const res = await call(route.method, route.url, who);
        expect(res.statusCode, `${route.method} ${route.url} ${who.email}`).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
    }
    expect(await t.db.select().from(schema.families).orderBy(schema.families.id)).toEqual(before);
    expect(await t.db.select().from(schema.notifications)).toEqual(notesBefore);
  });

  it('answers 404 for a family of another organisation, a direct sign-up and an unknown id, and changes nothing', async () => {
    const before = await t.db.select().from(schema.families).orderBy(schema.families.id);
    for (const id of [familyB.userId, ids.B, familyD.userId, '00000000-0000-4000-8000-000000000000']) {
      const detail = await call('GET', `/api/agents/families/${id}`, agentX);
      expect(detail.statusCode, id).toBe(404);
      expect(detail.json().error.code).toBe('NOT_FOUND');
      expect((await call('POST', `/api/agents/families/${id}/remove-family`, agentX)).statusCode).toBe(404);
    }
    // Organisation Y's agent does not see organisation X's families either.
    expect((await call('GET', `/api/agents/families/${familyA.userId}`, agentY)).statusCode).toBe(404);
    expect((await call('POST', `/api/agents/families/${ids.C}/remove-family`, agentY)).statusCode).toBe(404);
    expect(await t.db.select().from(schema.families).orderBy(schema.families.id)).toEqual(before);
  });
});

describe('agent portal: list and detail', () => {
  it('lists the organisation’s families only, help requests first, with the dashboard figures', async () => {
    const res = await call('GET', '/api/agents/families', agentX);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, limit: 20, total: 2 });
    expect(names(body)).toEqual(['The Alpha Family', 'The Gamma Family']);
    expect(body.summary).toEqual({ families: 2, awaitingOnboarding: 1, openHelpRequests: 1 });
    expect(body.items[0]).toMatchObject({
      parentNames: ['Zelda Quince'],
      students: 2,
      federalSai: 12000,
      state: 'OH',
      status: 'active',
      agent: { id: agentXId, name: 'Xavier Agent' },
    });
    expect(body.items[0].helpRequestedAt).not.toBeNull();
    expect(body.items[1]).toMatchObject({ agent: null, helpRequestedAt: null, status: 'onboarding' });

    // A colleague of the same organisation sees the same families; organisation Y only its own.
    expect(names((await call('GET', '/api/agents/families', colleagueX)).json())).toEqual([
      'The Alpha Family',
      'The Gamma Family',
    ]);
    const y = (await call('GET', '/api/agents/families', agentY)).json();
    expect(names(y)).toEqual(['The Beta Family']);
    expect(y.summary).toEqual({ families: 1, awaitingOnboarding: 1, openHelpRequests: 0 });
  });

  it('searches name, e-mail, parent names and state; sorts; pages; refuses an unknown sort', async () => {
    const list = async (query: string) =>
      names((await call('GET', `/api/agents/families?${query}`, agentX)).json());
    expect(await list('search=quince')).toEqual(['The Alpha Family']);
    expect(await list('search=gamma')).toEqual(['The Gamma Family']);
    expect(await list(`search=${encodeURIComponent(familyC.email)}`)).toEqual(['The Gamma Family']);
    expect(await list('search=CA')).toEqual(['The Gamma Family']);
    expect(await list('search=beta')).toEqual([]);
    expect(await list('search=%25')).toEqual([]);
    expect(await list('sort_by=federal_sai&sort_order=ASC')).toEqual([
      'The Gamma Family',
      'The Alpha Family',
    ]);
    expect(await list('sort_by=name&sort_order=DESC')).toEqual(['The Gamma Family', 'The Alpha Family']);
    expect(await list('sort_by=students&sort_order=ASC')).toEqual(['The Gamma Family', 'The Alpha Family']);
    expect(await list('sort_by=help&sort_order=ASC')).toEqual(['The Gamma Family', 'The Alpha Family']);
    const second = (await call('GET', '/api/agents/families?limit=1&page=2', agentX)).json();
    expect(second).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(names(second)).toEqual(['The Gamma Family']);
    const bad = await call('GET', '/api/agents/families?sort_by=email', agentX);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('shows a family as the admin does, by its user id or its own id', async () => {
    const mine = await call('GET', `/api/agents/families/${familyA.userId}`, agentX);
    expect(mine.statusCode).toBe(200);
    const admins = await call('GET', `/api/admin/families/${familyA.userId}`, admin);
    expect(mine.json()).toEqual(admins.json());
    const body = mine.json();
    expect(body).toMatchObject({ id: ids.A, name: 'The Alpha Family' });
    // The first student's figures, worked out from the profile as every screen does (docs/decisions/0046).
    expect(body.federalSai).toBe(body.students[0].federalSai);
    expect(typeof body.federalSai).toBe('number');
    expect(body.parents[0]).toMatchObject({ firstName: 'Zelda', annualIncome: 95000 });
    expect(body.students.map((s: { name: string }) => s.name)).toEqual(['Ann Alpha', 'Ben Alpha']);
    expect(body.helpRequests).toHaveLength(1);
    expect(body.arrival.invitedBy).toMatchObject({ kind: 'admission_professional', name: 'Pat One' });
    const byOwnId = await call('GET', `/api/agents/families/${ids.C}`, colleagueX);
    expect(byOwnId.statusCode).toBe(200);
    expect(byOwnId.json().name).toBe('The Gamma Family');
  });
});

describe('agent portal: remove a family', () => {
  it('takes only that family out of the organisation, notifies the family and the admins, audits', async () => {
    const before = await t.db.select().from(schema.families).orderBy(schema.families.id);
    const res = await call('POST', `/api/agents/families/${familyA.userId}/remove-family`, colleagueX);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ removed: true });
    const after = await t.db.select().from(schema.families).orderBy(schema.families.id);
    for (const row of after) {
      const old = before.find((b) => b.id === row.id)!;
      if (row.id === ids.A) {
        expect(row).toMatchObject({ agentId: null, organisationId: null, name: old.name, federalSai: 12000 });
      } else {
        expect(row).toEqual(old);
      }
    }
    const notes = await t.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.familyId, ids.A));
    const removal = notes.find((n) => n.agentMessage?.includes('You removed'));
    expect(removal).toBeDefined();
    expect(removal!.familyMessage).toContain('Xena Colleague');
    expect(removal!.adminMessage).toContain('removed The Alpha Family');
    expect(removal!.userId).toBe(familyA.userId);
    const audit = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.familyId, ids.A));
    expect(audit.map((a) => a.action)).toEqual(['family.remove_from_organisation']);
    expect(audit[0]!.actorUserId).toBe(colleagueX.userId);

    // It left the organisation's lists; a second remove finds nothing.
    const list = (await call('GET', '/api/agents/families', agentX)).json();
    expect(names(list)).toEqual(['The Gamma Family']);
    expect(list.summary).toEqual({ families: 1, awaitingOnboarding: 1, openHelpRequests: 0 });
    expect((await call('GET', `/api/agents/families/${familyA.userId}`, agentX)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/agents/families/${familyA.userId}/remove-family`, agentX)).statusCode,
    ).toBe(404);
    // The family's account and profile stay; its professional still sees it.
    expect(
      (await call('GET', `/api/admission-professionals/families/${familyA.userId}`, pro1)).statusCode,
    ).toBe(200);
  });
});

/** Keys that would carry money or aid figures. */
const MONEY_KEY =
  /income|asset|sai|pell|award|cost|price|tuition|fee|amount|equity|saving|net|coa|expense|aid/i;
function moneyKeys(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => moneyKeys(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [
      ...(MONEY_KEY.test(k) ? [`${path}.${k}`] : []),
      ...moneyKeys(v, `${path}.${k}`),
    ]);
  return [];
}

describe('professional portal', () => {
  it('refuses anonymous (401) and every other role (403)', async () => {
    for (const url of [
      '/api/admission-professionals/families',
      `/api/admission-professionals/families/${ids.B}`,
    ]) {
      expect((await call('GET', url, null)).statusCode).toBe(401);
      for (const who of [admin, agentX, familyB]) {
        const res = await call('GET', url, who);
        expect(res.statusCode, `${url} ${who.email}`).toBe(403);
      }
    }
  });

  it('lists only the families each professional invited', async () => {
    const one = (await call('GET', '/api/admission-professionals/families', pro1)).json();
    expect(names(one)).toEqual(['The Alpha Family']);
    expect(one.summary).toEqual({ families: 1, awaitingOnboarding: 0, active: 1 });
    expect(one.items[0]).toMatchObject({ students: 2, graduationYears: [2027, 2029], status: 'active' });
    const two = (await call('GET', '/api/admission-professionals/families', pro2)).json();
    expect(names(two)).toEqual(['The Beta Family']);
    expect(
      names((await call('GET', '/api/admission-professionals/families?search=zzz', pro1)).json()),
    ).toEqual([]);
    expect(
      (await call('GET', '/api/admission-professionals/families?sort_by=federal_sai', pro1)).statusCode,
    ).toBe(400);
  });

  it('shows an invited family without any money, and 404 for another professional’s or nobody’s family', async () => {
    const res = await call('GET', `/api/admission-professionals/families/${familyA.userId}`, pro1);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'The Alpha Family',
      email: familyA.email,
      state: 'OH',
      status: 'active',
    });
    expect(body.students.map((s: { graduationYear: number }) => s.graduationYear)).toEqual([2027, 2029]);
    expect(body.parents[0]).toEqual({ id: expect.any(String), firstName: 'Zelda', lastName: 'Quince' });
    expect(moneyKeys(body)).toEqual([]);
    expect(moneyKeys((await call('GET', '/api/admission-professionals/families', pro1)).json())).toEqual([]);
    // The walker does find money where there is some (the agent's answer for the same family).
    const agentView = (await call('GET', `/api/agents/families/${ids.C}`, agentX)).json();
    expect(moneyKeys(agentView).length).toBeGreaterThan(0);
    const favourites = body.students[0].favourites;
    expect(Array.isArray(favourites)).toBe(true);

    for (const [who, id] of [
      [pro2, familyA.userId],
      [pro1, familyB.userId],
      [pro1, familyD.userId],
      [pro1, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const refused = await call('GET', `/api/admission-professionals/families/${id}`, who);
      expect(refused.statusCode, `${who.email} ${id}`).toBe(404);
    }
  });
});

describe('family profile: who invited the family', () => {
  it('names the professional or agent that invited it, and nobody for a direct sign-up', async () => {
    const b = (await call('GET', '/api/family/profile', familyB)).json();
    expect(b.invitedBy).toMatchObject({ kind: 'admission_professional', name: 'Pam Two', phone: null });
    expect(b.invitedBy.email).toBe(pro2.email);
    expect((await call('GET', '/api/family/profile', familyD)).json().invitedBy).toBeNull();
    await t.db
      .update(schema.families)
      .set({ invitedByProfessionalId: null })
      .where(eq(schema.families.id, ids.B));
    const byAgent = (await call('GET', '/api/family/profile', familyB)).json();
    expect(byAgent.invitedBy).toMatchObject({
      kind: 'financial_agent',
      name: 'Yannick Agent',
      organisation: 'Org Y',
    });
  });
});
