import { appendFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, OutgoingMail } from './mailer';

/** The links a mail carries (reset, invitation, confirmation), as they appear in its text. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s"<>]+/g) ?? [];
}

/**
 * The default when no SMTP server is configured (development): the mail stays in the outbox table, its links are
 * printed in one log line, and on the embedded database a copy goes to `file` for `npm run mail:outbox`.
 */
export function outboxMailer(log: FastifyBaseLogger, file: string | undefined): Mailer {
  return {
    async send(message: OutgoingMail) {
      const links = linksIn(message.text);
      if (file) {
        const at = new Date().toISOString();
        const line = { at, kind: message.kind, to: message.to, subject: message.subject, links };
        await appendFile(file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
      }
      const where = links.length > 0 ? `: ${links.join(' ')}` : '';
      log.info(
        { mail: message.id, kind: message.kind },
        `mail to ${message.to} "${message.subject}"${where}`,
      );
    },
  };
}
