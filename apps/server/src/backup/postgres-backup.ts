import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import pg from 'pg';

/**
 * pg_dump or pg_restore: from PATH, else the newest of Debian's /usr/lib/postgresql/<version>/bin. pg_dump must be
 * at least the server's version, so the newest one installed is the one to use.
 */
export function findPostgresProgram(name: 'pg_dump' | 'pg_restore'): string {
  for (const dir of (process.env.PATH ?? '').split(delimiter))
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return join(root, versions[0], 'bin', name);
  throw new Error(
    `${name} was not found on PATH or in ${root}/*/bin: install the PostgreSQL client programs (e.g. apt-get install postgresql-client)`,
  );
}

/** The connection for libpq programs: the password goes in the environment, not on the command line. */
function libpqConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

/** pg_dump's custom format: compressed, restored with pg_restore. Written beside the target, then renamed. */
export async function backupPostgres(databaseUrl: string, outFile: string): Promise<void> {
  const { url, env } = libpqConnection(databaseUrl);
  const partial = `${outFile}.partial`;
  try {
    await run(
      findPostgresProgram('pg_dump'),
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${url}`],
      env,
    );
    await rename(partial, outFile);
  } finally {
    await rm(partial, { force: true });
  }
}

/** The schemas that hold this database's own objects (everything but PostgreSQL's). */
async function userSchemas(client: pg.Client): Promise<{ schemas: string[]; tables: number }> {
  const schemas = await client.query<{ name: string }>(
    `select nspname as name from pg_namespace
     where nspname not like 'pg\\_%' and nspname <> 'information_schema' order by nspname`,
  );
  const tables = await client.query<{ count: string }>(
    `select count(*) from pg_tables where schemaname not like 'pg\\_%' and schemaname <> 'information_schema'`,
  );
  return { schemas: schemas.rows.map((r) => r.name), tables: Number(tables.rows[0]?.count ?? 0) };
}

/**
 * Restores a pg_dump backup. A database that already has tables is refused unless `force`: then every schema of
 * its own is dropped first, so that the result holds exactly what the backup holds.
 */
export async function restorePostgres(
  databaseUrl: string,
  inFile: string,
  options: { force: boolean },
): Promise<void> {
  const program = findPostgresProgram('pg_restore');
  if (!existsSync(inFile)) throw new Error(`${inFile} does not exist`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { schemas, tables } = await userSchemas(client);
    if (tables > 0 && !options.force)
      throw new Error(
        `the database already has ${tables} tables: restore refuses to replace them without --force`,
      );
    if (tables > 0 || schemas.some((s) => s !== 'public')) {
      await client.query('begin');
      for (const schema of schemas)
        await client.query(`drop schema ${client.escapeIdentifier(schema)} cascade`);
      await client.query('create schema public');
      await client.query('commit');
    }
  } finally {
    await client.end();
  }
  const { url, env } = libpqConnection(databaseUrl);
  await run(
    program,
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, inFile],
    env,
  );
}
