import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { DEMO_PASSWORD, seedDemo } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app);
  // A second start changes nothing.
  await seedDemo(t.app);
});
afterAll(async () => t?.close());

describe('demo data of the portals', () => {
  it('gives the demo agent families in the three onboarding states, one asking for help', async () => {
    const agent = await t.signIn('agent@demo.test', DEMO_PASSWORD);
    const res = await t.inject({ method: 'GET', url: '/api/agents/families', headers: agent.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The portals' three, and the Parker family the demo agent's pending invitation holds (seed/demo-staff.ts).
    expect(body.summary).toEqual({ families: 4, awaitingOnboarding: 3, openHelpRequests: 1 });
    const listed = body.items.map((f: { name: string; status: string }) => [f.name, f.status]);
    expect(listed[0]).toEqual(['The Hughes Family', 'onboarding']);
    expect(listed).toEqual(
      expect.arrayContaining([
        ['The Rivera Family', 'active'],
        ['The Carter Family', 'invited'],
        ['The Parker Family', 'invited'],
      ]),
    );
    expect(body.items[0].federalSai).not.toBeNull();
  });

  it('gives the demo professional two invited families, one onboarded', async () => {
    const professional = await t.signIn('professional@demo.test', DEMO_PASSWORD);
    const res = await t.inject({
      method: 'GET',
      url: '/api/admission-professionals/families?sort_by=name&sort_order=ASC',
      headers: professional.headers,
    });
    const body = res.json();
    expect(body.summary).toEqual({ families: 2, awaitingOnboarding: 1, active: 1 });
    expect(body.items.map((f: { name: string }) => f.name)).toEqual([
      'The Alvarez Family',
      'The Nguyen Family',
    ]);
  });

  it('keeps the Carter invitation the README describes on the agent’s invitations, pending', async () => {
    const agent = await t.signIn('agent@demo.test', DEMO_PASSWORD);
    const res = await t.inject({
      method: 'GET',
      url: '/api/invitations?kind=family',
      headers: agent.headers,
    });
    expect(res.statusCode).toBe(200);
    const carter = res.json().items.find((i: { email: string }) => i.email === 'carter@demo.test');
    expect(carter).toMatchObject({ name: 'The Carter Family', status: 'pending' });
  });

  it('gives the Hughes and Alvarez families accounts, so the admin and the agent can act as them', async () => {
    for (const email of ['hughes@demo.test', 'alvarez@demo.test']) {
      const family = await t.signIn(email, DEMO_PASSWORD);
      expect(family.userId).toBeTruthy();
    }
    const familyId = async (email: string) =>
      (await t.db.select().from(schema.families).where(eq(schema.families.email, email)))[0]!.id;
    const admin = await t.signIn('admin@demo.test', DEMO_PASSWORD);
    const asAdmin = await t.inject({
      method: 'POST',
      url: `/api/admin/families/${await familyId('alvarez@demo.test')}/simulate`,
      headers: admin.headers,
    });
    expect(asAdmin.statusCode).toBe(200);
    const agent = await t.signIn('agent@demo.test', DEMO_PASSWORD);
    const asAgent = await t.inject({
      method: 'POST',
      url: `/api/agents/families/${await familyId('hughes@demo.test')}/simulate`,
      headers: agent.headers,
    });
    expect(asAgent.statusCode).toBe(200);
    // The invited Carter family has no account: acting as it is refused, and the lists say so (userId null).
    const carterRow = (
      await t.db.select().from(schema.families).where(eq(schema.families.email, 'carter@demo.test'))
    )[0]!;
    expect(carterRow.userId).toBeNull();
  });
});
