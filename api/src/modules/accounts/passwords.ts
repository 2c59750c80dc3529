import argon2 from 'argon2';

/** OWASP Argon2id parameters: 19 MiB memory (memoryCost is KiB), 2 iterations, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with Argon2id (PHC string). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

// Verified against when the account does not exist, so unknown names cost as much time as wrong passwords.
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `hash`; with no hash, spends the same time and returns false. */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
