/**
 * `npm run test:domain -- <domain> [more arguments]`: the tests of one domain (docs/architecture.md), in
 * every layer: its contracts', its API module's, its front-end folders' and its browser tests, by `npm
 * test` (scripts/test.mjs) with those paths as filters. Other arguments go to `npm test` as they are
 * (`-t <pattern>`, `--browser --headed`). Exits with `npm test`'s code; 2 for an unknown domain.
 *
 *   npm run test:domain -- exams
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { DOMAINS, domainPlaces } from './lib/domains.mjs';

const [name, ...rest] = process.argv.slice(2);
if (!DOMAINS.includes(name)) {
  console.error(`usage: npm run test:domain -- <${DOMAINS.join('|')}>`);
  process.exit(2);
}
const places = domainPlaces(name);
const paths = [...places.contracts, ...places.api, ...places.front, ...places.browser];
console.log(`${name}: ${paths.join(' ')}`);
const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'test.mjs'), ...paths, ...rest], {
  cwd: ROOT,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
