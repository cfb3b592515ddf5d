import type { Db } from '@ccp/db';
import type { FastifyBaseLogger } from 'fastify';
import { catalogueRefreshes } from '../../observability/metrics';
import { catalogueRevision, loadAllColleges } from './colleges.repository';
import { SearchIndex } from './search-index';

export interface CatalogueOptions {
  /** How often a request may trigger the cheap "has the catalogue changed?" query. */
  checkIntervalMs: number;
  log?: FastifyBaseLogger;
}

/**
 * Holds the in-memory search index of the college catalogue and keeps it current (ADR 0005). Every write to
 * `colleges` bumps a revision (database trigger). This instance reloads at once after its own writes (`refresh`);
 * writes made by other instances are noticed by a revision check at most every `checkIntervalMs`, run in the
 * background so that no search waits for it. Reads keep using the previous index until the new one is built.
 */
export class CollegeCatalogue {
  private current: SearchIndex | null = null;
  private loading: Promise<SearchIndex> | null = null;
  private lastCheck = 0;
  private checking = false;
  private readonly listeners = new Set<(index: SearchIndex) => void>();

  constructor(
    private readonly db: Db,
    private readonly options: CatalogueOptions,
  ) {}

  /** The current index; loads it on first use. */
  index(): SearchIndex | Promise<SearchIndex> {
    const index = this.current;
    if (!index) return this.load();
    const now = Date.now();
    if (!this.checking && now - this.lastCheck >= this.options.checkIntervalMs) {
      this.lastCheck = now;
      this.checking = true;
      void this.checkRevision(index).finally(() => {
        this.checking = false;
      });
    }
    return index;
  }

  /** Reloads now (after this instance wrote to the catalogue) and resolves with the new index. */
  refresh(): Promise<SearchIndex> {
    return this.load(true);
  }

  /** Called with every new index (caches derived from an index drop their entries). */
  onChange(listener: (index: SearchIndex) => void): void {
    this.listeners.add(listener);
  }

  private async checkRevision(index: SearchIndex): Promise<void> {
    try {
      const revision = await catalogueRevision(this.db);
      if (revision !== index.revision) await this.load();
    } catch (err) {
      this.options.log?.warn({ err }, 'college catalogue revision check failed; serving the loaded copy');
    }
  }

  private load(force = false): Promise<SearchIndex> {
    // A forced reload must not reuse a load that started before the caller's write committed.
    if (this.loading && !force) return this.loading;
    const previous = this.loading ?? Promise.resolve(null);
    const next = previous
      .catch(() => null)
      .then(async () => {
        // Read the revision before the rows: a write in between makes the next check reload again, never hides.
        const revision = await catalogueRevision(this.db);
        const rows = await loadAllColleges(this.db);
        const index = new SearchIndex(rows, revision);
        catalogueRefreshes.inc({ outcome: 'built' });
        this.current = index;
        this.lastCheck = Date.now();
        for (const listener of this.listeners) listener(index);
        return index;
      });
    this.loading = next;
    void next.catch(() => catalogueRefreshes.inc({ outcome: 'failed' }));
    void next
      .finally(() => {
        if (this.loading === next) this.loading = null;
      })
      .catch(() => undefined);
    return next;
  }
}
