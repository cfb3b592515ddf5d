import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PGlite with the extensions the migrations use, wherever it runs (this thread, its worker thread, the tests' pool).
 * pg_trgm: the families search index (migration admin_list_speed, docs/decisions/0036).
 */
export function openPglite(
  dataDir: string,
  options: Pick<PGliteOptions, 'loadDataDir' | 'parsers'> = {},
): Promise<PGlite> {
  return PGlite.create(dataDir, { extensions: { pg_trgm }, ...options });
}
