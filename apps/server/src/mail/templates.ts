import type { MailMessage } from './mailer';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function passwordResetMail(input: { to: string; name: string; link: string }): MailMessage {
  const greeting = input.name ? `Hello ${input.name},` : 'Hello,';
  return {
    kind: 'password-reset',
    to: input.to,
    subject: 'Reset your College Cost Planner password',
    text: `${greeting}\n\nSomeone (we hope you) asked to reset the password of your College Cost Planner account.\nOpen this link within one hour to choose a new password:\n\n${input.link}\n\nIf you did not ask for this, ignore this message: your password stays as it is.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>Someone (we hope you) asked to reset the password of your College Cost Planner account. Open this link within one hour to choose a new password:</p><p><a href="${escapeHtml(input.link)}">Choose a new password</a></p><p>If you did not ask for this, ignore this message: your password stays as it is.</p>`,
  };
}

export function invitationMail(input: { to: string; inviter: string; link: string }): MailMessage {
  return {
    kind: 'family-invitation',
    to: input.to,
    subject: `${input.inviter} invited you to College Cost Planner`,
    text: `Hello,\n\n${input.inviter} invited you to plan your college costs with College Cost Planner.\nCreate your family account here:\n\n${input.link}\n`,
    html: `<p>Hello,</p><p>${escapeHtml(input.inviter)} invited you to plan your college costs with College Cost Planner.</p><p><a href="${escapeHtml(input.link)}">Create your family account</a></p>`,
  };
}

/**
 * A family's help request, to who answers it (its financial agent, else the support address): answered in the
 * product's thread, where the family reads it and is told on the bell and by mail; a reply goes to the family.
 */
export function helpRequestMail(input: {
  to: string;
  /** The agent's name; null for the support address. */
  toName: string | null;
  familyName: string;
  familyEmail: string;
  message: string;
  requestedAt: Date;
  link: string;
}): MailMessage & { replyTo: string } {
  const when = input.requestedAt.toISOString().replace('T', ' ').slice(0, 16);
  const note = input.message.trim() || '(no message)';
  const greeting = input.toName ? `Hello ${input.toName},` : 'Hello,';
  const who = `${input.familyName || 'A family'} (${input.familyEmail})`;
  const answer =
    'Answer them in College Cost Planner, within two business days: open their family page, where the help request ' +
    'and its conversation are, and write your answer there. The family reads it on their Help page and is told on ' +
    'the bell and by email.';
  const reply = 'Replying to this email writes to the family directly, outside the conversation.';
  return {
    kind: 'help-request',
    to: input.to,
    replyTo: input.familyEmail,
    subject: `Help requested by ${input.familyName || input.familyEmail}`,
    text: `${greeting}\n\n${who} asked for help on ${when} UTC.\n\nTheir message:\n${note}\n\n${answer}\n\n${input.link}\n\n${reply}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(who)} asked for help on ${escapeHtml(when)} UTC.</p><p>Their message:</p><blockquote>${escapeHtml(note)}</blockquote><p>${escapeHtml(answer)}</p><p><a href="${escapeHtml(input.link)}">Answer in College Cost Planner</a></p><p>${escapeHtml(reply)}</p>`,
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
    kind: 'account-deleted',
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
    kind: 'staff-invitation',
    to: input.to,
    subject: `${input.inviter} invited you to join College Cost Planner as ${input.roleLabel}`,
    text: `Hello ${input.name},\n\n${input.inviter} invited you to join College Cost Planner as ${input.roleLabel}.\nCreate your account here (the link works once, until ${until}):\n\n${input.link}\n`,
    html: `<p>Hello ${escapeHtml(input.name)},</p><p>${escapeHtml(input.inviter)} invited you to join College Cost Planner as ${escapeHtml(input.roleLabel)}.</p><p><a href="${escapeHtml(input.link)}">Create your account</a> (the link works once, until ${escapeHtml(until)}).</p>`,
  };
}

/** A self-service sign-up's link: the account is created only when it is used (ADR 0043). */
export function signUpConfirmationMail(input: {
  to: string;
  name: string;
  accountLabel: string;
  link: string;
  validHours: number;
}): MailMessage {
  const greeting = input.name ? `Hello ${input.name},` : 'Hello,';
  const ask = `To finish creating your College Cost Planner ${input.accountLabel}, open this link within ${input.validHours} hours and press "Confirm and continue":`;
  const ignore = 'If you did not sign up, ignore this message: no account is created without this link.';
  return {
    kind: 'sign-up-confirmation',
    to: input.to,
    subject: 'Confirm your email to finish creating your College Cost Planner account',
    text: `${greeting}\n\n${ask}\n\n${input.link}\n\n${ignore}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(ask)}</p><p><a href="${escapeHtml(input.link)}">Finish creating my account</a></p><p>${escapeHtml(ignore)}</p>`,
  };
}

/**
 * A sign-up tried with an address that already has an account: the owner hears of it (the person signing up was
 * told only to check their email, as for any sign-up).
 */
export function signUpExistingAccountMail(input: {
  to: string;
  name: string;
  loginLink: string;
  resetLink: string;
}): MailMessage {
  const greeting = input.name ? `Hello ${input.name},` : 'Hello,';
  const what =
    'Someone (perhaps you) tried to create a College Cost Planner account with this email address, which already has an account. No new account was created, and your account has not changed.';
  const ignore = 'If it was not you, you can ignore this message.';
  return {
    kind: 'sign-up-existing-account',
    to: input.to,
    subject: 'Someone tried to create a College Cost Planner account with your email',
    text: `${greeting}\n\n${what}\n\nIf it was you, log in instead:\n${input.loginLink}\n\nForgot your password? Choose a new one here:\n${input.resetLink}\n\n${ignore}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(what)}</p><p>If it was you, <a href="${escapeHtml(input.loginLink)}">log in instead</a>. Forgot your password? <a href="${escapeHtml(input.resetLink)}">Choose a new one</a>.</p><p>${escapeHtml(ignore)}</p>`,
  };
}
