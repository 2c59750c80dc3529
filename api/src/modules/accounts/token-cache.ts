/** Most verified tokens kept (a few hundred bytes each); the oldest verified goes first beyond it. */
export const VERIFIED_TOKENS_MAX = 10_000;

/**
 * Session tokens whose signature and claims were already verified, by the exact token text (the
 * HMAC check was the largest cost of a signed-in student's cached catalogue listing). A token
 * is answered from memory only before its `exp` (strictly, in ms: never longer than the verifier would
 * accept it); refusals are never kept, so a bad token is checked in full every time. The signing keys
 * (JWT_SECRET, JWT_SECRET_PREVIOUS) are fixed for the life of the process, so a text that verified once
 * verifies again until it expires. Revocation is not decided here: `ver` is still compared with the
 * user's `token_version` on every request (modules/accounts/auth-plugin).
 */
export class VerifiedTokens<C extends { exp?: unknown }> {
  private readonly kept = new Map<string, { claims: Readonly<C>; untilMs: number }>();

  constructor(private readonly max = VERIFIED_TOKENS_MAX) {}

  /** The claims of `token`: from memory while it is unexpired, else `verify(token)` (which throws to refuse). */
  claims(token: string, verify: (token: string) => C): Readonly<C> {
    const hit = this.kept.get(token);
    if (hit && Date.now() < hit.untilMs) return hit.claims;
    if (hit) this.kept.delete(token);
    const claims = Object.freeze(verify(token));
    if (typeof claims.exp === 'number') {
      this.kept.set(token, { claims, untilMs: claims.exp * 1000 });
      if (this.kept.size > this.max) this.kept.delete(this.kept.keys().next().value as string);
    }
    return claims;
  }
}
