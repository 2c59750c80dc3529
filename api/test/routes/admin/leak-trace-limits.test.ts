import sharp from 'sharp';
import { leakTraceUpload } from '../../helpers/multipart';
import {
  auth,
  createTestAppWithAdmin,
  guestBooks,
  openReadingSession,
  signUp,
  type TestContext,
} from '../../helpers/test-app';

/**
 * "Trace a leaked page" within bounds (docs/domains/reading.md "Marks"): an image over 25 megapixels is
 * refused from its header before anything decodes it, and a trace (all its images) stops at its time limit
 * with a clear refusal instead of holding the tracer's thread for minutes.
 */
const LIMIT_MS = 4000;
let ctx: TestContext;
let admin: string;
let bookId: string;

beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin({
    config: { leakTrace: { timeoutMs: LIMIT_MS, candidates: 40 } },
  }));
  bookId = (await guestBooks(ctx.app)).find((b) => b.title.startsWith('Physics Notation'))!._id;
}, 60_000);
afterAll(() => ctx.close());

const trace = (fields: Record<string, string>, images: Buffer[]) =>
  ctx.app.inject(leakTraceUpload(auth(admin), fields, images, 'image/jpeg'));

it('refuses an image over 25 megapixels from its header, at once, with the reason', async () => {
  // 5100 × 5100 = 26 megapixels of one colour: a small file, a large decode.
  const big = await sharp({ create: { width: 5100, height: 5100, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  const startedAt = Date.now();
  const res = await trace({ bookId, page: '5' }, [big]);
  expect(res.statusCode).toBe(422);
  expect(res.json().error).toMatch(/26\.0 megapixels.*at most 25 megapixels/);
  expect(Date.now() - startedAt).toBeLessThan(2000);
}, 60_000);

it('stops a trace of many large photos at its time limit, with a clear refusal', async () => {
  const student = await signUp(ctx.app);
  const session = await openReadingSession(ctx.app, student.token, bookId);
  const page = await ctx.app.inject({
    method: 'GET',
    url: '/api/reading/pages/5?w=960',
    headers: auth(session.json().token),
  });
  expect(page.statusCode).toBe(200);
  // Six 4800 × 4800 photos of the page (23 megapixels each: under the pixel limit, long to read).
  const photo = await sharp(page.rawPayload)
    .resize({ width: 4800, height: 4800, fit: 'fill' })
    .jpeg({ quality: 70 })
    .toBuffer();
  const startedAt = Date.now();
  const res = await trace(
    {},
    Array.from({ length: 6 }, () => photo),
  );
  const took = Date.now() - startedAt;
  expect(res.statusCode).toBe(422);
  expect(res.json().error).toMatch(/stopped at its time limit of 4 s/);
  // The limit is the trace's, not each image job's: it ends near it (a page render of slack).
  expect(took).toBeLessThan(LIMIT_MS + 5000);
}, 180_000);
