// Usage: npm run create-admin -- --email you@example.com [--name "Your Name"] [--password ...]
// Without --password a strong one is generated and printed once.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { EmailSchema, PasswordSchema } from '@ccp/contracts';
import { migrate, openDb } from '@ccp/db';
import { makeAuth } from '../auth/auth';
import { sessionRevocations } from '../auth/session-revocations';
import { loadConfig } from '../config';
import { createAccount } from '../modules/accounts/accounts.service';

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
});
const email = EmailSchema.safeParse(values.email ?? '');
if (!email.success) {
  console.error('create-admin: give a valid --email, e.g. npm run create-admin -- --email admin@example.com');
  process.exit(2);
}
const generated = !values.password;
const password = values.password ?? randomBytes(12).toString('base64url');
const checked = PasswordSchema.safeParse(password);
if (!checked.success) {
  console.error(`create-admin: ${checked.error.issues[0]?.message}`);
  process.exit(2);
}
const config = loadConfig();
const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(handle);
  const revocations = sessionRevocations(handle.db, { pollMs: config.revocationPollMs });
  const auth = makeAuth(handle.db, config, revocations);
  await createAccount(
    { db: handle.db, auth },
    { role: 'admin', email: email.data, name: values.name ?? 'Administrator', password },
  );
  console.log(
    `Admin account created: ${email.data}${generated ? `\nPassword (shown once): ${password}` : ''}`,
  );
} catch (err) {
  console.error(`create-admin: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
