import { WATERMARK_CODE_HEADER } from '@exam/shared-contracts/reading';
import sharp from 'sharp';
import { signReadingToken } from '../../../src/modules/reading/reading';
import { adminToken, signUp } from '../../helpers/test-app';
import { expectRefusal } from '../../helpers/refusal';
import { ctx, physics, openSession, get, pixels, setUpReaderApp } from './reader-setup';

/**
 * The server-rendered reader (docs/domains/reading.md "The reader"): page images need the reading-session
 * token of the book; every image carries the reader's mark and leak code, which the admin traces back. The
 * first page prepared early: reader-first-page.test.ts; outline, search, bookmarks and upload:
 * reader-outline-search.test.ts.
 */
setUpReaderApp();

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
