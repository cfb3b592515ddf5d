// Usage: npm run mail:outbox [-- --limit N]
// Prints the most recent mail (who, subject, status, links): reset, invitation and sign-up links in development.
// On PostgreSQL (DATABASE_URL) it reads the mail_outbox table. The embedded database belongs to the running server
// (one process only), so there it reads the copy the server keeps of each mail it does not send by SMTP
// (.data/mail-outbox.jsonl, beside DATA_DIR).
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDb, schema } from '@ccp/db';
import { desc } from 'drizzle-orm';
import { loadConfig } from '../config';
import { linksIn } from '../mail/outbox-mailer';

interface Printed {
  at: Date;
  to: string;
  subject: string;
  state: string;
  links: string[];
  error?: string | null;
}

const { values } = parseArgs({ options: { limit: { type: 'string', default: '20' } } });
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1) {
  console.error('mail:outbox: --limit takes a whole number, e.g. npm run mail:outbox -- --limit 5');
  process.exit(2);
}

const when = (at: Date) => `${at.toISOString().replace('T', ' ').slice(0, 16)} UTC`;

function print(mails: Printed[], source: string) {
  if (mails.length === 0) {
    console.log(`No mail yet (${source}).`);
    return;
  }
  console.log(`The last ${mails.length} mail(s), newest first (${source}):\n`);
  for (const mail of mails) {
    console.log(`${when(mail.at)}  ${mail.state}  to ${mail.to}`);
    console.log(`  ${mail.subject}`);
    for (const link of mail.links) console.log(`  ${link}`);
    if (mail.error) console.log(`  last error: ${mail.error}`);
    console.log('');
  }
}

try {
  const config = loadConfig();
  if (config.databaseUrl) {
    const handle = await openDb({ databaseUrl: config.databaseUrl });
    try {
      const rows = await handle.db
        .select()
        .from(schema.mailOutbox)
        .orderBy(desc(schema.mailOutbox.createdAt))
        .limit(limit);
      print(
        rows.map((row) => ({
          at: row.createdAt,
          to: row.to,
          subject: row.subject,
          state:
            row.status === 'sent' ? `sent (${row.transport})` : `${row.status}, ${row.attempts} attempt(s)`,
          links: linksIn(row.text),
          error: row.status === 'sent' ? null : row.lastError,
        })),
        'the mail_outbox table',
      );
    } finally {
      await handle.close();
    }
  } else {
    const file = config.mail.outboxFile;
    const lines = file && existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    const mails = lines
      .slice(-limit)
      .reverse()
      .map((line) => JSON.parse(line) as { at: string; to: string; subject: string; links: string[] })
      .map((m) => ({ ...m, at: new Date(m.at), state: 'kept (outbox)' }));
    const note = config.smtpUrl
      ? `SMTP_URL is set, so mail goes out by SMTP and only mail kept without it is in ${file}; admins see every mail at /admin/mail`
      : `${file ?? 'no file: DATA_DIR is in memory'}`;
    print(mails, note);
  }
} catch (err) {
  console.error(`mail:outbox: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
