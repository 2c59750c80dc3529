/**
 * `npm run typecheck:remotes -w shell` (docs/releases.md): type-checks what the
 * shell expects of each remote against the types that remote's release published (`@mf-types.zip`, written
 * by Module Federation's dts plugin when `npm run release` builds it).
 *
 * For each remote: the live release (the switch file, scripts/lib/releases.mjs), else its newest published
 * release that has types. Its zip is unpacked into `shell/.remote-types/<name>/` (git-ignored), and one file
 * asserts that each exposed module's type is assignable to the contract the shell loads it as (its
 * `contract` in apps.json, a type of shared-contracts/src/federation: `./routes` as RemoteRoutesModule or
 * ReaderRoutesModule, and each former module name the release has, as AdminAppModule, PdfViewerModule...:
 * docs/releases.md "Former module names"), checked with tsc. A release built before `./routes` has only
 * its former names, and is checked against theirs; one that has none of the modules named fails.
 * A remote with no release carrying types is reported and not checked. Exit code 1 on a type error, or
 * when no remote could be checked.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import AdmZip from 'adm-zip';
import { ROOT, findApp } from './lib/apps.mjs';
import { RELEASABLE, federationName, readSwitch, releasesDir } from './lib/releases.mjs';

/**
 * The contract type each module of `app` must satisfy when a release has it (its `contract` in apps.json, for
 * `./routes` and for each former module name): `[{ expose: 'routes', type: 'RemoteRoutesModule' },
 * { expose: 'AdminApp', type: 'AdminAppModule' }]`. Modules without one are not checked.
 */
function contractsOf(app) {
  const { exposes, formerModules = [] } = findApp(app);
  return [...Object.entries(exposes), ...formerModules.map((former) => [former.module, former])]
    .filter(([, exposed]) => exposed.contract)
    .map(([key, exposed]) => ({ expose: key.replace(/^\.\//, ''), type: exposed.contract }));
}
const OUT = path.join(ROOT, 'shell', '.remote-types');

/** The release folder whose types are checked for `app`, and why that one; null when none has types. */
async function releaseWithTypes(app) {
  const hasTypes = (version) => fs.existsSync(path.join(releasesDir(), app, version, '@mf-types.zip'));
  const live = (await readSwitch())[federationName(app)]?.version;
  if (live && hasTypes(live)) return { version: live, why: 'live' };
  const folder = path.join(releasesDir(), app);
  const published = fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((v) => !v.startsWith('.') && hasTypes(v))
        .sort((a, b) => fs.statSync(path.join(folder, b)).mtimeMs - fs.statSync(path.join(folder, a)).mtimeMs)
    : [];
  return published.length
    ? { version: published[0], why: live ? `newest (live ${live} has none)` : 'newest' }
    : null;
}

async function main() {
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });
  const lines = ["import type * as contracts from '@exam/shared-contracts/federation';"];
  let checked = 0;
  for (const app of RELEASABLE) {
    const name = federationName(app);
    const contracts = contractsOf(app);
    if (contracts.length === 0) {
      console.log(`${name}: no exposed module names a contract in apps.json; not checked`);
      continue;
    }
    const found = await releaseWithTypes(app);
    if (!found) {
      console.log(`${name}: no published release with types (npm run release -w ${app}); not checked`);
      continue;
    }
    const zip = path.join(releasesDir(), app, found.version, '@mf-types.zip');
    new AdmZip(zip).extractAllTo(path.join(OUT, name), true);
    // A release has the modules of its time: `./routes` and its aliases, or (built before) the old names alone.
    const present = contracts.filter(({ expose }) => fs.existsSync(path.join(OUT, name, `${expose}.d.ts`)));
    if (present.length === 0) {
      console.error(`${name}: ${found.version} has none of ${contracts.map((c) => c.expose).join(', ')}`);
      process.exitCode = 1;
      return;
    }
    for (const { expose, type } of present) {
      // One name per exposed module (`store_routes`): a remote may expose several.
      const id = `${name}_${expose}`.replace(/\W/g, '_');
      lines.push(
        `import type * as ${id} from './${name}/${expose}';`,
        `export const ${id}Check: contracts.${type} = null as unknown as typeof ${id};`,
      );
    }
    console.log(
      `${name}: checking ${found.version} (${found.why}) against ${present.map((c) => c.type).join(', ')}`,
    );
    checked += 1;
  }
  if (checked === 0) {
    console.error('no remote has a published release with types: nothing checked');
    process.exitCode = 1;
    return;
  }
  fs.writeFileSync(path.join(OUT, 'check.ts'), `${lines.join('\n')}\n`);
  fs.writeFileSync(
    path.join(OUT, 'tsconfig.json'),
    JSON.stringify({ extends: '../../tsconfig.base.json', include: ['check.ts'] }, null, 2),
  );
  const tsc = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', OUT],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (tsc.status !== 0) {
    console.error('the shell does not type-check against these released remotes (see above)');
    process.exitCode = 1;
    return;
  }
  console.log(`${checked} remote(s) type-check against the shell's contracts`);
}

await main();
