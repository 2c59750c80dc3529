import type { AppConfig } from '../../config';

// openid-client is ESM-only and this file compiles to CommonJS: a type-only import with resolution-mode
// 'import' keeps the types without a require() at run time (the module itself is loaded by import()).
import type * as OpenIdClientModule from 'openid-client' with { 'resolution-mode': 'import' };

type OpenIdClient = typeof OpenIdClientModule;
type Configuration = OpenIdClientModule.Configuration;

/** What the sign-in start stores for the callback (signed, httpOnly cookie, 10 minutes). */
export interface OidcTransaction {
  state: string;
  nonce: string;
  /** PKCE code verifier (S256 challenge sent to the provider). */
  verifier: string;
}

/** The identity we keep from a validated ID token. */
export interface OidcIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

// openid-client v6 is ESM-only: loaded on first use, so Jest (CommonJS) never loads it and an
// unconfigured server never pays for it.
let lib: Promise<OpenIdClient> | undefined;
function openid(): Promise<OpenIdClient> {
  lib ??= import('openid-client').catch((err) => {
    lib = undefined;
    throw err;
  });
  return lib;
}

const configs = new Map<string, Promise<Configuration>>();

/** The redirect URI registered with the provider: `${PUBLIC_URL}/api/auth/google/callback`. */
export function redirectUri(config: AppConfig): string {
  return `${config.publicUrl}/api/auth/google/callback`;
}

/**
 * The provider's discovered configuration (cached per issuer + client; a failed discovery is retried on
 * the next sign-in). ID token signatures are checked against the provider's JWKS
 * (`enableNonRepudiationChecks`), not only trusted because they came over TLS. Plain-http issuers are
 * allowed only for loopback hosts (local test providers).
 */
async function providerConfig(config: AppConfig): Promise<{ client: OpenIdClient; conf: Configuration }> {
  const client = await openid();
  const { issuer, clientId, clientSecret } = config.oidc;
  const key = `${issuer}|${clientId}`;
  let conf = configs.get(key);
  if (!conf) {
    const url = new URL(issuer);
    const loopback = url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    conf = client
      .discovery(
        url,
        clientId,
        { client_secret: clientSecret },
        client.ClientSecretPost(clientSecret),
        loopback ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .then((c) => {
        client.enableNonRepudiationChecks(c);
        return c;
      });
    configs.set(key, conf);
    conf.catch(() => configs.delete(key));
  }
  return { client, conf: await conf };
}

/** Starts a sign-in: the provider URL (code flow, state, nonce, PKCE S256) and what to keep for the callback. */
export async function startSignIn(config: AppConfig): Promise<{ url: string; tx: OidcTransaction }> {
  const { client, conf } = await providerConfig(config);
  const tx: OidcTransaction = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    verifier: client.randomPKCECodeVerifier(),
  };
  const url = client.buildAuthorizationUrl(conf, {
    redirect_uri: redirectUri(config),
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(tx.verifier),
    code_challenge_method: 'S256',
    state: tx.state,
    nonce: tx.nonce,
  });
  return { url: url.href, tx };
}

/**
 * Finishes a sign-in: exchanges the code (PKCE verifier, expected state and nonce) and validates the ID
 * token (issuer, audience, expiry, nonce, signature via JWKS). `callbackUrl` is the full URL the provider
 * redirected to. Throws on any failure.
 */
export async function finishSignIn(
  config: AppConfig,
  callbackUrl: URL,
  tx: OidcTransaction,
): Promise<OidcIdentity> {
  const { client, conf } = await providerConfig(config);
  const tokens = await client.authorizationCodeGrant(conf, callbackUrl, {
    pkceCodeVerifier: tx.verifier,
    expectedState: tx.state,
    expectedNonce: tx.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims?.sub) throw new Error('ID token without sub');
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return {
    sub: claims.sub,
    email: str(claims.email)?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true,
    name: str(claims.name),
    picture: str(claims.picture),
  };
}
