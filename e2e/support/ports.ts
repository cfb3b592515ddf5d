import { join } from 'node:path';

/** Fixed for the browser tests: the app under test and the SMTP server that catches its mail. */
export const E2E_PORT = 4310;
export const E2E_SMTP_PORT = 4325;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Each mail the SMTP capture receives, one JSON object per line. */
export const E2E_MAIL_FILE = join(process.cwd(), '.data', 'e2e', 'mail.jsonl');
