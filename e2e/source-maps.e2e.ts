import fs from 'node:fs';
import path from 'node:path';
import { APPS as APP_LIST } from '@exam/shared-contracts/apps';
import { platform } from './support/browser';
import { expect, test } from './support/fixtures';
import { ROOT } from './support/platform';

/**
 * Production builds make source maps for error reports but keep them outside every served folder
 * (`<app>/source-maps/dist`, rspack/source-maps.ts SourceMapsOutsidePlugin): no `sourceMappingURL` in any served
 * script, no `.map` in any dist, and `<script>.map` answers 404 however the name is encoded (`.ma%70`,
 * `%2emap`, `.m%61p`…), for the shell and every remote (the reader's protection code included).
 */
const APPS = APP_LIST.map((app) => ({
  dir: `${app.folder}/dist`,
  maps: `${app.folder}/source-maps/dist`,
  prefix: app.prefix,
}));
const MAP_SUFFIXES = ['.map', '.MAP', '.ma%70', '%2emap', '%2Emap', '.m%61p', '.%6d%61%70', '.ma%2570'];

test('every built script is served without a source map reference; its map is kept outside the build and every encoding of its name answers 404', async () => {
  let checked = 0;
  for (const app of APPS) {
    const dist = path.join(ROOT, app.dir);
    const files = fs.readdirSync(dist, { recursive: true, encoding: 'utf8' });
    expect([app.dir, files.filter((f) => /\.map(\.gz|\.br)?$/i.test(f))]).toEqual([app.dir, []]);
    // Every script of the current build (entries and chunks) whose map the build kept for error reports.
    const scripts = files.filter((f) => f.endsWith('.js'));
    const withMaps = scripts.filter((f) => fs.existsSync(path.join(ROOT, app.maps, `${f}.map`)));
    expect([app.maps, withMaps.length > 0]).toEqual([app.maps, true]);
    for (const file of withMaps) {
      const url = `${platform().url}${app.prefix}${file.split(path.sep).join('/')}`;
      const js = await fetch(url);
      expect([url, js.status]).toEqual([url, 200]);
      expect(js.headers.get('sourcemap')).toBeNull();
      expect(await js.text()).not.toContain('sourceMappingURL=');
      for (const suffix of MAP_SUFFIXES) {
        const map = await fetch(`${url}${suffix}`, { headers: { accept: 'text/html,*/*' } });
        expect([`${url}${suffix}`, map.status]).toEqual([`${url}${suffix}`, 404]);
      }
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
