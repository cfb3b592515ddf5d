import type { Db } from '@ccp/db';
import type { Actor } from '../../auth/actor';
import { basisForActor } from './family-figures.service';
import type { FiguresBasis } from './figures-basis';

/** How long a family's basis is reused by the search: its hottest path must not query the profile each time. */
export const FAMILY_CONTEXT_TTL_MS = 1_000;
const MAX_ENTRIES = 5_000;

/**
 * A short-lived per-session cache of the figures basis the college screens work from (the family's own, or a case
 * study's while staff act as the family). A family caller only: anyone else gets null (figures from the query).
 */
export class FamilyContexts {
  private readonly entries = new Map<string, { at: number; value: Promise<FiguresBasis> }>();

  constructor(private readonly db: Db) {}

  get(actor: Actor, versionId?: string | null): Promise<FiguresBasis> | null {
    if (actor.role !== 'family') return null;
    const key = `${actor.userId}|${actor.impersonatedBy ?? ''}|${versionId ?? ''}`;
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && now - entry.at < FAMILY_CONTEXT_TTL_MS) return entry.value;
    if (this.entries.size >= MAX_ENTRIES) {
      for (const [k, old] of this.entries) if (now - old.at >= FAMILY_CONTEXT_TTL_MS) this.entries.delete(k);
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    }
    const value = basisForActor(this.db, actor, versionId);
    this.entries.set(key, { at: now, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /** Drops a family user's cached bases (every session and case study), so the next search reads the profile. */
  forget(userId: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${userId}|`)) this.entries.delete(key);
  }

  /** A fresh basis, bypassing the cache (writes and pages that show the figures as such). */
  fresh(actor: Actor, versionId?: string | null): Promise<FiguresBasis> {
    return basisForActor(this.db, actor, versionId);
  }
}
