import { dirname, join, resolve } from 'node:path';
import { DEFAULT_SUPPORT_EMAIL } from '@ccp/contracts/client-config';
import { z } from 'zod';
import { parseSentryDsn } from './observability/sentry-dsn';

const DEV_SECRET = 'development-only-secret-do-not-use-in-production-0123456789';

/** An address of an outside page the public header links (https or http only); empty means none. */
const pageUrl = z
  .string()
  .trim()
  .refine((url) => url === '' || /^https?:\/\/[^\s/]+\.[^\s]*$/i.test(url), 'must be an http(s) address')
  .optional();

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.string().url().optional(),
    DATABASE_URL: z.string().optional(),
    DATA_DIR: z.string().default('.data/db'),
    AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('College Cost Planner <no-reply@collegecostplanner.test>'),
    SUPPORT_EMAIL: z.email('must be an email address').default(DEFAULT_SUPPORT_EMAIL),
    ABOUT_URL: pageUrl,
    CONTACT_URL: pageUrl,
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    TRUSTED_ORIGINS: z.string().optional(),
    RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(20),
    RATE_LIMIT_NOT_FOUND_MAX: z.coerce.number().int().positive().default(300),
    QUICK_ESTIMATE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
    TRUST_PROXY: z.string().optional(),
    REVOCATION_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    SIMULATION_IDLE_MINUTES: z.coerce
      .number()
      .min(0.01)
      .max(24 * 60)
      .default(60),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    CATALOGUE_REFRESH_MS: z.coerce.number().int().min(100).default(1_000),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
    SENTRY_DSN: z
      .string()
      .optional()
      .refine(
        (dsn) => !dsn || parseSentryDsn(dsn) !== null,
        'must be a DSN like https://key@host/project-id',
      ),
    METRICS_TOKEN: z
      .string()
      .optional()
      .refine((token) => !token || token.length >= 16, 'must be at least 16 characters'),
    CRM_WEBHOOK_URL: z.string().url().optional().or(z.literal('')),
    CRM_WEBHOOK_SECRET: z
      .string()
      .optional()
      .refine((secret) => !secret || secret.length >= 16, 'must be at least 16 characters'),
    CRM_WEBHOOK_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
    CRM_WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
    CRM_WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
    CRM_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    MAIL_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1_000),
    MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
    MAIL_SEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  })
  .superRefine((env, ctx) => {
    if (env.CRM_WEBHOOK_URL && !env.CRM_WEBHOOK_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['CRM_WEBHOOK_SECRET'],
        message: 'is required with CRM_WEBHOOK_URL',
      });
    if (env.NODE_ENV !== 'production') return;
    if (!env.AUTH_SECRET)
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required in production' });
    if (!env.DATABASE_URL)
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'is required in production' });
    // Links in mail must point at the real address, and reset links must go by mail, never to the log.
    if (!env.PUBLIC_URL)
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production' });
    if (!env.SMTP_URL)
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required in production' });
  });

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  /**
   * 'production' (always, from the environment): better-auth's scrypt. 'fast-test' only from `testConfig()`: a cheap
   * scrypt for the API tests' thousands of sign-ups and sign-ins (docs/decisions/0075); no variable can select it.
   */
  passwordHashing: 'production' | 'fast-test';
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The mail outbox's sender (ADR 0042): every instance polls the outbox and sends what is due. */
  mail: {
    pollMs: number;
    /** The first retry waits this long; each further one twice as long (capped at an hour). */
    retryBaseMs: number;
    maxAttempts: number;
    /** How long one SMTP send may take, connection and greeting included. */
    sendTimeoutMs: number;
    /** Without SMTP, on the embedded database: the file each kept mail is also written to (`npm run mail:outbox`). */
    outboxFile: string | undefined;
  };
  /** Where help requests are mailed, and the address the public pages give. */
  supportEmail: string;
  /** The company's about page and booking page, linked from the public header; unset: the landing page's sections. */
  aboutUrl: string | undefined;
  contactUrl: string | undefined;
  seedDemo: boolean;
  trustedOrigins: string[];
  rateLimitAuthMax: number;
  /** Requests per minute per address that end in the not-found handler (unknown paths, page loads). */
  rateLimitNotFoundMax: number;
  /** Two-minute estimates per minute per address (the public `POST /api/estimate/quick`). */
  quickEstimateRateLimitMax: number;
  /** Fastify's trustProxy: false (the default), a hop count, or the proxies' addresses and CIDR ranges. */
  trustProxy: false | number | string[];
  /** How often each instance reads the shared revocation list. */
  revocationPollMs: number;
  /** An act-as session (an admin or agent acting as a family) ends after this many minutes without a request. */
  simulationIdleMinutes: number;
  logLevel: string;
  webDist: string | undefined;
  /** How often each instance looks for college catalogue changes made by any instance (ADR 0014). */
  catalogueRefreshMs: number;
  /** How long a stopping server lets requests in flight finish before it exits anyway. */
  shutdownGraceMs: number;
  /** Errors (server and browser) and session replays go to this Sentry or GlitchTip project; none when unset. */
  sentryDsn: string | undefined;
  /** `GET /metrics` answers only to this bearer token; the route does not exist when unset. */
  metricsToken: string | undefined;
  /** The CRM webhook (ADR 0023): family events are queued always and delivered only when `url` is set. */
  crmWebhook: {
    url: string | undefined;
    secret: string;
    pollMs: number;
    retryBaseMs: number;
    maxAttempts: number;
    timeoutMs: number;
  };
}

/** TRUST_PROXY: unset, empty or `false` trusts no proxy; `1` trusts one hop; otherwise addresses or CIDRs. */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * TRUST_PROXY as Fastify takes it. Fastify ignores a bare hop count (it cannot check the peer), so a count
 * becomes a function trusting that many hops nearest the server: right only when the server can be reached
 * through the proxies alone (otherwise name their addresses).
 */
export function fastifyTrustProxy(
  value: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

/** The embedded database's outbox copy, beside its folder (`.data/mail-outbox.jsonl`); none in memory or on a server. */
export function localOutboxFile(databaseUrl: string | undefined, dataDir: string): string | undefined {
  if (databaseUrl || dataDir.startsWith('memory://')) return undefined;
  return join(dirname(resolve(dataDir)), 'mail-outbox.jsonl');
}

/** Parses the environment once. Throws a readable error naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const local = [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`];
  const extra =
    env.TRUSTED_ORIGINS?.split(',')
      .map((o) => o.trim())
      .filter(Boolean) ?? [];
  const devOrigins = env.NODE_ENV === 'production' ? [] : ['http://localhost:5173', 'http://127.0.0.1:5173'];
  return {
    env: env.NODE_ENV,
    passwordHashing: 'production',
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR,
    authSecret: env.AUTH_SECRET ?? DEV_SECRET,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM,
    mail: {
      pollMs: env.MAIL_POLL_MS,
      retryBaseMs: env.MAIL_RETRY_BASE_MS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      sendTimeoutMs: env.MAIL_SEND_TIMEOUT_MS,
      outboxFile: localOutboxFile(env.DATABASE_URL, env.DATA_DIR),
    },
    supportEmail: env.SUPPORT_EMAIL,
    aboutUrl: env.ABOUT_URL || undefined,
    contactUrl: env.CONTACT_URL || undefined,
    seedDemo: env.NODE_ENV !== 'production' && (env.SEED_DEMO ? env.SEED_DEMO === 'true' : !env.DATABASE_URL),
    trustedOrigins: [...new Set([publicUrl, ...local, ...devOrigins, ...extra])],
    rateLimitAuthMax: env.RATE_LIMIT_AUTH_MAX,
    rateLimitNotFoundMax: env.RATE_LIMIT_NOT_FOUND_MAX,
    quickEstimateRateLimitMax: env.QUICK_ESTIMATE_RATE_LIMIT_MAX,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    revocationPollMs: env.REVOCATION_POLL_MS,
    simulationIdleMinutes: env.SIMULATION_IDLE_MINUTES,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST,
    catalogueRefreshMs: env.CATALOGUE_REFRESH_MS,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    sentryDsn: env.SENTRY_DSN || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    crmWebhook: {
      url: env.CRM_WEBHOOK_URL || undefined,
      secret: env.CRM_WEBHOOK_SECRET ?? '',
      pollMs: env.CRM_WEBHOOK_POLL_MS,
      retryBaseMs: env.CRM_WEBHOOK_RETRY_BASE_MS,
      maxAttempts: env.CRM_WEBHOOK_MAX_ATTEMPTS,
      timeoutMs: env.CRM_WEBHOOK_TIMEOUT_MS,
    },
  };
}

/** A configuration for tests: in-memory database, no demo data, quiet logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      PORT: '3999',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: 'memory://',
    }),
    passwordHashing: 'fast-test',
    ...overrides,
  };
}
