// Started by Playwright's webServer: a real SMTP server that records mail, and the built app on a fresh
// in-memory database with the demo accounts, sending its mail over SMTP to that server.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate, openDb } from '@ccp/db';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { seedColleges } from '../../apps/server/src/seed/colleges';
import { seedDemo } from '../../apps/server/src/seed/demo';
import { E2E_MAIL_FILE, E2E_PORT, E2E_SMTP_PORT } from './ports';

mkdirSync(dirname(E2E_MAIL_FILE), { recursive: true });
writeFileSync(E2E_MAIL_FILE, '');

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      appendFileSync(
        E2E_MAIL_FILE,
        `${JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') })}\n`,
      );
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(E2E_SMTP_PORT, '127.0.0.1', resolve));

const config = loadConfig({
  NODE_ENV: 'test',
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
  DATA_DIR: 'memory://',
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  SEED_DEMO: 'true',
  RATE_LIMIT_AUTH_MAX: '10000',
  // Mail leaves through the outbox's sender: it looks often, so that tests waiting for a mail wait little.
  MAIL_POLL_MS: '200',
  RATE_LIMIT_NOT_FOUND_MAX: '10000',
  LOG_LEVEL: 'warn',
});
// As `npm start` runs it: PGlite on a thread of its own (docs/decisions/0078).
const handle = await openDb({ dataDir: 'memory://', ownThread: true });
await migrate(handle);
// The one setting that differs from `npm start`: the cheap password hashing of the API tests (docs/decisions/0075,
// 0077). Production scrypt costs about 100-140 ms of the server's main thread per sign-up and sign-in, and the specs
// make hundreds (their set-up's accounts, each demo log-in); the sign-in and sign-up screens behave the same with
// either. Production hashing stays proven by password-hashing.test.ts and by CI's production build check, which signs
// in to `npm start` (NODE_ENV=production, loadConfig: always 'production').
const app = await buildApp({ config: { ...config, passwordHashing: 'fast-test' }, db: handle.db });
await seedDemo(app);
await seedColleges(handle.db);
await app.listen({ port: E2E_PORT, host: '127.0.0.1' });

const stop = async () => {
  await app.close();
  smtp.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
