import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { schema } from '@ccp/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, type TestApp, type TestUser } from '../../../test/support/test-app';
import { testConfig } from '../../config';
import { CrmWebhookWorker, retryDelayMs } from './crm-webhook.worker';

const SECRET = 'a-test-secret-of-32-characters!!';
/** The first retry waits this long, the second twice as long. */
const RETRY_BASE_MS = 300;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real CRM stand-in on a free local port: records each request and answers the next status of `answers`. */
let server: Server;
let received: Received[] = [];
let answers: number[] = [];

let t: TestApp;
let admin: TestUser;
let family: TestUser;

const worker = () => t.app.crmWebhookWorker!;
const eventsOf = (email: string) =>
  t.db
    .select({ event: schema.crmEvents })
    .from(schema.crmEvents)
    .innerJoin(schema.families, eq(schema.families.id, schema.crmEvents.familyId))
    .where(eq(schema.families.email, email))
    .then((rows) => rows.map((r) => r.event));

/** Moves every event's next attempt into the past: what waiting out the back-off does, without a sleep. */
const backOffOver = () => t.db.update(schema.crmEvents).set({ nextAttemptAt: new Date(Date.now() - 1_000) });

async function signUp(email: string, name = 'The Okafors') {
  await t.signUp('/api/family/signup', { name, email, password: PASSWORD, state: 'GA' });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = answers.shift() ?? 200;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    crmWebhook: {
      url: `http://127.0.0.1:${port}/hooks/crm`,
      secret: SECRET,
      // The poller would fire on its own only after a minute: the tests run each poll themselves.
      pollMs: 60_000,
      retryBaseMs: RETRY_BASE_MS,
      maxAttempts: 3,
      timeoutMs: 2_000,
    },
  });
  [admin, family] = await Promise.all([t.user('admin'), t.user('family')]);
  // Events of the accounts made above are not what these tests are about.
  await worker().runOnce();
  received = [];
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('the CRM webhook', () => {
  it('queues the event in the sign-up and sends nothing during the request', async () => {
    await signUp('okafor@example.test');
    const [event] = await eventsOf('okafor@example.test');
    expect(event).toMatchObject({ event: 'family.signed_up', status: 'pending', attempts: 0 });
    expect(received).toHaveLength(0);
  });

  it('retries after a 500 with back-off, then delivers a signed body once, and never again', async () => {
    answers = [500];
    await worker().runOnce();
    expect(received).toHaveLength(1);
    let [event] = await eventsOf('okafor@example.test');
    expect(event).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    expect(event!.lastError).toContain('500');
    // The back-off: the next attempt waits the base delay after this one.
    expect(event!.nextAttemptAt.getTime() - event!.lastAttemptAt!.getTime()).toBeGreaterThanOrEqual(
      RETRY_BASE_MS - 50,
    );

    // Not due yet: a poll right away sends nothing.
    await worker().runOnce();
    expect(received).toHaveLength(1);

    await backOffOver();
    await worker().runOnce();
    expect(received).toHaveLength(2);
    [event] = await eventsOf('okafor@example.test');
    expect(event).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200, lastError: null });

    for (const { headers, body } of received) {
      const expected = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
      expect(headers['x-ccp-signature']).toBe(expected);
      expect(headers['x-ccp-delivery']).toBe(event!.id);
      expect(headers['content-type']).toBe('application/json');
    }
    expect(received[0]!.body).toBe(received[1]!.body);
    expect(JSON.parse(received[1]!.body)).toEqual({
      id: event!.id,
      event: 'family.signed_up',
      occurredAt: event!.createdAt.toISOString(),
      contact: {
        email: 'okafor@example.test',
        name: 'The Okafors',
        phone: null,
        state: 'GA',
        role: 'family',
        customFields: { sai: null, students: 0, graduationYears: [] },
      },
      tags: ['ccp-signed-up'],
    });

    // Delivered: never sent again, however much time passes.
    await backOffOver();
    await worker().runOnce();
    expect(received).toHaveLength(2);
  });

  it('doubles the wait after each failed attempt, up to a ceiling', () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt, RETRY_BASE_MS))).toEqual([300, 600, 1_200]);
    expect(retryDelayMs(40, RETRY_BASE_MS)).toBe(retryDelayMs(41, RETRY_BASE_MS));
  });

  it('gives up after the last attempt and says why', async () => {
    await signUp('refused@example.test', 'Refused Family');
    answers = [503, 503, 503];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await worker().runOnce();
      if (attempt < 3) await backOffOver();
    }
    const [event] = await eventsOf('refused@example.test');
    expect(event).toMatchObject({ status: 'failed', attempts: 3, lastStatusCode: 503 });
    const before = received.length;
    await backOffOver();
    await worker().runOnce();
    expect(received.length).toBe(before);
  });

  it('sends each event once when several workers poll the same database at the same time', async () => {
    received = [];
    answers = [];
    const emails = Array.from({ length: 6 }, (_, i) => `many-${i}@example.test`);
    for (const email of emails) await signUp(email, `Many ${email}`);
    const config = testConfig({}).crmWebhook;
    const second = new CrmWebhookWorker(
      t.db,
      {
        ...config,
        url: t.app.config.crmWebhook.url!,
        secret: SECRET,
        retryBaseMs: RETRY_BASE_MS,
        maxAttempts: 3,
      },
      t.app.log,
    );
    await Promise.all([worker().runOnce(), second.runOnce(), worker().runOnce()]);
    const ids = received.map((r) => r.headers['x-ccp-delivery']);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it('shows the admin the deliveries, paged, and refuses every other caller', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/admin/crm-deliveries?limit=2',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, limit: 2, configured: true });
    expect(body.items).toHaveLength(2);
    expect(body.total).toBe(body.counts.pending + body.counts.delivered + body.counts.failed);
    expect(body.counts.failed).toBe(1);
    const failed = await t.inject({
      method: 'GET',
      url: '/api/admin/crm-deliveries?status=failed',
      headers: admin.headers,
    });
    expect(failed.json().items).toEqual([
      expect.objectContaining({
        event: 'family.signed_up',
        status: 'failed',
        family: expect.objectContaining({ name: 'Refused Family' }),
        lastError: 'The CRM answered 503.',
      }),
    ]);
    expect(
      (await t.inject({ method: 'GET', url: '/api/admin/crm-deliveries?limit=500', headers: admin.headers }))
        .statusCode,
    ).toBe(400);

    const [agent, professional] = await Promise.all([
      t.user('financial_agent'),
      t.user('admission_professional'),
    ]);
    expect((await t.inject({ method: 'GET', url: '/api/admin/crm-deliveries' })).statusCode).toBe(401);
    for (const user of [family, agent, professional]) {
      const refused = await t.inject({
        method: 'GET',
        url: '/api/admin/crm-deliveries',
        headers: user.headers,
      });
      expect(refused.statusCode).toBe(403);
    }
  });

  it('never hands the CRM secret or address to the browser', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/client-config' });
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain('/hooks/crm');
  });
});
