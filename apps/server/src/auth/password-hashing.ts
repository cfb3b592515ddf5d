import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

/**
 * better-auth's own password hashing (scrypt, N=16384, r=16: about 100 ms of CPU on purpose, unchanged), with at
 * most `PASSWORD_HASHING_CONCURRENCY` hashes running at once. Node runs scrypt on the libuv threadpool (4 threads
 * unless UV_THREADPOOL_SIZE says otherwise), which also runs every WebCrypto call: the session cookie's HMAC, the
 * access token's signature and its first verification. Under a burst of sign-ins the queued hashes took every
 * thread and those sub-millisecond calls waited behind them for seconds (ADR 0074); one thread stays free for them.
 */
export const PASSWORD_HASHING_CONCURRENCY = Math.max(1, (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 2);

/** Runs at most `max` jobs at once; the others wait their turn in order. */
export function concurrencyLimit(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

const limited = concurrencyLimit(PASSWORD_HASHING_CONCURRENCY);

export const passwordHashing = {
  hash: (password: string) => limited(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => limited(() => verifyPassword(data)),
};

const FAST_TEST_PREFIX = 'fast-test-scrypt:';

function cheapScrypt(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 64, { N: 16, r: 1, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * The API tests' hashing (`testConfig()` only, docs/decisions/0075): scrypt with N=16, r=1 instead of N=16384, r=16,
 * so the suite's sign-ups and sign-ins cost microseconds instead of about 100 ms of CPU each. Its hashes carry a
 * prefix of their own, so a hash in the production format (made by better-auth) still verifies in full.
 */
export const fastTestPasswordHashing = {
  hash: async (password: string) => {
    const salt = randomBytes(16).toString('hex');
    return `${FAST_TEST_PREFIX}${salt}:${(await cheapScrypt(password, salt)).toString('hex')}`;
  },
  verify: async ({ hash, password }: { hash: string; password: string }) => {
    if (!hash.startsWith(FAST_TEST_PREFIX)) return passwordHashing.verify({ hash, password });
    const [salt, key] = hash.slice(FAST_TEST_PREFIX.length).split(':');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = await cheapScrypt(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
