import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { schema } from '@ccp/db';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD } from '../../test/support/test-app';
import { loadConfig, testConfig } from '../config';
import { fastTestPasswordHashing, passwordHashing } from './password-hashing';
import {
  HASHING_NICENESS,
  HASHING_THREADS,
  hashingThreadsLowered,
  scryptOnHashingThread,
} from './password-hashing-threads';

describe('password hashing', () => {
  it('verifies the hashes better-auth makes and makes hashes it verifies (the stored format is unchanged)', async () => {
    const theirs = await hashPassword('a long enough password');
    expect(await passwordHashing.verify({ hash: theirs, password: 'a long enough password' })).toBe(true);
    expect(await passwordHashing.verify({ hash: theirs, password: 'another password' })).toBe(false);
    const ours = await passwordHashing.hash('a long enough password');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await passwordHashing.verify({ hash: ours, password: 'a long enough password' })).toBe(true);
  });

  it('hashes on threads at a lower CPU priority than the server, each job in turn, also after one fails', async () => {
    const hashes = await Promise.all(
      Array.from({ length: HASHING_THREADS * 2 + 1 }, (_, i) => passwordHashing.hash(`password number ${i}`)),
    );
    for (const [i, hash] of hashes.entries())
      expect(await verifyPassword({ hash, password: `password number ${i}` })).toBe(true);
    await expect(
      scryptOnHashingThread({ password: 'x', salt: 'y', params: { N: 3, r: 1, p: 1, dkLen: 64 } }),
    ).rejects.toThrow();
    expect(await passwordHashing.verify({ hash: hashes[0]!, password: 'password number 0' })).toBe(true);
    if (process.platform !== 'linux') return;
    expect(await hashingThreadsLowered()).toBe(true);
    // The hashing threads are this process's threads whose nice value (field 19 of /proc/<pid>/task/<tid>/stat)
    // is the server's plus HASHING_NICENESS; the thread running this test keeps the server's.
    const niceOf = (tid: string) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    };
    const own = niceOf(String(readlinkSync('/proc/thread-self').split('/').pop()));
    const niceness = readdirSync('/proc/self/task').map(niceOf);
    expect(niceness.filter((n) => n === own + HASHING_NICENESS).length).toBeGreaterThanOrEqual(1);
    expect(niceness.filter((n) => n === own + HASHING_NICENESS).length).toBeLessThanOrEqual(HASHING_THREADS);
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
