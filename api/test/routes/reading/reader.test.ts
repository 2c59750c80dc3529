import { PDF_REFUSALS, WATERMARK_CODE_HEADER } from '@exam/shared-contracts/reading';
import { firstPageView } from '@exam/shared-contracts/rules';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { signReadingToken } from '../../../src/modules/reading/reading';
import { multipart } from '../../helpers/multipart';
import {
  adminToken,
  auth,
  createTestApp,
  FIXTURES_DIR,
  guestBooks,
  openReadingSession,
  signUp,
  type TestContext,
} from '../../helpers/test-app';
import { expectRefusal } from '../../helpers/refusal';

/**
 * The server-rendered reader (docs/domains/reading.md "The reader"): page images, thumbnails, outline and
 * search need the reading-session token of the book; every image carries the reader's mark and leak code,
 * which the admin traces back; bookmarks are kept per user and book.
 */
let ctx: TestContext;
type Json = Record<string, unknown>;
let physics: Json; // free, 8 pages, has an outline
let manual: Json; // pgfmanual.pdf, 1,321 pages, has an outline

beforeAll(async () => {
  ctx = await createTestApp({
    config: { render: { workers: 1, timeoutMs: 20000, memoryMb: 512, prepareOnStart: false, hostEnv: {} } },
  });
  const list = await guestBooks(ctx.app);
  physics = list.find((b) => b.title === 'Physics Notation Quick Reference')!;
  manual = list.find((b) => b.title === 'Complete Diagrams Compendium')!;
}, 60000);
afterAll(() => ctx.close());

async function openSession(
  token: string,
  bookId: unknown,
  view?: { pixelsPerPoint: number } | { imageWidth: number },
): Promise<{ token: string; watermarkCode: string }> {
  const res = await openReadingSession(ctx.app, token, bookId, { view });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });

/** Raw RGB pixels of an image. */
const pixels = async (img: Buffer) => sharp(img).removeAlpha().raw().toBuffer({ resolveWithObject: true });

describe('page images need the reading-session token', () => {
  it('no token, the sign-in token, or an expired session → 401', async () => {
    const { token, user } = await signUp(ctx.app);
    expect((await get('/api/reading/pages/1?w=480')).statusCode).toBe(401);
    const signIn = await get('/api/reading/pages/1?w=480', token);
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toMatchObject({ error: 'A reading session is required' });
    const session = await openSession(token, physics._id);
    const sid = ctx.app.jwt.decode<{ sid: string }>(session.token)!.sid;
    const expired = signReadingToken(ctx.app, user.id, String(physics._id), -10, sid);
    const res = await get('/api/reading/pages/1?w=480', expired.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'Reading session expired' });
    for (const url of [
      '/api/reading/outline',
      '/api/reading/search?q=quad',
      '/api/reading/pages/1/thumbnail',
    ])
      expect((await get(url, token)).statusCode).toBe(401);
  });

  it('answers a marked WebP with the leak code, a private cache within the session, snapped width', async () => {
    const { token } = await signUp(ctx.app);
    const session = await openSession(token, physics._id);
    const res = await get('/api/reading/pages/1?w=500', session.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers[WATERMARK_CODE_HEADER]).toBe(session.watermarkCode);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(1700);
    expect(maxAge).toBeLessThanOrEqual(1800);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(720); // 500 snapped up to the next width step
    const thumb = await get('/api/reading/pages/2/thumbnail', session.token);
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(160);
  });

  it('refuses bad page requests with 4xx { error }', async () => {
    const { token } = await signUp(ctx.app);
    const session = await openSession(token, physics._id);
    for (const [url, status] of [
      ['/api/reading/pages/0?w=480', 400],
      ['/api/reading/pages/abc', 400],
      ['/api/reading/pages/9?w=480', 404],
      ['/api/reading/pages/1?w=99999', 400],
      ['/api/reading/pages/1?w=4000', 400], // above 2560 without a tile
      ['/api/reading/pages/1?w=1280&tile=0,0', 400], // tiles only above 2560
      ['/api/reading/pages/1?w=4000&tile=9,0', 400], // outside the grid
      ['/api/reading/pages/1?w=4000&tile=x', 400],
      ['/api/reading/search?q=a', 400],
    ] as const) {
      const res = await get(url, session.token);
      expect([url, res.statusCode]).toEqual([url, status]);
      expectRefusal(res.json());
    }
  });

  it('serves tiles of the fixed grid above the largest width', async () => {
    const { token } = await signUp(ctx.app);
    const session = await openSession(token, physics._id);
    const res = await get('/api/reading/pages/1?w=5000&tile=1,2', session.token);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 1024]);
    expect((await get('/api/reading/pages/1?w=5000&tile=0,9', session.token)).statusCode).toBe(404);
  });
});

describe('marks and leak codes', () => {
  it('two students get different bytes for the same page, each code traces back to its reader', async () => {
    const a = await signUp(ctx.app, 'Asha Reader');
    const b = await signUp(ctx.app, 'Bilal Reader');
    const sa = await openSession(a.token, physics._id);
    const sb = await openSession(b.token, physics._id);
    expect(sa.watermarkCode).not.toBe(sb.watermarkCode);
    const pa = await get('/api/reading/pages/3?w=960', sa.token);
    const pb = await get('/api/reading/pages/3?w=960', sb.token);
    await get('/api/reading/pages/4?w=960', sa.token);
    await get('/api/reading/pages/3?w=960', sa.token);
    expect(pa.statusCode).toBe(200);
    expect(pb.statusCode).toBe(200);
    expect(pa.rawPayload.equals(pb.rawPayload)).toBe(false);

    const admin = await adminToken(ctx.app);
    const trace = await get(
      `/api/admin/leak-trace/${sa.watermarkCode.toLowerCase().replace('-', '')}`,
      admin,
    );
    expect(trace.statusCode).toBe(200);
    expect(trace.json()).toMatchObject({
      code: sa.watermarkCode,
      user: { id: a.user.id, email: a.user.email, name: 'Asha Reader' },
      book: { id: physics._id, title: physics.title },
      pages: [
        { page: 3, views: 2 },
        { page: 4, views: 1 },
      ],
    });
    const traceB = (await get(`/api/admin/leak-trace/${sb.watermarkCode}`, admin)).json();
    expect(traceB.user).toMatchObject({ id: b.user.id, email: b.user.email, name: 'Bilal Reader' });
    expect(traceB.pages).toEqual([expect.objectContaining({ page: 3, views: 1 })]);
    expect((await get('/api/admin/leak-trace/ZZZZ-ZZZZ', admin)).statusCode).toBe(404);
    expect((await get(`/api/admin/leak-trace/${sa.watermarkCode}`, a.token)).statusCode).toBe(403);
  });

  it('burns the mark into the pixels: the sent page differs visibly from the clean render', async () => {
    const { token } = await signUp(ctx.app);
    const session = await openSession(token, physics._id);
    const res = await get('/api/reading/pages/2?w=960', session.token);
    const clean = await ctx.storage.readCache(
      'renders',
      String(physics.pdfUrl).split('/').pop()!,
      'p2-w960.webp',
    );
    expect(clean).toBeDefined();
    const [marked, plain] = await Promise.all([pixels(res.rawPayload), pixels(clean!)]);
    expect([marked.info.width, marked.info.height]).toEqual([plain.info.width, plain.info.height]);
    let changed = 0;
    for (let i = 0; i < plain.data.length; i += 3) {
      const d = Math.abs(marked.data[i] - plain.data[i]) + Math.abs(marked.data[i + 2] - plain.data[i + 2]);
      if (d > 40) changed += 1;
    }
    const share = changed / (plain.info.width * plain.info.height);
    // A faint mark: visible on a few per cent of the page, never covering it.
    expect(share).toBeGreaterThan(0.01);
    expect(share).toBeLessThan(0.3);
  });
});

describe('the first page is prepared while the viewer loads', () => {
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 400 && !check(); i += 1) await new Promise((r) => setTimeout(r, 25));
    return check();
  };

  it('a session opened with a view hint renders and marks its first page once; the request takes it', async () => {
    const { token } = await signUp(ctx.app);
    const render = jest.spyOn(ctx.app.render.pool, 'render');
    try {
      // 612-pt page × 1.2 (zoom) × 1 (DPR) = 735 px → the 960 step (the viewer's own rule on a wide screen).
      const session = await openSession(token, physics._id, { pixelsPerPoint: 1.2 });
      expect(await until(() => render.mock.calls.length === 1)).toBe(true);
      expect(render.mock.calls[0][0]).toMatchObject({ page: 1, width: 960 });
      const res = await get('/api/reading/pages/1?w=735', session.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers[WATERMARK_CODE_HEADER]).toBe(session.watermarkCode);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(960);
      // Served from what the session prepared: no second render of that page.
      expect(render.mock.calls.filter(([t]) => t.page === 1 && t.width === 960)).toHaveLength(1);
      // Taken once: a second request is marked again from the clean cache (still one render).
      const again = await get('/api/reading/pages/1?w=735', session.token);
      expect(again.statusCode).toBe(200);
      expect(render.mock.calls.filter(([t]) => t.page === 1 && t.width === 960)).toHaveLength(1);
    } finally {
      render.mockRestore();
    }
  });

  it('a phone opening at FIT hints the width across the page: that step is prepared, whatever the page size', async () => {
    const { token } = await signUp(ctx.app);
    const render = jest.spyOn(ctx.app.render.pool, 'render');
    try {
      // A 360-px phone at DPR 2: 360 × 2 × 2 (narrow screens render at double) = 1,440 px → the 1,600 step.
      const view = firstPageView(2, 360);
      expect(view).toEqual({ imageWidth: 1440 });
      const session = await openSession(token, physics._id, view);
      expect(await until(() => render.mock.calls.length === 1)).toBe(true);
      expect(render.mock.calls[0][0]).toMatchObject({ page: 1, width: 1600 });
      // The viewer's FIT on that phone's 344-px stage asks for 1,376 px, the same step: no second render.
      const res = await get('/api/reading/pages/1?w=1376', session.token);
      expect(res.statusCode).toBe(200);
      expect(render.mock.calls.filter(([t]) => t.page === 1 && t.width === 1600)).toHaveLength(1);
    } finally {
      render.mockRestore();
    }
  });

  it('prepares nothing without a hint, or for a width served only as tiles; a bad hint is a 400', async () => {
    const { token } = await signUp(ctx.app);
    const render = jest.spyOn(ctx.app.render.pool, 'render');
    try {
      await openSession(token, physics._id);
      await openSession(token, physics._id, { pixelsPerPoint: 12 }); // 7,344 px: tiles only
      await new Promise((r) => setTimeout(r, 300));
      expect(render).not.toHaveBeenCalled();
    } finally {
      render.mockRestore();
    }
    for (const view of [
      { pixelsPerPoint: 0 },
      { pixelsPerPoint: 41 },
      { pixelsPerPoint: 'x' },
      { imageWidth: 0 },
      { imageWidth: 1.5 },
      { imageWidth: 20_001 },
      { other: 1 },
    ]) {
      const res = await openReadingSession(ctx.app, token, physics._id, { view });
      expect(res.statusCode).toBe(400);
      expectRefusal(res.json());
    }
  });
});

describe('outline, search, bookmarks', () => {
  it('outline: the table of contents of pgfmanual.pdf with page numbers', async () => {
    const session = await openSession(await adminToken(ctx.app), manual._id);
    const res = await get('/api/reading/outline', session.token);
    expect(res.statusCode).toBe(200);
    const { outline } = res.json() as { outline: Array<{ title: string; page: number; items: unknown[] }> };
    expect(outline.length).toBeGreaterThan(5);
    expect(outline[0]).toMatchObject({ title: 'Introduction', page: expect.any(Number) });
    expect(outline[0].items.length).toBeGreaterThan(0);
    const doc = (await get('/api/reading/document', session.token)).json();
    expect(doc).toMatchObject({ pageCount: 1321, pageSizes: null, watermarkCode: session.watermarkCode });
  }, 60000);

  it('search: finds a known word with its page and rectangles, after background preparation', async () => {
    const { token } = await signUp(ctx.app);
    await ctx.app.render.prepare(String(physics._id));
    const admin = await adminToken(ctx.app);
    const listed = (await get('/api/admin/books', admin)).json() as Json[];
    expect(listed.find((b) => b._id === physics._id)!.preparation).toEqual({
      state: 'ready',
      pageCount: 8,
      preparedPages: 8,
      error: null,
    });
    const session = await openSession(token, physics._id);
    const res = await get(
      `/api/reading/search?q=${encodeURIComponent('Functional  DERIVATIVE')}`,
      session.token,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ preparedPages: 8, pageCount: 8, truncated: false });
    const hit = body.results.find((r: { page: number }) => r.page === 6);
    expect(hit.snippet.toLowerCase()).toContain('functional derivative');
    expect(hit.rects.length).toBeGreaterThan(0);
    for (const r of hit.rects) {
      for (const v of [r.x, r.y, r.w, r.h]) expect(v).toBeGreaterThanOrEqual(0);
      expect(r.x + r.w).toBeLessThanOrEqual(1);
      expect(r.y + r.h).toBeLessThanOrEqual(1);
    }
    expect((await get('/api/reading/search?q=zzqqxx', session.token)).json().results).toEqual([]);
    const doc = (await get('/api/reading/document', session.token)).json();
    expect(doc.pageSizes).toHaveLength(8);
    expect(doc.pageSizes[0]).toEqual({ w: 612, h: 792 });
    // Stored once at the end of preparation, so the document never reads the whole text again.
    const stored = await ctx.storage.readCache(
      'text',
      String(physics.pdfUrl).split('/').pop()!,
      'sizes.json',
    );
    expect(JSON.parse(stored!.toString('utf8'))).toEqual(doc.pageSizes);
  });

  it('search: across text chunks (page 11 of an 11-page book)', async () => {
    const optics = (await guestBooks(ctx.app)).find((b) => String(b.title).startsWith('Ray Optics'))!;
    await ctx.app.render.prepare(String(optics._id));
    const session = await openSession(await adminToken(ctx.app), optics._id);
    const body = (await get('/api/reading/search?q=interesting%20packages', session.token)).json();
    expect(body.preparedPages).toBe(11);
    expect(body.results.map((r: { page: number }) => r.page)).toContain(11);
  });

  it('bookmarks: per user and book, sign-in token, access checked', async () => {
    const { token } = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const url = `/api/reading/bookmarks/${physics._id}`;
    const put = (page: number, label?: string, t = token) =>
      ctx.app.inject({
        method: 'PUT',
        url: `${url}/${page}`,
        headers: auth(t),
        payload: label ? { label } : {},
      });
    expect((await put(5, 'Quick quad')).json()).toMatchObject({ page: 5, label: 'Quick quad' });
    expect((await put(2)).statusCode).toBe(200);
    expect((await put(5, 'Relabelled')).statusCode).toBe(200);
    expect((await put(99)).statusCode).toBe(400);
    expect((await get(url, token)).json()).toMatchObject({
      bookId: physics._id,
      bookmarks: [
        { page: 2, label: null },
        { page: 5, label: 'Relabelled' },
      ],
    });
    expect((await get(url, other.token)).json().bookmarks).toEqual([]);
    const del = await ctx.app.inject({ method: 'DELETE', url: `${url}/2`, headers: auth(token) });
    expect(del.json()).toEqual({ ok: true });
    expect((await get(url, token)).json().bookmarks).toHaveLength(1);
    const paid = `/api/reading/bookmarks/${manual._id}`;
    expect((await get(paid, token)).statusCode).toBe(403);
    const session = await openSession(token, physics._id);
    expect((await get(url, session.token)).statusCode).toBe(401);
  });
});

describe('upload: one inspection in the render pool', () => {
  it('counts pages once (no second parse) and prepares the text in the background', async () => {
    const inspect = jest.spyOn(ctx.app.render.pool, 'inspect');
    const admin = await adminToken(ctx.app);
    const form = multipart(
      { title: 'Bohr', description: 'd', category: 'NEET', section: 'class11', price: '10' },
      {
        pdf: {
          filename: 'b.pdf',
          contentType: 'application/pdf',
          data: fs.readFileSync(path.join(FIXTURES_DIR, 'pdfs', 'bohr_en.pdf')),
        },
      },
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/books',
      headers: { ...auth(admin), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ pages: 6, preparation: { pageCount: 6 } });
    await ctx.app.render.idle();
    expect(inspect).toHaveBeenCalledTimes(1);
    inspect.mockRestore();
    const listed = (await get('/api/admin/books', admin)).json() as Json[];
    expect(listed.find((b) => b._id === res.json()._id)!.preparation).toMatchObject({
      state: 'ready',
      preparedPages: 6,
    });
    expect(PDF_REFUSALS.notPdf).toBe('This file is not a PDF');
  });
});
