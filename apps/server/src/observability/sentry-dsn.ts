/** The parts of a Sentry DSN (`https://<public key>@<host>[/<path>]/<project id>`) that the tunnel compares and uses. */
export interface SentryDsn {
  /** `https:` or `http:`. */
  protocol: string;
  /** Host name and port, as in a URL's `host`: `o1.ingest.sentry.io`, `127.0.0.1:9000`. */
  host: string;
  /** A path before the project id (self-hosted setups under a sub-path), without a trailing slash; usually empty. */
  pathPrefix: string;
  projectId: string;
  publicKey: string;
}

/** Reads a DSN, or null when it is not one (wrong scheme, no public key, no numeric project id). */
export function parseSentryDsn(dsn: string): SentryDsn | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.username || url.search || url.hash) return null;
  const segments = url.pathname.split('/');
  const projectId = segments.pop() ?? '';
  if (!/^\d+$/.test(projectId)) return null;
  return {
    protocol: url.protocol,
    host: url.host,
    pathPrefix: segments.join('/').replace(/\/+$/, ''),
    projectId,
    publicKey: decodeURIComponent(url.username),
  };
}

/**
 * Where a DSN's project receives envelopes: `<protocol>//<host><prefix>/api/<project id>/envelope/`, with the public
 * key in the query as the SDKs send it (servers that do not read the key from the envelope header, GlitchTip's
 * older releases among them, need it there).
 */
export function envelopeEndpoint(dsn: SentryDsn): string {
  const query = new URLSearchParams({ sentry_key: dsn.publicKey, sentry_version: '7' });
  return `${dsn.protocol}//${dsn.host}${dsn.pathPrefix}/api/${dsn.projectId}/envelope/?${query}`;
}

/** Whether two DSNs name the same project on the same server (the public key may differ: a project has several). */
export function sameProject(a: SentryDsn, b: SentryDsn): boolean {
  return (
    a.protocol === b.protocol &&
    a.host.toLowerCase() === b.host.toLowerCase() &&
    a.pathPrefix === b.pathPrefix &&
    a.projectId === b.projectId
  );
}
