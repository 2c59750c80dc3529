import fs from 'node:fs';
import path from 'node:path';
import { readCatalogue } from '../../../src/db/seed';
import {
  auth,
  buyBook,
  createTestAppWithAdmin,
  FIXTURES_DIR,
  guestBooks,
  localFiles,
  type SeededBook,
  signIn,
  signUp,
  type TestContext,
} from '../../helpers/test-app';

let ctx: TestContext;
let admin: string;
let paid: SeededBook;
let free: SeededBook;
let paidFile: Buffer;
let freeFile: Buffer;

const fixtureFor = (title: string) => {
  const entry = readCatalogue(FIXTURES_DIR)!.find((b) => b.title === title)!;
  return fs.readFileSync(path.join(FIXTURES_DIR, 'pdfs', entry.pdf));
};

beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin());
  const list = await guestBooks(ctx.app);
  paid = list.find((b) => b.title.startsWith('Ray Optics'))!;
  free = list.find((b) => b.isFree)!;
  paidFile = fixtureFor(paid.title);
  freeFile = fixtureFor(free.title);
});
afterAll(() => ctx.close());

const pdf = (url: string, token?: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/pdf-proxy?url=${encodeURIComponent(url)}`,
    headers: { ...(token ? auth(token) : {}), ...headers },
  });

describe('GET /api/pdf-proxy', () => {
  it('hands out opaque keys, not file paths or public URLs', () => {
    expect(paid.pdfUrl).toMatch(/^\/files\/pdfs\/[0-9a-f-]{36}\.pdf$/);
  });

  it('401 without a token', async () => {
    const res = await pdf(paid.pdfUrl);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'Authentication required' });
  });

  const NOT_ADMIN = {
    error: 'The original PDF is available to admins only: students read books in the viewer',
  };

  it('403 for a student, even one who bought the book or reads a free one', async () => {
    const { token } = await signUp(ctx.app);
    const stranger = await pdf(paid.pdfUrl, token);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual(NOT_ADMIN);
    const freeRes = await pdf(free.pdfUrl, token);
    expect(freeRes.statusCode).toBe(403);
    expect(freeRes.json()).toEqual(NOT_ADMIN);

    await buyBook(ctx.app, admin, token, paid._id, { utr: '300000000001' });
    const buyer = await pdf(paid.pdfUrl, token, { range: 'bytes=0-99' });
    expect(buyer.statusCode).toBe(403);
    expect(buyer.json()).toEqual(NOT_ADMIN);
    expect(buyer.rawPayload.subarray(0, 4).toString()).not.toBe('%PDF');
    // A student gets 403 before the key is looked up: no probing for which keys exist.
    expect((await pdf('/files/pdfs/00000000-0000-4000-8000-000000000000.pdf', token)).statusCode).toBe(403);
  });

  it('streams any book to an admin, whole, with the protective headers', async () => {
    const res = await pdf(free.pdfUrl, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="[A-Za-z0-9-]+\.pdf"$/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(freeFile.length);
    expect(res.rawPayload.equals(freeFile)).toBe(true);
    const asAdmin = await pdf(paid.pdfUrl, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.rawPayload.equals(paidFile)).toBe(true);
  });

  it('answers a single Range with 206 and the exact bytes of the real file', async () => {
    const size = paidFile.length;
    const res = await pdf(paid.pdfUrl, admin, { range: 'bytes=1000-66535' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 1000-66535/${size}`);
    expect(Number(res.headers['content-length'])).toBe(65536);
    expect(res.rawPayload.equals(paidFile.subarray(1000, 66536))).toBe(true);

    const open = await pdf(paid.pdfUrl, admin, { range: `bytes=${size - 100}-` });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(paidFile.subarray(size - 100))).toBe(true);

    const suffix = await pdf(paid.pdfUrl, admin, { range: 'bytes=-512' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 512}-${size - 1}/${size}`);
    expect(suffix.rawPayload.equals(paidFile.subarray(size - 512))).toBe(true);

    const past = await pdf(paid.pdfUrl, admin, { range: `bytes=0-${size + 1000}` });
    expect(past.statusCode).toBe(206);
    expect(past.rawPayload.length).toBe(size);
  });

  it('416 for an unsatisfiable range, 200 for several ranges', async () => {
    const size = paidFile.length;
    const res = await pdf(paid.pdfUrl, admin, { range: `bytes=${size}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${size}`);
    const multi = await pdf(paid.pdfUrl, admin, { range: 'bytes=0-10,20-30' });
    expect(multi.statusCode).toBe(200);
    expect(multi.rawPayload.length).toBe(size);
  });

  it('never fetches or resolves anything that is not one of our keys (404)', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const bad = [
      'http://169.254.169.254/',
      'http://169.254.169.254/latest/meta-data/',
      '../../etc/passwd',
      '/files/pdfs/../../x',
      `/files/pdfs/../pdfs/${paid.pdfUrl.split('/').pop()}`,
      `https://example.com${paid.pdfUrl}`,
      `file://${localFiles(ctx).pdfsDir}/${paid.pdfUrl.split('/').pop()}`,
      '/files/pdfs/00000000-0000-4000-8000-000000000000.pdf',
      `${paid.pdfUrl}?x=1`,
      paid.pdfUrl.toUpperCase(),
    ];
    for (const url of bad) {
      const res = await pdf(url, admin);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.json()).toMatchObject({ error: 'PDF not found' });
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/pdf-proxy', headers: auth(admin) })).statusCode,
    ).toBe(400);
  });

  it("a deactivated admin's token is refused on the next request", async () => {
    const { token: studentToken, user } = await signUp(ctx.app);
    expect((await pdf(free.pdfUrl, studentToken)).statusCode).toBe(403);
    const promote = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/role`,
      headers: auth(admin),
      payload: { role: 'admin' },
    });
    expect(promote.statusCode).toBe(200);
    // The promotion ended the student session; signed in again, the account reads as an admin.
    const token = (await signIn(ctx.app, user.email)).json().token as string;
    expect((await pdf(free.pdfUrl, token)).statusCode).toBe(200);
    const off = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/status`,
      headers: auth(admin),
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    const res = await pdf(free.pdfUrl, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'Session expired. Please sign in again.' });
  });
});
