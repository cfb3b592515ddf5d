/* A help thread's events on the bell, worded for each audience (user values escaped by `html`). */
import type { DbOrTx } from '@ccp/db';
import { html, initialsOf, notify } from '../notifications/notify';

export interface ThreadFamily {
  id: string;
  userId: string | null;
  agentId: string | null;
  name: string;
  email: string;
}

export type ThreadEvent = 'message' | 'resolve' | 'reopen';

/** The family wrote, resolved or reopened: its agent and the admins are told (the professional only of a reopen). */
export async function notifyFamilyWrote(tx: DbOrTx, family: ThreadFamily, event: ThreadEvent): Promise<void> {
  const did = {
    message: 'wrote in their help request',
    resolve: 'marked their help request resolved',
    reopen: 'reopened their help request',
  }[event];
  await notify(tx, {
    familyId: family.id,
    userId: family.userId,
    agentId: family.agentId,
    senderInitials: initialsOf(family.name),
    familyMessage: null,
    agentMessage: html`<b>${family.name}</b> ${did}.`,
    adminMessage: html`<b>${family.name}</b> (${family.email}) ${did}.`,
    professionalMessage:
      event === 'reopen' ? html`<b>${family.name}</b> asked an advisor for help again.` : null,
  });
}

/** Staff answered, resolved or reopened: the family is told, and the other staff (the agent and the admins). */
export async function notifyStaffWrote(
  tx: DbOrTx,
  family: ThreadFamily,
  staffName: string,
  event: ThreadEvent,
): Promise<void> {
  const familyDid = {
    message: html`<b>${staffName}</b> answered your help request.`,
    resolve: html`<b>${staffName}</b> marked your help request resolved. Reopen it if you still need help.`,
    reopen: html`<b>${staffName}</b> reopened your help request.`,
  }[event];
  const did = {
    message: 'answered the help request of',
    resolve: 'resolved the help request of',
    reopen: 'reopened the help request of',
  }[event];
  await notify(tx, {
    familyId: family.id,
    userId: family.userId,
    agentId: family.agentId,
    senderInitials: initialsOf(staffName),
    familyMessage: familyDid,
    agentMessage: html`${staffName} ${did} <b>${family.name}</b>.`,
    adminMessage: html`${staffName} ${did} <b>${family.name}</b>.`,
    professionalMessage:
      event === 'resolve' ? html`The help request of <b>${family.name}</b> was resolved.` : null,
  });
}
