/**
 * Prints the app folders of apps.json, one a line, in its order (the shell first), for shell scripts:
 * `node scripts/apps.mjs [--remotes | --releasable]` (`--remotes`: the remotes only; `--releasable`: the
 * remotes published as versioned releases).
 */
import { APP_ENTRIES } from './lib/apps.mjs';

/** Which apps each flag keeps (no flag: all). */
const FILTERS = {
  '--all': () => true,
  '--remotes': (app) => app.kind === 'remote',
  '--releasable': (app) => app.releasable,
};
const keep = FILTERS[process.argv[2] ?? '--all'];
if (!keep || process.argv.length > 3) {
  console.error('usage: node scripts/apps.mjs [--remotes | --releasable]');
  process.exit(2);
}
for (const app of APP_ENTRIES.filter(keep)) console.log(app.folder);
