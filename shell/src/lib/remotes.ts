import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { formerModuleIds } from '@exam/shared-contracts/apps';
import {
  REMOTE_NAMES,
  type RemoteName,
  type RemoteRoutesModule,
  type RemotesFile,
} from '@exam/shared-contracts/federation';
import { compatPlugin } from './compat';

/** Where the shell reads the remotes' manifest URLs (docs/releases.md: never fixed at build time). */
export const REMOTES_FILE_URL = '/remotes.json';
/** How often an open tab re-reads the release switch (ms), besides on a failure and on returning to the tab. */
export const SWITCH_POLL_MS = 60_000;

/** The entry (manifest URL) registered per remote, and a revision bumped each time it is re-registered. */
const registered = new Map<RemoteName, string>();
const revisions = new Map<RemoteName, number>();
const listeners = new Set<() => void>();
let pluginAdded = false;
let reading: Promise<void> | null = null;

/** The remote of a module or slot id: `store/routes` → `store`, `reader/routes#PdfViewer` → `reader`. */
export const remoteOf = (id: string): RemoteName => id.split('/')[0] as RemoteName;

/** Bumped when `name` is re-registered (a switch, a rollback, a Retry): RemoteSlot then loads it again. */
export function remoteRevision(name: RemoteName): number {
  return revisions.get(name) ?? 0;
}

/** Subscribes to re-registrations (for useSyncExternalStore); returns the unsubscribe function. */
export function subscribeRemotes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function register(name: RemoteName, entry: string, force: boolean): void {
  // force: the runtime drops the old remote's manifest, entry and module caches.
  registerRemotes([{ name, entry }], { force });
  registered.set(name, entry);
  if (force) revisions.set(name, remoteRevision(name) + 1);
}

async function readSwitch(reset?: RemoteName): Promise<void> {
  if (!pluginAdded) {
    registerPlugins([compatPlugin()]);
    pluginAdded = true;
  }
  const response = await fetch(REMOTES_FILE_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${REMOTES_FILE_URL} answered ${response.status}`);
  const file = (await response.json()) as Partial<RemotesFile>;
  let changed = false;
  for (const name of REMOTE_NAMES) {
    const entry = file[name];
    if (typeof entry !== 'string' || !entry) continue;
    const before = registered.get(name);
    if (before === undefined) register(name, entry, false);
    else if (before !== entry || name === reset) {
      if (before !== entry) console.warn(`Remote ${name} moves to ${entry}`);
      register(name, entry, true);
      changed = true;
    }
  }
  if (changed) listeners.forEach((listener) => listener());
}

/**
 * Reads the release switch `/remotes.json` and registers each remote; a remote whose entry changed since the
 * last read (a switch or rollback) is re-registered with `force` and its slots reload it, so open tabs move
 * without a page reload. `reset` re-registers that remote even if unchanged (Retry after a failure: clears
 * its failed manifest or chunk). Concurrent calls share one read; a failure is not remembered.
 */
export function refreshRemotes(reset?: RemoteName): Promise<void> {
  if (reset) return readSwitch(reset);
  reading ??= readSwitch().finally(() => {
    reading = null;
  });
  return reading;
}

/** Registers every remote once at start (the first read of the switch); later calls resolve at once. */
export function ensureRemotesRegistered(): Promise<void> {
  return registered.size > 0 ? Promise.resolve() : refreshRemotes();
}

/** Re-reads the switch every {@link SWITCH_POLL_MS} and when the tab becomes visible again. */
export function watchReleaseSwitch(): void {
  const check = () =>
    refreshRemotes().catch((error: unknown) => console.warn('Release switch not read', error));
  setInterval(check, SWITCH_POLL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
}

/** Loads started ahead of their slot (see {@link preloadRemoteModule}), by module id. */
const early = new Map<string, Promise<{ default: unknown }>>();

/**
 * Starts loading one exposed module now, before React renders the slot that needs it, so the remote's
 * manifest, entry and chunks download in parallel with the shell's own work instead of after it (a
 * shorter request chain for the guest home: request chain). The slot's {@link loadRemoteModule} then takes this load; a failed one
 * is forgotten and the slot loads (and retries) on its own.
 */
export function preloadRemoteModule(id: string): void {
  if (early.has(id)) return;
  const load = loadFresh<unknown>(id);
  early.set(id, load);
  load.then(
    (module) => {
      if (early.get(id) === load) arrived.set(id, module);
    },
    () => early.delete(id),
  );
}

/** Early loads that have arrived (see {@link takeArrivedRemoteModule}), by module id. */
const arrived = new Map<string, { default: unknown }>();

/**
 * The module of an early load ({@link preloadRemoteModule}) that has already arrived, handed over once:
 * the slot then renders it at once instead of suspending on a promise that is already settled. React shows
 * a suspended slot's content no sooner than 300 ms after its fallback, which delayed the store's page and
 * its requests. Undefined when nothing has arrived; the slot loads with {@link loadRemoteModule}.
 */
export function takeArrivedRemoteModule<T>(id: string): { default: T } | undefined {
  const module = arrived.get(id) as { default: T } | undefined;
  if (module) {
    arrived.delete(id);
    early.delete(id);
  }
  return module;
}

/**
 * Loads what one slot renders, a remote's routes (`store/routes`, `admin/routes`) or one of its views
 * (`reader/routes#PdfViewer`; see {@link loadExposed}), in the shape React.lazy wants. Throws when the remote
 * or module is missing or refused: the caller's boundary shows Retry.
 */
export async function loadRemoteModule<T>(id: string): Promise<{ default: T }> {
  const started = early.get(id);
  if (started) {
    early.delete(id);
    arrived.delete(id);
    try {
      return (await started) as { default: T };
    } catch {
      // The early load failed: load again now, like a first attempt.
    }
  }
  return loadFresh<T>(id);
}

async function loadFresh<T>(id: string): Promise<{ default: T }> {
  await ensureRemotesRegistered();
  const module = await loadExposed<T>(id);
  if (!module) throw new Error(`Remote module ${id} is not available`);
  return module;
}

/** A remote's `./routes` as the shell uses it, whatever release it came from. */
type RoutesShape = RemoteRoutesModule<Record<string, unknown>>;

/**
 * What slot `id` renders (docs/architecture.md "The list of apps"): `exam/routes` is the remote's
 * `./routes` default export, its routes component; `reader/routes#PdfViewer` its view `PdfViewer`. Null
 * when the module has no such part. A release built before `./routes` became every remote's one module
 * lacks it: then each of the remote's former module ids for that part is tried in the order of apps.json
 * `formerModules` (`exam/ExamApp`, then `exam/TestApp` from before the rename; `reader/PdfViewer`), and the
 * old module's default export is taken as the routes or the view (docs/releases.md "Former module names").
 * The error of `./routes` is the one thrown when every name fails.
 */
export async function loadExposed<T>(id: string): Promise<{ default: T } | null> {
  const [module = id, view] = id.split('#');
  let routes: RoutesShape | null | undefined;
  try {
    routes = await loadRemote<RoutesShape>(module);
  } catch (error) {
    routes = await loadFormer(remoteOf(module), view).catch(() => Promise.reject(error as Error));
  }
  routes ??= await loadFormer(remoteOf(module), view).catch(() => null);
  const part = view ? routes?.views?.[view] : routes?.default;
  return part ? { default: part as T } : null;
}

/** The first former module of remote `name` for `view` (none: its routes) that loads, in the shape of `./routes`. */
async function loadFormer(name: string, view: string | undefined): Promise<RoutesShape> {
  for (const id of formerModuleIds(name, view)) {
    const old = await loadRemote<{ default?: unknown }>(id).catch(() => null);
    if (!old?.default) continue;
    return view
      ? { default: null, views: { [view]: old.default } }
      : { default: old.default as RoutesShape['default'] };
  }
  throw new Error(`No former module of ${name} for ${view ?? 'its routes'}`);
}
