// No React import here: the shell's entry imports this module before the shared modules are ready
// (a static shared import in the entry chunk would fail as an "eager consumption").
/**
 * The shell's own pages, each its own chunk so a guest's home page does not download them.
 * `loaders` are the chunks' imports, keyed by path: the entry (`src/index.ts`, through `lib/early-loads.ts`)
 * starts the one of the current path at once, so a cold /login does not wait for React to render the route before asking for its chunk.
 */
export const AUTH_PAGE_LOADERS = {
  '/login': () => import('./login-page').then((m) => ({ default: m.LoginPage })),
  '/register': () => import('./register-page').then((m) => ({ default: m.RegisterPage })),
  '/admin-login': () => import('./admin-login-page').then((m) => ({ default: m.AdminLoginPage })),
  '/auth-callback': () => import('./auth-callback-page').then((m) => ({ default: m.AuthCallbackPage })),
  '/forgot-password': () => import('./forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
  '/reset-password': () => import('./reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
} as const;

/** Starts loading the chunk of `pathname` when it is one of the auth pages; true if it was one. */
export function preloadAuthPage(pathname: string): boolean {
  const load = AUTH_PAGE_LOADERS[pathname.replace(/\/$/, '') as keyof typeof AUTH_PAGE_LOADERS];
  if (!load) return false;
  void load().catch(() => undefined); // the route's own lazy() reports a failure
  return true;
}
