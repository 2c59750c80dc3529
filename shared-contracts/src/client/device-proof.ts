/**
 * Device proofs on the browser's API calls (ARCHITECTURE "Per-user budgets"; RFC 9449 DPoP). Every call
 * that sends a bearer token, and every sign-in, carries a `DPoP` header signed by this browser's device
 * key; the server binds devices to that key, so a copied cookie and token read and answer nothing. The
 * signing code (dpop, idb-keyval) loads on the first such call, never for a guest.
 */

/** Where the last nonce the server gave is kept, so a reload's first call needs no second round trip. */
const NONCE_KEY = 'dpopNonce';
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
    return { DPoP: await signProof(method, absolute, nonce ?? undefined, token ?? undefined) };
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
