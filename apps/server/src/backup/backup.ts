import { existsSync } from 'node:fs';
import type { AppConfig } from '../config';
import { backupPglite, restorePglite } from './pglite-backup';
import { backupPostgres, restorePostgres } from './postgres-backup';

/** The database the server uses: DATABASE_URL's PostgreSQL server, else the embedded one in DATA_DIR. */
export type BackupTarget = Pick<AppConfig, 'databaseUrl' | 'dataDir'>;

const isMemory = (dataDir: string) => dataDir.startsWith('memory://');

/**
 * Writes a backup of the database to `outFile`: pg_dump's custom format on PostgreSQL, the data folder as a
 * gzipped tar file on the embedded database. Returns which engine it was.
 */
export async function backupDatabase(target: BackupTarget, outFile: string): Promise<'postgres' | 'pglite'> {
  if (target.databaseUrl) {
    await backupPostgres(target.databaseUrl, outFile);
    return 'postgres';
  }
  if (isMemory(target.dataDir)) throw new Error('an in-memory database cannot be backed up');
  await backupPglite(target.dataDir, outFile);
  return 'pglite';
}

/** Restores a backup made by backupDatabase on the same engine. Refuses a non-empty database unless `force`. */
export async function restoreDatabase(
  target: BackupTarget,
  inFile: string,
  options: { force: boolean },
): Promise<{ engine: 'postgres' | 'pglite'; setAside: string | null }> {
  if (!existsSync(inFile)) throw new Error(`${inFile} does not exist`);
  if (target.databaseUrl) {
    await restorePostgres(target.databaseUrl, inFile, options);
    return { engine: 'postgres', setAside: null };
  }
  if (isMemory(target.dataDir)) throw new Error('a backup cannot be restored into an in-memory database');
  const { setAside } = await restorePglite(target.dataDir, inFile, options);
  return { engine: 'pglite', setAside };
}
