import { calculateThumbprint, generateKeyPair, generateProof, type KeyPair } from 'dpop';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { deviceHash } from '../../src/modules/accounts/devices';

/**
 * The device keys of the tests' browsers (docs/domains/reading.md "Per-user budgets"): one P-256 key per
 * device cookie secret, made on first use, as a browser makes one in its IndexedDB; requests without a device
 * cookie sign with the key of `''`.
 */
const keys = new Map<string, Promise<KeyPair>>();

/** The key pair of the browser holding device secret `secret`. */
export function deviceKeyOf(secret: string): Promise<KeyPair> {
  let key = keys.get(secret);
  if (!key) {
    key = generateKeyPair('ES256');
    keys.set(secret, key);
  }
  return key;
}

/** The `devices.secret_hash` of the browser holding `secret` with its key (what a sign-in stores). */
export async function testDeviceHash(secret: string): Promise<string> {
  return deviceHash(secret, await calculateThumbprint((await deviceKeyOf(secret)).publicKey));
}

/** The `exam_device` secret in a Cookie header, or '' when it has none. */
function cookieSecret(cookie: unknown): string {
  const text = Array.isArray(cookie) ? cookie.join('; ') : typeof cookie === 'string' ? cookie : '';
  return /(?:^|;\s*)exam_device=([^;]+)/.exec(text)?.[1] ?? '';
}

/** A `DPoP` proof for `method` `url` (any origin; only the path counts) from the browser holding `secret`. */
async function signed(secret: string, method: string, url: string, nonce?: string, token?: string) {
  const htu = new URL(url, 'http://127.0.0.1').href.split('?')[0];
  return generateProof(await deviceKeyOf(secret), htu, method.toUpperCase(), nonce, token);
}

/**
 * A `DPoP` proof for `method` `url` from the browser holding `secret`, with `app`'s current nonce and the
 * hash of `token` when one is sent.
 */
export function proofFor(
  app: FastifyInstance,
  secret: string,
  method: string,
  url: string,
  token?: string,
): Promise<string> {
  return signed(secret, method, url, app.deviceProofs.nonce(), token);
}

/** The last `DPoP-Nonce` each origin gave to {@link provenFetch}. */
const nonces = new Map<string, string>();

/**
 * `fetch(url, init)` over real HTTP from the browser holding device `secret` (default: none, as a
 * cookie-less call): its cookie when `secret` is given, a proof with the token of `init`'s authorization,
 * and the server's nonce, asking again once when the server wants a newer one.
 */
export async function provenFetch(url: string, init: RequestInit = {}, secret = ''): Promise<Response> {
  const origin = new URL(url).origin;
  const send = async () => {
    const headers = new Headers(init.headers);
    if (secret) headers.set('cookie', `exam_device=${secret}`);
    const token = /^Bearer\s+(\S+)/i.exec(headers.get('authorization') ?? '')?.[1];
    headers.set(
      'dpop',
      await signed(cookieSecret(headers.get('cookie')), init.method ?? 'GET', url, nonces.get(origin), token),
    );
    const res = await fetch(url, { ...init, headers });
    const nonce = res.headers.get('dpop-nonce');
    if (nonce) nonces.set(origin, nonce);
    return res;
  };
  const first = await send();
  const again =
    first.status === 401 && (first.headers.get('www-authenticate') ?? '').includes('use_dpop_nonce');
  return again ? send() : first;
}

/**
 * Makes `app.inject({...})` prove its device as the browser does: every request gets a `DPoP` proof signed
 * by the key of the device cookie it carries, unless its headers already name a `dpop` (a test of proofs;
 * an empty one is dropped, so the request goes without). Returns `app`.
 */
export function withDeviceProofs(app: FastifyInstance): FastifyInstance {
  const inject = app.inject.bind(app) as (opts?: InjectOptions | string) => unknown;
  const proven = async (opts: InjectOptions) => {
    const headers = { ...(opts.headers ?? {}) } as Record<string, string | string[] | undefined>;
    if ('dpop' in headers) {
      if (!headers.dpop) delete headers.dpop;
    } else {
      const token = /^Bearer\s+(\S+)/i.exec(String(headers.authorization ?? ''))?.[1];
      const url = typeof opts.url === 'string' ? opts.url : String(opts.path ?? '/');
      headers.dpop = await proofFor(app, cookieSecret(headers.cookie), opts.method ?? 'GET', url, token);
    }
    return inject({ ...opts, headers } as InjectOptions);
  };
  (app as { inject: unknown }).inject = (opts?: InjectOptions | string) =>
    opts && typeof opts === 'object' ? proven(opts) : inject(opts);
  return app;
}
