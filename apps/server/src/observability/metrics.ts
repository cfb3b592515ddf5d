import type { PoolStats } from '@ccp/db';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics, served by `GET /metrics` (metrics.plugin.ts) when METRICS_TOKEN is set. Modules import the
 * metric they feed from here. One registry per process, as Prometheus scrapes a process: apps built side by side in
 * one process (tests) share the counters.
 */
export const metricsRegistry = new Registry();

export const httpRequestDuration = new Histogram({
  name: 'ccp_http_request_duration_seconds',
  help: 'Time from request to response, by method, route pattern and status class (rate() of _count is the request rate)',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const httpErrors = new Counter({
  name: 'ccp_http_errors_total',
  help: 'Error answers by error code (INTERNAL: unexpected failures, the ones reported to Sentry)',
  labelNames: ['code'] as const,
  registers: [metricsRegistry],
});

export const catalogueRefreshes = new Counter({
  name: 'ccp_catalogue_refreshes_total',
  help: 'Changes applied to the in-memory college search index, by outcome (built whole, updated, failed)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const mailSent = new Counter({
  name: 'ccp_mail_sent_total',
  help: 'Mail send attempts by the outbox sender, per transport (smtp, outbox), by outcome (sent, retry, failed)',
  labelNames: ['transport', 'outcome'] as const,
  registers: [metricsRegistry],
});

/** Sends under way in this instance's outbox sender (never in a request: ADR 0042). */
export const mailSendsInFlight = new Gauge({
  name: 'ccp_mail_sends_in_flight',
  help: 'Mails being sent right now by the outbox sender',
  registers: [metricsRegistry],
});

let defaultsStarted = false;

/** Node's process metrics (CPU, memory, event loop lag, GC, handles), once per process, on first use. */
export function collectProcessMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

let readPool: (() => PoolStats | null) | null = null;

/**
 * The PostgreSQL pool's gauges, read at each scrape from `read` (the latest app's pool). Not registered on PGlite:
 * its one in-process connection has no pool to report.
 */
export function watchDbPool(read: () => PoolStats | null): void {
  readPool = read;
  if (metricsRegistry.getSingleMetric('ccp_db_pool_connections')) return;
  const gauge = (name: string, help: string, pick: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [metricsRegistry],
      collect() {
        const stats = readPool?.();
        if (stats) this.set(pick(stats));
      },
    });
  gauge('ccp_db_pool_connections', 'Open PostgreSQL connections, busy or idle', (s) => s.total);
  gauge('ccp_db_pool_idle_connections', 'Open PostgreSQL connections not in use', (s) => s.idle);
  gauge('ccp_db_pool_waiting_queries', 'Queries waiting for a free PostgreSQL connection', (s) => s.waiting);
}

const queueReaders = new Map<string, () => Promise<number>>();

/**
 * A queue's depth as a gauge, read at each scrape from `read` (the latest app's database). A scrape must not fail
 * for one figure: a database that does not answer gives NaN.
 */
function watchQueueDepth(name: string, help: string, read: () => Promise<number>): () => void {
  queueReaders.set(name, read);
  const unwatch = () => {
    if (queueReaders.get(name) === read) queueReaders.delete(name);
  };
  if (metricsRegistry.getSingleMetric(name)) return unwatch;
  new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    async collect() {
      const reader = queueReaders.get(name);
      if (reader) this.set(await reader().catch(() => NaN));
    },
  });
  return unwatch;
}

/** CRM events waiting to be delivered: a growing figure means the CRM is down or refusing the webhook. */
export const watchWebhookQueue = (read: () => Promise<number>) =>
  watchQueueDepth(
    'ccp_webhook_queue_depth',
    'CRM webhook events not yet delivered (waiting or retrying)',
    read,
  );

/** Mails waiting to be sent: a growing figure means the SMTP server is down, stalled or refusing them. */
export const watchMailQueue = (read: () => Promise<number>) =>
  watchQueueDepth('ccp_mail_queue_depth', 'Mails in the outbox not yet sent (waiting or retrying)', read);

export const webhookDeliveries = new Counter({
  name: 'ccp_webhook_deliveries_total',
  help: 'CRM webhook delivery attempts, by outcome (delivered, retry, failed)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});
