import type { Db } from '@ccp/db';
import { schema } from '@ccp/db';
import { eq, gt, lt } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token';

/** Revocations are kept while an access token naming the session could still be alive, plus a margin. */
export const REVOCATION_RETENTION_MS = (ACCESS_TOKEN_TTL_SECONDS + 5 * 60) * 1000;
/**
 * Each poll reads back this far before the newest revocation it has seen: a revocation whose transaction commits
 * a little after a later one was read is still picked up.
 */
const POLL_OVERLAP_MS = 5_000;
const PRUNE_EVERY_MS = 60_000;

export interface SessionRevocations {
  /** Whether the session was ended (answered from memory: no query). */
  isRevoked(sessionId: string): boolean;
  /** Records sessions as ended, in the database (for every instance) and in this process at once. */
  revoke(sessions: { id: string; userId: string }[]): Promise<void>;
  /** Ends every session of a user: records the revocations, then deletes the session rows. */
  revokeUser(userId: string): Promise<void>;
  /** Reads the revocations other instances recorded since the last read; prunes old ones now and then. */
  refresh(): Promise<void>;
  /** Polls every `pollMs` until stop(). */
  start(onError: (error: unknown) => void): void;
  stop(): void;
}

/**
 * The shared revocation list: rows in `revoked_sessions`, mirrored in each process and refreshed by polling, so a
 * sign-out on one instance refuses the session's access tokens on every instance within about `pollMs`.
 */
export function sessionRevocations(db: Db, options: { pollMs: number }): SessionRevocations {
  const t = schema.revokedSessions;
  /** Session id -> when it was revoked (epoch ms). */
  const revoked = new Map<string, number>();
  let newestSeen = Date.now() - REVOCATION_RETENTION_MS;
  let lastPrune = 0;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | null = null;

  function remember(id: string, at: number) {
    revoked.set(id, at);
    if (at > newestSeen) newestSeen = at;
  }

  async function prune() {
    const cutoff = Date.now() - REVOCATION_RETENTION_MS;
    for (const [id, at] of revoked) if (at < cutoff) revoked.delete(id);
    await db.delete(t).where(lt(t.revokedAt, new Date(cutoff)));
  }

  async function refresh() {
    const rows = await db
      .select({ id: t.sessionId, at: t.revokedAt })
      .from(t)
      .where(gt(t.revokedAt, new Date(newestSeen - POLL_OVERLAP_MS)));
    for (const row of rows) remember(row.id, row.at.getTime());
    if (Date.now() - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await prune();
    }
  }

  async function revoke(sessions: { id: string; userId: string }[]) {
    if (sessions.length === 0) return;
    const now = Date.now();
    for (const s of sessions) revoked.set(s.id, now);
    await db
      .insert(t)
      .values(sessions.map((s) => ({ sessionId: s.id, userId: s.userId })))
      .onConflictDoNothing();
  }

  return {
    isRevoked: (sessionId) => revoked.has(sessionId),
    revoke,
    async revokeUser(userId) {
      const sessions = await db
        .select({ id: schema.session.id, userId: schema.session.userId })
        .from(schema.session)
        .where(eq(schema.session.userId, userId));
      await revoke(sessions);
      await db.delete(schema.session).where(eq(schema.session.userId, userId));
    },
    refresh,
    start(onError) {
      if (timer) return;
      timer = setInterval(() => {
        if (polling) return;
        polling = refresh()
          .catch(onError)
          .finally(() => {
            polling = null;
          });
      }, options.pollMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
