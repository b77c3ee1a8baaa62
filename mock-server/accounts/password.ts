/**
 * Site-user passwords: scrypt from `node:crypto`, stored as
 * `scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>`, never in clear and never logged.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost: N = 2^14, r = 8, p = 1 (about 16 MB and some tens of ms per hash). */
const COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** A new stored form of `password`, with a fresh salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** The parts of a stored hash, or undefined when it is not one of ours. */
function parse(stored: string): { options: ScryptOptions; salt: Buffer; key: Buffer } | undefined {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return undefined;
  return {
    options: { N: Number(n), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
}

/** True when `password` matches `stored`; constant-time comparison of the derived keys. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = parse(stored);
  if (!parts) return false;
  const key = await derive(password, parts.salt, parts.options);
  return key.length === parts.key.length && timingSafeEqual(key, parts.key);
}

/**
 * A hash of nothing anyone knows, checked when the email is unknown: an unknown address costs
 * the same scrypt work as a wrong password, so the time taken does not tell them apart.
 */
let dummy: Promise<string> | undefined;
export const dummyHash = (): Promise<string> =>
  (dummy ??= hashPassword(randomBytes(16).toString('hex')));

/** `node --import tsx mock-server/accounts/password.ts <password>` prints a hash for fixtures. */
if (import.meta.url === `file://${process.argv[1]}` && process.argv[2]) {
  void hashPassword(process.argv[2]).then((hash) => console.log(hash));
}
