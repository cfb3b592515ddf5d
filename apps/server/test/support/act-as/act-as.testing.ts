import { SIMULATOR_HEADER } from '@ccp/contracts';
import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test-app';

/*
 * The shared set-up of the act-as API tests (`useActAsWorld()` in each file): an admin, an agent of the families A
 * and B, an agent of another organisation, a professional, a family C of no organisation, family A's parent, and
 * request helpers. The bindings are live: read them inside tests.
 */
export let t: TestApp;
export let admin: TestUser;
export let agent: TestUser;
export let otherAgent: TestUser;
export let professional: TestUser;
export let familyA: TestUser;
export let familyB: TestUser;
export let familyC: TestUser;
export let familyAId: string;
export let familyBId: string;
export let familyCId: string;
export let parentAId: string;

export const familyOf = async (userId: string) =>
  (await t.db.select().from(schema.families).where(eq(schema.families.userId, userId)))[0]!;

/** Registers the file's set-up: one app with the accounts above, torn down after the file. */
export function useActAsWorld() {
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
}

export interface Acting {
  cookie: string;
  headers: Record<string, string>;
  actorId: string;
}

export const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

export async function tokenFor(cookie: string): Promise<string> {
  const res = await t.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
  return (res.json() as { token: string }).token;
}

/** Starts acting as a family; the headers are the web client's during the simulation. */
export async function actAs(staff: TestUser, role: 'admin' | 'agent', familyId: string): Promise<Acting> {
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

export const profileOf = async (familyId: string) => {
  const [family] = await t.db.select().from(schema.families).where(eq(schema.families.id, familyId));
  const parents = await t.db.select().from(schema.parents).where(eq(schema.parents.familyId, familyId));
  return JSON.stringify({ family, parents });
};
