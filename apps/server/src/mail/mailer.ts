/** What a mail is, for the admin's list and `npm run mail:outbox` (one per template in templates.ts). */
export type MailKind =
  | 'password-reset'
  | 'family-invitation'
  | 'staff-invitation'
  | 'help-request'
  | 'help-message'
  | 'help-resolved'
  | 'help-reopened'
  | 'account-deleted'
  | 'sign-up-confirmation'
  | 'sign-up-existing-account';

export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes. */
  replyTo?: string;
}

/** A mail as the sender hands it to a transport: its outbox row's id names it (Message-ID) on every attempt. */
export interface OutgoingMail extends Omit<MailMessage, 'kind'> {
  id: string;
  kind: string;
}

/** A transport: sends one mail now, or throws. Only the outbox's sender (mail-sender.ts) calls it. */
export interface Mailer {
  send(message: OutgoingMail): Promise<void>;
  /** Frees its connections when the app stops. */
  close?(): void;
}
