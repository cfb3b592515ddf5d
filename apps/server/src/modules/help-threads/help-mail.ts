/*
 * The one way a help thread's mail leaves (docs/decisions/0060): after the transaction that recorded the message,
 * never awaited by the request, a failed send logged. When the mail outbox lands (issue 18 item 4) this is the one
 * function to switch to queueing in the transaction.
 */
import type { Mailer, MailMessage } from '../../mail/mailer';

export interface HelpMailer {
  mailer: Mailer;
  supportEmail: string;
  publicUrl: string;
  logFailure: (error: unknown) => void;
}

export function sendHelpMail(desk: HelpMailer, mail: MailMessage | null): void {
  if (!mail) return;
  desk.mailer.send(mail).catch((error: unknown) => desk.logFailure(error));
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A new message in a help thread, to the other side: the family, or its agent (else the support address). */
export function helpMessageMail(input: {
  to: string;
  fromName: string;
  familyName: string;
  body: string;
  link: string;
  toFamily: boolean;
}): MailMessage {
  const subject = input.toFamily
    ? `${input.fromName} answered your help request`
    : `${input.familyName} wrote about their help request`;
  const intro = input.toFamily
    ? `${input.fromName} answered your request for help in College Cost Planner:`
    : `${input.familyName} wrote in their help request:`;
  const action = input.toFamily ? 'Read and answer it' : 'Answer them';
  return {
    to: input.to,
    subject,
    text: `${intro}\n\n${input.body}\n\n${action} here: ${input.link}\n`,
    html: `<p>${escapeHtml(intro)}</p><blockquote>${escapeHtml(input.body).replace(/\n/g, '<br>')}</blockquote><p><a href="${escapeHtml(input.link)}">${action}</a></p>`,
  };
}
