import { createTestDb } from '@ccp/db/testing';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';

const serverUrl = process.env.TEST_DATABASE_URL;
type Rows<Row> = { rows: Row[] };

describe('the PostgreSQL connection pool', () => {
  it.skipIf(!serverUrl)(
    'survives the server ending an idle connection, and the next query reconnects',
    async () => {
      const handle = await createTestDb();
      try {
        const first = (await handle.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as Rows<{
          pid: number;
        }>;
        const pid = first.rows[0]!.pid;
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await admin.end();
        // Without the pool's error listener the lost connection would be an uncaught error that stops the process.
        await vi.waitFor(() =>
          expect(warn).toHaveBeenCalledWith(expect.stringContaining('an idle connection was lost')),
        );
        warn.mockRestore();
        const again = (await handle.db.execute(sql`select 1 as ok`)) as unknown as Rows<{ ok: number }>;
        expect(again.rows[0]!.ok).toBe(1);
      } finally {
        await handle.close();
      }
    },
  );
});
