import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/client';
import { createTestDbTemplate, type TestDbTemplate } from './testing';
import { leaseEmbedded } from './testing-pool';

let template: TestDbTemplate;
beforeAll(async () => {
  template = await createTestDbTemplate();
}, 120_000);
afterAll(async () => template?.remove());

async function rows(db: Db, query: string): Promise<unknown[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: unknown[] };
  return result.rows;
}

const REVISIONS = 'select name, revision from catalogue_revisions order by name';

// Starting a PGlite takes seconds on a busy machine: more than vitest's default 5 s per test.
describe('the test databases kept between files', { timeout: 60_000 }, () => {
  it('gives the next file the template again: its rows back, every other row gone, identities restarted', async () => {
    const first = await leaseEmbedded(template.value);
    const fresh = await rows(first.db, REVISIONS);
    expect(fresh.length).toBeGreaterThan(0);
    await first.db.execute(sql`update catalogue_revisions set revision = revision + 41`);
    await first.db.execute(
      sql`insert into rate_limit_hits (key, count, window_ends_at) values ('k', 1, now())`,
    );
    await first.db.execute(sql`select nextval('audit_log_id_seq'), nextval('audit_log_id_seq')`);
    await first.close();

    const second = await leaseEmbedded(template.value);
    expect(await rows(second.db, REVISIONS)).toEqual(fresh);
    expect(await rows(second.db, 'select * from rate_limit_hits')).toEqual([]);
    expect(await rows(second.db, 'select last_value, is_called from audit_log_id_seq')).toEqual([
      { last_value: 1, is_called: false },
    ]);
    await second.close();
  });

  it('refuses every call on a closed handle, so that late work cannot reach the next file', async () => {
    const handle = await leaseEmbedded(template.value);
    await handle.close();
    await expect(handle.db.execute(sql`select 1`)).rejects.toThrow();
    await handle.close();
  });

  it('does not keep a database whose schema a test changed', async () => {
    const changed = await leaseEmbedded(template.value);
    await changed.db.execute(sql`create table probe (id integer primary key)`);
    await changed.close();
    const next = await leaseEmbedded(template.value);
    expect(await rows(next.db, "select 1 from pg_tables where tablename = 'probe'")).toEqual([]);
    await next.close();
  });
});
