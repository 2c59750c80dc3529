// A real OpenID Connect provider for e2e/oidc.e2e.ts, run as a child process because
// oidc-provider is ESM-only. Usage: node oidc-provider.mjs <port> <clientId> <clientSecret> <redirectUri>
// Prints `READY <issuer>` when listening. Its built-in dev login pages accept any login/password; the
// login becomes the account's `sub`, with e-mail `<login>@oidc.test` (verified) and a name.
import Provider from 'oidc-provider';

const [port, clientId, clientSecret, redirectUri] = process.argv.slice(2);
const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [redirectUri],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  // Put the claims in the ID token itself, like Google does.
  conformIdTokenClaims: false,
  pkce: { required: () => true },
  cookies: { keys: ['e2e-only-cookie-key-0123456789abcdef'] },
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx, sub) {
    return {
      accountId: sub,
      async claims() {
        return { sub, email: `${sub}@oidc.test`, email_verified: true, name: `OIDC ${sub}` };
      },
    };
  },
});
provider.proxy = false;
process.on('SIGTERM', () => process.exit(0));
provider.listen(Number(port), '127.0.0.1', () => console.log(`READY ${issuer}`));
