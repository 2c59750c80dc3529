// The device key of the browser tests and benchmarks (docs/domains/accounts.md "Devices are keys"): a
// test-only P-256 key that Node signs its calls with, and that a browser context gets in its IndexedDB
// where the app keeps its own, so Node's calls and the context's pages are one device.
import { calculateThumbprint, generateProof } from 'dpop';

/** The key (a JWK with its private part). Test-only: it signs nothing outside tests and benchmarks. */
const TEST_DEVICE_KEY = {
  kty: 'EC',
  crv: 'P-256',
  x: '1IaIl2jqRg0pCUjN1ycRK80qFtF9se9dt5-dGqurpCE',
  y: 'K8mh7UnxAPMSEbG88dC7P9XuplLakdlhIfxzX3f7mhQ',
  d: 'J9nfyaCo3pglYRFsFhov4mduEPDCmt8jhkk8zSsAa-w',
};

let pair = null;

function keyPair() {
  const algorithm = { name: 'ECDSA', namedCurve: 'P-256' };
  const { d, ...pub } = TEST_DEVICE_KEY;
  pair ??= Promise.all([
    crypto.subtle.importKey('jwk', { ...pub, d }, algorithm, false, ['sign']),
    crypto.subtle.importKey('jwk', pub, algorithm, true, ['verify']),
  ]).then(([privateKey, publicKey]) => ({ privateKey, publicKey }));
  return pair;
}

/** The last `DPoP-Nonce` each platform (origin) gave. */
const nonces = new Map();

/**
 * A DPoP proof for `method` on absolute `url` signed with the test key, with the bearer `token`'s hash and
 * the last nonce the platform at `url`'s origin gave ({@link keepNonce}).
 */
export async function signProof(url, method, token) {
  const nonce = nonces.get(new URL(url).origin);
  return generateProof(await keyPair(), url.split('?')[0], method.toUpperCase(), nonce, token);
}

/**
 * A DPoP proof for `method` on `path` of an in-process app (`app.inject`), signed with the test key with
 * the app's current nonce: what a sign-in through `inject` sends.
 */
export async function injectProof(app, method, path, token) {
  const htu = new URL(path, 'http://127.0.0.1').href.split('?')[0];
  return generateProof(await keyPair(), htu, method.toUpperCase(), app.deviceProofs.nonce(), token);
}

/** Keeps the `DPoP-Nonce` an answer from `url`'s platform carried (`nonce`; nothing when absent). */
export function keepNonce(url, nonce) {
  if (typeof nonce === 'string' && nonce) nonces.set(new URL(url).origin, nonce);
}

/** The RFC 7638 thumbprint of the test key (what a device row's hash is made with). */
export async function testKeyThumbprint() {
  return calculateThumbprint((await keyPair()).publicKey);
}

/**
 * `fetch(url, init)` from the browser whose device cookie holds `secret`: the cookie, and a DPoP proof
 * signed with the test key (with the bearer token of `init`'s headers, and the platform's nonce, asking
 * again once when it moved on), as the app's own calls are.
 */
export async function deviceFetch(url, init = {}, secret) {
  const send = async () => {
    const headers = new Headers(init.headers);
    headers.set('cookie', `exam_device=${secret}`);
    const token = /^Bearer\s+(\S+)/i.exec(headers.get('authorization') ?? '')?.[1];
    headers.set('dpop', await signProof(url, init.method ?? 'GET', token));
    const res = await fetch(url, { ...init, headers });
    keepNonce(url, res.headers.get('dpop-nonce'));
    return res;
  };
  const first = await send();
  const again =
    first.status === 401 && (first.headers.get('www-authenticate') ?? '').includes('use_dpop_nonce');
  return again ? send() : first;
}

/**
 * Puts the test key into the IndexedDB of `context` (a Playwright browser context) for the platform at
 * `url`, where the app looks for its key (web-platform client/device-key.ts: database `exam-device`,
 * store `keys`, entry `device`), through one page opened on the platform's health answer.
 */
export async function installDeviceKey(context, url) {
  const page = await context.newPage();
  await page.goto(`${url}/api/health`);
  await page.evaluate(async (jwk) => {
    const algorithm = { name: 'ECDSA', namedCurve: 'P-256' };
    const { d, ...pub } = jwk;
    const privateKey = await crypto.subtle.importKey('jwk', { ...pub, d }, algorithm, false, ['sign']);
    const publicKey = await crypto.subtle.importKey('jwk', pub, algorithm, true, ['verify']);
    await new Promise((resolve, reject) => {
      const open = indexedDB.open('exam-device');
      open.onupgradeneeded = () => open.result.createObjectStore('keys');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction('keys', 'readwrite');
        tx.objectStore('keys').put({ privateKey, publicKey }, 'device');
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    });
  }, TEST_DEVICE_KEY);
  await page.close();
}
