import { PDF_REFUSALS } from '@exam/shared-contracts/reading';
import fs from 'node:fs';
import path from 'node:path';
import { multipart } from '../../helpers/multipart';
import { adminToken, auth, FIXTURES_DIR, guestBooks, signUp } from '../../helpers/test-app';
import { ctx, type Json, physics, manual, openSession, get, setUpReaderApp } from './reader-setup';

/**
 * The reader's outline, search and bookmarks (docs/domains/reading.md "The reader"), which need the
 * reading-session token (bookmarks the sign-in token), and an upload inspected once in the render pool.
 */
setUpReaderApp();

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
