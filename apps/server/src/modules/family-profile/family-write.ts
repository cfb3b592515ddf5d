/* The one way the family-profile services change a family: authorised, locked, audited, SAI kept current. */
import type { FamilyProfile, WriteRole } from '@ccp/contracts';
import type { Db, Tx } from '@ccp/db';
import { recordAudit } from '../../audit/record-audit';
import type { Actor } from '../../auth/actor';
import { retryingTransaction } from '../../database/retrying-transaction';
import { AppError, notFound } from '../../errors';
import {
  conflictingKeys,
  type EditableProfile,
  EditRefused,
  editConflict,
  editDetail,
  editedFields,
  editedKeys,
  meanwhileEdits,
  nextEditState,
} from './edit-versions';
import { toFamilyProfile, toParent, toStudent } from './family-profile.mapper';
import type { FamilyRow } from './family-profile.repository';
import * as repo from './family-profile.repository';
import { type FamilySnapshot, fieldChanges } from './field-changes';
import { storedSaiOf } from './stored-sai';
import { assertWriteRole, sessionWriteRole } from './write-role';

export const FAMILY_NOT_FOUND = 'Your family profile';

/** Keys of an update that were actually sent (undefined means "leave as it is"). */
export function sentKeys<T extends object>(input: T): (keyof T & string)[] {
  return (Object.keys(input) as (keyof T & string)[]).filter((k) => input[k] !== undefined);
}

export function definedValues<T extends object>(input: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of sentKeys(input)) out[key] = input[key];
  return out;
}

export async function loadProfile(db: Db | Tx, family: FamilyRow): Promise<FamilyProfile> {
  const [parents, students] = await Promise.all([
    repo.listParents(db, family.id),
    repo.listStudents(db, family.id),
  ]);
  return profileOf(db, { family, parents, students });
}

/** The profile of rows already read (a write's rows after its change): only the help request and inviter are read. */
async function profileOf(db: Db | Tx, { family, parents, students }: FamilySnapshot): Promise<FamilyProfile> {
  const [help, inviter] = await Promise.all([
    repo.findOpenHelpRequest(db, family.id),
    repo.findInviter(db, family),
  ]);
  return toFamilyProfile(family, parents, students, help, inviter);
}

/** The family's rows before or after a write: what the field-by-field changes are read from. */
async function snapshot(db: Db | Tx, family: FamilyRow): Promise<FamilySnapshot> {
  const [parents, students] = await Promise.all([
    repo.listParents(db, family.id),
    repo.listStudents(db, family.id),
  ]);
  return { family, parents, students };
}

interface WriteOptions {
  action: string;
  entity: string;
  /** Whether the change can move the SAI: then the stored federal and institutional figures are recomputed. */
  affectsSai: boolean;
}

/** The edited part of a family's rows, as the API names it (for the edit versions, ADR 0056). */
function editable({ family, parents, students }: FamilySnapshot): EditableProfile {
  return { ...family, parents: parents.map(toParent), students: students.map(toStudent) };
}

/**
 * One write to the actor's own family: authorised by the role suffix, in one transaction with the family row
 * locked, audited, and followed by recomputing the stored SAI when its inputs may have changed. `base` is the
 * profile's edit version the write was based on (If-Match): where the write would change a field changed since,
 * nothing is written and the answer is 409 EDIT_CONFLICT with the profile as it now is and who changed what
 * (ADR 0056). The write answers the profile exactly as the next read does.
 */
export async function writeFamily<T extends { entityId?: string | null; details?: Record<string, unknown> }>(
  db: Db,
  actor: Actor,
  role: WriteRole,
  options: WriteOptions,
  change: (tx: Tx, family: FamilyRow) => Promise<T>,
  base: number | null = null,
): Promise<{ result: T; profile: FamilyProfile }> {
  assertWriteRole(actor, role);
  try {
    return await retryingTransaction(db, async (tx) => {
      const family = await repo.lockFamilyByUser(tx, actor.userId);
      if (!family) throw notFound(FAMILY_NOT_FOUND);
      const before = await snapshot(tx, family);
      const result = await change(tx, family);
      const after = await snapshot(tx, (await repo.findFamilyByUser(tx, actor.userId))!);
      const edit = editedKeys(editedFields(editable(before)), editedFields(editable(after)));
      const conflicting = conflictingKeys(family, edit.changed, base);
      if (conflicting.length > 0) throw new EditRefused(conflicting, { familyId: family.id });
      const next = nextEditState(family, edit);
      // The stored SAI is worked out from the rows just read and written with the edit version: one update.
      const sai = options.affectsSai ? await storedSaiOf(tx, after.family, after) : {};
      const updated = await repo.updateFamily(tx, family.id, { ...next, ...sai });
      const removed = typeof result.details?.name === 'string' ? result.details.name : null;
      await recordAudit(tx, actor, {
        familyId: family.id,
        action: options.action,
        entity: options.entity,
        entityId: result.entityId ?? null,
        details: { ...(result.details ?? {}), edit: editDetail('profile', next.editVersion, edit.changed) },
        changes: fieldChanges(before, after),
        note: options.action.endsWith('.delete') ? removed : null,
      });
      return { result, profile: await profileOf(tx, { ...after, family: updated }) };
    });
  } catch (error) {
    if (!(error instanceof EditRefused) || base === null) throw error;
    const family = (await repo.findFamilyByUser(db, actor.userId))!;
    const [current, meanwhile] = await Promise.all([
      loadProfile(db, family),
      meanwhileEdits(db, actor, family.id, 'profile', base, error.conflicting),
    ]);
    throw editConflict(current, meanwhile, error.conflicting);
  }
}

interface Members<Row extends { id: string }> {
  entity: 'parent' | 'student';
  list: (tx: Tx, familyId: string) => Promise<Row[]>;
  remove: (tx: Tx, familyId: string, id: string) => Promise<unknown>;
  renumber: (tx: Tx, familyId: string) => Promise<void>;
  /** How the audit names the removed parent or student. */
  nameOf: (row: Row) => string;
  /** What else the removal changes in the family (in the same transaction); its answer goes into the audit. */
  afterRemove?: (tx: Tx, familyId: string, removed: Row, rest: Row[]) => Promise<Record<string, unknown>>;
}

/** Removes one parent or student (never the last one) and numbers the rest 1st, 2nd, ... again. */
export async function deleteMember<Row extends { id: string }>(
  db: Db,
  actor: Actor,
  id: string,
  members: Members<Row>,
  base: number | null = null,
): Promise<FamilyProfile> {
  const { entity } = members;
  const { profile } = await writeFamily(
    db,
    actor,
    sessionWriteRole(actor),
    { action: `${entity}.delete`, entity, affectsSai: true },
    async (tx, family) => {
      const rows = await members.list(tx, family.id);
      const row = rows.find((r) => r.id === id);
      if (!row) throw notFound(`That ${entity}`);
      if (rows.length === 1) {
        const message = `A profile needs at least one ${entity}. Edit this ${entity} instead of deleting them.`;
        throw new AppError('CONFLICT', message);
      }
      await members.remove(tx, family.id, id);
      const rest = rows.filter((r) => r.id !== id);
      const more = members.afterRemove ? await members.afterRemove(tx, family.id, row, rest) : {};
      await members.renumber(tx, family.id);
      return { entityId: id, details: { name: members.nameOf(row), ...more } };
    },
    base,
  );
  return profile;
}
