import { API_ERROR_CODES } from '@exam/shared-contracts/http';

/**
 * A refusal's body as the API contract allows it (api/README.md "Routes"): `{ error }` with a text, and,
 * when present, a `code` of `API_ERROR_CODES` and `params` of strings and numbers; nothing else (no stack,
 * no internals). `error` may be a text or an asymmetric matcher.
 */
export function expectRefusal(body: unknown, error: unknown = expect.any(String)): void {
  const { code, params, ...rest } = body as Record<string, unknown>;
  expect(rest).toEqual({ error });
  if (code !== undefined) expect(API_ERROR_CODES).toContain(code);
  if (params !== undefined) {
    expect(code).toBeDefined();
    for (const value of Object.values(params as object)) expect(['string', 'number']).toContain(typeof value);
  }
}
