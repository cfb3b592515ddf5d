import type { Db, DbHandle } from '@ccp/db';
import { createTestDb } from '@ccp/db/testing';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import type { Role } from '../../src/auth/roles';
import { type AppConfig, testConfig } from '../../src/config';
import type { Mailer, OutgoingMail } from '../../src/mail/mailer';
import { createAccount } from '../../src/modules/accounts/accounts.service';

export const ORIGIN = 'http://localhost:3999';
export const PASSWORD = 'correct-horse-battery';

export interface TestUser {
  userId: string;
  email: string;
  /** Headers that authenticate as this user with a bearer access token, as the web app does. */
  headers: Record<string, string>;
  /** Headers that authenticate with the session cookie, as a script would. */
  cookieHeaders: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  handle: DbHandle;
  /** Every mail the outbox's sender has sent so far (read it after `deliverMail()`). */
  mails: OutgoingMail[];
  /** Runs the outbox's sender until nothing is due (mail is queued in requests and sent after them): the mails. */
  deliverMail(): Promise<OutgoingMail[]>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Creates an account of the role (with its role records) and signs it in. */
  user(role: Role, overrides?: { email?: string; name?: string; organisation?: string }): Promise<TestUser>;
  signIn(email: string, password?: string): Promise<TestUser>;
  /**
   * A self-service sign-up as a person makes it: the form (202), the mailed link, the link used. Answers the
   * confirmation (201, signed in by its cookie); throws when a step fails.
   */
  signUp(url: string, payload: Record<string, unknown>): Promise<LightMyRequestResponse>;
  signUpToken(email: string): Promise<string>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * A real app on a fresh, migrated database, whose outbox sender keeps mails in memory. `options.sharing` builds a
 * second app (another "instance") on the first one's database, which stays open until the first app closes.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: {
    sharing?: TestApp;
    /**
     * The outbox sender's transport: in memory (`mails`) by default; 'configured' uses SMTP_URL or the outbox and
     * keeps the sender polling in the background, as in production.
     */
    mailer?: Mailer | 'configured';
    /** Where log lines go (with a `logLevel` override); tests read them. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const handle: DbHandle = options.sharing
    ? { ...options.sharing.handle, close: async () => {} }
    : await createTestDb();
  const mails: OutgoingMail[] = [];
  const memory: Mailer = { send: async (m) => void mails.push(m) };
  const mailer = options.mailer === 'configured' ? undefined : (options.mailer ?? memory);
  const config = testConfig({ publicUrl: ORIGIN, rateLimitAuthMax: 1000, ...overrides });
  const app = await buildApp({
    config,
    db: handle.db,
    ...(mailer ? { mailer } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();
  // With the in-memory or a custom transport, mail is sent when a test says so (`deliverMail`, `runOnce`): a
  // background send would change the outbox while a test compares the tables before and after a request.
  if (options.mailer !== 'configured') app.mailSender.stopPolling();

  const inject = (options: InjectOptions) =>
    app.inject({ ...options, headers: { origin: ORIGIN, ...options.headers } });

  async function signIn(email: string, password = PASSWORD): Promise<TestUser> {
    const res = await inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${res.statusCode} ${res.body}`);
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const tokenRes = await inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
    const { token } = tokenRes.json() as { token: string };
    const userId = (res.json() as { user: { id: string } }).user.id;
    return { userId, email, headers: { authorization: `Bearer ${token}` }, cookieHeaders: { cookie } };
  }

  async function user(role: Role, o: { email?: string; name?: string; organisation?: string } = {}) {
    counter += 1;
    const email = o.email ?? `${role}-${counter}-${Date.now()}@example.test`;
    await createAccount(
      { db: handle.db, auth: app.auth },
      {
        role,
        email,
        name: o.name ?? `Test ${role} ${counter}`,
        password: PASSWORD,
        organisation: o.organisation ?? (role === 'financial_agent' ? 'Test Advisors' : 'Test College'),
      },
    );
    return signIn(email);
  }

  /** The token of the last sign-up link mailed to `email` (after running the outbox's sender). */
  async function signUpToken(email: string): Promise<string> {
    await app.mailSender.runOnce();
    const mail = [...mails]
      .reverse()
      .find((m) => m.to === email.toLowerCase() && m.kind === 'sign-up-confirmation');
    const token = mail && /\/signup\/confirm\?token=([\w%-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no sign-up link mailed to ${email}`);
    return decodeURIComponent(token);
  }

  async function signUp(url: string, payload: Record<string, unknown>) {
    const asked = await inject({ method: 'POST', url, payload });
    if (asked.statusCode !== 202) throw new Error(`sign-up refused: ${asked.statusCode} ${asked.body}`);
    const token = await signUpToken(String(payload.email));
    const confirmed = await inject({ method: 'POST', url: '/api/signup/confirm', payload: { token } });
    if (confirmed.statusCode !== 201)
      throw new Error(`confirmation refused: ${confirmed.statusCode} ${confirmed.body}`);
    return confirmed;
  }

  return {
    app,
    db: handle.db,
    handle,
    mails,
    async deliverMail() {
      await app.mailSender.runOnce();
      return mails;
    },
    inject,
    user,
    signIn,
    signUp,
    signUpToken,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
