import { useShellT } from '../../../lib/i18n';

/**
 * The top of the sign-in card (docs/domains/accounts.md "Login"): its heading and lead. Its own component
 * because the build also prerenders it into /login's HTML (src/prerender.tsx,
 * docs/speed.md "Prerendered first paint").
 */
export function LoginIntro() {
  const t = useShellT();
  return (
    <>
      <h1 id="login-title">{t('Welcome back')}</h1>
      <p>{t('Sign in to continue your NEET and JEE preparation.')}</p>
    </>
  );
}
