/**
 * Device proofs on the browser's API calls (docs/domains/accounts.md "Devices are keys"; RFC 9449 DPoP).
 * Every call that sends a bearer token, and every sign-in, carries a `DPoP` header signed by this browser's
 * device key; the server binds devices to that key, so a copied cookie and token read and answer nothing.
 * This file is what every page loads: the signer itself (device-key.ts, with the dpop and idb-keyval
 * libraries) loads on the first call that needs it, never for a guest.
 */
import type * as Signer from './device-key';

/** The calls that prove their device without a token: the sign-ins and the device replacement. */
const SIGN_IN_PATH = /\/api\/(?:auth\/|admin\/login)/;

/** Where the page's one signer is kept: the apps bundle this file each, and the first to sign serves all. */
const SIGNER = Symbol.for('exam-store.device-signer');

/**
 * True when a call to `url` with bearer `token` carries a proof: a signed-in call or a sign-in, in a browser
 * that can sign (WebCrypto exists only on https pages and localhost). When false the call goes out at once.
 */
export function needsProof(url: string, token: string | null | undefined): boolean {
  return (!!token || SIGN_IN_PATH.test(url)) && typeof crypto !== 'undefined' && !!crypto.subtle;
}

/** The page's signer, loaded once (whichever app asks first). */
function signer(): Promise<typeof Signer> {
  const holder = globalThis as { [SIGNER]?: Promise<typeof Signer> };
  holder[SIGNER] ??= import(/* webpackChunkName: "device-key" */ './device-key');
  return holder[SIGNER];
}

/**
 * A call that needs a proof ({@link needsProof}): `send(proof)` with `{ DPoP }` for `method` on `url` with
 * `token`, sent once more with a fresh proof when the server asks for its newer nonce (device-key.ts
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
  if (!needsProof(request.url, token)) return fetch(request);
  // The body can be read once: a copy for each of the (at most) two sends.
  const copies = [request, request.clone()];
  return sendProven(request.method, request.url, token, (proof) => {
    const r = copies.shift() ?? request;
    const headers = new Headers(r.headers);
    for (const [k, v] of Object.entries(proof)) headers.set(k, v);
    return fetch(new Request(r, { headers }));
  });
}
