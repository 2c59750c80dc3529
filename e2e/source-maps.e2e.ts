import fs from 'node:fs';
import path from 'node:path';
import { APPS as APP_LIST } from '@exam/shared-contracts/apps';
import { platform } from './support/browser';
import { expect, test } from './support/fixtures';
import { ROOT } from './support/platform';

/**
 * Issue 15 item 7: production builds keep their source maps beside the build (rspack `hidden-source-map`,
 * for error tracking) but never hand them out: no `sourceMappingURL` in any served script, and `*.js.map`
 * answers 404, for the shell and every remote (the reader's protection code included).
 */
const APPS = APP_LIST.map((app) => ({ dir: `${app.folder}/dist`, prefix: app.prefix }));

test('every built script is served without a source map reference, and its map (kept on disk) answers 404', async () => {
  let checked = 0;
  for (const app of APPS) {
    const dist = path.join(ROOT, app.dir);
    // Every script of the current build (entries and chunks), as the manifest and the files on disk list them.
    const scripts = fs
      .readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'));
    const withMaps = scripts.filter((f) => fs.existsSync(path.join(dist, `${f}.map`)));
    expect([app.dir, withMaps.length > 0]).toEqual([app.dir, true]);
    for (const file of withMaps) {
      const url = `${platform().url}${app.prefix}${file.split(path.sep).join('/')}`;
      const js = await fetch(url);
      expect([url, js.status]).toEqual([url, 200]);
      expect(js.headers.get('sourcemap')).toBeNull();
      expect(await js.text()).not.toContain('sourceMappingURL=');
      const map = await fetch(`${url}.map`, { headers: { accept: 'text/html,*/*' } });
      expect([`${url}.map`, map.status]).toEqual([`${url}.map`, 404]);
      checked += 1;
    }
  }
  expect(checked).toBeGreaterThan(4);
});

test('the guest home loads no script that points at a source map', async ({ guestPage }) => {
  const page = await guestPage('/');
  const bodies: string[] = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') bodies.push(await r.text().catch(() => ''));
  });
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) expect(body).not.toContain('sourceMappingURL=');
});
