import type {
  AdminFamilyDetail,
  AdminFamilyListItem,
  AdminFamilyListQuery,
  AdminFamilyListResponse,
  AgentOptionsResponse,
  DeleteFamiliesRequest,
} from '@ccp/contracts';
import { NO_FAMILIES_SELECTED_MESSAGE } from '@ccp/contracts';
import type { Db, DbOrTx } from '@ccp/db';
import { recordAudit } from '../../audit/record-audit';
import type { Actor } from '../../auth/actor';
import { requireFamilyAccess } from '../../auth/family-access';
import { retryingTransaction } from '../../database/retrying-transaction';
import { AppError, notFound } from '../../errors';
import { buildFamilyDetail } from '../family-detail/family-detail';
import * as detailRepo from '../family-detail/family-detail.repository';
import { advisedFamilyListItem } from '../family-detail/family-list';
import { html, initialsOf, notify } from '../notifications/notify';
import * as repo from './admin-families.repository';

/** The administrator's access to families (auth/family-access): every family, while its account is an admin's. */
const accessOf = (db: DbOrTx, actor: Actor) => requireFamilyAccess(db, actor, ['admin']);

export async function listFamilies(
  db: Db,
  actor: Actor,
  q: AdminFamilyListQuery,
): Promise<AdminFamilyListResponse> {
  const { rows, total } = await repo.listFamilies(db, await accessOf(db, actor), q);
  const items: AdminFamilyListItem[] = rows.map((r) => ({
    ...advisedFamilyListItem(r),
    directSignUp: r.directSignUp,
  }));
  return { items, page: q.page, limit: q.limit, total };
}

export async function countHelpWithoutAgent(db: Db) {
  return { count: await repo.countHelpWithoutAgent(db) };
}

/** Everything an admin sees of one family (modules/family-detail, shared with the financial agent's page). */
export async function getFamily(
  db: Db,
  actor: Actor,
  id: string,
  today: Date = new Date(),
): Promise<AdminFamilyDetail> {
  const found = await detailRepo.findFamily(db, id, await accessOf(db, actor), 'money');
  if (!found) throw notFound('That family');
  return buildFamilyDetail(db, found, today);
}

export async function agentOptions(db: Db, search: string | undefined): Promise<AgentOptionsResponse> {
  const rows = await repo.listAgentOptions(db, search);
  return {
    items: rows.map((r) => ({ id: r.id, name: r.name, email: r.email, organisation: r.organisation })),
  };
}

/** Gives the family its one financial agent (replacing any other); the agent and the family are notified. */
export async function assignAgent(db: Db, actor: Actor, id: string, agentId: string) {
  await retryingTransaction(db, async (tx) => {
    const found = await detailRepo.findFamily(tx, id, await accessOf(tx, actor), 'write');
    if (!found) throw notFound('That family');
    const { family } = found;
    const agent = await detailRepo.findAgent(tx, agentId);
    if (!agent) throw notFound('That financial agent');
    if (family.agentId === agent.id) return;
    const previous = family.agentId ? await detailRepo.findAgent(tx, family.agentId) : undefined;
    await repo.setAgent(tx, family.id, agent);
    await notify(tx, {
      familyId: family.id,
      userId: family.userId,
      agentId: agent.id,
      senderInitials: initialsOf(agent.name),
      familyMessage: html`${agent.name} of ${agent.organisation} is now your financial agent.`,
      agentMessage: html`${family.name} has been assigned to you.`,
      adminMessage: html`${agent.name} was assigned to ${family.name}.`,
    });
    await recordAudit(tx, actor, {
      familyId: family.id,
      action: 'family.assign_agent',
      entity: 'family',
      entityId: family.id,
      details: { agentId: agent.id, agent: agent.name, previousAgentId: previous?.id ?? null },
    });
  });
  return getFamily(db, actor, id);
}

/** Takes the family's financial agent away; the agent and the family are notified. */
export async function removeAgent(db: Db, actor: Actor, id: string) {
  await retryingTransaction(db, async (tx) => {
    const found = await detailRepo.findFamily(tx, id, await accessOf(tx, actor), 'write');
    if (!found) throw notFound('That family');
    const { family } = found;
    if (!family.agentId) throw new AppError('CONFLICT', 'This family has no financial agent.');
    const agent = await detailRepo.findAgent(tx, family.agentId);
    await repo.setAgent(tx, family.id, null);
    await notify(tx, {
      familyId: family.id,
      userId: family.userId,
      agentId: family.agentId,
      senderInitials: initialsOf(agent?.name ?? 'Admin'),
      familyMessage: html`${agent?.name ?? 'Your financial agent'} is no longer your financial agent.`,
      agentMessage: html`${family.name} is no longer assigned to you.`,
      adminMessage: html`${agent?.name ?? 'The financial agent'} was removed from ${family.name}.`,
    });
    await recordAudit(tx, actor, {
      familyId: family.id,
      action: 'family.remove_agent',
      entity: 'family',
      entityId: family.id,
      details: { agentId: family.agentId, agent: agent?.name ?? null },
    });
  });
  return getFamily(db, actor, id);
}

/** Deletes the families and everything they own, their accounts included, in one transaction (all or none). */
export async function deleteFamilies(db: Db, actor: Actor, input: DeleteFamiliesRequest) {
  const ids = [...new Set(input.familyIds)];
  if (ids.length === 0)
    throw new AppError('VALIDATION_FAILED', NO_FAMILIES_SELECTED_MESSAGE, {
      familyIds: NO_FAMILIES_SELECTED_MESSAGE,
    });
  return retryingTransaction(db, async (tx) => {
    const found = await repo.findFamiliesByIds(tx, await accessOf(tx, actor), ids);
    if (found.length !== ids.length)
      throw notFound(ids.length === 1 ? 'That family' : 'One of those families');
    await repo.deleteFamilies(
      tx,
      ids,
      found.flatMap((f) => (f.userId ? [f.userId] : [])),
    );
    for (const f of found) {
      await recordAudit(tx, actor, {
        familyId: f.id,
        action: 'family.delete',
        entity: 'family',
        entityId: f.id,
        details: { name: f.name, email: f.email, userId: f.userId },
      });
    }
    return { deleted: found.length };
  });
}
