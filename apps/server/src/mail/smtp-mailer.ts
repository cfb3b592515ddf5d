import nodemailer from 'nodemailer';
import type { Mailer, OutgoingMail } from './mailer';

/**
 * Sends through the configured SMTP server (smtp://user:pass@host:port). Every stage is bounded by `timeoutMs`:
 * connecting, the server's greeting, and each wait on the socket; the sender also bounds the whole send.
 */
export function smtpMailer(smtpUrl: string, from: string, timeoutMs: number): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'collegecostplanner.invalid';
  return {
    async send(message: OutgoingMail) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        // The same on every attempt: a receiving system can drop a repeat.
        messageId: `<${message.id}@${domain}>`,
      });
    },
    close() {
      transport.close();
    },
  };
}
