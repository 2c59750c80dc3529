import { eq } from 'drizzle-orm';
import { books } from '../../../src/db/schema';
import { textChunkName } from '../../../src/platform/render/page-sizes';
import { denseTextPdf } from '../../helpers/dense-text-pdf';
import { multipart } from '../../helpers/multipart';
import { auth, createTestAppWithAdmin, type TestContext } from '../../helpers/test-app';

/**
 * Uploading and preparing a PDF keeps the API's event loop free (docs/domains/reading.md "The reader"): the
 * upload's inspection and the text extraction run in the render pools' threads, and a page of 50,000 text
 * items reaches storage as the thread serialised it: the event loop never parses, copies or stringifies its
 * text. (scripts/bench/upload-health.mjs measures /api/health while such uploads run.)
 */
let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin({ books: false }));
}, 60_000);
afterAll(() => ctx.close());
afterEach(() => jest.restoreAllMocks());

it('a PDF with a page of 50,000 text items uploads and prepares with its text handled in the threads', async () => {
  const pdf = await denseTextPdf(50_000);
  const stringified: number[] = [];
  const stringify = JSON.stringify;
  jest.spyOn(JSON, 'stringify').mockImplementation((...args: Parameters<typeof JSON.stringify>) => {
    const out = stringify(...args);
    stringified.push(out?.length ?? 0);
    return out;
  });
  const body = multipart(
    { title: 'Dense Page', description: 'd', category: 'JEE', section: 'class11', price: '10' },
    { pdf: { filename: 'dense.pdf', contentType: 'application/pdf', data: pdf } },
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/books',
    headers: { ...auth(admin), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().book?._id ?? res.json()._id;
  await ctx.app.render.idle();
  jest.restoreAllMocks();

  const [book] = await ctx.database.db.select().from(books).where(eq(books.id, id));
  expect([book.prepareState, book.preparedPages, book.pageCount]).toEqual(['ready', 1, 1]);
  // The page's text was stored whole (every item), and is searchable...
  const chunk = await ctx.storage.readCache('text', book.pdfKey!, textChunkName(1));
  const [page] = JSON.parse(chunk!.toString('utf8')) as { text: string; boxes: number[] }[];
  expect(page.boxes.length / 5).toBeGreaterThan(49_900);
  expect(chunk!.length).toBeGreaterThan(1_000_000);
  const found = await ctx.app.render.text.search(book, 'w49999');
  expect(found.results.map((r) => r.page)).toEqual([1]);
  // ...yet nothing the size of its text was ever stringified on the event loop.
  expect(Math.max(0, ...stringified)).toBeLessThan(100_000);
}, 180_000);
