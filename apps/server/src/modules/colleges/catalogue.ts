import type { Db } from '@ccp/db';
import type { FastifyBaseLogger } from 'fastify';
import { catalogueRefreshes } from '../../observability/metrics';
import { type CollegeEntry, entryOf } from './college-entry';
import {
  catalogueMarks,
  collegesChangedSince,
  collegesDeletedSince,
  pruneCollegeDeletions,
} from './colleges.repository';
import { SearchIndex } from './search-index';

export interface CatalogueOptions {
  /** How often this instance looks for colleges changed by any instance (CATALOGUE_REFRESH_MS). */
  refreshMs: number;
  log?: FastifyBaseLogger;
}

/** Rows per read: a read on the embedded database runs in this thread, so none may take long. */
const PAGE_ROWS = 250;
/** Deletions are kept this long; an instance that has not caught up for half of it reloads everything. */
const DELETIONS_KEPT_MS = 24 * 60 * 60 * 1_000;
const PRUNE_EVERY_MS = 10 * 60 * 1_000;

/** Lets queued requests run between two slices of a large change. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Holds the in-memory search index of the college catalogue and keeps it current on every instance (ADR 0005,
 * ADR 0014). Every write to a college stamps it with the writing transaction's id (`change_xid`, a trigger) and
 * every delete leaves a row in `college_deletions`; this instance reads only what changed since its last look,
 * every `refreshMs` and at once after its own writes (`refresh`), in pages with pauses between them, and re-derives
 * only the changed colleges. Reads keep using the previous index until the next one is built.
 */
export class CollegeCatalogue {
  private current: SearchIndex | null = null;
  private entries = new Map<number, CollegeEntry>();
  /** Entries changed but not yet in an index (a look that failed half-way). */
  private dirty = false;
  private revision = -1;
  private watermark = 0;
  private version = 0;
  private lastSync = 0;
  private lastPrune = Date.now();
  private queue: Promise<unknown> = Promise.resolve();
  private queued: Promise<SearchIndex> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private closed = false;
  private readonly listeners = new Set<(index: SearchIndex) => void>();

  constructor(
    private readonly db: Db,
    private readonly options: CatalogueOptions,
  ) {}

  /** True once the catalogue has been read (for /api/ready). */
  get loaded(): boolean {
    return this.current !== null;
  }

  /** The current index; loads it on first use (and from then on keeps it current). */
  index(): SearchIndex | Promise<SearchIndex> {
    if (this.current) return this.current;
    this.start();
    return this.sync();
  }

  /** Applies the changes committed so far (after this instance wrote to the catalogue) and resolves with the index. */
  refresh(): Promise<SearchIndex> {
    this.start();
    return this.sync();
  }

  /** Called with every new index (caches derived from an index drop their entries). */
  onChange(listener: (index: SearchIndex) => void): void {
    this.listeners.add(listener);
  }

  /** Loads the catalogue now (the server calls this before it listens) and looks for changes until `stop`. */
  start(): void {
    if (this.running || this.closed) return;
    this.running = true;
    this.poll();
  }

  /** Stops for good (the server is closing). */
  stop(): void {
    this.closed = true;
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private poll(): void {
    this.sync()
      .catch((err: unknown) => {
        this.options.log?.warn({ err }, 'college catalogue refresh failed; serving the loaded copy');
      })
      .finally(() => {
        if (!this.running) return;
        this.timer = setTimeout(() => this.poll(), this.options.refreshMs);
        this.timer.unref();
      });
  }

  /** One look at a time; a caller arriving while one waits to start shares it (it will see the caller's writes). */
  private sync(): Promise<SearchIndex> {
    if (this.queued) return this.queued;
    const next = this.queue
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.step();
      });
    this.queued = next;
    this.queue = next;
    return next;
  }

  private async step(): Promise<SearchIndex> {
    try {
      return await this.applyChanges();
    } catch (err) {
      catalogueRefreshes.inc({ outcome: 'failed' });
      throw err;
    }
  }

  private async applyChanges(): Promise<SearchIndex> {
    // The marks come first: whatever commits after them is read now or on the next look, never missed.
    const marks = await catalogueMarks(this.db);
    const full =
      this.current === null ||
      marks.revision !== this.revision ||
      Date.now() - this.lastSync > DELETIONS_KEPT_MS / 2;
    const since = full ? 0 : this.watermark;
    const entries = full ? new Map<number, CollegeEntry>() : this.entries;
    let changed = full || this.dirty;
    for (let afterId = 0; ; ) {
      const rows = await collegesChangedSince(this.db, since, afterId, PAGE_ROWS);
      for (const row of rows) {
        // Rows of transactions that were still running at the last look are read again; skip the ones applied.
        if (entries.get(row.id)?.row.changeXid === row.changeXid) continue;
        entries.set(row.id, entryOf(row));
        changed = true;
        if (!full) this.dirty = true;
      }
      if (rows.length < PAGE_ROWS) break;
      afterId = rows[rows.length - 1]!.id;
      await yieldToRequests();
    }
    if (!full) {
      for (const deleted of await collegesDeletedSince(this.db, since)) {
        const entry = entries.get(deleted.id);
        // A college deleted and inserted again (same id) after the deletion stays.
        if (!entry || entry.row.changeXid >= deleted.changeXid) continue;
        entries.delete(deleted.id);
        changed = true;
        this.dirty = true;
      }
    }
    if (changed || !this.current) {
      await yieldToRequests();
      const ordered = [...entries.values()].sort((a, b) => a.row.id - b.row.id);
      const index = await SearchIndex.build(ordered, this.version + 1, yieldToRequests);
      await index.prepare(yieldToRequests);
      this.version += 1;
      this.current = index;
      catalogueRefreshes.inc({ outcome: full ? 'built' : 'updated' });
      this.entries = entries;
      this.dirty = false;
      for (const listener of this.listeners) listener(this.current);
    }
    this.revision = marks.revision;
    this.watermark = marks.watermark;
    this.lastSync = Date.now();
    if (this.lastSync - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = this.lastSync;
      await pruneCollegeDeletions(this.db, DELETIONS_KEPT_MS);
    }
    return this.current;
  }
}
