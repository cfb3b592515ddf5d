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
export { MIGRATIONS_FOLDER, migrate } from './migrate';
export * as schema from './schema';
