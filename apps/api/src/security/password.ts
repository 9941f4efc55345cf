import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/** OWASP's scrypt minimum: N=2^17, r=8, p=1 (128 MiB, a fraction of a second per hash). */
export const OWASP_SCRYPT_LOG_N = 17;
const DEFAULT_COST = { logN: OWASP_SCRYPT_LOG_N, r: 8, p: 1 };
const KEY_LENGTH = 32;

const maxmemFor = (N: number, r: number) => 128 * N * r + 16 * 1024 * 1024;

/** `scrypt$logN$r$p$salt$hash` (base64url), so stronger parameters can come later without a migration. */
export async function hashPassword(password: string, cost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** cost.logN;
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r: cost.r, p: cost.p, maxmem: maxmemFor(N, cost.r) });
  return ['scrypt', cost.logN, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !hash) return false;
  const N = 2 ** Number(logN);
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: maxmemFor(N, Number(r)),
  });
  return timingSafeEqual(key, expected);
}

/**
 * Hashing at one cost. Production uses OWASP's; tests may lower it (PASSWORD_SCRYPT_LOG_N) to
 * keep hundreds of sign-ins fast. Verification always uses the cost stored with the hash.
 */
export function createPasswordHasher(logN: number = OWASP_SCRYPT_LOG_N) {
  const cost = { ...DEFAULT_COST, logN };
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password: string) => hashPassword(password, cost),
    verify: verifyPassword,
    /**
     * Spends the time of one verification without a stored hash, so that "no such member" and
     * "wrong password" take equally long and timing reveals nothing.
     */
    async verifyAgainstNothing(password: string): Promise<false> {
      dummyHash ??= hashPassword('not-a-real-password-0!', cost);
      await verifyPassword(password, await dummyHash);
      return false;
    },
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
