export {
  type Db,
  type DbHandle,
  type DbOptions,
  type DbOrTx,
  isEmbedded,
  openDb,
  type PoolStats,
  poolStats,
  type Schema,
  type Tx,
} from './client';
export { MIGRATIONS_FOLDER, migrate, pendingMigrations, SCHEMA_LOCK_KEY } from './migrate';
export * as schema from './schema';
