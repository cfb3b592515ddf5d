/*
 * Edit versions over HTTP (docs/decisions/0056, 0072), one way for every versioned record (the family profile, a case
 * study, a college, an aid policy): reads answer the version as the ETag, writes carry the version they were based
 * on as `If-Match` (or `version` in the body), and a whole record saved on an older version is refused.
 */
import { type DbOrTx, schema } from '@ccp/db';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../auth/actor';
import { AppError, validationFailed } from '../errors';

const IF_MATCH = /^(?:W\/)?"?(\d{1,9})"?$/;

/** The ETag of a record at an edit version. */
export const etagOf = (version: number) => `"${version}"`;

/** Sets the answer's ETag to the record's edit version. */
export function tagReply<T extends { version: number }>(reply: FastifyReply, record: T): T {
  reply.header('etag', etagOf(record.version));
  return record;
}

/**
 * The edit version a write was based on: its `If-Match` header (`"12"`; `*` or none: not checked). A client that
 * cannot set headers may send `version` in the JSON body instead (`moveBodyVersion` turns it into the header).
 */
export function editBaseOf(request: FastifyRequest): number | null {
  const header = request.headers['if-match'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value || value === '*') return null;
  const match = IF_MATCH.exec(value);
  if (!match) {
    throw validationFailed(
      { 'if-match': 'Send the version you read (the ETag, like "12"), or leave If-Match out.' },
      'The If-Match header is not a version of this record.',
    );
  }
  return Number(match[1]);
}

/**
 * A preValidation hook of the profile and case-study writes: a numeric `version` in the JSON body becomes the
 * `If-Match` header (when none was sent), and leaves the body, so the request schemas stay the field lists.
 */
export async function moveBodyVersion(request: FastifyRequest): Promise<void> {
  const body = request.body as Record<string, unknown> | null | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('version' in body)) return;
  const { version, ...rest } = body;
  if (typeof version === 'number' && request.headers['if-match'] === undefined) {
    request.headers['if-match'] = etagOf(version);
  }
  request.body = rest;
}

/** Who made a change, in words. */
export const ROLE_WORDS: Record<string, string> = {
  admin: 'an administrator',
  financial_agent: 'a financial agent',
  family: 'the family',
};

/* ---------- whole records: a college, an aid policy (ADR 0072) ---------- */

/**
 * The 409 of a whole-record save (an admin's college or aid policy) based on a version older than the record's:
 * the family profile's error and wording, naming who saved the record last (from the audit log), with the record
 * as it now is in `current` (its version is the one to send again).
 */
export async function staleRecordConflict<T extends { version: number }>(
  db: DbOrTx,
  actor: Actor,
  record: { entity: string; entityId: string; noun: string },
  current: T,
): Promise<AppError> {
  const { auditLog, user } = schema;
  const [last] = await db
    .select({ actorUserId: auditLog.actorUserId, name: user.name, role: user.role })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entity, record.entity), eq(auditLog.entityId, record.entityId)))
    .orderBy(sql`${auditLog.id} desc`)
    .limit(1);
  const you = last !== undefined && last.actorUserId === (actor.impersonatedBy ?? actor.userId);
  const who = !last?.name
    ? 'Someone'
    : you
      ? 'You'
      : `${last.name} (${ROLE_WORDS[last.role ?? ''] ?? last.role})`;
  const message = `${who} changed ${record.noun}${you ? ' in another window' : ''} while you were editing. Your change was not saved: check the new values, then apply your change again if it should stand.`;
  return new AppError('EDIT_CONFLICT', message, undefined, { current });
}
