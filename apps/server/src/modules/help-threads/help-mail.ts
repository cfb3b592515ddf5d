/*
 * A help thread's mail (docs/decisions/0060): queued in the outbox by the transaction that records the message
 * (ADR 0042), so the request never waits on SMTP and a rolled-back message mails nobody.
 */
import type { MailMessage } from '../../mail/mailer';

/** Where a help thread's mail goes when the family has no agent, and where its links point. */
export interface HelpMailDesk {
  supportEmail: string;
  publicUrl: string;
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
    kind: 'help-message',
    to: input.to,
    subject,
    text: `${intro}\n\n${input.body}\n\n${action} here: ${input.link}\n`,
    html: `<p>${escapeHtml(intro)}</p><blockquote>${escapeHtml(input.body).replace(/\n/g, '<br>')}</blockquote><p><a href="${escapeHtml(input.link)}">${action}</a></p>`,
  };
}
