/*
 * No edit is lost without notice (docs/decisions/0056): optimistic concurrency for the family profile and its case
 * studies, one way for both. A record (the family's profile, or one case study) has an edit version, raised by every
 * write, and remembers for each field the version that last changed it. A write may carry the version it was based
 * on (`If-Match`); it is refused (409 EDIT_CONFLICT) only where it would change a field someone changed after that
 * version, so two people editing different fields at once both succeed, and nobody's value vanishes silently.
 */
import {
  type FamilyProfile,
  type MeanwhileEdit,
  UpdateFamilyProfileRequestSchema,
  UpdateParentRequestSchema,
  UpdateStudentRequestSchema,
} from '@ccp/contracts';
import { type DbOrTx, schema } from '@ccp/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../errors';
import { ROLE_WORDS } from '../../http/record-versions';
import { HOUSEHOLD_FIELDS, PARENT_FIELDS, STUDENT_FIELDS, showValue } from './field-changes';

/** The fields a person edits, read off the update requests: a field added there is tracked with no more work. */
const HOUSEHOLD_KEYS = Object.keys(UpdateFamilyProfileRequestSchema.shape);
const MEMBER_KEYS = {
  parents: Object.keys(UpdateParentRequestSchema.shape),
  students: Object.keys(UpdateStudentRequestSchema.shape),
} as const;

/** The part of a profile that people edit: the household's fields, the parents and the students. */
export type EditableProfile = Pick<FamilyProfile, 'parents' | 'students'> & Record<string, unknown>;

/**
 * Each edited field of a profile as a key and its value as JSON: `checkingAmount`, `parents.<id>` (the parent
 * exists), `parents.<id>.annualIncome`. Positions are left out: they follow from deletes, nobody types them.
 */
export function editedFields(profile: EditableProfile): Map<string, string> {
  const out = new Map<string, string>();
  for (const key of HOUSEHOLD_KEYS) out.set(key, JSON.stringify(profile[key] ?? null));
  for (const list of ['parents', 'students'] as const) {
    for (const member of profile[list] as unknown as (Record<string, unknown> & { id: string })[]) {
      out.set(`${list}.${member.id}`, 'present');
      for (const key of MEMBER_KEYS[list]) {
        out.set(`${list}.${member.id}.${key}`, JSON.stringify(member[key] ?? null));
      }
    }
  }
  return out;
}

/** The keys whose values differ between two readings of one record; `removed` are those no longer there. */
export function editedKeys(
  before: Map<string, string>,
  after: Map<string, string>,
): { changed: string[]; removed: string[] } {
  const changed: string[] = [];
  const removed: string[] = [];
  for (const [key, value] of before) {
    if (!after.has(key)) removed.push(key);
    else if (after.get(key) !== value) changed.push(key);
  }
  for (const key of after.keys()) if (!before.has(key)) changed.push(key);
  return { changed: [...changed, ...removed], removed };
}

export interface EditState {
  editVersion: number;
  fieldVersions: Record<string, number>;
}

/**
 * The keys of this write that someone changed after `base` (the version the write was based on). No base: none
 * (the write did not ask to be checked). A base the record never had counts every key as changed since.
 */
export function conflictingKeys(state: EditState, keys: string[], base: number | null): string[] {
  if (base === null) return [];
  if (base > state.editVersion) return keys;
  return keys.filter((key) => (state.fieldVersions[key] ?? 0) > base);
}

/** The state after a write: the next version, the changed keys at it, the removed keys forgotten. */
export function nextEditState(state: EditState, edit: { changed: string[]; removed: string[] }): EditState {
  const editVersion = state.editVersion + 1;
  const fieldVersions = { ...state.fieldVersions };
  for (const key of edit.changed) fieldVersions[key] = editVersion;
  for (const key of edit.removed) delete fieldVersions[key];
  return { editVersion, fieldVersions };
}

/* ---------- the version a request was based on: src/http/record-versions.ts, one way for every record ---------- */

export { editBaseOf, etagOf, moveBodyVersion, tagReply } from '../../http/record-versions';

/* ---------- the refusal ---------- */

/** Thrown inside a write's transaction to undo it: the write would change these keys, changed since its base. */
export class EditRefused extends Error {
  constructor(
    readonly conflicting: string[],
    /** The record refused: the family, and the case study when it was one. */
    readonly where: { familyId: string; versionId?: string },
  ) {
    super('edit conflict');
  }
}

/** Where the writes of one record are found in the audit log: the profile, or a case study by its id. */
export type EditTarget = 'profile' | { caseStudy: string };

/** The audit detail of a write: which record, its new version and the keys it changed (read back below). */
export function editDetail(target: EditTarget, version: number, keys: string[]) {
  return { target: target === 'profile' ? 'profile' : target.caseStudy, version, keys };
}

/** The writes to this record after version `base`, oldest first, with who made them. */
export async function meanwhileEdits(
  db: DbOrTx,
  actor: Actor,
  familyId: string,
  target: EditTarget,
  base: number,
  conflicting: string[],
): Promise<MeanwhileEdit[]> {
  const { auditLog, user } = schema;
  const rows = await db
    .select({
      details: auditLog.details,
      at: auditLog.createdAt,
      actorUserId: auditLog.actorUserId,
      name: user.name,
      role: user.role,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.familyId, familyId),
        sql`${auditLog.details} -> 'edit' ->> 'target' = ${target === 'profile' ? 'profile' : target.caseStudy}`,
        sql`(${auditLog.details} -> 'edit' ->> 'version')::int > ${base}`,
      ),
    )
    .orderBy(asc(auditLog.id))
    .limit(50);
  const me = actor.impersonatedBy ?? actor.userId;
  const wanted = new Set(conflicting);
  return rows.map((row) => {
    const edit = row.details.edit as { version: number; keys?: string[] };
    const changes = (row.details.changes ?? []) as MeanwhileEdit['changes'];
    return {
      version: edit.version,
      at: row.at.toISOString(),
      by: { name: row.name ?? 'Someone', role: row.role ?? 'family', you: row.actorUserId === me },
      changes,
      conflicting: (edit.keys ?? []).some((key) => wanted.has(key)),
    };
  });
}

const FIELD_LABELS: Record<string, { label: string; kind: Parameters<typeof showValue>[1] }> = {
  ...(HOUSEHOLD_FIELDS as Record<string, { label: string; kind: Parameters<typeof showValue>[1] }>),
  ...(PARENT_FIELDS as Record<string, { label: string; kind: Parameters<typeof showValue>[1] }>),
  ...(STUDENT_FIELDS as Record<string, { label: string; kind: Parameters<typeof showValue>[1] }>),
};

/** The value of a key in a profile as people read it ('$80,000'). */
function shownValue(current: EditableProfile, key: string): string {
  const parts = key.split('.');
  const field = parts.at(-1)!;
  let value: unknown;
  if (parts.length === 1) value = current[field];
  else {
    const list = current[parts[0] as 'parents' | 'students'] as unknown as Record<string, unknown>[];
    const member = list.find((m) => m.id === parts[1]);
    value = parts.length === 2 ? (member ? 'present' : null) : member?.[field];
  }
  return showValue(value, FIELD_LABELS[field]?.kind ?? 'text');
}

/**
 * The 409 of a write that would overwrite what someone changed meanwhile: says who changed what, puts the message
 * under each field concerned (by its name in the request), and carries the record as it now is.
 */
export function editConflict<T extends EditableProfile>(
  current: T,
  meanwhile: MeanwhileEdit[],
  conflicting: string[],
): AppError {
  const last = [...meanwhile].reverse().find((edit) => edit.conflicting) ?? meanwhile.at(-1);
  const who = !last
    ? 'Someone'
    : last.by.you
      ? 'You'
      : `${last.by.name} (${ROLE_WORDS[last.by.role] ?? last.by.role})`;
  const where = last?.by.you ? ' in another window' : '';
  const what =
    last?.changes.filter((c) => c.subject && c.field).map((c) => `${c.subject}'s ${c.field}`) ?? [];
  const changed = what.length > 0 ? what.slice(0, 3).join(', ') : 'this';
  const message = `${who} changed ${changed}${where} while you were editing. Your change was not saved: check the new value, then apply your change again if it should stand.`;
  const fields: Record<string, string> = {};
  for (const key of conflicting) {
    const field = key.split('.').at(-1)!;
    if (key.split('.').length === 2) continue;
    fields[field] =
      `Changed meanwhile${last ? ` by ${last.by.you ? 'you' : last.by.name}` : ''}: now ${shownValue(current, key)}.`;
  }
  return new AppError('EDIT_CONFLICT', message, fields, { current, meanwhile });
}
