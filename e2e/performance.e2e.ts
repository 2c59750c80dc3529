import { expect, test } from './support/fixtures';

/**
 * The guest pages stay fast on a phone: scripts arrive compressed, covers are AVIF or WebP at a width suited to the
 * viewport, and the page does not jump while it loads.
 */

test('every script of the guest home arrives compressed (brotli), with Vary: Accept-Encoding', async ({
  newContext,
  platform,
}) => {
  const page = await (await newContext()).newPage();
  const scripts: { url: string; encoding?: string; vary?: string }[] = [];
  page.on('response', async (response) => {
    if (!/\.m?js(\?|$)/.test(response.url())) return;
    const headers = await response.allHeaders();
    scripts.push({ url: response.url(), encoding: headers['content-encoding'], vary: headers.vary });
  });
  await page.goto(`${platform.url}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(5);
  // Only scripts under the 1 KB threshold of the build's compression may come plain.
  const plain = scripts.filter((s) => s.encoding !== 'br');
  for (const s of plain) {
    const size = (
      await (await page.request.get(s.url, { headers: { 'accept-encoding': 'identity' } })).body()
    ).length;
    expect([s.url, size < 1024]).toEqual([s.url, true]);
  }
  for (const s of scripts.filter((x) => x.encoding === 'br')) expect(s.vary).toMatch(/accept-encoding/i);
});

test('the guest home loads one federation runtime: the store’s entry uses the shell’s', async ({
  newContext,
  platform,
}) => {
  const page = await (await newContext()).newPage();
  const bodies: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    if (/\.m?js(\?|$)/.test(response.url()))
      bodies.push(response.text().then((text) => ({ url: new URL(response.url()).pathname, text })));
  });
  await page.goto(`${platform.url}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  expect(scripts.some((s) => s.url.startsWith('/remotes/store/'))).toBe(true);
  // `beforeInitContainer` is one of @module-federation/runtime-core's hook names: only a script that
  // bundles the runtime has it. Before the runtime was shared, the store's remoteEntry.js carried a second copy (64 KB).
  const withRuntime = scripts.filter((s) => s.text.includes('beforeInitContainer')).map((s) => s.url);
  expect(withRuntime).toEqual([expect.stringMatching(/^\/main\.[0-9a-f]{8}\.js$/)]);
});

test('the shell’s federation runtime loads federated code in short tasks; the store’s carries nothing more', async ({
  newContext,
  platform,
}) => {
  const page = await (await newContext()).newPage();
  await page.goto(`${platform.url}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  // Each app's runtime instance with the plugins its build gave it (`runtimePlugins`, rspack.base.ts).
  const instances = await page.evaluate(() => {
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: { __INSTANCES__: { name: string; options: { plugins: { name: string }[] } }[] };
      }
    ).__FEDERATION__;
    return federation.__INSTANCES__.map((instance) => ({
      name: instance.name,
      plugins: instance.options.plugins.map((plugin) => plugin.name),
    }));
  });
  expect(instances.map((instance) => instance.name).sort()).toEqual(['shell', 'store']);
  const plugins = Object.fromEntries(instances.map((instance) => [instance.name, instance.plugins]));
  expect(plugins.shell).toContain('exam-short-tasks-plugin');
  // Every byte of the store's entry is on the guest home's 200 KiB; its shared modules are the shell's.
  expect(plugins.store).not.toContain('exam-short-tasks-plugin');
});

for (const { width, scale, expected } of [
  { width: 360, scale: 3, expected: 640 },
  { width: 1280, scale: 1, expected: 320 },
]) {
  test(`covers at ${width} px (×${scale}) are AVIF ${expected} px wide, sized, first row eager`, async ({
    newContext,
    platform,
  }) => {
    const context = await newContext({ viewport: { width, height: 800 }, deviceScaleFactor: scale });
    const page = await context.newPage();
    const covers: { name: string; type: string }[] = [];
    page.on('response', async (response) => {
      const m = /\/api\/files\/covers\/([^/?]+)$/.exec(response.url());
      if (m) covers.push({ name: m[1], type: (await response.allHeaders())['content-type'] });
    });
    await page.goto(`${platform.url}/class12`);
    const firstCover = page.locator('article[aria-labelledby^="book-"] img').first();
    await firstCover.waitFor();
    await expect.poll(() => covers.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    for (const c of covers)
      expect([c.name, c.type]).toEqual([
        expect.stringMatching(new RegExp(`-${expected}\\.avif$`)),
        'image/avif',
      ]);
    // The card shows the chosen file, and the <img> reserves its box before it arrives. (naturalWidth is
    // density-corrected for srcset images, so the file's own width is checked by its name above.)
    const info = await firstCover.evaluate((img: HTMLImageElement) => ({
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loading: img.loading,
      priority: img.getAttribute('fetchpriority'),
      current: img.currentSrc,
    }));
    expect(info).toMatchObject({
      width: '320',
      height: '200',
      loading: 'eager',
      priority: 'high',
    });
    expect(info.current).toMatch(new RegExp(`-${expected}\\.avif$`));
  });
}

test('the guest pages do not jump while they load (CLS ≤ 0.05) and the footer starts below the first screen', async ({
  newContext,
  platform,
}) => {
  for (const path of ['/', '/class12', '/tests']) {
    const page = await (await newContext({ viewport: { width: 412, height: 823 } })).newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${platform.url}${path}`);
    const footerTop = await page.locator('footer').evaluate((f) => f.getBoundingClientRect().top);
    expect([path, footerTop >= 823]).toEqual([path, true]);
    await page.locator('article[aria-labelledby^="book-"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect([path, cls <= 0.05]).toEqual([path, true]);
  }
});
