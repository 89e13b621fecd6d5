import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's baseline (m=19 MiB, t=2, p=1); ~30 ms here. Algorithm 2 = Argon2id
// (a const enum in the typings, which isolatedModules cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against when the user does not exist, so both answers take the same time.
let dummyHash: Promise<string> | undefined;

/** Checks a password against a stored hash; with no hash, burns the same time and fails. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy password for timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
