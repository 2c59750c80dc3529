/**
 * Device proofs on the browser's API calls (docs/domains/accounts.md "Devices are keys"; RFC 9449 DPoP).
 * Every call that reads a book, takes a test or signs in carries a `DPoP` header signed by this browser's
 * device key; the server binds devices to that key, so a copied cookie and token read and answer nothing.
 * This file is what every page loads: the signer itself (device-key.ts, with the dpop and idb-keyval
 * libraries) loads on the first call that needs it, never for a guest or a page that reads no book.
 */
import type * as Signer from './device-key';

/**
 * The calls whose device the server checks: the sign-ins (password, registration, Google's code, the admin's
 * login) and the device replacement, a book's reading session and its pages (`/api/reading/…`), and a test's
 * attempts (starting one, and everything under `/api/attempts/…`).
 */
const PROVEN_PATH =
  /\/api\/(?:auth\/(?:login|register|google\/exchange|devices\/)|admin\/login|reading\/|attempts\/|tests\/[^/?]+\/attempts)/;

/** Where the page's one signer is kept: the apps bundle this file each, and the first to sign serves all. */
const SIGNER = Symbol.for('exam-store.device-signer');

/**
 * True when a call to `url` carries a proof: one of the calls whose device is checked, in a browser that can
 * sign (WebCrypto exists only on https pages and localhost). When false the call goes out at once.
 */
export function needsProof(url: string): boolean {
  return PROVEN_PATH.test(url) && typeof crypto !== 'undefined' && !!crypto.subtle;
}

/** The page's signer, loaded once (whichever app asks first). */
function signer(): Promise<typeof Signer> {
  const holder = globalThis as { [SIGNER]?: Promise<typeof Signer> };
  holder[SIGNER] ??= import(/* webpackChunkName: "device-key" */ './device-key');
  return holder[SIGNER];
}

/**
 * A call that needs a proof ({@link needsProof}): `send(proof)` with `{ DPoP }` for `method` on `url` with
 * bearer `token` (its hash is signed too), sent once more with a fresh proof when the server asks for its newer nonce (device-key.ts
 * `signedSend`). `send` must be callable twice.
 */
export async function sendProven(
  method: string,
  url: string,
  token: string | null | undefined,
  send: (proof: Record<string, string>) => Promise<Response>,
): Promise<Response> {
  return (await signer()).signedSend(method, url, token, send);
}

/**
 * `fetch` with a proof when {@link needsProof}: the fetch of the RTK Query api (which passes a Request).
 */
export async function provenFetch(input: RequestInfo, init?: RequestInit): Promise<Response> {
  const request = typeof input === 'string' ? new Request(input, init) : input;
  const token = /^Bearer\s+(\S+)/i.exec(request.headers.get('authorization') ?? '')?.[1];
  return needsProof(request.url) ? (await signer()).provenRequest(request, token) : fetch(request);
}
