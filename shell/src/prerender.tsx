import { prerenderPages, type PrerenderFile } from '@exam/shared-contracts/prerender';
import { AuthCard, AuthPage } from './features/auth/components/auth-layout';
import { LoginIntro } from './features/auth/components/login-intro';

/**
 * The shell's `prerender.json` (ARCHITECTURE "Prerendered first paint"): the top of the sign-in
 * card, which the server puts into /login's HTML so its largest text paints before any script. Run at
 * build time by rspack.base.ts's PrerenderPlugin.
 */
export function prerender(): PrerenderFile {
  return prerenderPages([
    {
      path: '/login',
      guestOnly: false,
      Part: () => (
        <AuthPage>
          <AuthCard aria-labelledby="login-title">
            <LoginIntro />
          </AuthCard>
        </AuthPage>
      ),
    },
  ]);
}
