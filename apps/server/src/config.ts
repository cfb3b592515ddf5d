import { z } from 'zod';

const DEV_SECRET = 'development-only-secret-do-not-use-in-production-0123456789';

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
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    TRUSTED_ORIGINS: z.string().optional(),
    RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(20),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
  })
  .superRefine((env, ctx) => {
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
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  trustedOrigins: string[];
  rateLimitAuthMax: number;
  logLevel: string;
  webDist: string | undefined;
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
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR,
    authSecret: env.AUTH_SECRET ?? DEV_SECRET,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM,
    seedDemo: env.NODE_ENV !== 'production' && (env.SEED_DEMO ? env.SEED_DEMO === 'true' : !env.DATABASE_URL),
    trustedOrigins: [...new Set([publicUrl, ...local, ...devOrigins, ...extra])],
    rateLimitAuthMax: env.RATE_LIMIT_AUTH_MAX,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST,
  };
}

/** A configuration for tests: in-memory database, no demo data, quiet logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', PORT: '3999', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    ...overrides,
  };
}
