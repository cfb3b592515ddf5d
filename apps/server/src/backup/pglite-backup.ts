import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions the migrations create (packages/db/src/client.ts opens the database with the same). */
const extensions = { pg_trgm };

const hasDatabase = (dataDir: string) => existsSync(dataDir) && readdirSync(dataDir).length > 0;

/** Writes the embedded database's data folder as a gzipped tar file. The server must not be running on it. */
export async function backupPglite(dataDir: string, outFile: string): Promise<void> {
  if (!hasDatabase(dataDir)) throw new Error(`there is no embedded database in ${dataDir}`);
  const client = await PGlite.create(dataDir, { extensions });
  try {
    const dump = await client.dumpDataDir('gzip');
    await writeFile(outFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/**
 * Loads a backup into the embedded database's data folder. A folder that already holds a database is refused,
 * unless `force`: then it is kept beside, renamed with the time, and its path returned.
 */
export async function restorePglite(
  dataDir: string,
  inFile: string,
  options: { force: boolean },
): Promise<{ setAside: string | null }> {
  const archive = new Blob([await readFile(inFile)]);
  let setAside: string | null = null;
  if (hasDatabase(dataDir)) {
    if (!options.force)
      throw new Error(`${dataDir} already holds a database: restore refuses to replace it without --force`);
    setAside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, setAside);
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    const client = await PGlite.create(dataDir, { loadDataDir: archive, extensions });
    await client.close();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    if (setAside) renameSync(setAside, dataDir);
    throw error;
  }
  return { setAside };
}
