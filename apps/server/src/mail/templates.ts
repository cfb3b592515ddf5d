import type { MailMessage } from './mailer';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function passwordResetMail(input: { to: string; name: string; link: string }): MailMessage {
  const greeting = input.name ? `Hello ${input.name},` : 'Hello,';
  return {
    to: input.to,
    subject: 'Reset your College Cost Planner password',
    text: `${greeting}\n\nSomeone (we hope you) asked to reset the password of your College Cost Planner account.\nOpen this link within one hour to choose a new password:\n\n${input.link}\n\nIf you did not ask for this, ignore this message: your password stays as it is.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>Someone (we hope you) asked to reset the password of your College Cost Planner account. Open this link within one hour to choose a new password:</p><p><a href="${escapeHtml(input.link)}">Choose a new password</a></p><p>If you did not ask for this, ignore this message: your password stays as it is.</p>`,
  };
}

export function invitationMail(input: { to: string; inviter: string; link: string }): MailMessage {
  return {
    to: input.to,
    subject: `${input.inviter} invited you to College Cost Planner`,
    text: `Hello,\n\n${input.inviter} invited you to plan your college costs with College Cost Planner.\nCreate your family account here:\n\n${input.link}\n`,
    html: `<p>Hello,</p><p>${escapeHtml(input.inviter)} invited you to plan your college costs with College Cost Planner.</p><p><a href="${escapeHtml(input.link)}">Create your family account</a></p>`,
  };
}

/** A family's help request, to the support address (SUPPORT_EMAIL); a reply goes straight to the family. */
export function helpRequestMail(input: {
  to: string;
  familyName: string;
  familyEmail: string;
  message: string;
  requestedAt: Date;
  link: string;
}): MailMessage & { replyTo: string } {
  const when = input.requestedAt.toISOString().replace('T', ' ').slice(0, 16);
  const note = input.message.trim() || '(no message)';
  return {
    to: input.to,
    replyTo: input.familyEmail,
    subject: `Help requested by ${input.familyName || input.familyEmail}`,
    text: `${input.familyName || 'A family'} (${input.familyEmail}) asked for help on ${when} UTC.\n\nTheir message:\n${note}\n\nReply to this email to write to them, within two business days. Their family in College Cost Planner: ${input.link}\n`,
    html: `<p>${escapeHtml(input.familyName || 'A family')} (${escapeHtml(input.familyEmail)}) asked for help on ${escapeHtml(when)} UTC.</p><p>Their message:</p><blockquote>${escapeHtml(note)}</blockquote><p>Reply to this email to write to them, within two business days. <a href="${escapeHtml(input.link)}">Their family in College Cost Planner</a></p>`,
  };
}

/** The confirmation that a family deleted its account (sent to the address it had). */
export function accountDeletedMail(input: { to: string; name: string }): MailMessage {
  const greeting = input.name ? `Hello ${input.name},` : 'Hello,';
  const body =
    'Your College Cost Planner account has been deleted, as you asked. Your household profile, parents, students, ' +
    'favorite colleges, help requests, case studies, activity log and notifications are gone, and you have been ' +
    'signed out everywhere. We keep only an anonymous note that an account was deleted, with the date.';
  return {
    to: input.to,
    subject: 'Your College Cost Planner account has been deleted',
    text: `${greeting}\n\n${body}\n\nIf you did not do this, reply to this email.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>If you did not do this, reply to this email.</p>`,
  };
}

/** An administrator's invitation to join as a financial agent or an admission professional. */
export function staffInvitationMail(input: {
  to: string;
  name: string;
  inviter: string;
  roleLabel: string;
  link: string;
  expiresAt: Date;
}): MailMessage {
  const until = input.expiresAt.toISOString().slice(0, 10);
  return {
    to: input.to,
    subject: `${input.inviter} invited you to join College Cost Planner as ${input.roleLabel}`,
    text: `Hello ${input.name},\n\n${input.inviter} invited you to join College Cost Planner as ${input.roleLabel}.\nCreate your account here (the link works once, until ${until}):\n\n${input.link}\n`,
    html: `<p>Hello ${escapeHtml(input.name)},</p><p>${escapeHtml(input.inviter)} invited you to join College Cost Planner as ${escapeHtml(input.roleLabel)}.</p><p><a href="${escapeHtml(input.link)}">Create your account</a> (the link works once, until ${escapeHtml(until)}).</p>`,
  };
}
