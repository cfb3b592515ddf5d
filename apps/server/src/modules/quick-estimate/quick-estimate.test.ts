import { filingAwardYear, quickEstimate } from '@ccp/aid-engine';
import { schema } from '@ccp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, tableCounts } from '../../../test/support/table-counts';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

const ANSWERS = {
  parents: 2,
  householdSize: 4,
  parentsIncome: 95_000,
  parentsAssets: 25_000,
  parentsBusinessAndPropertyEquity: 0,
  studentIncome: 3_500,
  studentAssets: 1_200,
  olderParentAge: 49,
} as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ quickEstimateRateLimitMax: 5 });
});
afterAll(async () => t?.close());

const post = (payload: object, ip = '10.0.0.1') =>
  t.inject({ method: 'POST', url: '/api/estimate/quick', payload, remoteAddress: ip });

describe('POST /api/estimate/quick', () => {
  it('answers the engine’s estimate without an account, and keeps only a daily count', async () => {
    const before = await tableCounts(t.db);
    const res = await post(ANSWERS);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // No award year asked: the one a senior's family files today (from 1 October the next one).
    const year = filingAwardYear(new Date());
    const expected = quickEstimate({ ...ANSWERS }, year);
    expect(body).toMatchObject({
      federalSai: expected.federalSai,
      low: expected.low,
      high: expected.high,
      pell: expected.pell,
      awardYear: year,
      tables: expected.tables,
    });
    expect(body.low).toBeLessThanOrEqual(body.federalSai);
    expect(body.high).toBeGreaterThanOrEqual(body.federalSai);
    const after = await tableCounts(t.db);
    const changed = changedTables(before, after);
    // The day's count row (created by this first estimate), and nothing else but the shared rate limiter's
    // per-address counter (on PostgreSQL a row of rate_limit_hits), which ends with its one-minute window.
    expect(changed.filter((table) => table !== 'rate_limit_hits')).toEqual(['quick_estimate_counts']);
    const limiterRows = await t.db.select().from(schema.rateLimitHits);
    for (const hit of limiterRows)
      expect(hit.windowEndsAt.getTime()).toBeLessThanOrEqual(Date.now() + 61_000);
    const [row] = await t.db.select().from(schema.quickEstimateCounts);
    expect(row).toEqual({ day: new Date().toISOString().slice(0, 10), count: 1 });
    expect(Object.keys(row ?? {})).toEqual(['day', 'count']);
  });

  it('counts each estimate in the day’s row', async () => {
    expect((await post({ ...ANSWERS, awardYear: '2025-26' }, '10.0.0.2')).statusCode).toBe(200);
    const [row] = await t.db.select().from(schema.quickEstimateCounts);
    expect(row?.count).toBe(2);
  });

  it('refuses bad answers with the one error shape and per-field messages, counting nothing', async () => {
    const res = await post(
      {
        ...ANSWERS,
        parents: 3,
        parentsIncome: -5,
        studentAssets: 12.5,
        householdSize: 1,
        olderParentAge: 'old',
      },
      '10.0.0.3',
    );
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields).sort()).toEqual(
      ['householdSize', 'olderParentAge', 'parents', 'parentsIncome', 'studentAssets'].sort(),
    );
    expect(error.fields.parentsIncome).toBe('Enter a whole-dollar amount from $0 to $100,000,000.');
    const missing = await post({ parents: 1 }, '10.0.0.3');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toContain('parentsIncome');
    const [row] = await t.db.select().from(schema.quickEstimateCounts);
    expect(row?.count).toBe(2);
  });

  it('refuses a household smaller than the parents and the student, and an award year without tables', async () => {
    const small = await post({ ...ANSWERS, householdSize: 2 }, '10.0.0.4');
    expect(small.statusCode).toBe(400);
    expect(small.json().error.fields.householdSize).toMatch(/at least/);
    const early = await post({ ...ANSWERS, awardYear: '2020-21' }, '10.0.0.4');
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields.awardYear).toMatch(/no figures/);
  });

  it('limits estimates per address (QUICK_ESTIMATE_RATE_LIMIT_MAX per minute)', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post(ANSWERS, '10.0.0.9')).statusCode).toBe(200);
    const limited = await post(ANSWERS, '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect((await post(ANSWERS, '10.0.0.10')).statusCode).toBe(200);
  });
});
