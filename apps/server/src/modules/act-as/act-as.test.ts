import { ADMIN_EMAIL_NOT_FOUND, AGENT_EMAIL_NOT_FOUND, SIMULATOR_HEADER } from '@ccp/contracts';
import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';

let t: TestApp;
let admin: TestUser;
let agent: TestUser;
let otherAgent: TestUser;
let professional: TestUser;
let familyA: TestUser;
let familyB: TestUser;
let familyC: TestUser;
let familyAId: string;
let familyBId: string;
let familyCId: string;
let parentAId: string;

const familyOf = async (userId: string) =>
  (await t.db.select().from(schema.families).where(eq(schema.families.userId, userId)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user('admin', { name: 'Alex Admin' });
  agent = await t.user('financial_agent', { name: 'Jordan Agent', organisation: 'Summit Test' });
  otherAgent = await t.user('financial_agent', { name: 'Other Agent', organisation: 'Elsewhere Test' });
  professional = await t.user('admission_professional');
  familyA = await t.user('family', { name: 'The Alpha Family' });
  familyB = await t.user('family', { name: 'The Beta Family' });
  familyC = await t.user('family', { name: 'The Gamma Family' });
  familyAId = (await familyOf(familyA.userId)).id;
  familyBId = (await familyOf(familyB.userId)).id;
  familyCId = (await familyOf(familyC.userId)).id;
  const [agentRow] = await t.db.select().from(schema.agents).where(eq(schema.agents.userId, agent.userId));
  // A and B belong to the agent's organisation; C to none.
  for (const id of [familyAId, familyBId]) {
    await t.db
      .update(schema.families)
      .set({ organisationId: agentRow!.organisationId, agentId: agentRow!.id })
      .where(eq(schema.families.id, id));
  }
  const [parent] = await t.db
    .insert(schema.parents)
    .values({ familyId: familyAId, position: 1, firstName: 'Pat', lastName: 'Alpha', annualIncome: 95000 })
    .returning();
  parentAId = parent!.id;
});
afterAll(async () => t?.close());

interface Acting {
  cookie: string;
  headers: Record<string, string>;
  actorId: string;
}

const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

async function tokenFor(cookie: string): Promise<string> {
  const res = await t.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
  return (res.json() as { token: string }).token;
}

/** Starts acting as a family; the headers are the web client's during the simulation. */
async function actAs(staff: TestUser, role: 'admin' | 'agent', familyId: string): Promise<Acting> {
  const url = `/api/${role === 'admin' ? 'admin' : 'agents'}/families/${familyId}/simulate`;
  const res = await t.inject({ method: 'POST', url, headers: staff.headers });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = cookieOf(res);
  const token = await tokenFor(cookie);
  return {
    cookie,
    actorId: staff.userId,
    headers: { authorization: `Bearer ${token}`, [SIMULATOR_HEADER]: staff.userId },
  };
}

const profileOf = async (familyId: string) => {
  const [family] = await t.db.select().from(schema.families).where(eq(schema.families.id, familyId));
  const parents = await t.db.select().from(schema.parents).where(eq(schema.parents.familyId, familyId));
  return JSON.stringify({ family, parents });
};

describe('starting to act as a family', () => {
  it('lets an admin act as any family: family session, actor recorded, notification, activity', async () => {
    const res = await t.inject({
      method: 'POST',
      url: `/api/admin/families/${familyCId}/simulate`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      role: 'family',
      familyId: familyCId,
      actor: { id: admin.userId, name: 'Alex Admin', role: 'admin' },
    });
    expect(res.cookies.some((c) => c.name.endsWith('better-auth.session_token') && c.httpOnly)).toBe(true);
    const token = await tokenFor(cookieOf(res));
    const me = await t.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}`, [SIMULATOR_HEADER]: admin.userId },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(familyC.userId);
    expect(me.json().simulation).toEqual({
      actorUserId: admin.userId,
      actorName: 'Alex Admin',
      actorEmail: admin.email,
      actorRole: 'admin',
    });
    const notes = await t.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.familyId, familyCId));
    expect(notes.some((n) => n.familyMessage?.includes('Alex Admin'))).toBe(true);
    const [row] = await t.db
      .select()
      .from(schema.simulationSessions)
      .where(eq(schema.simulationSessions.familyId, familyCId));
    expect(row).toMatchObject({ actorUserId: admin.userId, actorRole: 'admin', actorName: 'Alex Admin' });
  });

  it('lets an agent act only as families of its own organisation', async () => {
    await actAs(agent, 'agent', familyAId);
    const other = await t.inject({
      method: 'POST',
      url: `/api/agents/families/${familyCId}/simulate`,
      headers: agent.headers,
    });
    expect(other.statusCode).toBe(404);
    const foreign = await t.inject({
      method: 'POST',
      url: `/api/agents/families/${familyAId}/simulate`,
      headers: otherAgent.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a professional, a family and an agent on the admin route, and changes nothing', async () => {
    const before = await t.db.select().from(schema.simulationSessions);
    for (const [who, url] of [
      [professional, `/api/admin/families/${familyAId}/simulate`],
      [professional, `/api/agents/families/${familyAId}/simulate`],
      [familyB, `/api/admin/families/${familyAId}/simulate`],
      [agent, `/api/admin/families/${familyAId}/simulate`],
    ] as const) {
      const res = await t.inject({ method: 'POST', url, headers: who.headers });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect(await t.db.select().from(schema.simulationSessions)).toHaveLength(before.length);
  });

  it('refuses every family-side route of this feature to anyone not acting', async () => {
    const routes = [
      { method: 'POST' as const, url: `/api/family/change-user-access/${familyBId}/simulate` },
      {
        method: 'POST' as const,
        url: '/api/family/simulate-admin',
        payload: { adminEmail: admin.email, adminId: admin.userId },
      },
      {
        method: 'POST' as const,
        url: '/api/family/simulate-agents',
        payload: { agentEmail: agent.email, agentId: agent.userId },
      },
      { method: 'GET' as const, url: '/api/family/fetch-all-users' },
      { method: 'GET' as const, url: '/api/family/fetch-all-agent-users' },
    ];
    for (const who of [familyA, professional, otherAgent, admin]) {
      for (const route of routes) {
        const res = await t.inject({ ...route, headers: who.headers });
        expect(res.statusCode, `${route.url}`).toBe(403);
      }
    }
  });
});

describe('during an act-as session', () => {
  it('refuses a request whose simulator header is missing or names someone else', async () => {
    const acting = await actAs(admin, 'admin', familyAId);
    const { [SIMULATOR_HEADER]: _, ...withoutHeader } = acting.headers;
    const missing = await t.inject({ method: 'GET', url: '/api/family/profile', headers: withoutHeader });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe('FORBIDDEN');
    const wrong = await t.inject({
      method: 'GET',
      url: '/api/family/profile',
      headers: { ...acting.headers, [SIMULATOR_HEADER]: agent.userId },
    });
    expect(wrong.statusCode).toBe(403);
    // The cookie alone (a script) is refused the same way.
    const cookieOnly = await t.inject({
      method: 'GET',
      url: '/api/family/profile',
      headers: { cookie: acting.cookie },
    });
    expect(cookieOnly.statusCode).toBe(403);
    const ok = await t.inject({ method: 'GET', url: '/api/family/profile', headers: acting.headers });
    expect(ok.statusCode).toBe(200);
  });

  it('takes writes with the suffix of the acting role only, and records each field from -> to', async () => {
    const acting = await actAs(agent, 'agent', familyAId);
    const before = await profileOf(familyAId);
    for (const suffix of ['family', 'admin']) {
      const refused = await t.inject({
        method: 'PUT',
        url: `/api/family/profile/parent/${parentAId}/${suffix}`,
        headers: acting.headers,
        payload: { annualIncome: 80000 },
      });
      expect(refused.statusCode, suffix).toBe(403);
    }
    expect(await profileOf(familyAId)).toBe(before);

    const res = await t.inject({
      method: 'PUT',
      url: `/api/family/profile/parent/${parentAId}/agent`,
      headers: acting.headers,
      payload: { annualIncome: 80000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'parent.update'));
    expect(audit!.actorUserId).toBe(agent.userId);
    expect(audit!.details.changes).toEqual([
      { subject: 'Parent 1', field: 'annual income', from: '$95,000', to: '$80,000' },
    ]);
    const rows = await t.db
      .select()
      .from(schema.familyActivity)
      .where(eq(schema.familyActivity.action, 'parent.update'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      familyId: familyAId,
      actorUserId: agent.userId,
      actorName: 'Jordan Agent',
      actorRole: 'financial_agent',
      versionName: null,
      changes: [{ subject: 'Parent 1', field: 'annual income', from: '$95,000', to: '$80,000' }],
    });

    // A write without a suffix (adding a student) goes through too, recorded with the acting agent.
    const added = await t.inject({
      method: 'POST',
      url: '/api/family/profile/student',
      headers: acting.headers,
      payload: { name: 'Sam Alpha' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const studentRows = await t.db
      .select()
      .from(schema.familyActivity)
      .where(eq(schema.familyActivity.action, 'student.create'));
    expect(studentRows[0]?.actorUserId).toBe(agent.userId);

    // The family writing itself still uses /family.
    const own = await t.inject({
      method: 'PUT',
      url: `/api/family/profile/parent/${parentAId}/agent`,
      headers: familyA.headers,
      payload: { annualIncome: 81000 },
    });
    expect(own.statusCode).toBe(403);
  });

  it('records each field of a household and a student write from -> to, in plain words', async () => {
    const acting = await actAs(admin, 'admin', familyBId);
    const household = await t.inject({
      method: 'PUT',
      url: '/api/family/profile/admin',
      headers: acting.headers,
      payload: { state: 'OH', checkingAmount: 12000 },
    });
    expect(household.statusCode, household.body).toBe(200);
    const student = await t.inject({
      method: 'POST',
      url: '/api/family/profile/student',
      headers: acting.headers,
      payload: { name: 'Bea Beta', gpa: 3.5 },
    });
    const studentId = student.json().id as string;
    const updated = await t.inject({
      method: 'PUT',
      url: `/api/family/profile/student/${studentId}/admin`,
      headers: acting.headers,
      payload: { gpa: 3.8, savingsAmount: 2500 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const rows = await t.db
      .select()
      .from(schema.familyActivity)
      .where(eq(schema.familyActivity.familyId, familyBId));
    const changes = rows.flatMap((r) => r.changes);
    expect(changes).toEqual(
      expect.arrayContaining([
        { subject: 'the household', field: 'state', from: 'not given', to: 'OH' },
        { subject: 'the household', field: 'cash, checking and savings', from: 'not given', to: '$12,000' },
        { subject: 'Student 1 (Bea Beta)', field: 'GPA', from: '3.5', to: '3.8' },
        { subject: 'Student 1 (Bea Beta)', field: 'savings', from: 'not given', to: '$2,500' },
      ]),
    );
    // Every row names the acting admin; none is written for the family's own writes.
    expect(rows.every((r) => r.actorUserId === admin.userId)).toBe(true);
    const own = await t.inject({
      method: 'PUT',
      url: '/api/family/profile/family',
      headers: familyC.headers,
      payload: { checkingAmount: 500 },
    });
    expect(own.statusCode, own.body).toBe(200);
    const ownRows = await t.db
      .select()
      .from(schema.familyActivity)
      .where(eq(schema.familyActivity.action, 'profile.update'));
    expect(ownRows.every((r) => r.familyId !== familyCId)).toBe(true);
  });

  it('lists the families to switch to: all for an admin, the organisation’s for an agent', async () => {
    const asAdmin = await actAs(admin, 'admin', familyAId);
    const all = await t.inject({
      method: 'GET',
      url: '/api/family/fetch-all-users?search=family',
      headers: asAdmin.headers,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().items.map((f: { id: string }) => f.id)).toEqual(
      expect.arrayContaining([familyAId, familyBId, familyCId]),
    );
    const wrongList = await t.inject({
      method: 'GET',
      url: '/api/family/fetch-all-agent-users',
      headers: asAdmin.headers,
    });
    expect(wrongList.statusCode).toBe(403);

    const asAgent = await actAs(agent, 'agent', familyAId);
    const mine = await t.inject({
      method: 'GET',
      url: '/api/family/fetch-all-agent-users',
      headers: asAgent.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(
      mine
        .json()
        .items.map((f: { id: string }) => f.id)
        .sort(),
    ).toEqual([familyAId, familyBId].sort());
  });

  it('switches family without going back; an agent cannot switch outside its organisation', async () => {
    const asAgent = await actAs(agent, 'agent', familyAId);
    const outside = await t.inject({
      method: 'POST',
      url: `/api/family/change-user-access/${familyCId}/simulate`,
      headers: asAgent.headers,
    });
    expect(outside.statusCode).toBe(404);
    const res = await t.inject({
      method: 'POST',
      url: `/api/family/change-user-access/${familyBId}/simulate`,
      headers: asAgent.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      familyId: familyBId,
      actor: { id: agent.userId, role: 'financial_agent' },
    });
    // The old family session has ended; the new one is family B, still acting.
    const old = await t.inject({ method: 'GET', url: '/api/family/profile', headers: asAgent.headers });
    expect(old.statusCode).toBe(401);
    const token = await tokenFor(cookieOf(res));
    const me = await t.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}`, [SIMULATOR_HEADER]: agent.userId },
    });
    expect(me.json().user.id).toBe(familyB.userId);
  });

  it('goes back to the staff session kept aside; a body that does not match is refused', async () => {
    const acting = await actAs(admin, 'admin', familyBId);
    for (const payload of [
      { adminEmail: 'someone@example.test', adminId: admin.userId },
      { adminEmail: admin.email, adminId: agent.userId },
    ]) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/family/simulate-admin',
        headers: acting.headers,
        payload,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(ADMIN_EMAIL_NOT_FOUND);
    }
    const asAgentBack = await t.inject({
      method: 'POST',
      url: '/api/family/simulate-agents',
      headers: acting.headers,
      payload: { agentEmail: admin.email, agentId: admin.userId },
    });
    expect(asAgentBack.statusCode).toBe(403);
    expect(asAgentBack.json().error.message).toBe(AGENT_EMAIL_NOT_FOUND);

    const back = await t.inject({
      method: 'POST',
      url: '/api/family/simulate-admin',
      headers: acting.headers,
      payload: { adminEmail: admin.email.toUpperCase(), adminId: admin.userId },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({ role: 'admin', redirectTo: '/admin/families' });
    const token = await tokenFor(cookieOf(back));
    const me = await t.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().user.id).toBe(admin.userId);
    expect(me.json().simulation).toBeNull();
    // The family session is over.
    const after = await t.inject({ method: 'GET', url: '/api/family/profile', headers: acting.headers });
    expect(after.statusCode).toBe(401);
  });

  it('ends by itself after the idle time: both sessions end', async () => {
    const staff = await t.user('admin');
    const acting = await actAs(staff, 'admin', familyCId);
    await t.db
      .update(schema.simulationSessions)
      .set({ lastActivityAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(schema.simulationSessions.actorUserId, staff.userId));
    const res = await t.inject({ method: 'GET', url: '/api/family/profile', headers: acting.headers });
    expect(res.statusCode).toBe(401);
    const again = await t.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { cookie: acting.cookie },
    });
    expect(again.json()).toEqual({ token: null });
    const staffAfter = await t.inject({ method: 'GET', url: '/api/me', headers: staff.cookieHeaders });
    expect(staffAfter.statusCode).toBe(401);
    const [row] = await t.db
      .select()
      .from(schema.simulationSessions)
      .where(eq(schema.simulationSessions.actorUserId, staff.userId));
    expect(row!.endReason).toBe('expired');
  });

  it('a request within the idle time keeps the session going', async () => {
    const staff = await t.user('admin');
    const acting = await actAs(staff, 'admin', familyCId);
    await t.db
      .update(schema.simulationSessions)
      .set({ lastActivityAt: new Date(Date.now() - 59 * 60_000) })
      .where(eq(schema.simulationSessions.actorUserId, staff.userId));
    const res = await t.inject({ method: 'GET', url: '/api/family/profile', headers: acting.headers });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(schema.simulationSessions)
      .where(eq(schema.simulationSessions.actorUserId, staff.userId));
    expect(Date.now() - row!.lastActivityAt.getTime()).toBeLessThan(60_000);
  });

  it('signing out while acting ends both sessions', async () => {
    const staff = await t.user('financial_agent', { organisation: 'Summit Test' });
    const acting = await actAs(staff, 'agent', familyAId);
    const out = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: acting.cookie },
      payload: {},
    });
    expect(out.statusCode, out.body).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/me', headers: staff.cookieHeaders })).statusCode).toBe(
      401,
    );
    expect((await t.inject({ method: 'GET', url: '/api/me', headers: staff.headers })).statusCode).toBe(401);
    const [row] = await t.db
      .select()
      .from(schema.simulationSessions)
      .where(eq(schema.simulationSessions.actorUserId, staff.userId));
    expect(row!.endReason).toBe('sign-out');
  });
});

describe('the activity log', () => {
  it('shows the family its own log in sentences, and only its own', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/family/activity', headers: familyA.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.every((i: { familyId: string }) => i.familyId === familyAId)).toBe(true);
    const sentences = body.items.flatMap((i: { sentences: string[] }) => i.sentences);
    expect(sentences).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Jordan Agent, your financial agent, changed Parent 1's annual income from \$95,000 to \$80,000 in your family profile on /,
        ),
        expect.stringMatching(/^Jordan Agent, your financial agent, started acting as your family on /),
        expect.stringMatching(/^Alex Admin, an administrator, started acting as your family on /),
      ]),
    );
    const other = await t.inject({ method: 'GET', url: '/api/family/activity', headers: familyC.headers });
    expect(other.json().items.every((i: { familyId: string }) => i.familyId === familyCId)).toBe(true);
  });

  it('is refused to staff while they act as the family, and to other roles', async () => {
    const acting = await actAs(admin, 'admin', familyAId);
    expect(
      (await t.inject({ method: 'GET', url: '/api/family/activity', headers: acting.headers })).statusCode,
    ).toBe(403);
    for (const who of [admin, agent, professional]) {
      const res = await t.inject({ method: 'GET', url: '/api/family/activity', headers: who.headers });
      expect(res.statusCode).toBe(403);
    }
  });

  it('gives the admin the whole log, filtered by family and actor; nobody else', async () => {
    const all = await t.inject({ method: 'GET', url: '/api/admin/activity', headers: admin.headers });
    expect(all.statusCode).toBe(200);
    expect(all.json().families.map((f: { id: string }) => f.id)).toEqual(
      expect.arrayContaining([familyAId, familyBId, familyCId]),
    );
    const filtered = await t.inject({
      method: 'GET',
      url: `/api/admin/activity?familyId=${familyAId}&actorId=${agent.userId}`,
      headers: admin.headers,
    });
    const items = filtered.json().items as { familyId: string; actor: { id: string } }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.familyId === familyAId && i.actor.id === agent.userId)).toBe(true);
    for (const who of [agent, otherAgent, professional, familyA]) {
      expect(
        (await t.inject({ method: 'GET', url: '/api/admin/activity', headers: who.headers })).statusCode,
      ).toBe(403);
    }
  });

  it('has no route that changes or deletes it', () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).not.toMatch(/activity.*\((?:PUT|PATCH|DELETE|POST)/);
  });
});
