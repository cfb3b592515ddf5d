/**
 * Issue 11 item 6: "a family that signed up directly and has no agent is seen by no agent, and once its agent is
 * removed it leaves that list". With the matrix's callers (testing/authorization-matrix-fixture.ts): a family of
 * organisation X is seen by agent X and by its colleague X2; once the admin takes its agent away
 * (remove-financial-agent), or removes the agent's account, neither lists it and its detail answers 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMatrixFixture, type MatrixFixture, makeSpares } from './support/authorization-matrix-fixture';
import type { TestUser } from './support/test-app';

let fx: MatrixFixture;
beforeAll(async () => {
  fx = await createMatrixFixture();
});
afterAll(async () => fx?.t.close());

async function listIds(who: TestUser): Promise<string> {
  const res = await fx.t.inject({
    method: 'GET',
    url: '/api/agents/families?limit=100',
    headers: who.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.body;
}
async function detailStatus(who: TestUser, id: string): Promise<number> {
  const res = await fx.t.inject({ method: 'GET', url: `/api/agents/families/${id}`, headers: who.headers });
  return res.statusCode;
}

describe('a family leaves the organisation’s lists once its agent is removed', () => {
  it('agent X and its colleague X2 see a family of X; after remove-financial-agent neither does (404)', async () => {
    const { agentX, agentX2, agentY, admin } = fx.users;
    const { spareFamily, spareFamilyUser } = await makeSpares(fx, ['familyOfX']);
    for (const who of [agentX, agentX2]) {
      expect(await listIds(who)).toContain(spareFamily);
      expect(await detailStatus(who, spareFamily!)).toBe(200);
      expect(await detailStatus(who, spareFamilyUser!)).toBe(200);
    }
    expect(await listIds(agentY)).not.toContain(spareFamily);
    const removed = await fx.t.inject({
      method: 'POST',
      url: `/api/admin/families/${spareFamilyUser}/remove-financial-agent`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    for (const who of [agentX, agentX2]) {
      expect(await listIds(who)).not.toContain(spareFamily);
      expect(await detailStatus(who, spareFamily!)).toBe(404);
      expect(await detailStatus(who, spareFamilyUser!)).toBe(404);
    }
  });

  it('when the admin removes the agent’s account, its family leaves its colleague’s list too (404)', async () => {
    const { agentX2, admin } = fx.users;
    const { spareFamily } = await makeSpares(fx, ['familyOfX']);
    // A third agent of organisation X holds the family; X2 sees it as a colleague.
    const agentX3 = await fx.t.user('financial_agent', {
      name: 'Xander Third',
      organisation: 'Organisation X',
    });
    const staff = await fx.t.inject({
      method: 'GET',
      url: '/api/admin/agents?search=Xander',
      headers: admin.headers,
    });
    const agentX3Id = (staff.json() as { items: { id: string }[] }).items[0]!.id;
    const assigned = await fx.t.inject({
      method: 'POST',
      url: `/api/admin/families/${spareFamily}/assign-financial-agent`,
      headers: admin.headers,
      payload: { agentId: agentX3Id },
    });
    expect(assigned.statusCode).toBe(200);
    expect(await listIds(agentX2)).toContain(spareFamily);
    expect(await listIds(agentX3)).toContain(spareFamily);
    const removed = await fx.t.inject({
      method: 'DELETE',
      url: `/api/admin/agents/${agentX3Id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await listIds(agentX2)).not.toContain(spareFamily);
    expect(await detailStatus(agentX2, spareFamily!)).toBe(404);
    // The removed agent itself is signed out.
    const own = await fx.t.inject({ method: 'GET', url: '/api/agents/families', headers: agentX3.headers });
    expect(own.statusCode).toBe(401);
  });
});
