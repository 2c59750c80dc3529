import type { ApiErrorCode, ApiErrorParams } from '@exam/shared-contracts/http';

/** A refusal's stable code and the values of its message (`ApiErrorBody` without the English text). */
export interface Coded {
  code: ApiErrorCode;
  params?: ApiErrorParams;
}

/**
 * An error with an HTTP status whose message is safe to show (api/README.md "Routes": `{ error }` bodies).
 * The error handler answers `{ error: message, code?, params? }` with `statusCode`; `coded` gives the
 * stable code of a refusal students see when its text is not one of the shared messages (plugins/error-codes).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly coded?: Coded,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Canonical UUID text; anything else can never be one of our ids (checked before querying to avoid 22P02). */
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` is a UUID. */
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}
