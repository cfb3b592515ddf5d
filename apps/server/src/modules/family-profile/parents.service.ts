import {
  type CreatedInProfileResponse,
  type FamilyProfile,
  MAX_PARENTS,
  type ParentRequest,
  parentRelationshipFull,
  type UpdateParentRequest,
  type WriteRole,
} from '@ccp/contracts';
import type { Db, Tx } from '@ccp/db';
import type { Actor } from '../../auth/actor';
import { AppError, notFound } from '../../errors';
import * as repo from './family-profile.repository';
import { definedValues, deleteMember, sentKeys, writeFamily } from './family-write';
import { sessionWriteRole } from './write-role';

export async function addParent(
  db: Db,
  actor: Actor,
  input: ParentRequest,
  base: number | null = null,
): Promise<CreatedInProfileResponse> {
  const { result, profile } = await writeFamily(
    db,
    actor,
    sessionWriteRole(actor),
    { action: 'parent.create', entity: 'parent', affectsSai: true },
    async (tx, family) => {
      const parents = await repo.listParents(tx, family.id);
      if (parents.length >= MAX_PARENTS) {
        const message = `A profile has at most ${MAX_PARENTS} parents. Edit an existing parent instead.`;
        throw new AppError('CONFLICT', message, { parents: message });
      }
      const full = parentRelationshipFull(parents, input.relationship ?? 'parent');
      if (full) throw new AppError('CONFLICT', full, { relationship: full });
      const position = Math.max(0, ...parents.map((p) => p.position)) + 1;
      const row = await repo.insertParent(tx, family.id, position, {
        ...definedValues(input),
        firstName: input.firstName,
      });
      if (input.providedMoreSupport === true) await onlyOneSupporter(tx, family.id, row.id);
      return { entityId: row.id, details: { fields: sentKeys(input) } };
    },
    base,
  );
  return { id: result.entityId, profile };
}

export async function updateParent(
  db: Db,
  actor: Actor,
  role: WriteRole,
  id: string,
  input: UpdateParentRequest,
  base: number | null = null,
): Promise<FamilyProfile> {
  const { profile } = await writeFamily(
    db,
    actor,
    role,
    { action: 'parent.update', entity: 'parent', affectsSai: true },
    async (tx, family) => {
      const values = definedValues(input);
      if (input.relationship !== undefined) {
        const others = (await repo.listParents(tx, family.id)).filter((p) => p.id !== id);
        const full = parentRelationshipFull(others, input.relationship);
        if (full) throw new AppError('CONFLICT', full, { relationship: full });
      }
      const row =
        Object.keys(values).length > 0
          ? await repo.updateParent(tx, family.id, id, values)
          : await repo.findParent(tx, family.id, id);
      if (!row) throw notFound('That parent');
      if (input.providedMoreSupport === true) await onlyOneSupporter(tx, family.id, id);
      return { entityId: id, details: { fields: Object.keys(values) } };
    },
    base,
  );
  return profile;
}

/** "Which parent provided more support" has one answer: the other legal parent's Yes becomes No. */
async function onlyOneSupporter(tx: Tx, familyId: string, supporterId: string): Promise<void> {
  for (const other of await repo.listParents(tx, familyId)) {
    if (other.id !== supporterId && other.providedMoreSupport === true)
      await repo.updateParent(tx, familyId, other.id, { providedMoreSupport: false });
  }
}

export function deleteParent(
  db: Db,
  actor: Actor,
  id: string,
  base: number | null = null,
): Promise<FamilyProfile> {
  return deleteMember(
    db,
    actor,
    id,
    {
      entity: 'parent',
      list: repo.listParents,
      remove: repo.deleteParent,
      renumber: repo.renumberParents,
      nameOf: (parent) => `${parent.firstName} ${parent.lastName}`.trim(),
      // A joint return's tax was figured on both incomes: the remaining parent's joint tax figures no longer fit
      // one income, so they are cleared and the engine estimates the tax again (ADR 0021).
      async afterRemove(tx, familyId, _removed, rest) {
        const jointLeft = rest.filter((p) => p.filingStatus === 'married_joint');
        for (const other of jointLeft) {
          await repo.updateParent(tx, familyId, other.id, {
            taxPaid: null,
            taxableIncome: null,
            standardDeduction: null,
          });
        }
        return { jointTaxCleared: jointLeft.length > 0 };
      },
    },
    base,
  );
}
