import { join } from 'node:path';

/**
 * Fixed for the browser tests: the app under test and the SMTP server that catches its mail. E2E_PORT and
 * E2E_SMTP_PORT move them, so that two runs can share a machine (each with its own mail file).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4325);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Each mail the SMTP capture receives, one JSON object per line. */
export const E2E_MAIL_FILE = join(
  process.cwd(),
  '.data',
  'e2e',
  E2E_PORT === 4310 ? 'mail.jsonl' : `mail-${E2E_PORT}.jsonl`,
);
