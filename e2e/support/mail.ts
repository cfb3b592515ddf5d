import { readFileSync } from 'node:fs';
import { E2E_MAIL_FILE } from './ports';

export interface CapturedMail {
  to: string[];
  subject: string;
  /** The decoded message (headers and all parts), for finding links and sentences. */
  text: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function readMails(): CapturedMail[] {
  // Only whole lines: the server may be appending a mail while this reads, and its line ends with the newline.
  const lines = readFileSync(E2E_MAIL_FILE, 'utf8').split('\n').slice(0, -1).filter(Boolean);
  return lines.map((line) => {
    const { to, raw } = JSON.parse(line) as { to: string[]; raw: string };
    const text = decodeQuotedPrintable(raw);
    // A long header is folded over several lines, each continuation starting with a space.
    const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(text)?.[1] ?? '';
    const subject = folded.replace(/\r?\n[ \t]+/g, ' ').trim();
    return { to, subject, text };
  });
}

/**
 * Waits until the SMTP capture has received a mail for `to` (newest first) whose subject is `subject` when given,
 * or fails after `timeoutMs`. Name the subject wherever the address already had mail (its sign-up confirmation):
 * otherwise the older mail is found before the awaited one arrives.
 */
export async function waitForMail(
  to: string,
  { subject, timeoutMs = 10_000 }: { subject?: string; timeoutMs?: number } = {},
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = readMails()
      .reverse()
      .find((m) => m.to.includes(to.toLowerCase()) && (subject === undefined || m.subject === subject));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail${subject ? ` "${subject}"` : ''} for ${to} within ${timeoutMs} ms`);
}

/** The first link in a mail that contains `pathPart`. */
export function linkIn(mail: CapturedMail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/[^\s"<>]+/g)?.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no link containing ${pathPart} in mail "${mail.subject}"`);
  return link;
}
