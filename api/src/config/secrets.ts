import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The shortest JWT_SECRET accepted, in bytes (UTF-8): an HS256 key shorter than its 32-byte hash is weak. */
export const JWT_SECRET_MIN_BYTES = 32;

/** Reads (or creates, mode 600) the JWT secret kept in the data folder: 48 random bytes, base64url. */
function persistedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: create below.
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * JWT_SECRET when set (refused, with a message naming the variable, when under {@link JWT_SECRET_MIN_BYTES}
 * bytes), else the secret generated once in the data folder.
 */
export function jwtSecret(value: string | undefined, dataDir: string, name = 'JWT_SECRET'): string {
  if (!value) return persistedJwtSecret(dataDir);
  const bytes = Buffer.byteLength(value, 'utf8');
  if (bytes < JWT_SECRET_MIN_BYTES)
    throw new Error(
      `${name} is ${bytes} bytes long; it must be at least ${JWT_SECRET_MIN_BYTES} bytes (e.g. \`openssl rand -base64 48\`), or unset to use a generated one`,
    );
  return value;
}

/**
 * The secret of the hidden mark's fingerprints: MARK_SECRET when set (at least {@link JWT_SECRET_MIN_BYTES}
 * bytes, refused like JWT_SECRET otherwise), else derived from the JWT signing key `signingKey` (HMAC-SHA256
 * of `page-marks`, base64url), so rotating JWT_SECRET without MARK_SECRET set makes older leaks untraceable.
 */
export function markSecret(value: string | undefined, dataDir: string, signingKey: string): string {
  return value
    ? jwtSecret(value, dataDir, 'MARK_SECRET')
    : createHmac('sha256', signingKey).update('page-marks').digest('base64url');
}
