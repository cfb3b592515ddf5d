import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@ccp/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../../test/support/smtp-capture';
import { createTestApp, PASSWORD, type TestApp, type TestUser } from '../../../test/support/test-app';
import type { Mailer } from '../../mail/mailer';
import { seedDemo } from '../../seed/demo';
import { retryDelayMs } from './mail-sender';

const MAIL = { pollMs: 60_000, retryBaseMs: 200, maxAttempts: 3, sendTimeoutMs: 500, outboxFile: undefined };

const outboxRows = (t: TestApp, to: string) =>
  t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, to));
/** Moves every pending mail's next attempt into the past: what waiting out the back-off does, without a sleep. */
const backOffOver = (t: TestApp) =>
  t.db
    .update(schema.mailOutbox)
    .set({ nextAttemptAt: new Date(Date.now() - 1_000) })
    .where(eq(schema.mailOutbox.status, 'pending'));

const askReset = (t: TestApp, email: string, remoteAddress?: string) =>
  t.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: '/family/password-recovery' },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('the outbox sender with a transport that fails', () => {
  let t: TestApp;
  let admin: TestUser;
  /** Addresses the transport refuses while they are in here. */
  const refused = new Set<string>();
  const sent: string[] = [];
  const mailer: Mailer = {
    async send(message) {
      if (refused.has(message.to)) throw new Error(`550 mailbox ${message.to} unavailable`);
      sent.push(message.to);
    },
  };

  beforeAll(async () => {
    t = await createTestApp({ mail: MAIL }, { mailer });
    admin = await t.user('admin');
  });
  afterAll(async () => t?.close());

  it('queues the mail with the change, sends it after, and never again', async () => {
    const family = await t.user('family');
    expect((await askReset(t, family.email)).statusCode).toBe(200);
    const [queued] = await outboxRows(t, family.email);
    expect(queued).toMatchObject({ kind: 'password-reset', attempts: 0, transport: null });
    await t.app.mailSender.runOnce();
    const [row] = await outboxRows(t, family.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, transport: 'custom', lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    await backOffOver(t);
    await t.app.mailSender.runOnce();
    expect(sent.filter((to) => to === family.email)).toHaveLength(1);
  });

  it('doubles the wait after each failed attempt, up to a ceiling', () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt, 200))).toEqual([200, 400, 800]);
    expect(retryDelayMs(40, 200)).toBe(retryDelayMs(41, 200));
  });

  it('retries with back-off, marks the mail failed after the last attempt, and an admin sends it again', async () => {
    const family = await t.user('family');
    refused.add(family.email);
    expect((await askReset(t, family.email)).statusCode).toBe(200);
    await t.app.mailSender.runOnce();
    let [row] = await outboxRows(t, family.email);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('550 mailbox');
    expect(row!.nextAttemptAt.getTime() - row!.lastAttemptAt!.getTime()).toBeGreaterThanOrEqual(150);
    // Not due yet: a poll right away sends nothing.
    await t.app.mailSender.runOnce();
    expect((await outboxRows(t, family.email))[0]!.attempts).toBe(1);
    for (let attempt = 2; attempt <= 3; attempt += 1) {
      await backOffOver(t);
      await t.app.mailSender.runOnce();
    }
    [row] = await outboxRows(t, family.email);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    await backOffOver(t);
    await t.app.mailSender.runOnce();
    expect((await outboxRows(t, family.email))[0]!.attempts).toBe(3);

    const failed = await t.inject({
      method: 'GET',
      url: '/api/admin/mail?status=failed',
      headers: admin.headers,
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ transport: 'custom', counts: { failed: 1 } });
    expect(failed.json().items).toEqual([
      expect.objectContaining({
        id: row!.id,
        kind: 'password-reset',
        to: family.email,
        subject: 'Reset your College Cost Planner password',
        status: 'failed',
        attempts: 3,
        canRetry: true,
        // Links are shown only when the outbox is where mail stays (no SMTP server).
        links: null,
      }),
    ]);

    refused.delete(family.email);
    const retried = await t.inject({
      method: 'POST',
      url: `/api/admin/mail/${row!.id}/retry`,
      headers: admin.headers,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'pending', attempts: 0 });
    await t.app.mailSender.runOnce();
    expect((await outboxRows(t, family.email))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    const again = await t.inject({
      method: 'POST',
      url: `/api/admin/mail/${row!.id}/retry`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Only a failed mail can be sent again.');
    const [audit] = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'mail.retry'));
    expect(audit).toMatchObject({ actorUserId: admin.userId, entityId: row!.id });
  });

  it('keeps no address of a deleted account: gone once sent, removed when it fails for good', async () => {
    const family = await t.user('family');
    refused.add(family.email);
    const res = await t.inject({
      method: 'DELETE',
      url: '/api/family/account',
      payload: { password: PASSWORD },
      headers: family.headers,
    });
    expect(res.statusCode).toBe(200);
    const [queued] = await outboxRows(t, family.email);
    expect(queued).toMatchObject({ kind: 'account-deleted', forgetAfterSend: true, status: 'pending' });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await backOffOver(t);
      await t.app.mailSender.runOnce();
    }
    expect(await outboxRows(t, family.email)).toEqual([]);
    const [failed] = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, queued!.id));
    expect(failed).toMatchObject({ status: 'failed', to: 'address removed with the account', text: '' });
    const list = await t.inject({ method: 'GET', url: '/api/admin/mail?limit=100', headers: admin.headers });
    expect(list.body).not.toContain(family.email);
    expect(list.json().items.find((m: { id: string }) => m.id === queued!.id)).toMatchObject({
      canRetry: false,
    });
    const retry = await t.inject({
      method: 'POST',
      url: `/api/admin/mail/${queued!.id}/retry`,
      headers: admin.headers,
    });
    expect(retry.statusCode).toBe(409);

    const other = await t.user('family');
    await t.inject({
      method: 'DELETE',
      url: '/api/family/account',
      payload: { password: PASSWORD },
      headers: other.headers,
    });
    await t.app.mailSender.runOnce();
    expect(sent).toContain(other.email);
    expect(await outboxRows(t, other.email)).toEqual([]);
  });

  it('shows the outbox to admins only, paged', async () => {
    const page = await t.inject({ method: 'GET', url: '/api/admin/mail?limit=1', headers: admin.headers });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ page: 1, limit: 1 });
    expect(body.items).toHaveLength(1);
    expect(body.total).toBe(body.counts.pending + body.counts.sent + body.counts.failed);
    expect(
      (await t.inject({ method: 'GET', url: '/api/admin/mail?limit=500', headers: admin.headers }))
        .statusCode,
    ).toBe(400);
    const missing = await t.inject({
      method: 'POST',
      url: '/api/admin/mail/00000000-0000-4000-8000-000000000000/retry',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/admin/mail' })).statusCode).toBe(401);
    for (const role of ['family', 'financial_agent', 'admission_professional'] as const) {
      const user = await t.user(role);
      for (const route of [
        { method: 'GET' as const, url: '/api/admin/mail' },
        { method: 'POST' as const, url: `/api/admin/mail/${body.items[0].id}/retry` },
      ]) {
        const refusedCall = await t.inject({ ...route, headers: user.headers });
        expect(refusedCall.statusCode, `${role} ${route.url}`).toBe(403);
      }
    }
  });
});

/** Long enough that a request waiting on a send would show; short enough that the stalled senders try often. */
const STALLED_SEND_TIMEOUT_MS = 2_000;

describe('an SMTP server that stalls, then recovers, with two instances on one database', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    const overrides = {
      smtpUrl: smtp.url,
      mail: {
        pollMs: 100,
        retryBaseMs: 100,
        maxAttempts: 20,
        sendTimeoutMs: STALLED_SEND_TIMEOUT_MS,
        outboxFile: undefined,
      },
    };
    a = await createTestApp(overrides, { mailer: 'configured' });
    b = await createTestApp(overrides, { mailer: 'configured', sharing: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await smtp?.close();
  });

  it('answers every request while SMTP stalls, then delivers every mail exactly once', {
    timeout: 120_000,
  }, async () => {
    const [admin, agent] = await Promise.all([a.user('admin'), a.user('financial_agent')]);
    const families = await Promise.all(Array.from({ length: 4 }, () => a.user('family')));
    smtp.stall(true);

    const timings: { what: string; ms: number; status: number }[] = [];
    const timed = async (what: string, call: () => ReturnType<TestApp['inject']>) => {
      const started = performance.now();
      const res = await call();
      timings.push({ what, ms: performance.now() - started, status: res.statusCode });
      return res;
    };
    const expected: string[] = [];
    // The last family deletes its account below (which removes mail waiting for it): the others ask for resets.
    for (const [i, family] of families.slice(0, 3).entries()) {
      const app = i % 2 ? b : a;
      await timed('password reset', () => askReset(app, family.email, `10.9.0.${i + 1}`));
      expected.push(family.email);
    }
    await timed('help request', () =>
      b.inject({
        method: 'PUT',
        url: '/api/family/profile/request-help',
        payload: { message: 'Can someone call us?' },
        headers: families[0]!.headers,
      }),
    );
    expected.push('support@collegecostplanner.test');
    for (const [i, inviter] of [agent, admin].entries()) {
      const email = `stalled-invite-${i}@example.test`;
      await timed(i ? 'staff invitation' : 'family invitation', () =>
        (i ? a : b).inject({
          method: 'POST',
          url: i ? '/api/admin/agents' : '/api/agents/invite-family',
          payload: i
            ? { name: 'Stalled Agent', email, organisation: 'Stall Partners' }
            : { name: 'The Stalled Family', email },
          headers: inviter.headers,
        }),
      );
      expected.push(email);
    }
    await timed('account deletion', () =>
      a.inject({
        method: 'DELETE',
        url: '/api/family/account',
        payload: { password: PASSWORD },
        headers: families[3]!.headers,
      }),
    );
    expected.push(families[3]!.email);

    for (const { what, ms, status } of timings) {
      expect(status, what).toBeLessThan(300);
      // Below one send timeout: no request waited on a send (figures printed below; about 0.1-0.6 s unloaded).
      expect(ms, `${what} took ${Math.round(ms)} ms`).toBeLessThan(STALLED_SEND_TIMEOUT_MS);
    }
    // Both senders keep trying the stalled server; nothing arrives, the outbox says why.
    await waitFor(async () => smtp.stalledConnections() >= 4, 30_000);
    await waitFor(async () => {
      const rows = await a.db.select().from(schema.mailOutbox);
      return rows.some((r) => /Greeting never received|no answer within/.test(r.lastError ?? ''));
    });
    expect(smtp.received).toEqual([]);
    const attemptsWhileStalled = await a.db.select().from(schema.mailOutbox);
    expect(attemptsWhileStalled.every((r) => r.status === 'pending')).toBe(true);

    const recoveredAt = performance.now();
    smtp.stall(false);
    await waitFor(async () => smtp.received.length >= expected.length, 60_000);
    const deliveredMs = performance.now() - recoveredAt;
    // A little longer, to see that nothing arrives twice.
    await new Promise((resolve) => setTimeout(resolve, 700));

    expect(smtp.received.flatMap((m) => m.to).sort()).toEqual(expected.map((e) => e.toLowerCase()).sort());
    const ids = smtp.received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    const rows = await a.db.select().from(schema.mailOutbox).where(inArray(schema.mailOutbox.to, expected));
    // The deleted account's confirmation left no row once sent.
    expect(rows.map((r) => [r.to, r.status, r.transport]).sort()).toEqual(
      expected
        .filter((e) => e !== families[3]!.email)
        .map((e) => [e, 'sent', 'smtp'])
        .sort(),
    );
    console.info(
      `mail with SMTP stalled: requests ${timings.map((x) => `${x.what} ${Math.round(x.ms)} ms`).join(', ')}; ` +
        `${expected.length} mails delivered ${Math.round(deliveredMs)} ms after the server recovered, ` +
        `after ${Math.max(...rows.map((r) => r.attempts))} attempts at most`,
    );
  });
});

describe('seeding the demo data with an SMTP server that never greets', () => {
  it('sends nothing inline: the seed finishes, the app serves, the invitations wait in the outbox', {
    timeout: 120_000,
  }, async () => {
    const smtp = await startSmtpCapture();
    smtp.stall(true);
    const t = await createTestApp(
      {
        smtpUrl: smtp.url,
        mail: { pollMs: 100, retryBaseMs: 60_000, maxAttempts: 3, sendTimeoutMs: 300, outboxFile: undefined },
      },
      { mailer: 'configured' },
    );
    try {
      const started = performance.now();
      await seedDemo(t.app);
      console.info(`demo seed with SMTP stalled: ${Math.round(performance.now() - started)} ms`);
      expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const admin = await t.signIn('admin@demo.test', 'demo-password');
      expect((await t.inject({ method: 'GET', url: '/api/me', headers: admin.headers })).statusCode).toBe(
        200,
      );
      const invitations = await t.db
        .select()
        .from(schema.mailOutbox)
        .where(inArray(schema.mailOutbox.to, ['taylor.reed@demo.test', 'parker@demo.test']));
      expect(invitations.map((m) => m.kind).sort()).toEqual(['family-invitation', 'staff-invitation']);
      // Whichever of the transport's bounds ends the first attempt: on a busy machine the connection's own 300 ms
      // ("Connection timeout") can pass before the greeting's; the next attempt is a minute away (retryBaseMs).
      await waitFor(async () => {
        const rows = await t.db.select().from(schema.mailOutbox);
        return rows.some((r) => /Greeting never received|timeout|no answer within/i.test(r.lastError ?? ''));
      });
      expect(smtp.received).toEqual([]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe('the outbox transport (development, no SMTP server)', () => {
  it('prints each mail in one readable log line with its links, and copies it for npm run mail:outbox', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ccp-outbox-'));
    const file = join(dir, 'mail-outbox.jsonl');
    const lines: string[] = [];
    const t = await createTestApp(
      { logLevel: 'info', mail: { ...MAIL, outboxFile: file } },
      { mailer: 'configured', logStream: { write: (line: string) => void lines.push(line) } },
    );
    try {
      const family = await t.user('family');
      const res = await askReset(t, family.email);
      expect(res.statusCode).toBe(200);
      const [queued] = await outboxRows(t, family.email);
      expect(queued).toBeDefined();
      await t.app.mailSender.runOnce();
      const [row] = await outboxRows(t, family.email);
      expect(row).toMatchObject({ status: 'sent', transport: 'outbox' });
      const link = /https?:\/\/\S+/.exec(row!.text)![0];
      const logged = lines.filter((line) => line.includes(link));
      expect(logged).toHaveLength(1);
      const entry = JSON.parse(logged[0]!) as { msg: string };
      expect(entry.msg).toBe(`mail to ${row!.to} "${row!.subject}": ${link}`);
      const copy = readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(copy).toEqual([expect.objectContaining({ to: row!.to, subject: row!.subject, links: [link] })]);
      // In outbox mode the admin's list shows each mail's links (they are nowhere else).
      const admin = await t.user('admin');
      const list = await t.inject({ method: 'GET', url: '/api/admin/mail', headers: admin.headers });
      expect(list.json()).toMatchObject({ transport: 'outbox' });
      expect(list.json().items.find((m: { to: string }) => m.to === family.email).links).toEqual([link]);
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
