/* Sends the outbox (ADR 0042): off the request path, one sender per mail across instances, retried with back-off. */
import type { Db } from '@ccp/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../mail/mailer';
import { onMailQueued } from '../../mail/outbox';
import { mailSendsInFlight, mailSent } from '../../observability/metrics';
import * as repo from './mail-outbox.repository';

export interface MailSenderOptions {
  pollMs: number;
  /** The first retry waits this long; each further one twice as long (capped at an hour). */
  retryBaseMs: number;
  maxAttempts: number;
  /** How long a send may wait on the server at any one step; a whole send is cut at twice this. */
  sendTimeoutMs: number;
}

const MAX_BACKOFF_MS = 3_600_000;
/** Mails claimed (and sent side by side) per query. */
const BATCH = 5;
/** How soon after a mail is queued on this instance its sender looks (the transaction has committed by then). */
const NUDGE_MS = 50;

export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

class SendTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'SendTimeout';
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeout(ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export class MailSender {
  private timer: NodeJS.Timeout | null = null;
  private nudge: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    /** How mails leave: smtp, outbox (kept and logged), or custom (tests). */
    readonly transport: string,
    private readonly options: MailSenderOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => void this.runOnce(), this.options.pollMs);
    this.timer.unref();
    this.unsubscribe = onMailQueued(() => {
      if (this.nudge || this.stopped) return;
      this.nudge = setTimeout(() => {
        this.nudge = null;
        void this.runOnce();
      }, NUDGE_MS);
      this.nudge.unref();
    });
  }

  /** No more polls of its own (tests then send with `runOnce`, at the moments they choose). */
  stopPolling(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.nudge) clearTimeout(this.nudge);
    this.timer = null;
    this.nudge = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopPolling();
    await this.running;
    this.mailer.close?.();
  }

  /**
   * One poll: claims the due mails and sends them, until none is left. A poll already running is joined, and runs
   * once more after its end, so that a mail queued meanwhile is not left for the next interval.
   */
  runOnce(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.poll().catch((err) => this.log.error({ err }, 'mail outbox poll failed'));
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async poll(): Promise<void> {
    // A send never outlives its lease: it is cut at twice sendTimeoutMs, and the lease is that plus half a minute.
    const leaseMs = 2 * this.options.sendTimeoutMs + 30_000;
    while (!this.stopped) {
      const mails = await repo.claimDueMail(this.db, BATCH, leaseMs);
      await Promise.all(mails.map((mail) => this.deliver(mail)));
      if (mails.length < BATCH) return;
    }
  }

  private async deliver(row: repo.MailRow): Promise<void> {
    mailSendsInFlight.inc();
    let error: string;
    try {
      await withTimeout(
        this.mailer.send({
          id: row.id,
          kind: row.kind,
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        }),
        // The transport's own timeouts (each step) usually answer first, with their own reason.
        2 * this.options.sendTimeoutMs,
      );
      await repo.markSent(this.db, row, this.transport);
      mailSent.inc({ transport: this.transport, outcome: 'sent' });
      return;
    } catch (err) {
      error = err instanceof Error ? `${err.name}: ${err.message}` : 'The send failed.';
    } finally {
      mailSendsInFlight.dec();
    }
    const giveUp = row.attempts >= this.options.maxAttempts;
    const retryAt = giveUp
      ? null
      : new Date(Date.now() + retryDelayMs(row.attempts, this.options.retryBaseMs));
    await repo.markAttemptFailed(this.db, row, { error, retryAt });
    mailSent.inc({ transport: this.transport, outcome: giveUp ? 'failed' : 'retry' });
    this.log.warn({ mail: row.id, kind: row.kind, attempts: row.attempts, giveUp }, 'mail send failed');
  }
}
