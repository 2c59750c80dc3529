import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemotesFile } from '@exam/shared-contracts/federation';

/** Where the shell reads the remotes' manifest URLs at start (ARCHITECTURE: never fixed at build time). */
export const REMOTES_FILE_URL = '/remotes.json';

let registered: Promise<void> | null = null;

async function fetchAndRegister(): Promise<void> {
  const response = await fetch(REMOTES_FILE_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${REMOTES_FILE_URL} answered ${response.status}`);
  const file = (await response.json()) as Partial<RemotesFile>;
  const remotes = REMOTE_NAMES.filter((name) => typeof file[name] === 'string' && file[name]).map((name) => ({
    name,
    entry: file[name] as string,
  }));
  registerRemotes(remotes);
}

/**
 * Reads `/remotes.json` and registers every remote with the federation runtime, once. A failure is not
 * remembered, so a later Retry reads the file again instead of repeating the old error.
 */
export function ensureRemotesRegistered(): Promise<void> {
  if (!registered) {
    registered = fetchAndRegister().catch((error: unknown) => {
      registered = null;
      throw error;
    });
  }
  return registered;
}

/** Loads started ahead of their slot (see {@link preloadRemoteModule}), by module id. */
const early = new Map<string, Promise<{ default: unknown }>>();

/**
 * Starts loading one exposed module now, before React renders the slot that needs it, so the remote's
 * manifest, entry and chunks download in parallel with the shell's own work instead of after it (issue 12:
 * the guest home's request chain). The slot's {@link loadRemoteModule} then takes this load; a failed one
 * is forgotten and the slot loads (and retries) on its own.
 */
export function preloadRemoteModule(id: string): void {
  if (early.has(id)) return;
  const load = loadFresh<unknown>(id);
  early.set(id, load);
  load.catch(() => early.delete(id));
}

/**
 * Loads one exposed module (`store/routes`, `reader/PdfViewer`, `admin/AdminApp`) and returns it in the shape
 * React.lazy wants. Throws when the remote or module is missing: the caller's error boundary shows Retry.
 * The runtime forgets failed manifest and entry loads, so calling this again really re-attempts the network.
 */
export async function loadRemoteModule<T>(id: string): Promise<{ default: T }> {
  const started = early.get(id);
  if (started) {
    early.delete(id);
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
  const module = await loadRemote<{ default: T }>(id);
  if (!module || !module.default) throw new Error(`Remote module ${id} is not available`);
  return module;
}
