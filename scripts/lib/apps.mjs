/**
 * The front-end apps, read from the repository's `apps.json` (the one list of apps; its typed face for
 * TypeScript is `@exam/shared-contracts/apps`), and whether each build is current. Every script, ESLint,
 * Jest and CI take the apps from here; `npm start` and `npm test` use it to build only what is missing or
 * older than its sources (docs/serving.md). Plain JSON, read synchronously: no TypeScript loader, so
 * importing this costs nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Every entry of apps.json, in its order (the host first): `{ folder, kind, name, devPort, prefix, exposes,
 * releasable }` (apps.schema.json says what each field means).
 */
export const APP_ENTRIES = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps.json'), 'utf8')).apps;

/** App folders, the host (shell) first. */
export const APPS = APP_ENTRIES.map((app) => app.folder);

/** The host's entry (the shell): served at `/`, no federation name. */
export const HOST_APP = APP_ENTRIES.find((app) => app.kind === 'host');

/** The remotes' entries, in list order. */
export const REMOTES = APP_ENTRIES.filter((app) => app.kind === 'remote');

/** Folders of the remotes that are published as versioned releases (docs/releases.md). */
export const RELEASABLE = APP_ENTRIES.filter((app) => app.releasable).map((app) => app.folder);

/** Default dev-server port of each app folder (`npm run dev -w <app>`). */
export const DEV_PORTS = Object.fromEntries(APP_ENTRIES.map((app) => [app.folder, app.devPort]));

/** The entry of an app folder (`store-remote`) or a remote's federation name (`store`); undefined if none. */
export function findApp(folderOrName) {
  return APP_ENTRIES.find((app) => app.folder === folderOrName || (app.name && app.name === folderOrName));
}

/** Newest modification time (ms) of the files under `dir`, skipping node_modules and dist. */
function newestMtime(dir) {
  if (!fs.existsSync(dir)) return 0;
  const stat = fs.statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '__tests__') continue;
    newest = Math.max(newest, newestMtime(path.join(dir, entry)));
  }
  return newest;
}

/** True when `app` has no build, or a source it depends on is newer than its build. */
export function isStale(app) {
  const marker = path.join(ROOT, app, 'dist', 'mf-manifest.json');
  if (!fs.existsSync(marker)) return true;
  const built = fs.statSync(marker).mtimeMs;
  const sources = [
    path.join(ROOT, app, 'src'),
    path.join(ROOT, app, 'public'),
    path.join(ROOT, app, 'index.html'),
    path.join(ROOT, app, 'rspack.config.ts'),
    path.join(ROOT, 'shared-contracts', 'src'),
    path.join(ROOT, 'web-platform', 'src'),
    path.join(ROOT, 'shared-ui', 'src'),
    path.join(ROOT, 'rspack.base.ts'),
    path.join(ROOT, 'rspack'),
    // An app's federation name and exposed modules come from the list.
    path.join(ROOT, 'apps.json'),
    path.join(ROOT, 'package-lock.json'),
  ];
  return sources.some((source) => newestMtime(source) > built);
}

/** True when `app` has no build at all (no dist/mf-manifest.json). */
export function isMissing(app) {
  return !fs.existsSync(path.join(ROOT, app, 'dist', 'mf-manifest.json'));
}

/**
 * Builds every stale app (or, with `missingOnly`, every app with no build: `npm start` never replaces a build
 * behind a team's back, it only says it is older than its sources), one after the other (2 cores: parallel
 * builds only fight). Throws on failure.
 */
export async function buildStaleApps({ force = false, missingOnly = false } = {}) {
  const { buildApp } = await import('../build-app.mjs');
  for (const app of APPS) {
    if (!force && missingOnly && !isMissing(app)) {
      if (isStale(app))
        console.warn(`[${app}] dist is older than its sources: npm run build -w ${app} to rebuild`);
      continue;
    }
    if (!force && !isStale(app)) continue;
    if (!(await buildApp(app, true))) throw new Error(`build of ${app} failed`);
  }
}
