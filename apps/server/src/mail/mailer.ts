export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes (not stored in the outbox). */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
