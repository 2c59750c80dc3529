import type { PageEntry, PageManifest } from '@exam/shared-contracts/http';

/** One of the shell's routes (docs/screens.md "Routes and access"): its manifest entry and its tab title
 * (none for a remote's own). */
export interface ShellPage extends PageEntry {
  title?: string;
}

/** The shell's own pages draw no remote: the server preloads none of them there. */
const own = <Title extends string>(
  path: string,
  title: Title,
  audience: 'guest' | 'admin' = 'guest',
  app?: string,
) => ({
  path,
  audience,
  ...(app ? { app } : {}),
  preload: [{ kind: 'no-remote' as const }],
  title,
});

/**
 * The shell's route table, plain data: app-routes.tsx draws its `<Route>`s' paths and titles from it and
 * the build writes it as `dist/pages.json` ({@link pageManifest}). The auth pages live in the shell so
 * they work even when a remote is down (/login with its prerendered sign-in card); /admin/* is the admin
 * remote behind the shell's gate (neither preloads the store); /test/* and /my-tests/* are test-remote's;
 * `/*` (anything else) is store-remote's, whose own manifest says more of each of its pages.
 */
export const SHELL_PAGES = {
  login: { ...own('/login', 'Sign in'), prerender: { kind: 'fragment', key: '/login' } },
  register: own('/register', 'Create an account'),
  adminLogin: own('/admin-login', 'Admin sign in'),
  authCallback: own('/auth-callback', 'Signing in'),
  forgotPassword: own('/forgot-password', 'Reset your password'),
  resetPassword: own('/reset-password', 'Choose a new password'),
  admin: own('/admin/*', 'Admin dashboard', 'admin', 'admin'),
  test: { path: '/test/*', audience: 'signed-in', app: 'test', preload: [] },
  myTests: { path: '/my-tests/*', audience: 'signed-in', app: 'test', preload: [] },
  store: { path: '/*', audience: 'any', app: 'store', preload: [] },
} as const satisfies Record<string, ShellPage>;

/** The shell's page manifest (`dist/pages.json`, written by the build): {@link SHELL_PAGES} without titles. */
export function pageManifest(): PageManifest {
  return {
    app: null,
    pages: Object.values(SHELL_PAGES).map((page) => {
      const { title: _title, ...entry } = page as ShellPage;
      return { ...entry, preload: [...entry.preload] };
    }),
  };
}
