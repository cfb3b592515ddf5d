/* Delivers queued CRM events as signed webhooks (ADR 0023): off the request path, retried with back-off. */
import { createHmac } from 'node:crypto';
import type { Db } from '@ccp/db';
import type { FastifyBaseLogger } from 'fastify';
import { webhookDeliveries } from '../../observability/metrics';
import type { CrmEventRow } from './crm-webhook.repository';
import * as repo from './crm-webhook.repository';
import { CRM_EVENT_TAGS, type CrmEventName } from './queue-crm-event';

/** The header carrying `sha256=<hex HMAC-SHA256 of the raw body with CRM_WEBHOOK_SECRET>`. */
export const SIGNATURE_HEADER = 'x-ccp-signature';
/** The event's id: the same on every attempt, so a CRM can drop a repeat of an event it already took. */
export const DELIVERY_HEADER = 'x-ccp-delivery';

export interface CrmWebhookOptions {
  url: string;
  secret: string;
  pollMs: number;
  /** The first retry waits this long; each further one twice as long (capped at an hour). */
  retryBaseMs: number;
  maxAttempts: number;
  timeoutMs: number;
}

export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

const MAX_BACKOFF_MS = 3_600_000;
const BATCH = 10;

export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** The webhook's body: an upsert of the family's contact and the event's tag (JSON text, kept for the retries). */
async function bodyOf(db: Db, event: CrmEventRow): Promise<string | null> {
  if (event.body) return event.body;
  if (!event.familyId) return null;
  const contact = await repo.findContact(db, event.familyId);
  if (!contact) return null;
  const graduationYears = [
    ...new Set(contact.students.map((s) => s.graduationYear).filter((y): y is number => y != null)),
  ].sort();
  const payload = {
    id: event.id,
    event: event.event,
    occurredAt: event.createdAt.toISOString(),
    contact: {
      email: contact.email,
      name: contact.name,
      phone: contact.phone,
      state: contact.state,
      role: 'family',
      customFields: { sai: contact.federalSai, students: contact.students.length, graduationYears },
    },
    tags: [CRM_EVENT_TAGS[event.event as CrmEventName] ?? event.event],
  };
  const body = JSON.stringify(payload);
  // Kept, so that every retry sends the same bytes.
  await repo.saveBody(db, event.id, body);
  return body;
}

export class CrmWebhookWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly options: CrmWebhookOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => void this.runOnce(), this.options.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One poll: claims the due events and sends them. A poll still running is joined, not doubled. */
  runOnce(): Promise<void> {
    if (!this.running) {
      this.running = this.poll()
        .catch((err) => this.log.error({ err }, 'CRM webhook poll failed'))
        .finally(() => {
          this.running = null;
        });
    }
    return this.running;
  }

  private async poll(): Promise<void> {
    const leaseMs = this.options.timeoutMs + 30_000;
    while (!this.stopped) {
      const events = await repo.claimDueEvents(this.db, BATCH, leaseMs);
      for (const event of events) await this.deliver(event);
      if (events.length < BATCH) return;
    }
  }

  private async deliver(event: CrmEventRow): Promise<void> {
    const body = await bodyOf(this.db, event);
    if (!body) {
      await repo.markAttemptFailed(this.db, event.id, {
        statusCode: null,
        error: 'The family was deleted before the event could be sent.',
        retryAt: null,
      });
      webhookDeliveries.inc({ outcome: 'failed' });
      return;
    }
    let statusCode: number | null = null;
    let error: string;
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'CollegeCostPlanner-Webhook/1',
          [SIGNATURE_HEADER]: signBody(body, this.options.secret),
          [DELIVERY_HEADER]: event.id,
          'x-ccp-event': event.event,
        },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      statusCode = response.status;
      await response.body?.cancel();
      if (response.ok) {
        await repo.markDelivered(this.db, event.id, statusCode);
        webhookDeliveries.inc({ outcome: 'delivered' });
        return;
      }
      error = `The CRM answered ${statusCode}.`;
    } catch (err) {
      error = err instanceof Error ? `${err.name}: ${err.message}` : 'The request failed.';
    }
    const giveUp = event.attempts >= this.options.maxAttempts;
    const retryAt = giveUp
      ? null
      : new Date(Date.now() + retryDelayMs(event.attempts, this.options.retryBaseMs));
    await repo.markAttemptFailed(this.db, event.id, { statusCode, error, retryAt });
    webhookDeliveries.inc({ outcome: giveUp ? 'failed' : 'retry' });
    this.log.warn(
      { crmEvent: event.id, attempts: event.attempts, statusCode, giveUp },
      'CRM webhook delivery failed',
    );
  }
}
