/**
 * The product's domains and where each one's code and tests are (docs/architecture.md): a folder of the
 * domain's name in every layer, found on disk, plus the browser tests scripts/domains.json lists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from './apps.mjs';

/** scripts/domains.json as read: `{ domains: { [name]: { apps, browser } }, platform: { browser } }`. */
export const DOMAIN_TABLE = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts', 'domains.json'), 'utf8'));

/** The domains' names, in the table's order. */
export const DOMAINS = Object.keys(DOMAIN_TABLE.domains);

/**
 * Domain `name`'s places, repository-relative, each present on disk:
 * - `docs`: docs/domains/<name>.md;
 * - `contracts`: shared-contracts/src/<name>;
 * - `api`: api/src/modules/<name>, and its tests api/test/modules/<name>;
 * - `front`: every app's src/features/<name>, and the whole of each app the table gives the domain;
 * - `browser`: its e2e files.
 * Throws on an unknown domain.
 */
export function domainPlaces(name) {
  const entry = DOMAIN_TABLE.domains[name];
  if (!entry) throw new Error(`unknown domain "${name}": one of ${DOMAINS.join(', ')}`);
  const present = (p) => fs.existsSync(path.join(ROOT, p));
  return {
    docs: `docs/domains/${name}.md`,
    contracts: [`shared-contracts/src/${name}`].filter(present),
    api: [`api/src/modules/${name}`, `api/test/modules/${name}`].filter(present),
    front: [...new Set([...entry.apps, ...APPS.map((app) => `${app}/src/features/${name}`).filter(present)])],
    browser: entry.browser.map((file) => `e2e/${file}.e2e.ts`),
  };
}
