/**
 * The front-end apps of the platform, each named once in the repository's `apps.json` (checked against
 * `apps.schema.json` by api/test/scripts/apps-list.test.ts). This module is its typed face for TypeScript: the API
 * (what it serves, `/remotes.json`), the federation types (the remotes the shell registers), the Rspack
 * configs (each app's federation name and exposed modules) and the tests. Plain data, no TypeBox and no Node
 * module, so the browser can import it too. The `.mjs` scripts, ESLint, Jest and CI read the same JSON
 * through scripts/lib/apps.mjs. Adding an app: one entry in apps.json and its folder (docs/architecture.md
 * "The list of apps").
 */
import list from '../../../apps.json';

/** `host`: the shell, served at `/`, which loads the remotes at run time. `remote`: a federated remote. */
export type AppKind = 'host' | 'remote';

/** The one module every remote exposes (docs/architecture.md "The list of apps"): its routes and views. */
export const ROUTES_MODULE = './routes';

/** One module a remote exposes. */
export interface ExposedModule {
  /** Its source file, relative to the app's folder (`./src/routes.tsx`). */
  file: string;
  /**
   * The type of `@exam/shared-contracts/federation` it must satisfy (`RemoteRoutesModule`), checked against a
   * release's published types by `npm run typecheck:remotes -w shell`; none: not checked.
   */
  contract?: string;
}

/**
 * A module name a remote exposed before `./routes` (apps.schema.json `formerModule`; docs/releases.md
 * "Former module names"): its builds keep exposing it, and the shell falls back to it for an older release.
 */
export interface FormerModule {
  /** The old exposed name (`./AdminApp`). */
  module: string;
  /** The file exposed under it now: its default export is what an older shell expects there. */
  file: string;
  /** The view its default export is (`PdfViewer`); none: the remote's routes component. */
  view?: string;
  /** The federation type the old module satisfies (`AdminAppModule`), for releases built before `./routes`. */
  contract?: string;
}

/**
 * Who a mounted remote's pages are for: the page manifest's audience. `admin`: behind the shell's admin gate,
 * with nothing preloaded for them before it lets the visitor in.
 */
export type MountAudience = 'any' | 'signed-in' | 'admin';

/** Where the shell mounts a remote's `./routes` (apps.schema.json `mount`). */
export interface AppMount {
  /** Its paths: a folder and everything below it (`/test/*`), or `/*`, the fallback of every other page. */
  routes: string[];
  audience: MountAudience;
}

/**
 * A renamed remote's previous names (apps.schema.json `formerly`; docs/releases.md "Renaming a remote"): the
 * release switch's old key, the old releases folder and URL prefix (its old module names: `formerModules`).
 */
export interface FormerNames {
  /** The old folder (`test-remote`): its releases stay at `releases/test-remote/<version>/`. */
  folder: string;
  /** The old federation name (`test`): its switch entry, and `/remotes/test/` serving the same files. */
  name: string;
}

/** One entry of apps.json. */
export interface AppEntry {
  /** Folder at the repository root, also the npm workspace (`store-remote`). */
  folder: string;
  kind: AppKind;
  /** Federation name of a remote (`store`): its key in `/remotes.json`, the first part of `store/routes`. */
  name: string | null;
  /** Default port of `npm run dev -w <folder>`. */
  devPort: number;
  /** URL path the built app is served under: `/`, or `/remotes/<name>/`. */
  prefix: string;
  /** Exposed modules by exposed name: a remote's one `./routes`; empty for the host. */
  exposes: Record<string, ExposedModule>;
  /** Where the shell mounts it; none for the host and for a remote the shell opens otherwise (the reader). */
  mount?: AppMount;
  /** Views of its `./routes` the shell places without a URL of their own (`PdfViewer`); none for most. */
  views?: string[];
  /** Module names it exposed before `./routes`, in the order the shell tries them. */
  formerModules?: FormerModule[];
  /** Published as versioned releases and switched live (docs/releases.md). */
  releasable: boolean;
  /** What a renamed remote was called before, kept for at least one release; none for the others. */
  formerly?: FormerNames;
}

/** The host's entry: no federation name, nothing exposed, served at `/`. */
export interface HostApp extends AppEntry {
  kind: 'host';
  name: null;
}

/** A remote's entry: it has a federation name. */
export interface RemoteApp extends AppEntry {
  kind: 'remote';
  name: string;
}

/**
 * Every app in the order of apps.json (the host first: it is built first). TypeScript types a JSON import
 * loosely (`kind: string`), so its shape is asserted here and checked against apps.schema.json by
 * api/test/scripts/apps-list.test.ts.
 */
export const APPS: readonly AppEntry[] = list.apps as unknown as readonly AppEntry[];

/** True for a remote's entry. */
export const isRemote = (app: AppEntry): app is RemoteApp => app.kind === 'remote' && app.name !== null;

/** The host app (the shell). */
export const HOST_APP: HostApp = APPS.find((app): app is HostApp => app.kind === 'host')!;

/** The remotes, in list order. */
export const REMOTE_APPS: readonly RemoteApp[] = APPS.filter(isRemote);

/** The entry of an app folder (`store-remote`), or undefined when it is not in the list. */
export function appByFolder(folder: string): AppEntry | undefined {
  return APPS.find((app) => app.folder === folder);
}

/** The remote with federation name `name` (`store`), or undefined. */
export function remoteByName(name: string): RemoteApp | undefined {
  return REMOTE_APPS.find((app) => app.name === name);
}

/** A remote's manifest URL when its built `dist/` is live: `/remotes/store/mf-manifest.json`. */
export const distManifestUrl = (remote: RemoteApp): string => `${remote.prefix}mf-manifest.json`;

/** The module id of a remote's `./routes` (`exam` → `exam/routes`): what the shell loads from every remote. */
export const routesModuleId = (name: string): string => `${name}/${ROUTES_MODULE.slice(2)}`;

/**
 * The module ids a release built before `./routes` exposes for a remote's routes (`view` undefined) or for one
 * of its views, in the order the shell tries them (apps.json `formerModules`): `exam` → `exam/ExamApp`,
 * `exam/TestApp`; `reader`, `PdfViewer` → `reader/PdfViewer`; none for a remote that always had `./routes`.
 */
export function formerModuleIds(name: string, view?: string): string[] {
  return (remoteByName(name)?.formerModules ?? [])
    .filter((former) => former.view === view)
    .map((former) => `${name}/${former.module.slice(2)}`);
}
