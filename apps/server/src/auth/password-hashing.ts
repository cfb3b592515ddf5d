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
