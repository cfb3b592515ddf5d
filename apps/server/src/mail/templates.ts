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
