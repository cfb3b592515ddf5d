import type { Db } from '@ccp/db';
import { schema } from '@ccp/db';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/** Sends through the configured SMTP server (smtp://user:pass@host:port) and records the mail in the outbox. */
export function smtpMailer(db: Db, smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
      const { replyTo: _replyTo, ...stored } = message;
      await db.insert(schema.mailOutbox).values({ ...stored, transport: 'smtp' });
    },
  };
}
