import type {
  AgentFamilyDetail,
  AgentFamilyListItem,
  AgentFamilyListQuery,
  AgentFamilyListResponse,
  RemoveFamilyResponse,
} from '@ccp/contracts';
import type { Db, DbOrTx } from '@ccp/db';
import { recordAudit } from '../../audit/record-audit';
import type { Actor } from '../../auth/actor';
import { type FamilyAccess, type FamilyAction, requireFamilyAccess } from '../../auth/family-access';
import { retryingTransaction } from '../../database/retrying-transaction';
import { forbidden, notFound } from '../../errors';
import { buildFamilyDetail } from '../family-detail/family-detail';
import * as detailRepo from '../family-detail/family-detail.repository';
import { advisedFamilyListItem } from '../family-detail/family-list';
import { html, initialsOf, notify } from '../notifications/notify';
import * as repo from './agent-portal.repository';

const NOT_AN_AGENT = 'This account is not an active financial agent.';

/** The signed-in financial agent's access (its organisation decides which families it sees: auth/family-access). */
const accessOf = (db: DbOrTx, actor: Actor) => requireFamilyAccess(db, actor, ['agent'], NOT_AN_AGENT);

/** A family the agent may `action`; any other is "not found" (nothing is revealed about it). */
async function familyOf(db: DbOrTx, access: FamilyAccess, action: FamilyAction, id: string) {
  const found = await detailRepo.findFamily(db, id, access, action);
  if (!found) throw notFound('That family');
  return found;
}

export async function listFamilies(
  db: Db,
  actor: Actor,
  q: AgentFamilyListQuery,
): Promise<AgentFamilyListResponse> {
  const access = await accessOf(db, actor);
  const [{ rows, total }, summary] = await Promise.all([
    repo.listFamilies(db, access, q),
    repo.summary(db, access),
  ]);
  const items: AgentFamilyListItem[] = rows.map(advisedFamilyListItem);
  return { items, page: q.page, limit: q.limit, total, summary };
}

/** The family as the admin sees it (modules/family-detail), when it belongs to the agent's organisation. */
export async function getFamily(db: Db, actor: Actor, id: string): Promise<AgentFamilyDetail> {
  const access = await accessOf(db, actor);
  return buildFamilyDetail(db, await familyOf(db, access, 'money', id));
}

/**
 * Takes the family out of the agent's organisation (no agent, no organisation): it leaves every list of the
 * organisation. The family and the admins are notified; an audit row records it. All in one transaction.
 */
export async function removeFamily(db: Db, actor: Actor, id: string): Promise<RemoveFamilyResponse> {
  await retryingTransaction(db, async (tx) => {
    const access = await accessOf(tx, actor);
    const { family } = await familyOf(tx, access, 'write', id);
    const agent = await detailRepo.findAgent(tx, access.agentId);
    if (!agent) throw forbidden(NOT_AN_AGENT);
    await repo.detachFamily(tx, family.id);
    await notify(tx, {
      familyId: family.id,
      userId: family.userId,
      // The agent keeps the notice (its organisation no longer holds the family).
      agentId: agent.id,
      senderInitials: initialsOf(agent.name),
      familyMessage: html`${agent.name} of ${agent.organisation} has stopped advising your family: you have no financial agent now.`,
      agentMessage: html`You removed ${family.name} from ${agent.organisation}.`,
      adminMessage: html`${agent.name} of ${agent.organisation} removed ${family.name}; the family has no financial agent now.`,
    });
    await recordAudit(tx, actor, {
      familyId: family.id,
      action: 'family.remove_from_organisation',
      entity: 'family',
      entityId: family.id,
      details: {
        agentId: agent.id,
        organisationId: agent.organisationId,
        previousAgentId: family.agentId,
      },
    });
  });
  return { removed: true };
}
