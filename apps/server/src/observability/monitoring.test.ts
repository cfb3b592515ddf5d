import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createTestDb } from '@ccp/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN } from '../../test/support/test-app';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { startErrorReporter } from './error-reporter';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A stand-in for a Sentry (or GlitchTip) server: records every request and accepts it. */
async function startIngest(): Promise<{ server: Server; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      res.writeHead(200, {
        'content-type': 'application/json',
        'x-sentry-rate-limits': '60:replay:organization',
      });
      res.end('{"id":"0123456789abcdef0123456789abcdef"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, received };
}

const envelope = (dsn: string, item = '{"type":"event"}\n{"message":"hello"}') =>
  `${JSON.stringify({ event_id: '9ec79c33ec9942ab8353589fcb2e04dc', dsn, sent_at: new Date().toISOString() })}\n${item}\n`;

let ingest: Awaited<ReturnType<typeof startIngest>>;
let dsn: string;
let app: FastifyInstance;
let closeApp: () => Promise<void>;

beforeAll(async () => {
  ingest = await startIngest();
  dsn = `http://publickey@127.0.0.1:${ingest.port}/42`;
  const handle = await createTestDb();
  app = await buildApp({
    config: testConfig({
      publicUrl: ORIGIN,
      sentryDsn: dsn,
      aboutUrl: 'https://example.org/about',
      contactUrl: 'https://cal.example.org/book',
    }),
    db: handle.db,
    mailer: { send: async () => undefined },
  });
  app.get('/api/test/boom', async () => {
    throw new Error('the kettle boiled dry');
  });
  await app.ready();
  closeApp = async () => {
    await app.close();
    await handle.close();
  };
});
afterAll(async () => {
  await closeApp?.();
  await new Promise((resolve) => ingest?.server.close(resolve));
  // The test worker runs other files next (isolate: false): hand it back without a Sentry client, whose crash
  // handlers (strict unhandled rejections) would otherwise stay on for them.
  const Sentry = await import('@sentry/node');
  await Sentry.close(1_000);
  Sentry.getGlobalScope().setClient(undefined);
  Sentry.getIsolationScope().setClient(undefined);
  Sentry.getCurrentScope().setClient(undefined);
});

const post = (
  body: string | Buffer,
  headers: Record<string, string> = { 'content-type': 'text/plain;charset=UTF-8' },
) =>
  app.inject({ method: 'POST', url: '/monitoring', headers: { origin: ORIGIN, ...headers }, payload: body });

describe('the /monitoring tunnel with SENTRY_DSN', () => {
  it('tells the browser the public DSN, the support address and the about and booking pages at run time', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/client-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sentryDsn: dsn,
      environment: 'test',
      supportEmail: 'support@collegecostplanner.test',
      aboutUrl: 'https://example.org/about',
      contactUrl: 'https://cal.example.org/book',
    });
  });

  it('delivers an envelope for the configured project to its envelope endpoint, byte for byte', async () => {
    const before = ingest.received.length;
    const body = envelope(dsn);
    const res = await post(body, {
      'content-type': 'text/plain;charset=UTF-8',
      cookie: 'better-auth.session_token=secret-session',
      'x-forwarded-for': '203.0.113.7',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-sentry-rate-limits']).toBe('60:replay:organization');
    const delivered = ingest.received.slice(before);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.method).toBe('POST');
    expect(delivered[0]?.url).toBe('/api/42/envelope/?sentry_key=publickey&sentry_version=7');
    expect(delivered[0]?.body.toString()).toBe(body);
    expect(delivered[0]?.headers.cookie).toBeUndefined();
    expect(JSON.stringify(delivered[0]?.headers)).not.toContain('203.0.113.7');
  });

  it('delivers a binary envelope (a compressed replay) sent with no content type', async () => {
    const before = ingest.received.length;
    const head = Buffer.from(envelope(dsn, '{"type":"replay_recording","length":20}'));
    const body = Buffer.concat([head, gzipSync(Buffer.from('{"type":2,"data":{}}')), Buffer.from('\n')]);
    const res = await app.inject({
      method: 'POST',
      url: '/monitoring',
      headers: { origin: ORIGIN },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(ingest.received.slice(before).map((r) => r.body.equals(body))).toEqual([true]);
  });

  it('refuses (403) and forwards nothing for another host, port, scheme or project', async () => {
    const before = ingest.received.length;
    const others = [
      'http://publickey@evil.example/42',
      `http://publickey@127.0.0.1:${ingest.port + 1}/42`,
      `https://publickey@127.0.0.1:${ingest.port}/42`,
      `http://publickey@127.0.0.1:${ingest.port}/43`,
      `http://publickey@127.0.0.1:${ingest.port}/other/42`,
      `http://publickey@localhost:${ingest.port}/42`,
    ];
    for (const other of others) {
      const res = await post(envelope(other));
      expect(res.statusCode, other).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect(ingest.received.length).toBe(before);
  });

  it('refuses (400) what is not an envelope with a DSN, and (413) what is too large', async () => {
    const before = ingest.received.length;
    const bad = [
      '',
      'not json\n{}',
      '{"event_id":"x"}\n{"type":"event"}\n{}',
      '{"dsn":"not a url"}\n{}',
      '{"dsn":"ftp://key@127.0.0.1/42"}\n{}',
      `{"dsn":"http://127.0.0.1:${ingest.port}/42"}\n{}`,
      '["array"]\n{}',
    ];
    for (const body of bad) {
      const res = await post(body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const huge = await post(envelope(dsn, `{"type":"event"}\n${'x'.repeat(3 * 1024 * 1024)}`));
    expect(huge.statusCode).toBe(413);
    expect(ingest.received.length).toBe(before);
  });

  it('answers 502 when the error monitor cannot be reached', async () => {
    const closed = await startIngest();
    const deadPort = closed.port;
    await new Promise((resolve) => closed.server.close(resolve));
    const handle = await createTestDb();
    const deadDsn = `http://publickey@127.0.0.1:${deadPort}/7`;
    const other = await buildApp({
      config: testConfig({ publicUrl: ORIGIN, sentryDsn: deadDsn }),
      db: handle.db,
      mailer: { send: async () => undefined },
    });
    try {
      const res = await other.inject({
        method: 'POST',
        url: '/monitoring',
        headers: { origin: ORIGIN },
        payload: envelope(deadDsn),
      });
      expect(res.statusCode).toBe(502);
    } finally {
      await other.close();
      await handle.close();
      // Back to the DSN of this file's app, for the tests that follow.
      await startErrorReporter(dsn, 'test');
    }
  });

  it('allows replay to compress in a blob: worker', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("worker-src 'self' blob:");
    expect(res.headers['content-security-policy']).toContain("connect-src 'self'");
  });

  it('reports an unexpected server error to the project, without request data', async () => {
    const before = ingest.received.length;
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/boom?email=kim@example.com',
      headers: { cookie: 'better-auth.session_token=secret-session', authorization: 'Bearer secret-token' },
    });
    expect(res.statusCode).toBe(500);
    const requestId = res.json().error.requestId as string;
    expect(await (await startErrorReporter(dsn, 'test')).flush(5000)).toBe(true);
    const reports = ingest.received.slice(before).filter((r) => r.body.toString().includes('"type":"event"'));
    expect(reports).toHaveLength(1);
    const report = reports[0]!;
    expect(report.url).toMatch(/^\/api\/42\/envelope\//);
    const text = report.body.toString();
    const event = JSON.parse(text.split('\n')[2] ?? '{}') as {
      exception?: { values?: { type: string; value: string }[] };
      tags?: Record<string, string>;
      request?: unknown;
      user?: unknown;
    };
    expect(event.exception?.values?.at(-1)).toMatchObject({ type: 'Error', value: 'the kettle boiled dry' });
    expect(event.tags).toMatchObject({ request_id: requestId, method: 'GET', route: '/api/test/boom' });
    expect(event.request).toBeUndefined();
    expect(event.user).toBeUndefined();
    for (const secret of ['secret-session', 'secret-token', 'kim@example.com'])
      expect(text).not.toContain(secret);
  });

  it('rate-limits the tunnel per address', async () => {
    // An app of its own, so that the requests of the tests above do not count.
    const handle = await createTestDb();
    const limited = await buildApp({
      config: testConfig({
        publicUrl: ORIGIN,
        sentryDsn: dsn,
        aboutUrl: 'https://example.org/about',
        contactUrl: 'https://cal.example.org/book',
      }),
      db: handle.db,
      mailer: { send: async () => undefined },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 301; i += 1) {
        const res = await limited.inject({
          method: 'POST',
          url: '/monitoring',
          headers: { origin: ORIGIN },
          payload: 'not an envelope',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 300).every((s) => s === 400)).toBe(true);
      expect(statuses[300]).toBe(429);
    } finally {
      await limited.close();
      await handle.close();
    }
  });
});

describe('without SENTRY_DSN', () => {
  it('has no tunnel (404) and tells the browser no DSN', async () => {
    const t = await createTestApp();
    try {
      const before = ingest.received.length;
      const res = await t.inject({ method: 'POST', url: '/monitoring', payload: envelope(dsn) });
      expect(res.statusCode).toBe(404);
      expect(ingest.received.length).toBe(before);
      const config = await t.inject({ method: 'GET', url: '/api/client-config' });
      expect(config.json()).toEqual({ environment: 'test', supportEmail: 'support@collegecostplanner.test' });
      const csp = (await t.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'];
      expect(csp).not.toContain('worker-src');
    } finally {
      await t.close();
    }
  });
});
