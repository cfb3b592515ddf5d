import { Writable } from 'node:stream';
import { createTestDb } from '@ccp/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, type TestApp } from '../../test/support/test-app';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { requestIdFor } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const idFor = (header?: string) =>
  requestIdFor({ headers: header === undefined ? {} : { 'x-request-id': header } } as Parameters<
    typeof requestIdFor
  >[0]);

describe('requestIdFor', () => {
  it('keeps a plain incoming id and replaces anything else with a fresh UUID', () => {
    for (const kept of ['abc123', 'f3c1e2d4-0000-4000-8000-000000000001', 'a.b_c:d-e']) {
      expect(idFor(kept)).toBe(kept);
    }
    for (const replaced of [
      '',
      ' ',
      '-leading-dash',
      'x'.repeat(129),
      'a b',
      'a\nb',
      '<script>',
      'a"b',
      'ü',
    ]) {
      expect(idFor(replaced), JSON.stringify(replaced)).toMatch(UUID);
    }
    expect(idFor()).toMatch(UUID);
    expect(idFor()).not.toBe(idFor());
  });
});

describe('request ids in answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('returns the id as x-request-id on every answer, kept from the caller when it is safe', async () => {
    const fresh = await t.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(UUID);
    const given = await t.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-4711' },
    });
    expect(given.headers['x-request-id']).toBe('lb-4711');
    const unsafe = await t.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'fake"} {"level":60' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(UUID);
  });

  it('puts the id in every kind of error answer', async () => {
    const answers = [
      await t.inject({ method: 'GET', url: '/api/no-such-route' }),
      await t.inject({ method: 'GET', url: '/api/family/profile' }),
      await t.inject({ method: 'POST', url: '/api/family/signup', payload: {} }),
      await t.inject({
        method: 'POST',
        url: '/api/family/signup',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      }),
      await t.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'nobody@example.test', password: 'not-the-password' },
      }),
      await t.inject({ method: 'GET', url: '/api/auth/list-sessions' }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      const id = res.headers['x-request-id'];
      expect(id).toMatch(UUID);
      expect(res.json().error.requestId, res.body).toBe(id);
    }
    expect(answers.map((r) => r.json().error.code)).toEqual([
      'NOT_FOUND',
      'UNAUTHENTICATED',
      'VALIDATION_FAILED',
      'VALIDATION_FAILED',
      'INVALID_CREDENTIALS',
      'NOT_FOUND',
    ]);
  });
});

describe('request ids in log lines', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const handle = await createTestDb();
    app = await buildApp({
      config: testConfig({ publicUrl: ORIGIN, logLevel: 'info' }),
      db: handle.db,
      mailer: { send: async () => undefined },
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
          done();
        },
      }),
    });
    app.get('/api/test/log', async (request) => {
      request.log.info('a line written while answering');
      return { ok: true };
    });
    app.get('/api/test/fail', async () => {
      throw new Error('an unexpected failure');
    });
    await app.ready();
    close = async () => {
      await app.close();
      await handle.close();
    };
  });
  afterAll(async () => close?.());

  it('binds the id to every line written for a request, including the failure report', async () => {
    const ok = await app.inject({
      method: 'GET',
      url: '/api/test/log',
      headers: { 'x-request-id': 'trace-1' },
    });
    const failed = await app.inject({ method: 'GET', url: '/api/test/fail' });
    expect(ok.statusCode).toBe(200);
    expect(failed.statusCode).toBe(500);
    const failedId = failed.json().error.requestId as string;
    expect(failedId).toBe(failed.headers['x-request-id']);

    const forOk = lines.filter((l) => l.requestId === 'trace-1');
    expect(forOk.map((l) => l.msg)).toEqual([
      'incoming request',
      'a line written while answering',
      'request completed',
    ]);
    const forFailed = lines.filter((l) => l.requestId === failedId);
    expect(forFailed.map((l) => l.msg)).toContain('unhandled error');
    const requestLines = lines.filter((l) => l.req !== undefined || l.res !== undefined);
    expect(requestLines.length).toBeGreaterThanOrEqual(4);
    expect(requestLines.every((l) => typeof l.requestId === 'string')).toBe(true);
  });
});
