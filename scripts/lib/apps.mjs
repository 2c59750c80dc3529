/**
 * The front-end apps and whether each build is current. Used by `npm start` and `npm test` to build only
 * what is missing or older than its sources (ARCHITECTURE "Serving").
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** App folders, shell first. */
export const APPS = ['shell', 'store-remote', 'reader-remote', 'admin-remote'];

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
    path.join(ROOT, 'rspack.base.ts'),
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
