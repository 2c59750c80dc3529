import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { PageManifest } from '@exam/shared-contracts/http';
import { TEST_SLOTS, slotToken, type PrerenderFile } from '@exam/shared-contracts/prerender/file';
import { tests } from '../../../src/db/schema';
import { prerenderedHtml } from '../../../src/plugins/web-edge/page-answer';
import { compileManifest } from '../../../src/plugins/web-edge/page-match';
import { testSummary } from '../../../src/services/tests/student-views';
import testPages from '../../helpers/page-manifests/test.json';
import { writePageManifests } from '../../helpers/page-manifests';
import { buildSite, staticSite } from '../../helpers/static-site';
import { createTestApp, type TestContext } from '../../helpers/test-app';

/**
 * A test's instructions page (`/test/:testId`) carries its top in the HTML: the test remote's per-test
 * template (test-remote/src/prerender.tsx) filled with the published test, so its largest paint (the
 * general instructions under the facts) comes before any JavaScript; the exam screen its loading state.
 */
const INDEX =
  '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>';
const TEMPLATE =
  `<main><h1 lang="en">${slotToken('title')}</h1><p>${slotToken('bookTitle')}</p>` +
  `<dl><dd>${slotToken('minutes')} minutes</dd><dd>${slotToken('questions')}</dd><dd>${slotToken('maxScore')}</dd></dl>` +
  '<ol><li>The clock is kept by the server.</li></ol></main>';
const PRERENDER: PrerenderFile = {
  css: '.pr-t{}',
  pages: {
    '/test/:testId': { html: TEMPLATE, guestOnly: false, signedInOnly: true, slots: [...TEST_SLOTS] },
    '/test/:testId/attempt/:attemptId': {
      html: '<div role="status">Loading your test...</div>',
      guestOnly: false,
      signedInOnly: true,
    },
  },
};

describe('served instructions pages', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let testId: string;
  const site = staticSite('api-prerender-test-');
  beforeAll(async () => {
    site.write('shell/dist/index.html', INDEX);
    site.write('test-remote/dist/mf-manifest.json', '{"name":"test"}');
    site.write('test-remote/dist/prerender.json', JSON.stringify(PRERENDER));
    writePageManifests(site.write);
    ctx = await createTestApp({ demoTest: true });
    app = await buildSite(ctx, site.dir);
    [{ id: testId }] = await ctx.database.db.select({ id: tests.id }).from(tests);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await ctx.close();
    site.remove();
  });

  const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('a published test’s page has its title, series and facts, for signed-in visitors only, and preloads the test remote', async () => {
    const [row] = await ctx.database.db.select().from(tests).where(eq(tests.id, testId));
    const res = await page(`/test/${testId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<style id="prerender-css">.pr-t{}</style>');
    expect(res.body).toContain(
      `<div id="root"><div data-prerender data-path="/test/${testId}" data-signed-in-only><main><h1 lang="en">${row.title}</h1>`,
    );
    expect(res.body).toContain(
      `<dd>${Math.round(row.durationSeconds / 6) / 10} minutes</dd><dd>${row.questions.length}</dd>`,
    );
    expect(res.body).toMatch(/<dd>\d+<\/dd><\/dl>/);
    expect(res.body).not.toContain('[[slot:');
    expect(String(res.headers.link)).toContain('</remotes/test/mf-manifest.json>; rel=preload');
  });

  it('the exam screen has its loading state, for signed-in visitors only, whatever the attempt', async () => {
    const url = `/test/${testId}/attempt/00000000-0000-4000-8000-000000000000`;
    expect((await page(url)).body).toContain(
      `<div id="root"><div data-prerender data-path="${url}" data-signed-in-only><div role="status">Loading your test...</div>`,
    );
  });

  it('a draft, an unknown or a malformed test get the shell as built', async () => {
    await ctx.database.db.update(tests).set({ status: 'draft' }).where(eq(tests.id, testId));
    app.tests.forget(testId);
    try {
      for (const url of [`/test/${testId}`, '/test/00000000-0000-4000-8000-000000000000', '/test/not-a-test'])
        expect((await page(url)).body).toBe(INDEX);
    } finally {
      await ctx.database.db.update(tests).set({ status: 'published' }).where(eq(tests.id, testId));
      app.tests.forget(testId);
    }
    expect((await page(`/test/${testId}`)).body).toContain('data-prerender');
    const plain = await app.inject({ method: 'GET', url: `/test/${testId}` });
    expect(plain.body).not.toContain('data-prerender');
  });

  it('a test whose series the store no longer lists is not drawn', async () => {
    const [row] = await ctx.database.db.select().from(tests).where(eq(tests.id, testId));
    const live = {
      index: INDEX,
      apps: new Map([['test', { prerender: PRERENDER }]]),
      pages: compileManifest(testPages as PageManifest, 'test'),
    };
    const published = async () => testSummary(row);
    expect(await prerenderedHtml(live, `/test/${testId}`, async () => [], published)).toBeNull();
  });
});
