import { schema } from '@ccp/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/support/test-app';
import { trendPercentage } from './admin-aggregates.service';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user('admin');
  await t.user('financial_agent');
  const f1 = await t.user('family', { name: 'Old Family' });
  await t.user('family', { name: 'New Family' });
  const f3 = await t.user('family', { name: 'Invited Family' });
  await t.db
    .update(schema.families)
    .set({ createdAt: sql`now() - interval '45 days'`, state: 'OH' })
    .where(eq(schema.families.userId, f1.userId));
  await t.db
    .update(schema.families)
    .set({ directSignUp: false, state: 'OH' })
    .where(eq(schema.families.userId, f3.userId));
});
afterAll(async () => t?.close());

describe('admin aggregates', () => {
  it('answers the spec shape with the counts', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/admin/aggregates', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.agents).toEqual({ total: 1, percentage: null });
    expect(body.admissionProfessionals).toEqual({ total: 0, percentage: 0 });
    expect(body.families).toEqual({
      total: 3,
      percentage: 100,
      count30days: 2,
      count60days: 3,
      today: 2,
      directSignUp: 2,
      byState: [{ state: 'OH', count: 2 }],
    });
    expect(body.latestFamilies.map((f: { name: string }) => f.name)).toHaveLength(3);
    expect(body.latestFamilies[2].name).toBe('Old Family');
  });

  it('gives twelve weeks of sign-ups, the current week last', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/admin/aggregates/sign-ups',
      headers: admin.headers,
    });
    const { weeks } = res.json();
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toMatchObject({ direct: 1, invited: 1 });
    expect(
      weeks.reduce((n: number, w: { direct: number; invited: number }) => n + w.direct + w.invited, 0),
    ).toBe(3);
  });

  it('computes the trend against the previous 30 days', () => {
    expect(trendPercentage(15, 10)).toBe(50);
    expect(trendPercentage(5, 10)).toBe(-50);
    expect(trendPercentage(0, 0)).toBe(0);
    expect(trendPercentage(3, 0)).toBeNull();
  });
});
