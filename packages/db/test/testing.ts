import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DbHandle, openDb } from '../src/client';
import { migrate } from '../src/migrate';
import { leaseEmbedded } from './testing-pool';

/**
 * Where the migrated template of this test run is (set by the API tests' global set-up, docs/decisions/0052):
 * on PGlite the path of a data-folder dump, on PostgreSQL the name of a template database on the server of
 * TEST_DATABASE_URL. Unset, `createTestDb` migrates an empty database itself, as before.
 */
export const TEST_DB_TEMPLATE_ENV = 'CCP_TEST_DB_TEMPLATE';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created here and dropped on close). With a template
 * (TEST_DB_TEMPLATE_ENV) the database is a copy of it: a PGlite loaded from the dump, or `create database ...
 * template`; migrating it after is a check that finds nothing to do.
 */
export async function createTestDb(): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = process.env[TEST_DB_TEMPLATE_ENV] || undefined;
  if (!serverUrl) {
    if (!template) {
      const handle = await openDb({ dataDir: 'memory://' });
      await migrate(handle);
      return handle;
    }
    return leaseEmbedded(template);
  }
  const name = `ccp_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (c) =>
    c.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const handle = await openDb({ databaseUrl: databaseUrlOf(serverUrl, name) });
  await migrate(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      await onServer(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export interface TestDbTemplate {
  /** The value for TEST_DB_TEMPLATE_ENV. */
  value: string;
  /** Deletes the template (the dump's folder, or the template database). */
  remove(): Promise<void>;
}

/**
 * Migrates one database for a whole test run, to be copied by every `createTestDb`: on PGlite a dump of its data
 * folder in a temporary folder, on the PostgreSQL server of TEST_DATABASE_URL a database used as template.
 */
export async function createTestDbTemplate(): Promise<TestDbTemplate> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const folder = await mkdtemp(join(tmpdir(), 'ccp-test-template-'));
    const file = join(folder, 'pgdata.tar');
    const handle = await openDb({ dataDir: 'memory://' });
    try {
      await migrate(handle);
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await handle.close();
    }
    return { value: file, remove: () => rm(folder, { recursive: true, force: true }) };
  }
  const name = `ccp_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (c) => c.query(`create database ${name}`));
  const handle = await openDb({ databaseUrl: databaseUrlOf(serverUrl, name) });
  try {
    await migrate(handle);
  } finally {
    // A template must have no session open while it is copied.
    await handle.close();
  }
  return {
    value: name,
    async remove() {
      await onServer(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
