import { AppError } from '../errors';
import { envelopeEndpoint, parseSentryDsn, type SentryDsn, sameProject } from './sentry-dsn';

/** The largest envelope the tunnel takes: an error event is far smaller; a replay segment, compressed, fits. */
export const ENVELOPE_BODY_LIMIT = 2 * 1024 * 1024;
/** The envelope header is one short JSON line; a longer first line is not an envelope. */
const HEADER_LIMIT = 8 * 1024;
const UPSTREAM_TIMEOUT_MS = 10_000;
/** Sentry's answers that tell the SDK to back off; passed back so that the browser does. */
const PASSED_BACK_HEADERS = ['retry-after', 'x-sentry-rate-limits'];

export interface TunnelAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * The project an envelope is addressed to, from its header line (`{"dsn":"https://key@host/42",...}\n...`).
 * Refuses with 400 anything that is not an envelope with a DSN.
 */
export function envelopeDsn(envelope: Buffer): SentryDsn {
  const end = envelope.subarray(0, HEADER_LIMIT).indexOf(0x0a);
  const headerText = (end === -1 ? envelope.subarray(0, HEADER_LIMIT) : envelope.subarray(0, end)).toString(
    'utf8',
  );
  let header: unknown;
  try {
    header = JSON.parse(headerText);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'This is not an error-monitoring envelope.');
  }
  const dsn = typeof header === 'object' && header !== null ? (header as { dsn?: unknown }).dsn : undefined;
  const parsed = typeof dsn === 'string' ? parseSentryDsn(dsn) : null;
  if (!parsed) throw new AppError('VALIDATION_FAILED', 'The envelope names no valid DSN.');
  return parsed;
}

/**
 * Forwards a browser's envelope to the configured project, and only there: an envelope addressed to any other
 * server or project is refused with 403, so the tunnel cannot relay to arbitrary hosts. The body goes on as it
 * came; nothing of the sender (address, cookies, headers) goes with it. Null when the project's server cannot be
 * reached.
 */
export async function forwardEnvelope(configured: SentryDsn, envelope: Buffer): Promise<TunnelAnswer | null> {
  const target = envelopeDsn(envelope);
  if (!sameProject(target, configured)) {
    throw new AppError('FORBIDDEN', 'This envelope is addressed to another project.');
  }
  let upstream: Response;
  try {
    upstream = await fetch(envelopeEndpoint(configured), {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope' },
      body: new Uint8Array(envelope),
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch {
    return null;
  }
  const headers: Record<string, string> = {};
  for (const name of PASSED_BACK_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { status: upstream.status, headers, body: await upstream.text() };
}
