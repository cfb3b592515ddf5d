import { SIMULATOR_HEADER } from '@ccp/contracts';
import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  actAs,
  admin,
  agent,
  cookieOf,
  familyA,
  familyAId,
  familyB,
  familyBId,
  familyC,
  familyCId,
  otherAgent,
  professional,
  t,
  tokenFor,
  useActAsWorld,
} from '../../../test/support/act-as/act-as.testing';

/* Acting as a family: who may start it, and how the session ends (idle time, signing out). */
useActAsWorld();

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

describe('how an act-as session ends', () => {
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
