/**
 * `npm run release -w <remote>` (or `node scripts/release.mjs <remote-folder>`): builds one remote into
 * `releases/<remote>/<version>/`, where `<version>` is the remote's package.json version (its team bumps it
 * and writes CHANGELOG.md). A published version is immutable: the script refuses to overwrite it, and builds
 * into a temporary folder renamed into place only after a successful build, so a half-built release is never
 * served. The server serves it at `/remotes/<name>/<version>/` (api/src/plugins/web-edge/index.ts); going live is a
 * separate step (`npm run release:switch`). Exit code 1 on refusal or a failed build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileOnce, loadAppConfig } from './build-app.mjs';
import { RELEASABLE, releasesDir } from './lib/releases.mjs';
import { liveVersions } from './lib/compat.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What a release of `app` needs: its package.json `exam.requires` when set (a team may widen or narrow it),
 * else `^` of the shell and shared-contracts versions it was built against.
 */
function requirements(app) {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, app, 'package.json'), 'utf8'));
  const live = liveVersions();
  return { shell: `^${live.shell}`, contracts: `^${live.contracts}`, ...(pkg.exam?.requires ?? {}) };
}

function packageVersion(app) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')).version;
}

/** Builds `app` (a remote folder) as `version` (default: its package.json's) into its release folder; resolves the published folder. Throws on refusal. */
export async function release(app, version = RELEASABLE.includes(app) ? packageVersion(app) : '') {
  if (!RELEASABLE.includes(app))
    throw new Error(`release: ${app} is not a remote (${RELEASABLE.join(', ')})`);
  if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) throw new Error(`release: bad version ${version}`);
  const target = path.join(releasesDir(), app, version);
  if (fs.existsSync(target))
    throw new Error(`release: ${app} ${version} is already published (${target}); bump the version`);
  const temp = path.join(releasesDir(), app, `.${version}.${process.pid}.tmp`);
  // A release carries the types of what it exposes (`@mf-types.zip`, checked by check-remote-types.mjs),
  // unless MF_TYPES=0 (the release browser tests, which do not need them, publish faster).
  process.env.MF_TYPES ??= '1';
  const config = await loadAppConfig(app, true);
  // Two versions of one remote run in one page after a switch: each needs its own chunk-loading global, or
  // the new remoteEntry would adopt the old version's chunks already pushed to the shared array.
  const tag = `${config.output.uniqueName}_${version.replace(/\W/g, '_')}`;
  config.output = { ...config.output, path: temp, uniqueName: tag, chunkLoadingGlobal: `chunk_${tag}` };
  // The release's source maps go beside the app's own (never under releases/, which is served).
  const maps = config.plugins.find((p) => p?.constructor?.name === 'SourceMapsOutsidePlugin');
  if (maps) maps.dir = path.join(ROOT, app, 'source-maps', `release-${version}`);
  const started = Date.now();
  const ok = await compileOnce(config);
  if (!ok) {
    fs.rmSync(temp, { recursive: true, force: true });
    throw new Error(`release: build of ${app} ${version} failed`);
  }
  // The release declares what it needs from the live shell and API; release:switch and the shell check it.
  const manifestFile = path.join(temp, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  manifest.requires = requirements(app);
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  fs.renameSync(temp, target);
  console.log(`[${app}] released ${version} in ${Date.now() - started} ms → ${path.relative(ROOT, target)}`);
  return target;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `--version <v>` publishes under another version than package.json's (tests publish pre-releases).
  const at = process.argv.indexOf('--version');
  release(process.argv[2] ?? '', at > 0 ? process.argv[at + 1] : undefined).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
