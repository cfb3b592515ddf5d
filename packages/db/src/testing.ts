import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DbHandle, openDb } from './client';
import { migrate } from './migrate';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created here and dropped on close).
 */
export async function createTestDb(): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDb({ dataDir: 'memory://' });
    await migrate(handle);
    return handle;
  }
  const name = `ccp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: url.toString() });
  await migrate(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
