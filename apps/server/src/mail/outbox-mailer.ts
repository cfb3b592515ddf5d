import type { Db } from '@ccp/db';
import { schema } from '@ccp/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer';

/** The default when no SMTP server is configured: keeps each mail in the outbox table and prints its links. */
export function outboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    async send(message: MailMessage) {
      const { replyTo: _replyTo, ...stored } = message;
      await db.insert(schema.mailOutbox).values({ ...stored, transport: 'outbox' });
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: message.to, subject: message.subject, links }, 'mail kept in the local outbox');
    },
  };
}
