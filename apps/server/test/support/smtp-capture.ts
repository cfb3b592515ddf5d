import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  messageId: string;
  subject: string;
  raw: string;
}

export interface SmtpCapture {
  url: string;
  received: CapturedMail[];
  /** While stalled the server accepts connections and never greets (nodemailer's "Greeting never received"). */
  stall(stalled: boolean): void;
  /** Connections accepted while stalled. */
  stalledConnections(): number;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that records each mail, and can stall. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const received: CapturedMail[] = [];
  let stalled = false;
  let held = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onConnect(_session, callback) {
      if (!stalled) return callback();
      held += 1; // never answered: no greeting, ever
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          subject: (/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '')
            .replace(/\r?\n[ \t]+/g, ' ')
            .trim(),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stall(value) {
      stalled = value;
    },
    stalledConnections: () => held,
    close: () =>
      new Promise<void>((resolve) => {
        // Stalled connections never end on their own: close() would wait for them.
        for (const connection of server.connections) (connection as { close(): void }).close();
        server.close(() => resolve());
      }),
  };
}
