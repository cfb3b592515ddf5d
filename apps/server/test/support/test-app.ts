import type { Db, DbHandle } from '@ccp/db';
import { createTestDb } from '@ccp/db/testing';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import type { Role } from '../../src/auth/roles';
import { type AppConfig, testConfig } from '../../src/config';
import type { Mailer, MailMessage } from '../../src/mail/mailer';
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
  mails: MailMessage[];
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Creates an account of the role (with its role records) and signs it in. */
  user(role: Role, overrides?: { email?: string; name?: string; organisation?: string }): Promise<TestUser>;
  signIn(email: string, password?: string): Promise<TestUser>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * A real app on a fresh, migrated database, with a mailer that keeps mails in memory. `options.sharing` builds a
 * second app (another "instance") on the first one's database, which stays open until the first app closes.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: { sharing?: TestApp } = {},
): Promise<TestApp> {
  const handle: DbHandle = options.sharing
    ? { ...options.sharing.handle, close: async () => {} }
    : await createTestDb();
  const mails: MailMessage[] = [];
  const mailer: Mailer = { send: async (m) => void mails.push(m) };
  const config = testConfig({ publicUrl: ORIGIN, rateLimitAuthMax: 1000, ...overrides });
  const app = await buildApp({ config, db: handle.db, mailer });
  await app.ready();

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

  return {
    app,
    db: handle.db,
    handle,
    mails,
    inject,
    user,
    signIn,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
