import type { PageEntry, PageManifest } from '@exam/shared-contracts/http';
import type { ShellMessageId } from './lib/i18n';
import { REMOTE_ROUTES, type RemoteRoute } from './remote-routes';

/** One of the shell's routes (docs/screens.md "Routes and access"): its manifest entry and its tab title
 * (none for a remote's own). */
export interface ShellPage extends PageEntry {
  title?: string;
}

/** The shell's own pages draw no remote: the server preloads none of them there. */
const own = <Title extends string>(path: string, title: Title) => ({
  path,
  audience: 'guest' as const,
  preload: [{ kind: 'no-remote' as const }],
  title,
});

/**
 * The shell's own pages, plain data (docs/screens.md "Routes and access"): app-routes.tsx draws their
 * `<Route>`s' paths and titles from it. The auth pages live in the shell so they work even when a remote is
 * down (/login with its prerendered sign-in card); they preload no remote.
 */
export const SHELL_PAGES = {
  login: { ...own('/login', 'Sign in'), prerender: { kind: 'fragment', key: '/login' } },
  register: own('/register', 'Create an account'),
  adminLogin: own('/admin-login', 'Admin sign in'),
  authCallback: own('/auth-callback', 'Signing in'),
  forgotPassword: own('/forgot-password', 'Reset your password'),
  resetPassword: own('/reset-password', 'Choose a new password'),
} as const satisfies Record<string, ShellPage>;

/** How the shell draws a remote's route while its module loads, and the tab title the shell sets there. */
export interface RouteLook {
  title?: ShellMessageId;
  /** The spinner's label. */
  loading?: string;
  /** Meanwhile the server's prerendered top of the page, when it sent one (the spinner otherwise). */
  prerendered?: boolean;
}

/**
 * The looks of the remotes' routes, by path as apps.json's `mount.routes` writes it (which remote takes a
 * path is said there, not here; a route without a look gets a plain spinner and the remote's own title).
 * Meanwhile the online tests' instructions page and the store's pages show the top the server drew for them.
 */
const ROUTE_LOOKS: Readonly<Record<string, RouteLook>> = {
  '/admin/*': { title: 'Admin dashboard', loading: 'Loading admin dashboard...' },
  '/test/*': { loading: 'Loading the test...', prerendered: true },
  '/my-tests/*': { loading: 'Loading your tests...' },
  '/*': { prerendered: true },
};

/** A page the shell hands to a remote: its route (apps.json) and its look. */
export type RemotePage = RemoteRoute & RouteLook;

/**
 * The remotes' pages, in the order the router ranks them (the fallback `/*`, the store's, last):
 * /admin/* is the admin remote behind the shell's gate (neither it nor the sign-in pages preload the
 * store), /test/* and /my-tests/* the online tests', anything else the store's, whose own manifest says more
 * of each of its pages.
 */
export const REMOTE_PAGES: readonly RemotePage[] = REMOTE_ROUTES.map((route) => ({
  ...route,
  ...ROUTE_LOOKS[route.path],
}));

/** Names the looks of paths no remote is mounted at (their test fails on any). */
export const staleRouteLooks = (): string[] =>
  Object.keys(ROUTE_LOOKS).filter((path) => !REMOTE_ROUTES.some((route) => route.path === path));

/**
 * The shell's page manifest (`dist/pages.json`, written by the build): its own pages without their titles,
 * then the remotes' routes; a page behind the admin gate preloads no remote.
 */
export function pageManifest(): PageManifest {
  return {
    app: null,
    pages: [
      ...Object.values(SHELL_PAGES).map((page) => {
        const { title: _title, ...entry } = page as ShellPage;
        return { ...entry, preload: [...entry.preload] };
      }),
      ...REMOTE_PAGES.map(({ path, audience, app }) => ({
        path,
        audience,
        app,
        preload: audience === 'admin' ? [{ kind: 'no-remote' as const }] : [],
      })),
    ],
  };
}
