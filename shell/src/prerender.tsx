import { prerenderPages, type PrerenderFile } from '@exam/web-platform/prerender';
import { darkTheme, lightTheme } from '@exam/shared-ui/theme';
import { AuthBox, AuthPage } from './features/accounts/components/auth-layout';
import { LoginIntro } from './features/accounts/components/login-intro';
import hi from './locales/hi.json';
import { SHELL_PAGES } from './page-table';

export { pageManifest } from './page-table';

/**
 * The shell's `prerender.json` (docs/speed.md "Prerendered first paint"): the top of the sign-in
 * card (in English and Hindi), which the server puts into /login's HTML so its largest text paints before any script. Run at
 * build time by rspack.base.ts's PrerenderPlugin, which writes the route table beside it (`pages.json`).
 */
export function prerender(): PrerenderFile {
  return prerenderPages(
    [
      {
        path: SHELL_PAGES.login.prerender.key,
        guestOnly: false,
        Part: () => (
          <AuthPage>
            <AuthBox aria-labelledby="login-title">
              <LoginIntro />
            </AuthBox>
          </AuthPage>
        ),
      },
    ],
    { themes: { dark: darkTheme, light: lightTheme }, hindi: [hi] },
  );
}
