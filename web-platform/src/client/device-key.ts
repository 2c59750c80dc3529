import { calculateThumbprint, generateKeyPair, generateProof, type KeyPair } from 'dpop';
import { createStore, get, set } from 'idb-keyval';
import { API_BASE } from '@exam/shared-contracts/http/paths';

/** Where the key pair is kept: its own IndexedDB database, one entry. */
export const DEVICE_KEY_DB = 'exam-device';
export const DEVICE_KEY_STORE = 'keys';
export const DEVICE_KEY_NAME = 'device';

let pair: Promise<KeyPair> | null = null;

async function loadOrMake(): Promise<KeyPair> {
  let store: ReturnType<typeof createStore> | null;
  try {
    store = createStore(DEVICE_KEY_DB, DEVICE_KEY_STORE);
    const kept = await get<KeyPair>(DEVICE_KEY_NAME, store);
    if (kept?.privateKey && kept.publicKey) return kept;
  } catch {
    store = null;
  }
  const made = await generateKeyPair('ES256', { extractable: false });
  // No IndexedDB (some private windows): the key lives as long as the page, and a reload is a new device.
  if (store) await set(DEVICE_KEY_NAME, made, store).catch(() => undefined);
  return made;
}

/**
 * This browser's device key (docs/domains/reading.md "Per-user budgets"): a P-256 pair made once with
 * WebCrypto, its private half not extractable, kept in IndexedDB as a CryptoKey, so no script, extension or
 * copied profile file can hand it to another browser. Made on first use; the same promise for every caller of
 * the page.
 */
export function deviceKey(): Promise<KeyPair> {
  pair ??= loadOrMake().catch((error: unknown) => {
    pair = null;
    throw error;
  });
  return pair;
}

/** RFC 7638 thumbprint (base64url SHA-256) of this browser's public key. */
export async function deviceThumbprint(): Promise<string> {
  return calculateThumbprint((await deviceKey()).publicKey);
}

/**
 * A DPoP proof (RFC 9449) for `method` on absolute URL `url` (its query is left out, as the RFC asks):
 * signed with this browser's key, carrying the server's `nonce` and, when `token` is sent, its hash.
 */
export async function signProof(
  method: string,
  url: string,
  nonce?: string,
  token?: string,
): Promise<string> {
  const htu = url.split(/[?#]/)[0];
  return generateProof(await deviceKey(), htu, method.toUpperCase(), nonce, token);
}

/** Where the last nonce the server gave is kept, so a reload's first call needs no second round trip. */
const NONCE_KEY = 'dpopNonce';
/** The server's nonces are `<window>.<mac>` of 30-minute windows, each taken for two windows. */
const NONCE_WINDOW_MS = 30 * 60_000;
/** A nonce this close to its end (by this device's clock) is asked for afresh. */
const NONCE_MARGIN_MS = 2 * 60_000;

let nonce: string | null = null;
try {
  nonce = localStorage.getItem(NONCE_KEY);
} catch {
  /* no storage: the first call asks for a nonce */
}

/** Keeps the `DPoP-Nonce` of an answer for the next proofs. */
function noteNonce(res: Response): void {
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

/** True when the server refused a proof for its nonce (401 `use_dpop_nonce`). */
function askedForNonce(res: Response): boolean {
  return res.status === 401 && (res.headers?.get?.('www-authenticate') ?? '').includes('use_dpop_nonce');
}

/**
 * `send({ DPoP })` for `method` on `url` (a path or an absolute URL) with bearer `token`, keeping the
 * answer's nonce; sent once more with a fresh proof when the server asked for its nonce. When signing
 * fails (the key could not be made) the call goes without a proof: as from no known device, which whatever
 * needs one refuses in its own words.
 */
export async function signedSend(
  method: string,
  url: string,
  token: string | null | undefined,
  send: (proof: Record<string, string>) => Promise<Response>,
): Promise<Response> {
  const proof = async (): Promise<Record<string, string>> => {
    try {
      const absolute = new URL(url, location.href).href;
      return { DPoP: await signProof(method, absolute, await currentNonce(), token ?? undefined) };
    } catch {
      return {};
    }
  };
  const first = await send(await proof());
  noteNonce(first);
  if (!askedForNonce(first)) return first;
  const again = await send(await proof());
  noteNonce(again);
  return again;
}

/** {@link signedSend} of a Request (the RTK Query api's) with bearer `token`. */
export async function provenRequest(request: Request, token: string | undefined): Promise<Response> {
  // Read once, sent as bytes (at most twice): a Request rebuilt from a Request would stream its body.
  const body = request.body ? await request.arrayBuffer() : undefined;
  return signedSend(request.method, request.url, token, (proof) => {
    const headers = new Headers(request.headers);
    for (const [k, v] of Object.entries(proof)) headers.set(k, v);
    return fetch(request.url, {
      method: request.method,
      headers,
      body,
      signal: request.signal,
      cache: request.cache,
      credentials: request.credentials,
      keepalive: request.keepalive,
      redirect: request.redirect,
    });
  });
}
