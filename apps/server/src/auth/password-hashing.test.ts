import { hashPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { concurrencyLimit, passwordHashing } from './password-hashing';

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
});
