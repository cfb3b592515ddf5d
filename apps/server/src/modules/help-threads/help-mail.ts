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

/**
 * A request resolved or reopened, to the other side: staff's change to the family; the family's to its agent (else
 * the support address). Short: who did what, and where the conversation is.
 */
export function helpStatusMail(input: {
  to: string;
  event: 'resolve' | 'reopen';
  byName: string;
  familyName: string;
  link: string;
  toFamily: boolean;
}): MailMessage {
  const resolved = input.event === 'resolve';
  const subject = input.toFamily
    ? `${input.byName} ${resolved ? 'marked your help request resolved' : 'reopened your help request'}`
    : `${input.familyName} ${resolved ? 'marked their help request resolved' : 'reopened their help request'}`;
  const next = input.toFamily
    ? resolved
      ? 'If you still need help, reopen it on your Help page and write to them there'
      : 'Read the conversation and write to them on your Help page'
    : resolved
      ? 'Nothing more is needed unless they reopen it. The conversation is on their page'
      : 'They need help again: answer them in College Cost Planner, on their page';
  return {
    kind: resolved ? 'help-resolved' : 'help-reopened',
    to: input.to,
    subject,
    text: `${subject}.\n\n${next}: ${input.link}\n`,
    html: `<p>${escapeHtml(subject)}.</p><p>${escapeHtml(next)}: <a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
  };
}
