import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';

/**
 * The domain table behind `npm run test:domain` (scripts/lib/domains.mjs, an ES module, read in a child
 * Node process as the script runs it): every browser test belongs to one domain or to the platform, once;
 * each domain has its docs page, an API module and a front-end folder of its name, and the command's
 * filters name them.
 */
type Places = { docs: string; contracts: string[]; api: string[]; front: string[]; browser: string[] };

function load(): { domains: string[]; places: Record<string, Places>; platform: string[] } {
  const lib = path.join(REPO_ROOT, 'scripts', 'lib', 'domains.mjs');
  const code =
    `const m = await import(${JSON.stringify(lib)});` +
    'console.log(JSON.stringify({ domains: m.DOMAINS, platform: m.DOMAIN_TABLE.platform.browser,' +
    ' places: Object.fromEntries(m.DOMAINS.map((d) => [d, m.domainPlaces(d)])) }));';
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout);
}

const table = load();

it('names the six domains', () => {
  expect(table.domains).toEqual(['catalogue', 'purchases', 'reading', 'exams', 'accounts', 'operations']);
});

it('lists every browser test file exactly once, in a domain or the platform', () => {
  const onDisk = fs
    .readdirSync(path.join(REPO_ROOT, 'e2e'))
    .filter((f) => f.endsWith('.e2e.ts'))
    .map((f) => `e2e/${f}`)
    .sort();
  const listed = [
    ...table.domains.flatMap((d) => table.places[d].browser),
    ...table.platform.map((f) => `e2e/${f}.e2e.ts`),
  ];
  expect([...listed].sort()).toEqual(onDisk);
  expect(new Set(listed).size).toBe(listed.length);
});

it.each(table.domains)(
  '%s has its docs page, its contracts, its API module (with its index.ts) and front-end folders of its name',
  (domain) => {
    const places = table.places[domain];
    expect(fs.existsSync(path.join(REPO_ROOT, places.docs))).toBe(true);
    expect(places.contracts).toEqual([`shared-contracts/src/${domain}`]);
    expect(places.api).toContain(`api/src/modules/${domain}`);
    expect(fs.existsSync(path.join(REPO_ROOT, `api/src/modules/${domain}/index.ts`))).toBe(true);
    expect(places.front.length).toBeGreaterThan(0);
    for (const p of places.front) expect(fs.existsSync(path.join(REPO_ROOT, p))).toBe(true);
  },
);

it('refuses an unknown domain with the list of known ones', () => {
  const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'test-domain.mjs'), 'tests'], {
    encoding: 'utf8',
  });
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('catalogue|purchases|reading|exams|accounts|operations');
});
