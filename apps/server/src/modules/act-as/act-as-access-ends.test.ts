import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Acting, actAs, admin, t, useActAsWorld } from '../../../test/support/act-as/act-as.testing';
import type { TestUser } from '../../../test/support/test-app';
import { FAMILY_ACCESS_ENDED_MESSAGE, STAFF_ACCESS_ENDED_MESSAGE } from '../../auth/simulations';

/*
 * Issue 18 item 1: acting as a family ends when the right to act ends. Every request of an act-as session asks the
 * family access rule again (auth/family-access.ts), as the staff member's account and the family stand now.
 */
useActAsWorld();

let counter = 0;

/** A new agent in `organisation`, and its agent record's id. */
async function newAgent(organisation: string): Promise<TestUser & { agentId: string }> {
  counter += 1;
  const user = await t.user('financial_agent', { name: `Agent ${counter}`, organisation });
  const [row] = await t.db.select().from(schema.agents).where(eq(schema.agents.userId, user.userId));
  return { ...user, agentId: row!.id };
}

/** A new signed-up family of the agent's organisation, with the agent as its agent. */
async function familyOfAgent(agentUser: { agentId: string }): Promise<{ id: string; userId: string }> {
  counter += 1;
  const user = await t.user('family', { name: `The Family ${counter}` });
  const [agentRow] = await t.db.select().from(schema.agents).where(eq(schema.agents.id, agentUser.agentId));
  const [family] = await t.db
    .update(schema.families)
    .set({ agentId: agentRow!.id, organisationId: agentRow!.organisationId })
    .where(eq(schema.families.userId, user.userId))
    .returning();
  return { id: family!.id, userId: user.userId };
}

const readProfile = (acting: Acting) =>
  t.inject({ method: 'GET', url: '/api/family/profile', headers: acting.headers });
const readProfileByCookie = (acting: Acting) =>
  t.inject({
    method: 'GET',
    url: '/api/family/profile',
    headers: { cookie: acting.cookie, 'x-admin-simulator-id': acting.actorId },
  });
const writeProfile = (acting: Acting, suffix: 'agent' | 'admin') =>
  t.inject({
    method: 'PUT',
    url: `/api/family/profile/${suffix}`,
    headers: acting.headers,
    payload: { state: 'OH' },
  });

async function simulationOf(actorUserId: string) {
  const rows = await t.db
    .select()
    .from(schema.simulationSessions)
    .where(eq(schema.simulationSessions.actorUserId, actorUserId));
  return rows.at(-1)!;
}

/**
 * The acting session is refused with 401 and `message` (again on every later request with its token), by cookie
 * too, gets no new token, and has ended with both sessions.
 */
async function expectEnded(acting: Acting, staff: TestUser, message: string) {
  const res = await readProfile(acting);
  expect(res.statusCode, res.body).toBe(401);
  expect(res.json().error).toMatchObject({ code: 'UNAUTHENTICATED', message });
  expect((await readProfileByCookie(acting)).statusCode).toBe(401);
  const token = await t.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie: acting.cookie } });
  expect(token.json()).toEqual({ token: null });
  const row = await simulationOf(staff.userId);
  expect(row.endedAt).not.toBeNull();
  expect(row.endReason).toBe(
    message === STAFF_ACCESS_ENDED_MESSAGE ? 'staff-access-ended' : 'family-access-ended',
  );
  // The staff session kept aside ended too: the browser cannot go back to it.
  const [kept] = await t.db.select().from(schema.session).where(eq(schema.session.id, row.staffSessionId));
  expect(kept).toBeUndefined();
  // The family reads why on its Activity page.
  const [activity] = await t.db
    .select()
    .from(schema.familyActivity)
    .where(eq(schema.familyActivity.simulationId, row.id))
    .orderBy(schema.familyActivity.id);
  expect(activity).toBeDefined();
}

describe('the staff member’s own right ends', () => {
  it('an agent suspended by an admin (PUT /api/admin/agents/{id} inactive): reads and writes answer 401 at once', async () => {
    const agent = await newAgent('Suspension Org');
    const family = await familyOfAgent(agent);
    const acting = await actAs(agent, 'agent', family.id);
    expect((await readProfile(acting)).statusCode).toBe(200);
    expect((await writeProfile(acting, 'agent')).statusCode).toBe(200);

    const suspended = await t.inject({
      method: 'PUT',
      url: `/api/admin/agents/${agent.agentId}`,
      headers: admin.headers,
      payload: { name: 'Agent Suspended', status: 'inactive' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);

    const write = await writeProfile(acting, 'agent');
    expect(write.statusCode).toBe(401);
    expect(write.json().error.message).toBe(STAFF_ACCESS_ENDED_MESSAGE);
    await expectEnded(acting, agent, STAFF_ACCESS_ENDED_MESSAGE);
    const [familyRow] = await t.db.select().from(schema.families).where(eq(schema.families.id, family.id));
    expect(familyRow!.state).toBe('OH');
  });

  it('an agent removed by an admin (DELETE /api/admin/agents/{id})', async () => {
    const agent = await newAgent('Removal Org');
    const family = await familyOfAgent(agent);
    const acting = await actAs(agent, 'agent', family.id);
    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/admin/agents/${agent.agentId}`,
      headers: admin.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await expectEnded(acting, agent, STAFF_ACCESS_ENDED_MESSAGE);
  });

  it('an agent whose record is made inactive or banned without a session revocation (another path)', async () => {
    for (const change of [
      (agentId: string) =>
        t.db.update(schema.agents).set({ status: 'inactive' }).where(eq(schema.agents.id, agentId)),
      async (agentId: string) => {
        const [row] = await t.db.select().from(schema.agents).where(eq(schema.agents.id, agentId));
        await t.db.update(schema.user).set({ banned: true }).where(eq(schema.user.id, row!.userId));
      },
    ]) {
      const agent = await newAgent('Quiet Change Org');
      const family = await familyOfAgent(agent);
      const acting = await actAs(agent, 'agent', family.id);
      await change(agent.agentId);
      await expectEnded(acting, agent, STAFF_ACCESS_ENDED_MESSAGE);
    }
  });

  it('a role change: an admin no longer an admin, an agent made a professional', async () => {
    const otherAdmin = await t.user('admin', { name: 'Demoted Admin' });
    const agent = await newAgent('Role Change Org');
    const family = await familyOfAgent(agent);
    const asAdmin = await actAs(otherAdmin, 'admin', family.id);
    const asAgent = await actAs(agent, 'agent', (await familyOfAgent(agent)).id);
    await t.db.update(schema.user).set({ role: 'family' }).where(eq(schema.user.id, otherAdmin.userId));
    await t.db
      .update(schema.user)
      .set({ role: 'admission_professional' })
      .where(eq(schema.user.id, agent.userId));
    await expectEnded(asAdmin, otherAdmin, STAFF_ACCESS_ENDED_MESSAGE);
    await expectEnded(asAgent, agent, STAFF_ACCESS_ENDED_MESSAGE);
  });

  it('an agent moved to another organisation by an admin', async () => {
    const agent = await newAgent('Old Org');
    const family = await familyOfAgent(agent);
    const acting = await actAs(agent, 'agent', family.id);
    const moved = await t.inject({
      method: 'PUT',
      url: `/api/admin/agents/${agent.agentId}`,
      headers: admin.headers,
      payload: { name: 'Agent Moved', organisation: 'New Org' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await expectEnded(acting, agent, FAMILY_ACCESS_ENDED_MESSAGE);
  });

  it('a staff account deleted', async () => {
    const otherAdmin = await t.user('admin', { name: 'Deleted Admin' });
    const agent = await newAgent('Deletion Org');
    const acting = await actAs(otherAdmin, 'admin', (await familyOfAgent(agent)).id);
    await t.db.delete(schema.user).where(eq(schema.user.id, otherAdmin.userId));
    const res = await readProfile(acting);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(STAFF_ACCESS_ENDED_MESSAGE);
  });
});

describe('the family leaves the staff member’s reach', () => {
  it('a colleague removes the family from the organisation (POST /api/agents/families/{id}/remove-family)', async () => {
    const agent = await newAgent('Colleague Org');
    const colleague = await newAgent('Colleague Org');
    const family = await familyOfAgent(agent);
    const acting = await actAs(agent, 'agent', family.id);
    const removed = await t.inject({
      method: 'POST',
      url: `/api/agents/families/${family.id}/remove-family`,
      headers: colleague.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await expectEnded(acting, agent, FAMILY_ACCESS_ENDED_MESSAGE);
  });

  it('an admin removes the family’s agent, or assigns an agent of another organisation', async () => {
    const agent = await newAgent('Assignment Org');
    const elsewhere = await newAgent('Another Assignment Org');
    const first = await familyOfAgent(agent);
    const second = await familyOfAgent(agent);
    const actingFirst = await actAs(agent, 'agent', first.id);
    const removed = await t.inject({
      method: 'POST',
      url: `/api/admin/families/${first.userId}/remove-financial-agent`,
      headers: admin.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await expectEnded(actingFirst, agent, FAMILY_ACCESS_ENDED_MESSAGE);

    // Its session kept aside ended with the first: it logs in again.
    const again = { ...agent, ...(await t.signIn(agent.email)) };
    const actingSecond = await actAs(again, 'agent', second.id);
    const assigned = await t.inject({
      method: 'POST',
      url: `/api/admin/families/${second.userId}/assign-financial-agent`,
      headers: admin.headers,
      payload: { agentId: elsewhere.agentId },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    await expectEnded(actingSecond, agent, FAMILY_ACCESS_ENDED_MESSAGE);
  });

  it('a family deleted by an admin while an admin acts as it', async () => {
    const otherAdmin = await t.user('admin', { name: 'Acting Admin' });
    const family = await familyOfAgent(await newAgent('Deleted Family Org'));
    const acting = await actAs(otherAdmin, 'admin', family.id);
    const deleted = await t.inject({
      method: 'DELETE',
      url: '/api/admin/families/delete',
      headers: admin.headers,
      payload: { familyIds: [family.id] },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await readProfile(acting)).statusCode).toBe(401);
  });
});

describe('said the same way everywhere', () => {
  it('an instance that has not heard of the end yet answers with the reason it ended for', async () => {
    const agent = await newAgent('Elsewhere Ended Org');
    const acting = await actAs(agent, 'agent', (await familyOfAgent(agent)).id);
    // Ended by another instance: the row says why; this instance's revocation list does not know it yet.
    await t.db
      .update(schema.simulationSessions)
      .set({ endedAt: new Date(), endReason: 'family-access-ended' })
      .where(eq(schema.simulationSessions.actorUserId, agent.userId));
    const res = await readProfile(acting);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(FAMILY_ACCESS_ENDED_MESSAGE);
  });
});

describe('what does not end it', () => {
  it('an assignment within the organisation, a colleague suspended, or an admin acting', async () => {
    const agent = await newAgent('Steady Org');
    const colleague = await newAgent('Steady Org');
    const family = await familyOfAgent(agent);
    const acting = await actAs(agent, 'agent', family.id);
    const otherAdmin = await t.user('admin', { name: 'Steady Admin' });
    const asAdmin = await actAs(otherAdmin, 'admin', (await familyOfAgent(colleague)).id);

    const assigned = await t.inject({
      method: 'POST',
      url: `/api/admin/families/${family.userId}/assign-financial-agent`,
      headers: admin.headers,
      payload: { agentId: colleague.agentId },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await readProfile(acting)).statusCode).toBe(200);

    const suspended = await t.inject({
      method: 'PUT',
      url: `/api/admin/agents/${colleague.agentId}`,
      headers: admin.headers,
      payload: { name: 'Colleague Suspended', status: 'inactive' },
    });
    expect(suspended.statusCode).toBe(200);
    expect((await readProfile(acting)).statusCode).toBe(200);
    expect((await writeProfile(acting, 'agent')).statusCode).toBe(200);
    // An admin may act as any family, whatever happens to its organisation.
    expect((await readProfile(asAdmin)).statusCode).toBe(200);
    expect((await simulationOf(agent.userId)).endedAt).toBeNull();
  });
});
