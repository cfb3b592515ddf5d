import type { Db } from '@ccp/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { Readiness } from './readiness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.collegeCatalogue.refresh();
});
afterAll(async () => t?.close());

describe('GET /api/ready', () => {
  it('answers 200 when the database answers, every migration is applied and the catalogue is loaded', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: {
        database: { ok: true },
        migrations: { ok: true },
        catalogue: { ok: true },
        accepting: { ok: true },
      },
    });
  });

  it('answers 503 naming a migration the database has not applied', async () => {
    const probe = new Readiness(t.db, () => true);
    const [last] = (
      (await t.db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const report = await probe.check();
      expect(report.status).toBe('not_ready');
      expect(report.checks.migrations.ok).toBe(false);
      expect(report.checks.migrations.detail).toMatch(/^not applied: 00\d\d_/);
      expect(report.checks.database).toEqual({ ok: true });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await probe.check()).status).toBe('ready');
  });

  it('answers 503 while the catalogue is loading and when the database does not answer', async () => {
    const loading = await new Readiness(t.db, () => false).check();
    expect(loading.status).toBe('not_ready');
    expect(loading.checks.catalogue).toEqual({ ok: false, detail: 'the college catalogue is loading' });

    const down = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    const unreachable = await new Readiness(down, () => true).check();
    expect(unreachable.status).toBe('not_ready');
    expect(unreachable.checks.database).toEqual({ ok: false, detail: 'unreachable: connection refused' });
    expect(unreachable.checks.migrations.ok).toBe(false);
  });

  it('answers 503 once a shutdown has begun, while /api/health still answers', async () => {
    t.app.readiness.drain();
    const res = await t.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.accepting).toEqual({ ok: false, detail: 'shutting down' });
    expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
