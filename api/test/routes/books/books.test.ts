import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { books } from '../../../src/db/schema';
import { readCatalogue } from '../../../src/db/seed';
import {
  adminToken,
  auth,
  buyBook,
  createTestApp,
  FIXTURES_DIR,
  guestBooks,
  openReadingSession,
  type SeededBook,
  signUp,
  type TestContext,
} from '../../helpers/test-app';

let ctx: TestContext;
const catalogue = readCatalogue(FIXTURES_DIR)!;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/books', () => {
  it('lists the catalogue in its order, prices in rupees, guests see free/locked', async () => {
    const list = await guestBooks(ctx.app);
    expect(list.map((b) => b.title)).toEqual(catalogue.map((b) => b.title));
    const optics = list[0];
    expect(optics).toMatchObject({
      price: 149,
      priceDiscounted: 99,
      pages: 11,
      category: 'NEET',
      section: 'class12',
      isFree: false,
    });
    expect(optics.image).toMatch(/^\/api\/files\/covers\/[0-9a-f-]{36}\.jpg$/);
    for (const b of list) expect(b.paymentStatus).toBe(b.isFree ? 'free' : 'locked');
    expect(list.filter((b) => b.isFree)).toHaveLength(catalogue.filter((b) => b.isFree).length);
  });

  it('filters by section and validates it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/books?section=class12' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((b: SeededBook) => b.title)).toEqual(
      catalogue.filter((b) => b.section === 'class12').map((b) => b.title),
    );
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/books?section=class13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual(expect.any(String));
  });

  it('gives admins admin_access and treats a stale token as a guest', async () => {
    const admin = await adminToken(ctx.app);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/books?section=test', headers: auth(admin) });
    expect(res.json().every((b: SeededBook) => b.paymentStatus === 'admin_access')).toBe(true);
    const stale = await ctx.app.inject({
      method: 'GET',
      url: '/api/books?section=test',
      headers: auth('garbage'),
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()[0].paymentStatus).toBe('locked');
  });

  it('serves covers publicly with immutable caching, and only our names', async () => {
    const [book] = await guestBooks(ctx.app);
    const res = await ctx.app.inject({ method: 'GET', url: book.image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(
      res.rawPayload.equals(fs.readFileSync(path.join(FIXTURES_DIR, 'covers', catalogue[0].cover))),
    ).toBe(true);
    for (const url of [
      '/api/files/covers/..%2F..%2Fjwt-secret',
      '/api/files/covers/x.jpg',
      '/api/files/covers/00000000-0000-4000-8000-000000000000.jpg',
    ]) {
      const r = await ctx.app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(404);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/files/pdfs/x.pdf' })).statusCode).toBe(404);
  });
});

describe('soft delete', () => {
  it('hides a deleted book from the catalogue but keeps it for its buyer', async () => {
    const admin = await adminToken(ctx.app);
    const { token } = await signUp(ctx.app);
    const book = (await guestBooks(ctx.app)).find((b) => !b.isFree && b.section === 'class11')!;
    await buyBook(ctx.app, admin, token, book._id, { utr: '400000000001' });

    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/books/${book._id}`,
      headers: auth(admin),
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ ok: true });
    expect((await guestBooks(ctx.app)).some((b) => b._id === book._id)).toBe(false);
    const adminList = await ctx.app.inject({ method: 'GET', url: '/api/admin/books', headers: auth(admin) });
    expect(adminList.json().some((b: SeededBook) => b._id === book._id)).toBe(false);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/admin/books/${book._id}`, headers: auth(admin) }))
        .statusCode,
    ).toBe(404);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/purchased-books',
      headers: auth(token),
    });
    const bought = mine.json().filter((b: SeededBook) => b.paymentStatus === 'approved');
    expect(bought.map((b: SeededBook) => b._id)).toEqual([book._id]);
    // The buyer reads through a reading session (page images); the PDF file stays for admins.
    const read = await openReadingSession(ctx.app, token, book._id);
    expect(read.statusCode).toBe(201);
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/pdf-proxy?url=${encodeURIComponent(book.pdfUrl)}`,
      headers: auth(token),
    });
    expect(file.statusCode).toBe(403);
    const pay = await ctx.app.inject({
      method: 'GET',
      url: `/api/payment/${book._id}`,
      headers: auth(token),
    });
    expect(pay.statusCode).toBe(404);
  });

  it("purchased-books needs a token and gives a new student the catalogue's free books, in title order", async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/purchased-books' })).statusCode).toBe(401);
    const { token } = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/purchased-books',
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
    const free = (await guestBooks(ctx.app)).filter((b) => b.isFree);
    expect(free.length).toBeGreaterThan(0);
    const titles = free.map((b) => b.title).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(res.json().map((b: SeededBook) => b.title)).toEqual(titles);
    expect(res.json().every((b: SeededBook) => b.isFree && b.paymentStatus === 'free')).toBe(true);
  });

  it('lists bought books first, then free ones; a free book made paid or deleted leaves the list', async () => {
    const { token } = await signUp(ctx.app);
    const library = async () =>
      (
        await ctx.app.inject({ method: 'GET', url: '/api/user/purchased-books', headers: auth(token) })
      ).json() as SeededBook[];
    const paid = (await guestBooks(ctx.app)).find((b) => !b.isFree)!;
    await buyBook(ctx.app, await adminToken(ctx.app), token, paid._id, { utr: '400000001701' });
    const bought = paid._id;
    const [first, second, third] = await library();
    expect([first._id, first.paymentStatus]).toEqual([bought, 'approved']);
    expect([second.paymentStatus, third.paymentStatus]).toEqual(['free', 'free']);
    await ctx.database.db.update(books).set({ isFree: false }).where(eq(books.id, second._id));
    await ctx.database.db.update(books).set({ deletedAt: new Date() }).where(eq(books.id, third._id));
    const ids = (await library()).map((b) => b._id);
    expect(ids[0]).toBe(bought);
    expect(ids).not.toContain(second._id);
    expect(ids).not.toContain(third._id);
  });
});
