/* Queues a mail (ADR 0042): call it with the transaction that makes the change the mail is about. */
import type { DbOrTx } from '@ccp/db';
import { schema } from '@ccp/db';
import type { MailMessage } from './mailer';

const listeners = new Set<() => void>();

/** Called after each queued mail, so that this instance's sender looks soon instead of at its next poll. */
export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface QueueOptions {
  /** Delete the row once sent (a deleted account's confirmation: its address is not kept). */
  forgetAfterSend?: boolean;
}

/**
 * Writes the mail to the outbox, status pending. Nothing is sent here: a sender on some instance claims it after
 * the transaction commits (a rolled-back change sends nothing), and a request never waits on SMTP.
 */
export async function queueMail(tx: DbOrTx, message: MailMessage, options: QueueOptions = {}): Promise<void> {
  await tx.insert(schema.mailOutbox).values({
    kind: message.kind,
    to: message.to,
    replyTo: message.replyTo ?? null,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    forgetAfterSend: options.forgetAfterSend ?? false,
  });
  for (const listener of listeners) listener();
}
