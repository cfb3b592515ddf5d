import { mailSendsInFlight, mailSent } from '../observability/metrics';
import type { Mailer } from './mailer';

/** The mailer, counted for `/metrics`: sends under way, and sends done or failed per transport. */
export function countedMailer(mailer: Mailer, transport: string): Mailer {
  return {
    async send(message) {
      mailSendsInFlight.inc();
      try {
        await mailer.send(message);
        mailSent.inc({ transport, outcome: 'sent' });
      } catch (err) {
        mailSent.inc({ transport, outcome: 'failed' });
        throw err;
      } finally {
        mailSendsInFlight.dec();
      }
    },
  };
}
