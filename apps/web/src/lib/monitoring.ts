import type { ClientConfig } from '@ccp/contracts/client-config';

/*
 * Error monitoring in the browser, only where the server has a Sentry DSN: the page asks `GET /api/client-config`
 * once it has rendered, and only then loads the Sentry SDK (monitoring-sentry.ts, a chunk of its own). Without a
 * DSN nothing of Sentry is downloaded, and no page's first JavaScript grows by more than this file.
 */

type Reporter = (error: unknown) => void;

let reporter: Reporter | null = null;
/** Errors caught before the SDK has loaded, reported once it has (a few at most). */
const early: unknown[] = [];
const EARLY_LIMIT = 5;
let started = false;

/** Reports an error the page caught itself (an error boundary); window errors are reported by the SDK. */
export function reportError(error: unknown): void {
  if (reporter) reporter(error);
  else if (early.length < EARLY_LIMIT) early.push(error);
}

function readConfig(payload: unknown): ClientConfig | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { sentryDsn, environment, supportEmail } = payload as Record<string, unknown>;
  if (typeof environment !== 'string') return null;
  const base = { environment, supportEmail: typeof supportEmail === 'string' ? supportEmail : '' };
  return typeof sentryDsn === 'string' && sentryDsn.length > 0 ? { ...base, sentryDsn } : base;
}

/** Asks the server for its monitoring settings and, with a DSN, starts Sentry. Never throws. */
export async function startMonitoring(): Promise<void> {
  if (started) return;
  started = true;
  try {
    const response = await fetch('/api/client-config', { credentials: 'omit' });
    const config = response.ok ? readConfig(await response.json()) : null;
    if (!config?.sentryDsn) {
      early.length = 0;
      return;
    }
    const { startSentry } = await import('./monitoring-sentry');
    reporter = startSentry({ dsn: config.sentryDsn, environment: config.environment });
    for (const error of early.splice(0)) reporter(error);
  } catch {
    // Monitoring is optional: a page that cannot reach it works as before.
    early.length = 0;
  }
}
