import { REMOTE_APPS, routesModuleId, type MountAudience } from '@exam/shared-contracts/apps';

// No React and no shared module here: the shell's entry (index.ts) imports this before the shared modules
// are ready, to preload the current page's remote.

/** One path the shell hands to a remote, from that remote's `mount` in apps.json. */
export interface RemoteRoute {
  /** A folder and everything below it (`/test/*`), or `/*`: every page no other route takes. */
  path: string;
  /** The remote's federation name (`test`). */
  app: string;
  /** The module id the shell renders there: the remote's `./routes` (`exam/routes`). */
  module: string;
  audience: MountAudience;
}

/** The catch-all route: the remote that draws every page no other route takes (the store). */
export const FALLBACK_PATH = '/*';

/**
 * Every route to a remote (docs/architecture.md "The list of apps"): each remote's `mount.routes` in the
 * order of apps.json, the fallback `/*` last, so that the first route that matches a path is the one that
 * draws it, as in the shell's router (which ranks a folder before `/*`).
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = REMOTE_APPS.flatMap((remote) =>
  (remote.mount?.routes ?? []).map((path) => ({
    path,
    app: remote.name,
    module: routesModuleId(remote.name),
    audience: remote.mount!.audience,
  })),
).sort((a, b) => Number(a.path === FALLBACK_PATH) - Number(b.path === FALLBACK_PATH));

/** True when `pathname` is in the route `path`: `/test/*` takes `/test` and everything below it. */
export function routeTakes(path: string, pathname: string): boolean {
  if (path === FALLBACK_PATH) return true;
  const folder = path.slice(0, -2);
  return pathname === folder || pathname.startsWith(`${folder}/`);
}

/**
 * The remote module the shell's entry starts loading for `pathname`, before React renders its route
 * (docs/speed.md): none on one of the shell's own pages (`ownPaths`: /login and the other sign-in pages,
 * whose chunks load instead) and none behind the admin gate (/admin and below: no store, no dashboard
 * before the gate lets the visitor in); else the module of the first route that takes it (`/test/…` the
 * online tests', anything else the store's).
 */
export function remoteModuleToPreload(
  pathname: string,
  ownPaths: readonly string[],
  routes: readonly RemoteRoute[] = REMOTE_ROUTES,
): string | null {
  if (ownPaths.includes(pathname.replace(/(.)\/$/, '$1'))) return null;
  const route = routes.find((candidate) => routeTakes(candidate.path, pathname));
  return route && route.audience !== 'admin' ? route.module : null;
}

/**
 * The slot id of a view the shell places itself, without a URL of its own (apps.json `views`: `PdfViewer`
 * → `reader/routes#PdfViewer`, the reader's viewer in the shell's reader sheet): the view of the remote
 * that offers it, in its `./routes`. Throws for a view no remote offers, when the shell is built.
 */
export function viewSlotId(view: string): string {
  const remote = REMOTE_APPS.find((app) => app.views?.includes(view));
  if (!remote) throw new Error(`No remote offers the view ${view} (apps.json views)`);
  return `${routesModuleId(remote.name)}#${view}`;
}
