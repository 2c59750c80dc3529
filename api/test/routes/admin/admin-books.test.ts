import { COVER_VARIANT_RE } from '../../../src/platform/storage/storage';
import fs from 'node:fs';
import sharp from 'sharp';
import path from 'node:path';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { SETTING_KEYS, writeSetting } from '../../../src/modules/operations/settings';
import {
  auth,
  createTestAppWithAdmin,
  FIXTURES_DIR,
  localFiles,
  type SeededBook,
  signUp,
  type TestContext,
} from '../../helpers/test-app';
import { multipart } from '../../helpers/multipart';

let ctx: TestContext;
let admin: string;
const cover = fs.readFileSync(path.join(FIXTURES_DIR, 'covers', 'physics.jpg'));
const pdfBytes = fs.readFileSync(path.join(FIXTURES_DIR, 'pdfs', 'physics.pdf')); // 8 pages
const fields = {
  title: 'Uploaded Physics',
  description: 'A test upload',
  category: 'JEE',
  section: 'class11',
  price: '250',
  priceDiscounted: '199.5',
  pages: '',
  isFree: 'false',
};
const files = {
  image: { filename: 'cover.jpg', contentType: 'image/jpeg', data: cover },
  pdf: { filename: 'book.pdf', contentType: 'application/pdf', data: pdfBytes },
};

const listDir = (dir: string) => fs.readdirSync(dir).sort();
// Resized covers (`<uuid>-<width>.<format>`) are derived from a stored cover in the background after an
// upload, on their own timing: the uploaded files themselves are what these checks compare.
const snapshot = () => ({
  covers: listDir(localFiles(ctx).coversDir).filter(
    (name) => !COVER_VARIANT_RE.test(name.replace(/\.[0-9a-f-]{36}\.part$/, '')),
  ),
  pdfs: listDir(localFiles(ctx).pdfsDir),
  tmp: listDir(localFiles(ctx).tmpDir),
});
const post = (body: ReturnType<typeof multipart>, token = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/books',
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });

beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin({ books: false }));
});
afterAll(() => ctx.close());

describe('admin route guard', () => {
  const routes: Array<[string, string]> = [
    ['GET', '/api/admin/books'],
    ['POST', '/api/admin/books'],
    ['PUT', '/api/admin/books/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/admin/books/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/admin/config'],
    ['GET', '/api/admin/payments'],
    ['POST', '/api/admin/payments/00000000-0000-4000-8000-000000000000/approve'],
    ['POST', '/api/admin/payments/00000000-0000-4000-8000-000000000000/reject'],
    ['GET', '/api/admin/payment-config'],
    ['PUT', '/api/admin/payment-config'],
    ['GET', '/api/admin/dashboard'],
    ['GET', '/api/admin/users'],
    ['PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000/status'],
    ['PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000/role'],
  ];
  it.each(routes)('%s %s: 401 without a token, 403 for a user', async (method, url) => {
    const { token } = await signUp(ctx.app);
    const none = await ctx.app.inject({ method: method as 'GET', url });
    expect(none.statusCode).toBe(401);
    const user = await ctx.app.inject({
      method: method as 'GET',
      url,
      headers: auth(token),
      payload: method === 'GET' ? undefined : {},
    });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toMatchObject({ error: 'Admin access required' });
  });
});

describe('POST /api/admin/books', () => {
  it('creates a readable book from a real cover and PDF, counting pages when left empty', async () => {
    const res = await post(multipart(fields, files));
    expect(res.statusCode).toBe(201);
    const book = res.json();
    expect(book).toMatchObject({
      title: 'Uploaded Physics',
      price: 250,
      priceDiscounted: 199.5,
      pages: 8,
      isFree: false,
      section: 'class11',
    });
    expect(book.image).toMatch(/^\/api\/files\/covers\/[0-9a-f-]{36}\.jpg$/);
    const img = await ctx.app.inject({ method: 'GET', url: book.image });
    expect(img.rawPayload.equals(cover)).toBe(true);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/pdf-proxy?url=${encodeURIComponent(book.pdfUrl)}`,
      headers: auth(admin),
    });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(pdfBytes)).toBe(true);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/books?section=class11' });
    expect(list.json().map((b: SeededBook) => b._id)).toContain(book._id);
    expect(snapshot().tmp).toEqual([]);
  });

  it('creates a book without files; free books need no price', async () => {
    const res = await post(
      multipart({
        title: 'Free notes',
        description: 'd',
        category: 'NEET',
        section: 'home',
        isFree: 'true',
        price: '',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ isFree: true, price: 0, image: null, pdfUrl: null, pages: null });
  });

  it("draws the cover from the PDF's first page when no image is given, and keeps an image over a new PDF", async () => {
    const res = await post(multipart(fields, { pdf: files.pdf }));
    expect(res.statusCode).toBe(201);
    const book = res.json();
    expect(book.image).toMatch(/^\/api\/files\/covers\/[0-9a-f-]{36}\.webp$/);
    const img = await ctx.app.inject({ method: 'GET', url: book.image });
    expect(img.statusCode).toBe(200);
    // The page render the upload's inspection made: WebP, as wide as the widest resized cover.
    const meta = await sharp(img.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width }).toEqual({ format: 'webp', width: 640 });
    expect(meta.height).toBeGreaterThan(640);

    const withImage = await post(multipart(fields, files));
    const image = withImage.json().image;
    const pdfOnly = multipart({}, { pdf: files.pdf });
    const replaced = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/books/${withImage.json()._id}`,
      headers: { ...auth(admin), ...pdfOnly.headers },
      payload: pdfOnly.payload,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().image).toBe(image);
  });

  it('refuses missing fields and bad values with 400', async () => {
    const missing = await post(multipart({ ...fields, title: '  ' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'Please fill in all required fields' });
    expect((await post(multipart({ ...fields, category: 'MBA' }))).statusCode).toBe(400);
    expect((await post(multipart({ ...fields, price: '-5' }))).statusCode).toBe(400);
    expect((await post(multipart({ ...fields, priceDiscounted: '999' }))).statusCode).toBe(400);
  });

  it('sniffs bytes: a PDF sent as image, or a JPEG sent as PDF, is a 400 and leaves no file behind', async () => {
    const before = snapshot();
    const badImage = await post(
      multipart(fields, { image: { filename: 'x.jpg', contentType: 'image/jpeg', data: pdfBytes } }),
    );
    expect(badImage.statusCode).toBe(400);
    expect(badImage.json()).toMatchObject({ error: 'Please select a valid image file' });
    const badPdf = await post(
      multipart(fields, {
        image: files.image,
        pdf: { filename: 'x.pdf', contentType: 'application/pdf', data: cover },
      }),
    );
    expect(badPdf.statusCode).toBe(400);
    expect(badPdf.json()).toMatchObject({ error: 'This file is not a PDF' });
    expect(snapshot()).toEqual(before);
  });

  it('refuses files over the configured limits with 413 and cleans up', async () => {
    const before = snapshot();
    await writeSetting(ctx.database.db, SETTING_KEYS.uploadLimits, {
      maxImageSize: 10_000,
      maxPdfSize: 100_000,
    });
    try {
      const cfg = await ctx.app.inject({ method: 'GET', url: '/api/admin/config', headers: auth(admin) });
      expect(cfg.json()).toEqual({ upload: { maxImageSize: 10_000, maxPdfSize: 100_000 } });
      const big = await post(multipart(fields, files));
      expect(big.statusCode).toBe(413);
      expect(big.json().error).toMatch(/^Image size should be less than [\d.]+ MB$/);
      const bigPdf = await post(multipart(fields, { pdf: files.pdf }));
      expect(bigPdf.statusCode).toBe(413);
      expect(bigPdf.json().error).toMatch(/^PDF size should be less than [\d.]+ MB$/);
      expect(snapshot()).toEqual(before);
    } finally {
      await writeSetting(ctx.database.db, SETTING_KEYS.uploadLimits, {
        maxImageSize: 5_242_880,
        maxPdfSize: 52_428_800,
      });
    }
    const cfg = await ctx.app.inject({ method: 'GET', url: '/api/admin/config', headers: auth(admin) });
    expect(cfg.json()).toEqual({ upload: { maxImageSize: 5_242_880, maxPdfSize: 52_428_800 } });
  });
});

describe('UPLOAD_MAX_IMAGE_MB / UPLOAD_MAX_PDF_MB', () => {
  it('reads whole and fractional megabytes, ignores junk', () => {
    expect(loadConfig({ UPLOAD_MAX_IMAGE_MB: '2', UPLOAD_MAX_PDF_MB: '0.5' }).uploadLimits).toEqual({
      maxImageSize: 2_097_152,
      maxPdfSize: 524_288,
    });
    expect(loadConfig({ UPLOAD_MAX_IMAGE_MB: 'lots', UPLOAD_MAX_PDF_MB: '-1' }).uploadLimits).toEqual({
      maxImageSize: undefined,
      maxPdfSize: undefined,
    });
  });

  it('win over the stored setting: /admin/config shows them and the server enforces them', async () => {
    const before = snapshot();
    const app = await buildApp({
      config: { ...ctx.config, uploadLimits: { maxImageSize: 10_000 } },
      database: ctx.database,
    });
    try {
      const cfg = await app.inject({ method: 'GET', url: '/api/admin/config', headers: auth(admin) });
      expect(cfg.json()).toEqual({ upload: { maxImageSize: 10_000, maxPdfSize: 52_428_800 } });
      const body = multipart(fields, files);
      const big = await app.inject({
        method: 'POST',
        url: '/api/admin/books',
        headers: { ...auth(admin), ...body.headers },
        payload: body.payload,
      });
      expect([big.statusCode, big.json().error]).toEqual([413, 'Image size should be less than 0.01 MB']);
      expect(snapshot()).toEqual(before);
    } finally {
      await app.close();
    }
  });
});

describe('PUT /api/admin/books/:id', () => {
  it('updates fields, replaces files and deletes the old ones', async () => {
    const created = (await post(multipart(fields, files))).json();
    const oldCover = path.join(localFiles(ctx).coversDir, created.image.split('/').pop());
    const oldPdf = path.join(localFiles(ctx).pdfsDir, created.pdfUrl.split('/').pop());
    expect(fs.existsSync(oldCover) && fs.existsSync(oldPdf)).toBe(true);
    const png = fs.readFileSync(path.join(FIXTURES_DIR, 'pdfs', 'bohr_en.pdf'));
    const body = multipart(
      { ...fields, title: 'Renamed', price: '300', pages: '42' },
      { pdf: { filename: 'b.pdf', contentType: 'application/pdf', data: png } },
    );
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/books/${created._id}`,
      headers: { ...auth(admin), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated).toMatchObject({
      _id: created._id,
      title: 'Renamed',
      price: 300,
      pages: 42,
      image: created.image,
    });
    expect(updated.pdfUrl).not.toBe(created.pdfUrl);
    expect(fs.existsSync(oldPdf)).toBe(false);
    expect(fs.existsSync(oldCover)).toBe(true);
    const old = await ctx.app.inject({
      method: 'GET',
      url: `/api/pdf-proxy?url=${encodeURIComponent(created.pdfUrl)}`,
      headers: auth(admin),
    });
    expect(old.statusCode).toBe(404);
  });

  it('404 for an unknown book, and its upload is discarded', async () => {
    const before = snapshot();
    const body = multipart(fields, files);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/books/00000000-0000-4000-8000-000000000000',
      headers: { ...auth(admin), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(404);
    expect(snapshot()).toEqual(before);
  });
});
