import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { books } from '../../../src/db/schema';
import { whitenLight } from '../../../src/modules/reading/marks/leak-attacks';
import { traceLeak } from '../../helpers/leak-trace';
import {
  auth,
  createTestAppWithAdmin,
  guestBooks,
  openReadingSession,
  signUp,
  type TestContext,
} from '../../helpers/test-app';

/**
 * "Trace a leaked page" (docs/domains/reading.md "Marks"): a real page of a demo book served to a student by
 * the reader, cleaned by the threshold that used to remove the mark, names that student through the hidden
 * mark; unmarked or unreadable images answer 422, bad uploads 400/413.
 */
let ctx: TestContext;
let admin: string;
let bookId: string;

beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin());
  bookId = (await guestBooks(ctx.app)).find((b) => b.title.startsWith('Physics Notation'))!._id;
}, 60_000);
afterAll(() => ctx.close());

/** A page image as a signed-in student's reader receives it (960 px), and that student. */
async function servedPage(page: number) {
  const student = await signUp(ctx.app);
  const session = await openReadingSession(ctx.app, student.token, bookId);
  expect(session.statusCode).toBe(201);
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/reading/pages/${page}?w=960`,
    headers: auth(session.json().token),
  });
  expect(res.statusCode).toBe(200);
  return { image: res.rawPayload, student: student.user, code: res.headers['x-watermark-code'] as string };
}

const trace = (fields: Record<string, string>, images: Buffer[], token = admin) =>
  traceLeak(ctx.app, token, fields, images);

describe('POST /api/admin/leak-trace/image', () => {
  it('names the student from a thresholded screenshot of a page the reader served, with or without the page named', async () => {
    const { image, student, code } = await servedPage(5);
    const leaked = await whitenLight(image, 185);
    const named = await trace({ bookId, page: '5' }, [leaked]);
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ code, user: { id: student.id, email: student.email }, pages: [5] });
    expect(named.json().confidence).toBeGreaterThan(0.8);
    // One copy: its student alone is named, above the threshold.
    expect(named.json().named).toMatchObject([{ user: { id: student.id }, code }]);
    expect(named.json().named[0].score).toBeGreaterThan(named.json().threshold);
    // Found among the pages recently served, as a JPEG.
    const found = await trace({}, [await sharp(leaked).jpeg({ quality: 60 }).toBuffer()]);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ code, user: { id: student.id } });
  }, 120_000);

  it('422 for an unmarked page or an image with no page of ours', async () => {
    const [book] = await ctx.app.db.select().from(books).where(eq(books.id, bookId));
    const clean = await ctx.app.render.cleanPage(book, 5, { width: 960 });
    const unmarked = await trace({ bookId, page: '5' }, [await sharp(clean).png().toBuffer()]);
    expect(unmarked.statusCode).toBe(422);
    expect(unmarked.json().error).toMatch(/could not be read/);
    const noise = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c8d0d8' } })
      .png()
      .toBuffer();
    const nothing = await trace({ bookId, page: '5' }, [noise]);
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().error).toMatch(/Nothing could be read/);
  }, 120_000);

  it('400 for no image or a file that is no image, 413 for a file too large, 401/403 for non-admins', async () => {
    expect((await trace({ bookId }, [])).statusCode).toBe(400);
    const text = await trace({}, [Buffer.from('%PDF-1.4 not an image')]);
    expect(text.statusCode).toBe(400);
    const huge = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(16 * 1024 * 1024),
    ]);
    expect((await trace({}, [huge])).statusCode).toBe(413);
    const { token } = await signUp(ctx.app);
    expect((await trace({}, [Buffer.from('x')], token)).statusCode).toBe(403);
  }, 60_000);
});
