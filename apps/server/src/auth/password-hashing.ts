import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { scryptOnHashingThread } from './password-hashing-threads';

/**
 * better-auth's password hashing, unchanged in cost and stored format (`<salt hex>:<key hex>`, scrypt N=16384, r=16,
 * p=1, 64 bytes of the NFKC password: about 100 ms of CPU on purpose), computed on the hashing threads, which run
 * at a lower CPU priority than the server (password-hashing-threads.ts, docs/decisions/0082).
 */
const PRODUCTION_SCRYPT = { N: 16384, r: 16, p: 1, dkLen: 64 };

const sameKey = (expectedHex: string, actualHex: string) => {
  const expected = Buffer.from(expectedHex, 'hex');
  const actual = Buffer.from(actualHex, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};

export const passwordHashing = {
  hash: async (password: string) => {
    const salt = randomBytes(16).toString('hex');
    const key = await scryptOnHashingThread({ password, salt, params: PRODUCTION_SCRYPT });
    return `${salt}:${key}`;
  },
  verify: async ({ hash, password }: { hash: string; password: string }) => {
    const [salt, key] = hash.split(':');
    // As better-auth's own verifyPassword: a stored value that is no hash at all is an error, not a wrong password.
    if (!salt || !key) throw new Error('Invalid password hash');
    return sameKey(key, await scryptOnHashingThread({ password, salt, params: PRODUCTION_SCRYPT }));
  },
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
    return sameKey(key, (await cheapScrypt(password, salt)).toString('hex'));
  },
};
