/* Invitations accepted, worded for each audience (docs/product-spec.md §3). User values are escaped by `html`. */
import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import type { FamilyOfEvent } from './family-events';
import { html, initialsOf, joinHtml, notify } from './notify';

/** A family signed up from an invitation: its inviter's audiences hear who accepted whose invitation. */
export async function notifyInvitationAccepted(
  tx: DbOrTx,
  family: FamilyOfEvent,
  inviter: { name: string } | null,
): Promise<void> {
  const from = inviter ? html` from <b>${inviter.name}</b>` : html``;
  await notify(tx, {
    familyId: family.id,
    userId: family.userId,
    agentId: family.agentId,
    senderInitials: initialsOf(family.name),
    familyMessage: html`Welcome, <b>${family.name}</b>! Start with your family profile to see your Student Aid Index.`,
    agentMessage: joinHtml(
      html`<b>${family.name}</b> (${family.email}) accepted the invitation`,
      from,
      html` and signed up.`,
    ),
    adminMessage: joinHtml(
      html`Invitation accepted: <b>${family.name}</b> (${family.email}) signed up`,
      from,
      html`.`,
    ),
  });
}

/** A financial agent or an admission professional accepted an admin's invitation (no family: admins, and the
 * agent's organisation for a new agent). */
export async function notifyStaffInvitationAccepted(
  tx: DbOrTx,
  member: {
    name: string;
    email: string;
    role: 'financial_agent' | 'admission_professional';
    agentId?: string;
  },
): Promise<void> {
  const label = member.role === 'financial_agent' ? 'a financial agent' : 'an admission professional';
  await tx.insert(schema.notifications).values({
    familyId: null,
    userId: null,
    agentId: member.agentId ?? null,
    senderInitials: initialsOf(member.name).slice(0, 4),
    familyMessage: null,
    agentMessage: member.agentId
      ? html`<b>${member.name}</b> joined your organisation as a financial agent.`
      : null,
    adminMessage: html`Staff invitation accepted: <b>${member.name}</b> (${member.email}) joined as ${label}.`,
  });
}
