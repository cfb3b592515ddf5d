import { ADMIN_EMAIL_NOT_FOUND, AGENT_EMAIL_NOT_FOUND, SIMULATOR_HEADER } from '@ccp/contracts';
import { describe, expect, it } from 'vitest';
import {
  actAs,
  admin,
  agent,
  cookieOf,
  familyAId,
  familyB,
  familyBId,
  familyCId,
  t,
  tokenFor,
  useActAsWorld,
} from '../../../test/support/act-as/act-as.testing';

/* Acting as a family: the families to switch to, switching, and going back to the staff session. */
useActAsWorld();

describe('switching family and going back', () => {
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
});
