/**
 * Every remote exposes one module, `./routes` (docs/releases.md "Former module names"). A release built
 * before that has only its former names (`./ExamApp`, `./PdfViewer`, `./AdminApp`): played here by serving
 * today's build with `./routes` taken out of its container and manifest, the new shell must still mount it
 * (the online tests at /my-tests, the reader's viewer in its sheet). And a shell built before asks the new
 * builds for those old ids: each must answer the same component as `./routes` has.
 */
import type { Page } from '@playwright/test';
import { platform } from './support/browser';
import { expect, test } from './support/fixtures';
import { FREE_BOOK, openFromCard, studentCredentials, waitForFirstPaint } from './support/reader-helpers';

/**
 * Serves remote `name`'s build as a release built before `./routes`: its container (remoteEntry.js) no longer
 * answers `./routes`, and its manifest lists the module under its old name `old`. Resolves a flag that
 * turns true once the changed container was served.
 */
async function asReleasedBefore(page: Page, name: string, old: string): Promise<() => boolean> {
  let served = false;
  await page.route(`**/remotes/${name}/remoteEntry.js*`, async (route) => {
    const text = await (await route.fetch()).text();
    expect(text).toContain('"./routes":');
    served = true;
    await route.fulfill({
      contentType: 'application/javascript',
      body: text.replace('"./routes":', '"./gone":'),
    });
  });
  await page.route(`**/remotes/${name}/mf-manifest.json*`, async (route) => {
    type Exposed = { name: string; path: string };
    const manifest = (await (await route.fetch()).json()) as { exposes: Exposed[] };
    const listed = manifest.exposes.some((exposed) => exposed.name === old);
    manifest.exposes = manifest.exposes.flatMap((exposed) =>
      exposed.name !== 'routes' ? [exposed] : listed ? [] : [{ ...exposed, name: old, path: `./${old}` }],
    );
    await route.fulfill({ json: manifest });
  });
  return () => served;
}

test('the online tests released before `./routes` (only `./ExamApp`) still draw /my-tests', async ({
  signedInContext,
}) => {
  const page = await (await signedInContext(await studentCredentials(), false)).newPage();
  const served = await asReleasedBefore(page, 'exam', 'ExamApp');
  await page.goto(`${platform().url}/my-tests`);
  await expect(page.getByRole('heading', { level: 1, name: 'My tests' })).toBeVisible();
  expect(served()).toBe(true);
});

test('the reader released before `./routes` (only `./PdfViewer`) still opens a book in the sheet', async ({
  signedInContext,
}) => {
  const page = await (await signedInContext(await studentCredentials(), false)).newPage();
  const served = await asReleasedBefore(page, 'reader', 'PdfViewer');
  await openFromCard(page, FREE_BOOK);
  await waitForFirstPaint(page);
  expect(served()).toBe(true);
});

test("a shell built before `./routes` gets each remote's old module from the new builds", async ({
  guestPage,
}) => {
  const page = await guestPage('/faq');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const same = await page.evaluate(async () => {
    type Module = { default: unknown; views?: Record<string, unknown> };
    type Runtime = { loadRemote(id: string): Promise<Module | undefined> };
    const runtime = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Runtime[] } }).__FEDERATION__
      .__INSTANCES__[0]!;
    const load = async (id: string) => (await runtime.loadRemote(id))!;
    const sameAs = async (old: string, now: () => Promise<unknown>) => {
      const module = await load(old);
      return typeof module.default === 'function' && module.default === (await now());
    };
    return {
      examApp: await sameAs('exam/ExamApp', async () => (await load('exam/routes')).default),
      adminApp: await sameAs('admin/AdminApp', async () => (await load('admin/routes')).default),
      pdfViewer: await sameAs('reader/PdfViewer', async () => (await load('reader/routes')).views?.PdfViewer),
    };
  });
  expect(same).toEqual({ examApp: true, adminApp: true, pdfViewer: true });
});
