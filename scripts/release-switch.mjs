/**
 * The release switch (docs/releases.md):
 *   `npm run release:switch -- <remote> <version>`  makes a published version live;
 *   `npm run release:rollback -- <remote>`          goes back to the version live before the last switch.
 * `<remote>` is a releasable remote of apps.json, by folder or federation name (`store-remote` or `store`).
 * Writes `<DATA_DIR>/remotes.json` (with STORAGE_DRIVER=s3, the bucket's `releases/remotes.json`, read by
 * every replica) with a record of who (RELEASED_BY or the OS user) and when; the running server reads it on every GET /remotes.json,
 * so no restart is needed, and open shells pick it up on their next check. Refuses a version that is not
 * published or whose declared requirements the live shell and API do not satisfy. Exit code 1 on refusal.
 *
 * Before a switch, the skew test (scripts/lib/skew-test.mjs) runs a short browser journey against the running
 * platform with the live version and with the candidate, and refuses a candidate whose journey fails.
 * `--skip-skew-test` (or RELEASE_SKEW_TEST=off) switches without it; rollbacks never run it (they go back to
 * a version that was live).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findApp } from './lib/apps.mjs';
import {
  RELEASABLE,
  actor,
  federationName,
  publishedFolder,
  readSwitch,
  releasesDir,
  switchEntryOf,
  writeSwitch,
} from './lib/releases.mjs';
import { compatibilityProblem } from './lib/compat.mjs';
import { runSkewTest } from './lib/skew-test.mjs';

/** The releasable remote's folder named by `arg`: its folder (`store-remote`) or federation name (`store`). */
function remoteFolder(arg) {
  const app = arg && findApp(arg)?.folder;
  if (!app || !RELEASABLE.includes(app)) throw new Error(`unknown remote ${arg} (${RELEASABLE.join(', ')})`);
  return app;
}

/** Throws when `version` of `app` is not published, or (unless `force`) not compatible with the live shell. */
function checkPublished(app, version, force) {
  const folder = publishedFolder(app, version);
  const manifest = path.join(folder ?? path.join(releasesDir(), app, version), 'mf-manifest.json');
  if (!fs.existsSync(manifest)) throw new Error(`${app} ${version} is not published (no ${manifest})`);
  const problem = compatibilityProblem(JSON.parse(fs.readFileSync(manifest, 'utf8')));
  if (problem && !force) throw new Error(`refused: ${app} ${version} ${problem}`);
}

/** Makes `version` of `app` live. Throws when it is not published or not compatible. */
export async function switchTo(app, version, { action = 'switch', force = false } = {}) {
  const name = federationName(app);
  if (version !== null) checkPublished(app, version, force);
  const state = await readSwitch();
  const entry = switchEntryOf(state, app) ?? { version: null, previous: [], history: [] };
  const from = entry.version ?? null;
  if (action === 'switch') entry.previous.push(from);
  entry.version = version;
  entry.history.push({ action, from, to: version, by: actor(), at: new Date().toISOString() });
  state[name] = entry;
  await writeSwitch(state);
  return { name, from, to: version };
}

/** Goes back to the version live before the last switch of `app`. Throws when there is nothing to roll back. */
export async function rollback(app) {
  const name = federationName(app);
  const state = await readSwitch();
  const entry = switchEntryOf(state, app);
  if (!entry || entry.previous.length === 0) throw new Error(`${app}: nothing to roll back to`);
  const to = entry.previous.pop();
  state[name] = entry;
  // Persist the pop before switching so the rollback itself is not pushed as a new "previous".
  await writeSwitch(state);
  return switchTo(app, to, { action: 'rollback', force: true });
}

async function main() {
  const [command, remoteArg, version, ...flags] = process.argv.slice(2);
  const app = remoteFolder(remoteArg);
  const options = [version, ...flags];
  const force = options.includes('--force');
  const skipSkew = options.includes('--skip-skew-test') || process.env.RELEASE_SKEW_TEST === 'off';
  const started = Date.now();
  if (command !== 'rollback') {
    if (!version || version.startsWith('--')) throw new Error('usage: release:switch -- <remote> <version>');
    checkPublished(app, version, force);
    if (skipSkew) console.log(`${federationName(app)}: skew test skipped`);
    else {
      const skew = await runSkewTest(federationName(app), version);
      if (!skew.ok)
        throw new Error(`refused: ${skew.message} (${skew.ms} ms; --skip-skew-test to switch anyway)`);
      console.log(`${skew.message} (${skew.ms} ms)`);
    }
  }
  const result = command === 'rollback' ? await rollback(app) : await switchTo(app, version, { force });
  console.log(
    `${result.name}: ${result.from ?? 'dist'} → ${result.to ?? 'dist'} (${command}, ${Date.now() - started} ms)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
