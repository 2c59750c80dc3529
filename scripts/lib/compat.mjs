/**
 * Compatibility of a remote release with the live shell and API (docs/releases.md "In the browser").
 * A release's mf-manifest.json carries `requires: { shell: "^x.y.z", contracts: "^x.y.z" }` (written by
 * scripts/release.mjs); the live shell version is shell/package.json's and the live contract version is
 * shared-contracts/package.json's (the API serves the same as `contractVersion` on GET /api/health).
 */
import fs from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
import { HOST_APP, ROOT } from './apps.mjs';

const versionOf = (folder) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')).version;

/** The live shell (the host app of apps.json) and contract versions. */
export function liveVersions() {
  return { shell: versionOf(HOST_APP.folder), contracts: versionOf('shared-contracts') };
}

/**
 * Why `manifest` cannot run under the live shell and API, or null when it can (no `requires` → can). A range
 * is read by the Module Federation runtime's `satisfy`, as the shell's gate reads it (shell/src/lib/compat.ts).
 */
export function compatibilityProblem(manifest, live = liveVersions()) {
  const requires = manifest?.requires ?? {};
  for (const key of ['shell', 'contracts']) {
    const range = requires[key];
    if (range && !satisfy(live[key], range))
      return `needs ${key} ${range} but the live ${key} is ${live[key]}`;
  }
  return null;
}
