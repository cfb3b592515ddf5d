import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { seedColleges } from '../seed/colleges';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one series in Prometheus text format (`name{labels} value`), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

let t: TestApp;
const scrape = async () => {
  const res = await t.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
};

beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
});
afterAll(async () => t?.close());

describe('GET /metrics', () => {
  it('answers 404, like any unknown page, without the right bearer token', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token',
      `Bearer ${TOKEN}x`,
      TOKEN,
      `Basic ${TOKEN}`,
    ]) {
      const res = await t.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
      expect(res.body).not.toContain('ccp_');
    }
  });

  it('does not exist when METRICS_TOKEN is not set', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('serves Prometheus text with the process metrics', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE ccp_http_request_duration_seconds histogram');
    expect(sample(res.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
    expect(res.body).toContain('nodejs_heap_size_used_bytes');
  });

  it('times requests per method, route pattern and status class, never per raw URL', async () => {
    const before = await scrape();
    const health =
      'ccp_http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}';
    const admin =
      'ccp_http_request_duration_seconds_count{method="GET",route="/api/admin/colleges/:id",status_class="4xx"}';
    const unmatched =
      'ccp_http_request_duration_seconds_count{method="GET",route="/api/(unmatched)",status_class="4xx"}';
    for (let i = 0; i < 3; i += 1) await t.inject({ method: 'GET', url: '/api/health' });
    await t.inject({ method: 'GET', url: '/api/admin/colleges/123456' });
    await t.inject({ method: 'GET', url: '/api/admin/colleges/987654' });
    await t.inject({ method: 'GET', url: '/api/no-such-thing/42' });
    const after = await scrape();
    expect((sample(after, health) ?? 0) - (sample(before, health) ?? 0)).toBe(3);
    expect((sample(after, admin) ?? 0) - (sample(before, admin) ?? 0)).toBe(2);
    expect((sample(after, unmatched) ?? 0) - (sample(before, unmatched) ?? 0)).toBe(1);
    expect(after).not.toContain('123456');
    expect(after).not.toContain('no-such-thing');
    // A latency bucket of a timed route, and the sum of its times.
    expect(after).toMatch(
      /ccp_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health",status_class="2xx"\} \d+/,
    );
    expect(sample(after, health.replace('_count', '_sum'))).toBeGreaterThan(0);
  });

  it('counts error answers by code', async () => {
    const series = 'ccp_http_errors_total{code="UNAUTHENTICATED"}';
    const before = sample(await scrape(), series) ?? 0;
    await t.inject({ method: 'GET', url: '/api/admin/colleges/1' });
    await t.inject({ method: 'GET', url: '/api/family/profile' });
    expect(sample(await scrape(), series)).toBe(before + 2);
  });

  it('counts catalogue refreshes and mail sends', async () => {
    const applied = (text: string) =>
      (sample(text, 'ccp_catalogue_refreshes_total{outcome="built"}') ?? 0) +
      (sample(text, 'ccp_catalogue_refreshes_total{outcome="updated"}') ?? 0);
    const sent = 'ccp_mail_sent_total{transport="custom",outcome="sent"}';
    const before = await scrape();
    await seedColleges(t.db);
    await t.app.collegeCatalogue.refresh();
    const seeded = await scrape();
    // A look that finds nothing new changes nothing and counts nothing.
    await t.app.collegeCatalogue.refresh();
    const agent = await t.user('financial_agent');
    const reset = await t.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: agent.email, redirectTo: '/agent/password-recovery' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.deliverMail()).some((m) => m.to === agent.email)).toBe(true);
    const after = await scrape();
    expect(applied(seeded) - applied(before)).toBe(1);
    expect(applied(after)).toBe(applied(seeded));
    expect((sample(after, sent) ?? 0) - (sample(before, sent) ?? 0)).toBe(1);
    expect(sample(after, 'ccp_mail_sends_in_flight')).toBe(0);
  });

  it('reports the PostgreSQL pool, and no pool on the embedded database', async () => {
    const text = await scrape();
    if (process.env.TEST_DATABASE_URL) {
      expect(sample(text, 'ccp_db_pool_connections')).toBeGreaterThan(0);
      expect(sample(text, 'ccp_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'ccp_db_pool_waiting_queries')).toBe(0);
    } else {
      expect(text).not.toContain('ccp_db_pool_');
    }
  });
});
