import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { PageManifest } from '@exam/shared-contracts/http';
import {
  EXAM_FIT_SLOTS,
  EXAM_SLOTS,
  TEST_SLOTS,
  slotToken,
  type PrerenderFile,
} from '@exam/web-platform/prerender/file';
import { tests } from '../../../src/db/schema';
import { prerenderedHtml } from '../../../src/plugins/web-edge/page-answer';
import { compileManifest } from '../../../src/plugins/web-edge/page-match';
import { examSummary } from '../../../src/modules/exams/attempts/student-views';
import testPages from '../../helpers/page-manifests/exam.json';
import { writePageManifests } from '../../helpers/page-manifests';
import { buildSite, staticSite } from '../../helpers/static-site';
import { adminToken, auth, createTestApp, TEST_DEVICE, type TestContext } from '../../helpers/test-app';
import { studentWhoBought } from '../../helpers/online-tests';

/**
 * A test's instructions page (`/test/:testId`) carries its top in the HTML: the test remote's per-test
 * template (exam-remote/src/prerender.tsx) filled with the published test, so its largest paint (the
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
    '/test/:testId/attempt/:attemptId#loading': {
      html: '<div role="status">Loading your test...</div>',
      guestOnly: false,
      signedInOnly: true,
    },
    '/test/:testId/attempt/:attemptId': {
      html:
        `<h1>${slotToken('title')}</h1><p>${slotToken('candidate')} ${slotToken('clock')}</p>` +
        EXAM_SLOTS.slice(3)
          .map((slot) => `<i data-${slot.toLowerCase()}="${slotToken(slot)}"></i>`)
          .join(''),
      guestOnly: false,
      signedInOnly: true,
      slots: [...EXAM_SLOTS],
    },
    '/test/:testId/attempt/:attemptId#fit': {
      html: `<h1>${slotToken('title')}</h1><div data-fit="">${slotToken('reflowHtml')}</div>${slotToken('seedHtml')}`,
      guestOnly: false,
      signedInOnly: true,
      slots: [...EXAM_FIT_SLOTS],
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
    site.write('exam-remote/dist/mf-manifest.json', '{"name":"exam"}');
    site.write('exam-remote/dist/prerender.json', JSON.stringify(PRERENDER));
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
    expect(String(res.headers.link)).toContain('</remotes/exam/mf-manifest.json>; rel=preload');
  });

  it('the exam screen has its loading state, for signed-in visitors only, whatever the attempt', async () => {
    const url = `/test/${testId}/attempt/00000000-0000-4000-8000-000000000000`;
    expect((await page(url)).body).toContain(
      `<div id="root"><div data-prerender data-path="${url}" data-signed-in-only><div role="status">Loading your test...</div>`,
    );
  });

  it('a candidate back at their open attempt gets its screen, theirs alone; anyone else its loading state', async () => {
    const db = ctx.database.db;
    const [{ bookId }] = await db.select({ bookId: tests.bookId }).from(tests).where(eq(tests.id, testId));
    const { token } = await studentWhoBought(app, await adminToken(app), bookId, 'Asha Back');
    const attemptId = (
      await app.inject({
        method: 'POST',
        url: `/api/tests/${testId}/attempts`,
        headers: auth(token),
        payload: {},
      })
    ).json().attemptId as string;
    const read = await app.inject({ method: 'GET', url: `/api/attempts/${attemptId}`, headers: auth(token) });
    const resume = read.cookies.find((c) => c.path === `/test/${testId}/attempt/${attemptId}`)!.value;
    const url = `/test/${testId}/attempt/${attemptId}`;
    const withCookie = (cookie: string) =>
      app.inject({ method: 'GET', url, headers: { accept: 'text/html', cookie } });

    const back = await withCookie(`exam_resume=${resume}`);
    expect(back.headers['cache-control']).toBe('private, no-store');
    // The time left by the server's clock (the demo test lasts an hour).
    expect(back.body).toMatch(/<h1>JEE \(Main\) Mock Test 01<\/h1><p>Asha Back (00:5\d|01:00):\d\d<\/p>/);
    expect(back.body).toContain(
      `data-imagesrc="/api/attempts/${attemptId}/questions/1/image?w=640&amp;lang=en"`,
    );
    expect(back.body).toContain('data-signed-in-only');
    expect(back.body).not.toContain('[[slot:');

    // No cookie, a forged one, one for another path's test: the loading state, for any cache.
    for (const other of [
      await page(url),
      await withCookie(`exam_resume=${resume.slice(0, -2)}xx`),
      await app.inject({
        method: 'GET',
        url: `/test/00000000-0000-4000-8000-000000000000/attempt/${attemptId}`,
        headers: { accept: 'text/html', cookie: `exam_resume=${resume}` },
      }),
    ]) {
      expect(other.body).toContain('<div role="status">Loading your test...</div>');
      expect(other.body).not.toContain('Asha Back');
      expect(other.headers['cache-control']).toBe('no-cache');
    }
    // Reading with Fit to screen in a 360-px box at 2×: the reflowed variant, its words drawn from the image
    // at the width the screen reflows from, by the resume cookie, with the layouts the screen takes over.
    const fit = await withCookie(`exam_resume=${resume}; exam_fit=360x2`);
    expect(fit.headers['cache-control']).toBe('private, no-store');
    expect(fit.body).toContain('<h1>JEE (Main) Mock Test 01</h1><div data-fit=""><div style=');
    expect((fit.body.match(/data-reflow-word/g) ?? []).length).toBeGreaterThan(25);
    const wide = /url\(&quot;(\/api\/attempts\/[^&]+\/questions\/1\/image\?w=(\d+)&amp;lang=en)&quot;\)/.exec(
      fit.body,
    );
    expect(Number(wide?.[2])).toBeGreaterThan(720);
    const seed = JSON.parse(
      /<script type="application\/json" data-reflow-seed="">(.*?)<\/script>/.exec(fit.body)![1],
    );
    expect(Object.keys(seed.layouts)).toEqual([
      // The width the screen first asks for: 360 CSS px at 2× is 720 image px, the next width is 800.
      `/attempts/${attemptId}/questions/1/layout?w=800&lang=en`,
      `/attempts/${attemptId}/questions/1/layout?w=${wide![2]}&lang=en`,
    ]);
    expect(seed.images).toEqual({
      [`/attempts/${attemptId}/questions/1/image?w=${wide![2]}&lang=en`]: wide![1].replace(/&amp;/g, '&'),
    });
    expect(fit.body).not.toContain('[[slot:');
    // A box wide enough for the printed question, or a cookie that is not one: the question as printed.
    for (const cookie of ['exam_fit=1200x1', 'exam_fit=360x2x', 'exam_fit=%3Cb%3E']) {
      const printed = await withCookie(`exam_resume=${resume}; ${cookie}`);
      expect(printed.body).toContain('data-imagesrc=');
      expect(printed.body).not.toContain('data-reflow');
    }

    // Signed out since: the loading state.
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth(token, TEST_DEVICE) });
    expect((await withCookie(`exam_resume=${resume}`)).body).not.toContain('Asha Back');
  });

  it('a draft, an unknown or a malformed test get the shell as built', async () => {
    await ctx.database.db.update(tests).set({ status: 'draft' }).where(eq(tests.id, testId));
    app.exams.forget(testId);
    try {
      for (const url of [`/test/${testId}`, '/test/00000000-0000-4000-8000-000000000000', '/test/not-a-test'])
        expect((await page(url)).body).toBe(INDEX);
    } finally {
      await ctx.database.db.update(tests).set({ status: 'published' }).where(eq(tests.id, testId));
      app.exams.forget(testId);
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
    const published = async () => examSummary(row);
    expect(await prerenderedHtml(live, `/test/${testId}`, async () => [], published)).toBeNull();
  });
});
