import { calculateThumbprint, generateKeyPair, generateProof, type KeyPair } from 'dpop';
import { createStore, get, set } from 'idb-keyval';

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
 * This browser's device key (ARCHITECTURE "Per-user budgets"): a P-256 pair made once with WebCrypto, its
 * private half not extractable, kept in IndexedDB as a CryptoKey, so no script, extension or copied profile
 * file can hand it to another browser. Made on first use; the same promise for every caller of the page.
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
