import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { calculateJwkThumbprint, decodeProtectedHeader, EmbeddedJWK, jwtVerify, type JWK } from 'jose';
import { LRUCache } from 'lru-cache';

/** The request header carrying a proof (RFC 9449 §4.1) and the response header carrying the nonce (§8). */
export const PROOF_HEADER = 'dpop';
export const NONCE_HEADER = 'dpop-nonce';

/** How long one nonce window lasts (ms); a nonce of the current or the previous window is accepted. */
export const NONCE_WINDOW_MS = 30 * 60_000;

/**
 * Why a proof was not taken: `nonce` when its nonce is missing or stale (the client asks again with the
 * one in `DPoP-Nonce`: RFC 9449 §8 `use_dpop_nonce`), `invalid` for anything else (a bad signature, a
 * replayed `jti`, another method or path, a token hash that does not match).
 */
export type ProofProblem = 'nonce' | 'invalid';

/** What a request's proof came to: the thumbprint of the key that signed it (RFC 7638), or the problem. */
export type ProofCheck = { ok: true; thumbprint: string } | { ok: false; problem: ProofProblem };

/** The request facts a proof must match: method, path (no query) and the bearer token sent, if any. */
export interface ProvenRequest {
  method: string;
  path: string;
  token: string | undefined;
}

function windowOf(now: number): number {
  return Math.floor(now / NONCE_WINDOW_MS);
}

/**
 * Device proofs (docs/domains/accounts.md "Devices are keys"; RFC 9449 DPoP): each browser keeps a non-extractable
 * P-256 key and signs, per request, its method, URL, the time, a nonce of ours and the bearer token's hash.
 * The nonce is stateless, `window.HMAC(secret, window)` of a 30-minute window, so every replica that shares
 * `secret` accepts it; a proof's `jti` is accepted once per replica while its nonce is valid (a replay to
 * another replica within that hour is not caught). `iat` is not compared to our clock: phones' clocks are
 * often wrong, and the nonce already bounds a proof's age to at most an hour.
 */
export class DeviceProofs {
  private readonly seen = new LRUCache<string, true>({ max: 200_000, ttl: 2 * NONCE_WINDOW_MS });
  /** The MACs of the last windows asked for: every answer carries a nonce, one HMAC a window is enough. */
  private readonly macs = new LRUCache<number, string>({ max: 4 });

  constructor(private readonly secret: string) {}

  /** The nonce to hand out at time `now` (ms since the epoch): `<window>.<base64url HMAC-SHA256>`. */
  nonce(now = Date.now()): string {
    const w = windowOf(now);
    return `${w}.${this.mac(w)}`;
  }

  /** True when `nonce` is ours, of the current or the previous window at `now`. */
  nonceValid(nonce: unknown, now = Date.now()): boolean {
    if (typeof nonce !== 'string') return false;
    const [w, mac] = nonce.split('.');
    const n = Number(w);
    const current = windowOf(now);
    if (!Number.isInteger(n) || (n !== current && n !== current - 1) || !mac) return false;
    const want = Buffer.from(this.mac(n));
    const got = Buffer.from(mac);
    return want.length === got.length && timingSafeEqual(want, got);
  }

  /**
   * Checks `proof` (a compact JWS, `typ` `dpop+jwt`, ES256, the public key in its header) against `req`:
   * its signature, `htm` equal to the method, the path of `htu` equal to the request's path (the origin is
   * not compared: behind the web edge the API does not know the public one), `ath` equal to the token's
   * SHA-256 when a token is sent, our nonce, and a `jti` not seen before. Never throws.
   */
  async check(proof: string, req: ProvenRequest, now = Date.now()): Promise<ProofCheck> {
    try {
      const header = decodeProtectedHeader(proof);
      const jwk = header.jwk as JWK | undefined;
      if (header.alg !== 'ES256' || !jwk || jwk.kty !== 'EC' || jwk.crv !== 'P-256' || 'd' in jwk)
        return { ok: false, problem: 'invalid' };
      const { payload } = await jwtVerify(proof, EmbeddedJWK, { typ: 'dpop+jwt', algorithms: ['ES256'] });
      if (payload.htm !== req.method || typeof payload.htu !== 'string' || typeof payload.jti !== 'string')
        return { ok: false, problem: 'invalid' };
      if (new URL(payload.htu, 'http://x').pathname !== req.path) return { ok: false, problem: 'invalid' };
      if (
        req.token !== undefined &&
        payload.ath !== createHash('sha256').update(req.token).digest('base64url')
      )
        return { ok: false, problem: 'invalid' };
      if (!this.nonceValid(payload.nonce, now)) return { ok: false, problem: 'nonce' };
      if (this.seen.has(payload.jti)) return { ok: false, problem: 'invalid' };
      this.seen.set(payload.jti, true);
      return { ok: true, thumbprint: await calculateJwkThumbprint(jwk, 'sha256') };
    } catch {
      return { ok: false, problem: 'invalid' };
    }
  }

  private mac(window: number): string {
    let mac = this.macs.get(window);
    if (mac === undefined) {
      mac = createHmac('sha256', this.secret).update(`dpop-nonce.${window}`).digest('base64url');
      this.macs.set(window, mac);
    }
    return mac;
  }
}
