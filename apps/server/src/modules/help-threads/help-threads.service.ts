/*
 * Help request threads (issue 23 item 2, docs/decisions/0060): the family writes, its agent or an admin answers,
 * either side resolves or reopens. Who may act on which family is auth/family-access's rule ('write'); staff acting
 * as the family read the thread but never write in it: they answer as themselves from their own portal.
 */
import type { HelpMessageRequest, HelpThreadResponse, HelpThreadsResponse } from '@ccp/contracts';
import type { Db, DbOrTx, Tx } from '@ccp/db';
import { recordActivity } from '../../audit/family-activity';
import { recordAudit } from '../../audit/record-audit';
import type { Actor } from '../../auth/actor';
import { type FamilyAccess, may, requireFamilyAccess } from '../../auth/family-access';
import { retryingTransaction } from '../../database/retrying-transaction';
import { AppError, forbidden, notFound } from '../../errors';
import { queueMail } from '../../mail/outbox';
import { whoAnswers } from './help-desk';
import { notifyFamilyWrote, notifyStaffWrote, type ThreadEvent } from './help-events';
import { type HelpMailDesk, helpMessageMail, helpStatusMail } from './help-mail';
import { toHelpThread } from './help-thread.mapper';
import * as repo from './help-threads.repository';

export const ACTING_REFUSED =
  'Staff answer help requests from their own portal, not while acting as the family. Go back to your portal to answer.';
const STAFF_ONLY = 'Only the family, its financial agent or an administrator can write in a help request.';
const RESOLVED = 'This help request is resolved. Reopen it to write again.';
const THE_REQUEST = 'That help request';

type Author =
  | { kind: 'family'; userId: string; name: string; familyId: string }
  | { kind: 'staff'; userId: string; name: string; role: 'admin' | 'financial_agent'; access: FamilyAccess };

/** Who writes: the family itself, or an admin or agent from their own portal (never staff acting as the family). */
async function authorOf(db: Db, actor: Actor): Promise<Author> {
  if (actor.role === 'family') {
    if (actor.impersonatedBy !== null) throw forbidden(ACTING_REFUSED);
    const family = await repo.findFamilyOfUser(db, actor.userId);
    if (!family) throw notFound('Your family profile');
    return { kind: 'family', userId: actor.userId, name: family.name, familyId: family.id };
  }
  const access = await requireFamilyAccess(db, actor, ['admin', 'agent'], STAFF_ONLY);
  const person = await repo.findUser(db, access.userId);
  return {
    kind: 'staff',
    userId: access.userId,
    name: person?.name || person?.email || 'Your advisor',
    role: access.kind === 'admin' ? 'admin' : 'financial_agent',
    access,
  };
}

type Locked = NonNullable<Awaited<ReturnType<typeof repo.lockRequest>>>;

/** Runs `work` on the help request, locked, in one transaction, if the author may act on its family; 404 otherwise. */
async function onThread(
  db: Db,
  actor: Actor,
  id: string,
  event: ThreadEvent,
  /** Makes the change; false when there was nothing to do (then nothing is recorded or notified). */
  work: (tx: Tx, found: Locked, author: Author) => Promise<boolean>,
): Promise<{ thread: HelpThreadResponse }> {
  const author = await authorOf(db, actor);
  return retryingTransaction(db, async (tx) => {
    const found = await repo.lockRequest(tx, id);
    const allowed =
      found &&
      (author.kind === 'family'
        ? found.family.id === author.familyId
        : may(author.access, 'write', found.family));
    if (!found || !allowed) throw notFound(THE_REQUEST);
    const changed = await work(tx, found, author);
    if (changed) await record(tx, actor, found, author, event);
    const messages = await repo.listMessages(tx, id);
    const request = changed ? (await repo.lockRequest(tx, id))!.request : found.request;
    return { thread: { helpRequest: toHelpThread(request, messages) } };
  });
}

/** The audit row, the bell, and for staff the family's activity log, of one change to a thread. */
async function record(tx: Tx, actor: Actor, found: Locked, author: Author, event: ThreadEvent) {
  const action = `help.${event}`;
  await recordAudit(tx, actor, {
    familyId: found.family.id,
    action,
    entity: 'help_request',
    entityId: found.request.id,
    details: { by: author.kind },
  });
  if (author.kind === 'family') {
    await notifyFamilyWrote(tx, found.family, event);
    return;
  }
  await notifyStaffWrote(tx, found.family, author.name, event);
  // Staff's part of the conversation is in the family's activity log, as their writes while acting are.
  await recordActivity(tx, {
    familyId: found.family.id,
    familyName: found.family.name,
    actorUserId: author.userId,
    actorName: author.name,
    actorRole: author.role,
    simulationId: null,
    action,
    entity: 'help_request',
  });
}

/** The family's help requests with their threads (the family, or staff acting for it: read only). */
export async function listOwnThreads(db: Db, actor: Actor, desk: HelpMailDesk): Promise<HelpThreadsResponse> {
  const family = await repo.findFamilyOfUser(db, actor.userId);
  if (!family) throw notFound('Your family profile');
  const [threads, answerer] = await Promise.all([
    repo.listThreads(db, family.id),
    whoAnswers(db, family, desk),
  ]);
  return {
    items: threads.map((t) => toHelpThread(t.request, t.messages)),
    answeredBy: answerer.answeredBy,
  };
}

export async function postMessage(
  db: Db,
  actor: Actor,
  id: string,
  input: HelpMessageRequest,
  desk: HelpMailDesk,
): Promise<HelpThreadResponse> {
  const { thread } = await onThread(db, actor, id, 'message', async (tx, locked, writer) => {
    if (locked.request.resolvedAt) throw new AppError('CONFLICT', RESOLVED);
    await repo.insertMessage(tx, {
      helpRequestId: id,
      familyId: locked.family.id,
      authorRole: writer.kind === 'family' ? 'family' : writer.role,
      authorUserId: writer.userId,
      authorName: writer.name,
      body: input.message,
    });
    await queueMail(tx, await messageMail(tx, desk, locked, writer, input.message));
    return true;
  });
  return thread;
}

/** The mail of a new message: to the family from staff; from the family to its agent, else the support address. */
async function messageMail(db: DbOrTx, desk: HelpMailDesk, found: Locked, author: Author, body: string) {
  const family = found.family;
  if (author.kind === 'staff') {
    return helpMessageMail({
      to: family.email,
      fromName: author.name,
      familyName: family.name,
      body,
      link: `${desk.publicUrl}/family/help`,
      toFamily: true,
    });
  }
  const answerer = await whoAnswers(db, family, desk);
  return helpMessageMail({
    to: answerer.email,
    fromName: family.name,
    familyName: family.name || family.email,
    body,
    link: answerer.link,
    toFamily: false,
  });
}

/** The short mail of a resolve or reopen, to the other side (as a message's mail goes). */
async function statusMail(
  db: DbOrTx,
  desk: HelpMailDesk,
  found: Locked,
  author: Author,
  event: 'resolve' | 'reopen',
) {
  const family = found.family;
  const familyName = family.name || family.email;
  if (author.kind === 'staff') {
    return helpStatusMail({
      to: family.email,
      event,
      byName: author.name,
      familyName,
      link: `${desk.publicUrl}/family/help`,
      toFamily: true,
    });
  }
  const answerer = await whoAnswers(db, family, desk);
  return helpStatusMail({
    to: answerer.email,
    event,
    byName: familyName,
    familyName,
    link: answerer.link,
    toFamily: false,
  });
}

/** Marks the request resolved and mails the other side; resolving a resolved request changes nothing. */
export async function resolve(
  db: Db,
  actor: Actor,
  id: string,
  desk: HelpMailDesk,
): Promise<HelpThreadResponse> {
  const { thread } = await onThread(db, actor, id, 'resolve', async (tx, locked, writer) => {
    if (locked.request.resolvedAt) return false;
    await repo.setResolved(tx, id, writer.name);
    await queueMail(tx, await statusMail(tx, desk, locked, writer, 'resolve'));
    return true;
  });
  return thread;
}

/** Opens a resolved request again and mails the other side; reopening an open request changes nothing. */
export async function reopen(
  db: Db,
  actor: Actor,
  id: string,
  desk: HelpMailDesk,
): Promise<HelpThreadResponse> {
  const { thread } = await onThread(db, actor, id, 'reopen', async (tx, locked, writer) => {
    if (!locked.request.resolvedAt) return false;
    await repo.setReopened(tx, id);
    await queueMail(tx, await statusMail(tx, desk, locked, writer, 'reopen'));
    return true;
  });
  return thread;
}
