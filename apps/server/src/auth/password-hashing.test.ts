import { schema } from '@ccp/db';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD } from '../../test/support/test-app';
import { loadConfig, testConfig } from '../config';
import { concurrencyLimit, fastTestPasswordHashing, passwordHashing } from './password-hashing';

describe('password hashing', () => {
  it('verifies the hashes better-auth makes and makes hashes it verifies (the stored format is unchanged)', async () => {
    const theirs = await hashPassword('a long enough password');
    expect(await passwordHashing.verify({ hash: theirs, password: 'a long enough password' })).toBe(true);
    expect(await passwordHashing.verify({ hash: theirs, password: 'another password' })).toBe(false);
    const ours = await passwordHashing.hash('a long enough password');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await passwordHashing.verify({ hash: ours, password: 'a long enough password' })).toBe(true);
  });

  it('runs at most the limit at once and every job in turn, also after one fails', async () => {
    const run = concurrencyLimit(2);
    let active = 0;
    let most = 0;
    const job = (fail: boolean) => async () => {
      active += 1;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active -= 1;
      if (fail) throw new Error('failed');
      return 'done';
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((n) => run(job(n === 2))));
    expect(most).toBe(2);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });

  it('the fast hashing of the tests verifies its own hashes and production ones, and refuses wrong passwords', async () => {
    const ours = await fastTestPasswordHashing.hash('a long enough password');
    expect(ours).toMatch(/^fast-test-scrypt:[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await fastTestPasswordHashing.verify({ hash: ours, password: 'a long enough password' })).toBe(
      true,
    );
    expect(await fastTestPasswordHashing.verify({ hash: ours, password: 'another password' })).toBe(false);
    const production = await hashPassword('a long enough password');
    expect(
      await fastTestPasswordHashing.verify({ hash: production, password: 'a long enough password' }),
    ).toBe(true);
    expect(await fastTestPasswordHashing.verify({ hash: production, password: 'another password' })).toBe(
      false,
    );
    // A fast hash never passes production verification: the setting cannot leak into stored accounts unnoticed.
    await expect(
      passwordHashing.verify({ hash: ours, password: 'a long enough password' }),
    ).resolves.not.toBe(true);
  });

  it('every configuration read from the environment hashes for production; only testConfig() hashes fast', () => {
    for (const NODE_ENV of [undefined, 'development', 'test'] as const)
      expect(loadConfig(NODE_ENV ? { NODE_ENV } : {}).passwordHashing).toBe('production');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASHING: 'fast-test' }).passwordHashing).toBe(
      'production',
    );
    expect(testConfig().passwordHashing).toBe('fast-test');
  });

  it('an app with the production setting stores better-auth scrypt hashes at sign-up and signs in with them', async () => {
    const t = await createTestApp({ passwordHashing: 'production' });
    try {
      await t.signUp('/api/family/signup', {
        name: 'The Okafors',
        email: 'okafor@example.com',
        password: PASSWORD,
        state: 'TX',
      });
      const [account] = await t.db
        .select({ password: schema.account.password })
        .from(schema.account)
        .innerJoin(schema.user, eq(schema.user.id, schema.account.userId))
        .where(eq(schema.user.email, 'okafor@example.com'));
      expect(account!.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
      expect(await hashPasswordVerifies(account!.password!)).toBe(true);
      await expect(t.signIn('okafor@example.com')).resolves.toMatchObject({ email: 'okafor@example.com' });
      await expect(t.signIn('okafor@example.com', 'not the password')).rejects.toThrow(/sign-in failed/);
    } finally {
      await t.close();
    }
  });
});

const hashPasswordVerifies = (hash: string) => verifyPassword({ hash, password: PASSWORD });
