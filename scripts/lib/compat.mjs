/**
 * Compatibility of a remote release with the live shell and API (docs/releases.md "Compatibility gates").
 * A release's mf-manifest.json carries `requires: { shell: "^x.y.z", contracts: "^x.y.z" }` (written by
 * scripts/release.mjs); the live shell version is shell/package.json's and the live contract version is
 * shared-contracts/package.json's (the API serves the same as `contractVersion` on GET /api/health).
 */
import fs from 'node:fs';
import path from 'node:path';
import { HOST_APP, ROOT } from './apps.mjs';

const versionOf = (folder) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')).version;

/** The live shell (the host app of apps.json) and contract versions. */
export function liveVersions() {
  return { shell: versionOf(HOST_APP.folder), contracts: versionOf('shared-contracts') };
}

/**
 * True when `version` (x.y.z) satisfies `range`: `^x.y.z` (same major, or same minor while major is 0, and
 * not lower), `>=x.y.z`, `*` or an exact version. The shell has the same rule (shell/src/lib/compat.ts).
 */
export function satisfies(version, range) {
  const parse = (v) =>
    v
      .replace(/^[\^>=~\s]+/, '')
      .split('-')[0]
      .split('.')
      .map(Number);
  const cmp = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  if (range === '*' || range === '') return true;
  const v = parse(version);
  const r = parse(range);
  if (range.startsWith('>=')) return cmp(v, r) >= 0;
  if (range.startsWith('^')) {
    if (cmp(v, r) < 0 || v[0] !== r[0]) return false;
    return r[0] !== 0 || v[1] === r[1];
  }
  return cmp(v, r) === 0;
}

/** Why `manifest` cannot run under the live shell and API, or null when it can (no `requires` → can). */
export function compatibilityProblem(manifest, live = liveVersions()) {
  const requires = manifest?.requires ?? {};
  for (const key of ['shell', 'contracts']) {
    const range = requires[key];
    if (range && !satisfies(live[key], range))
      return `needs ${key} ${range} but the live ${key} is ${live[key]}`;
  }
  return null;
}
