/**
 * Device proofs on the browser's API calls (ARCHITECTURE "Per-user budgets"; RFC 9449 DPoP). Every call
 * that sends a bearer token, and every sign-in, carries a `DPoP` header signed by this browser's device
 * key; the server binds devices to that key, so a copied cookie and token read and answer nothing. The
 * signing code (dpop, idb-keyval) loads on the first such call, never for a guest.
 */

import { API_BASE } from '../http/paths';

/** Where the last nonce the server gave is kept, so a reload's first call needs no second round trip. */
const NONCE_KEY = 'dpopNonce';
/** The server's nonces are `<window>.<mac>` of 30-minute windows, each taken for two windows. */
const NONCE_WINDOW_MS = 30 * 60_000;
/** A nonce this close to its end (by this device's clock) is asked for afresh. */
const NONCE_MARGIN_MS = 2 * 60_000;
/** The calls that prove their device without a token: the sign-ins and the device replacement. */
const SIGN_IN_PATH = /\/api\/(?:auth\/|admin\/login)/;

let nonce: string | null = null;
try {
  nonce = localStorage.getItem(NONCE_KEY);
} catch {
  /* no storage: the first call is asked for a nonce */
}

/**
 * True when a call to `url` with bearer `token` carries a proof: a signed-in call or a sign-in, in a browser
 * that can sign (WebCrypto exists only on https pages and localhost). When false the call goes out at once.
 */
export function needsProof(url: string, token: string | null | undefined): boolean {
  return (!!token || SIGN_IN_PATH.test(url)) && typeof crypto !== 'undefined' && !!crypto.subtle;
}

/** Keeps the `DPoP-Nonce` of an answer for the next proofs. */
export function noteNonce(res: Response): void {
  const given = res.headers?.get?.('dpop-nonce');
  if (!given || given === nonce) return;
  nonce = given;
  try {
    localStorage.setItem(NONCE_KEY, given);
  } catch {
    /* kept in memory only */
  }
}

/** True when `given` (a nonce of ours) is still taken for a while, by this device's clock. */
function fresh(given: string | null): boolean {
  const window = Number(given?.split('.')[0]);
  return Number.isInteger(window) && Date.now() < (window + 2) * NONCE_WINDOW_MS - NONCE_MARGIN_MS;
}

let asking: Promise<void> | null = null;

/**
 * A current nonce: the one kept, or one asked of `GET /api/auth/device-nonce` (once for every call that
 * waits on it), so the first signed call of a visit is not refused for its nonce. A device whose clock is
 * far off may still be refused once, and then signs again with the nonce of the refusal.
 */
async function currentNonce(): Promise<string | undefined> {
  if (fresh(nonce)) return nonce ?? undefined;
  asking ??= fetch(`${API_BASE}/auth/device-nonce`, { cache: 'no-store' })
    .then(noteNonce)
    .catch(() => undefined)
    .finally(() => {
      asking = null;
    });
  await asking;
  return nonce ?? undefined;
}

/** True when the server refused a proof for its nonce (401 `use_dpop_nonce`): sign again and resend once. */
export function askedForNonce(res: Response): boolean {
  return res.status === 401 && (res.headers?.get?.('www-authenticate') ?? '').includes('use_dpop_nonce');
}

/**
 * `{ DPoP: proof }` for `method` on `url` (a path or an absolute URL) with `token`, or `{}` when signing
 * failed (the key could not be made): the call then goes as from no known device, and what needs one
 * refuses it with its own message.
 */
export async function proofHeader(
  method: string,
  url: string,
  token: string | null | undefined,
): Promise<Record<string, string>> {
  try {
    const { signProof } = await import(/* webpackChunkName: "device-key" */ './device-key');
    const absolute = new URL(url, location.href).href;
    return { DPoP: await signProof(method, absolute, await currentNonce(), token ?? undefined) };
  } catch {
    return {};
  }
}

/**
 * `fetch(request)` with a proof when {@link needsProof}, keeping the answer's nonce, and sent once more
 * with a fresh proof when the server asked for its nonce: the fetch of the RTK Query api (which passes a
 * Request).
 */
export async function provenFetch(input: RequestInfo, init?: RequestInit): Promise<Response> {
  const request = typeof input === 'string' ? new Request(input, init) : input;
  const token = /^Bearer\s+(\S+)/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!needsProof(request.url, token)) return fetch(request);
  const again = request.clone();
  const signed = async (r: Request) => {
    const headers = new Headers(r.headers);
    for (const [k, v] of Object.entries(await proofHeader(r.method, r.url, token))) headers.set(k, v);
    const res = await fetch(new Request(r, { headers }));
    noteNonce(res);
    return res;
  };
  const first = await signed(request);
  return askedForNonce(first) ? signed(again) : first;
}
