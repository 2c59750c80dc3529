import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * A token kind's own signing key, HMAC-SHA256(app secret, `label`) in base64url: a token of one kind never
 * verifies as another's, and rotating the app secret rotates every kind's key with it.
 */
export function derivedKey(secret: string, label: string): string {
  return createHmac('sha256', secret).update(label).digest('base64url');
}

/**
 * Verifies `token` with the key `keyOf(JWT_SECRET)` (no `keyOf`: JWT_SECRET itself, through the plugin's
 * cached verifier), and when its signature does not match, with `keyOf(JWT_SECRET_PREVIOUS)` if that is set
 * (a rotation in progress: docs/operations.md "Rotate JWT_SECRET"). Throws fast-jwt's error otherwise; an
 * expired token stays expired whichever key signed it.
 */
export function verifyRotating<T extends object>(
  app: FastifyInstance,
  token: string,
  keyOf: (secret: string) => string = (secret) => secret,
): T {
  const previous = app.config.jwtPreviousSecret;
  try {
    const key = keyOf(app.config.jwtSecret);
    return key === app.config.jwtSecret ? app.jwt.verify<T>(token) : app.jwt.verify<T>(token, { key });
  } catch (error) {
    if (!previous || (error as { code?: string }).code !== 'FAST_JWT_INVALID_SIGNATURE') throw error;
    return app.jwt.verify<T>(token, { key: keyOf(previous) });
  }
}
