import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { books } from '../../../src/db/schema';
import { SAMPLE_WIDTH_PX } from '../../../src/modules/catalogue/sample-page';
import { demoTestApp, studentWhoBought } from '../../helpers/online-tests';
import { expectRefusal } from '../../helpers/refusal';
import { auth, guestBooks, type TestContext } from '../../helpers/test-app';

/**
 * A book's public page (`GET /api/books/:id`, `GET /api/books/:id/sample`): anyone may read what a book or
 * test series holds before buying it, never a question of a test series' paper.
 */
let ctx: TestContext;
let admin: string;
let seriesId: string;

beforeAll(async () => {
  ({ ctx, admin, bookId: seriesId } = await demoTestApp());
}, 60_000);
afterAll(() => ctx.close());

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });

describe("a book's page", () => {
  it("a test series: its tests' sections, marks and duration for a guest, and no page of its paper", async () => {
    const res = await get(`/api/books/${seriesId}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({
      _id: seriesId,
      section: 'test',
      paymentStatus: 'locked',
      testCount: 1,
      testQuestions: 24,
      testMinutes: 60,
      sample: false,
    });
    expect(page.tests).toHaveLength(1);
    const [test] = page.tests;
    expect(test).toMatchObject({ durationSeconds: 3600, questionCount: 24, languages: ['en'] });
    expect(test.sections.map((s: { name: string }) => s.name)).toEqual(
      ['Physics', 'Chemistry', 'Mathematics'].flatMap((s) => [`${s} Section A`, `${s} Section B`]),
    );
    expect(test.sections.reduce((n: number, s: { questionCount: number }) => n + s.questionCount, 0)).toBe(
      24,
    );
    expect(test.sections[0].marking.single).toEqual({ correct: 4, wrong: -1 });
    // Nothing of a question: no regions, no key, no text.
    expect(res.body).not.toMatch(/regions|"answer"|"questions"/);
    const sample = await get(`/api/books/${seriesId}/sample`);
    expect(sample.statusCode).toBe(404);
    expectRefusal(sample.json());
  });

  it('a study book: a sample of its first page, 480 px wide and marked, for a guest', async () => {
    const physics = (await guestBooks(ctx.app)).find((b) => b.title === 'Physics Notation Quick Reference')!;
    const page = (await get(`/api/books/${physics._id}`)).json();
    expect(page).toMatchObject({ _id: physics._id, paymentStatus: 'free', sample: true, tests: [] });
    const res = await get(`/api/books/${physics._id}/sample`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBe(SAMPLE_WIDTH_PX);
    // The same page drawn clean differs from the sample: the visible mark is on it.
    const clean = await ctx.app.render.cleanPage(
      (await ctx.database.db.select().from(books).where(eq(books.id, physics._id)))[0],
      1,
      { width: SAMPLE_WIDTH_PX },
    );
    const [a, b] = await Promise.all(
      [res.rawPayload, clean].map((img) => sharp(img).greyscale().raw().toBuffer()),
    );
    let changed = 0;
    for (let i = 0; i < a.length; i += 1) if (Math.abs(a[i] - b[i]) > 40) changed += 1;
    expect(changed / a.length).toBeGreaterThan(0.002);
  });

  it('a buyer sees their own access; an unknown, malformed or deleted book is 404, not a 500', async () => {
    const { token } = await studentWhoBought(ctx.app, admin, seriesId, 'Page Reader');
    expect((await get(`/api/books/${seriesId}`, token)).json().paymentStatus).toBe('approved');
    const deleted = (await guestBooks(ctx.app)).find((b) => b.title !== 'Physics Notation Quick Reference')!;
    await ctx.database.db.update(books).set({ deletedAt: new Date() }).where(eq(books.id, deleted._id));
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-book', deleted._id]) {
      for (const url of [`/api/books/${id}`, `/api/books/${id}/sample`]) {
        const res = await get(url);
        expect([url, res.statusCode]).toEqual([url, 404]);
        expectRefusal(res.json());
      }
    }
    expect((await get('/api/books/00000000-0000-4000-8000-000000000000')).json().code).toBe('book_not_found');
  });
});
