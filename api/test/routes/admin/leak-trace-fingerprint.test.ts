import { DEFAULT_READER_LIMITS } from '@exam/shared-contracts/http';
import { tests } from '../../../src/db/schema';
import { combineCopies } from '../../../src/services/marks/leak-attacks';
import { studentWhoBought } from '../../helpers/online-tests';
import { multipart } from '../../helpers/multipart';
import { auth, createTestAppWithAdmin, openReadingSession, type TestContext } from '../../helpers/test-app';

/**
 * The hidden fingerprint against the real database (ARCHITECTURE "Marks"): question images of an online
 * test carry it and are traced to their candidate, they draw on the page budget, and copies of one leak
 * from two readers combined pixel by pixel, sent as several pages at once, name one of the two and no one
 * else among the book's readers.
 */
let ctx: TestContext;
let admin: string;
let testId: string;
let bookId: string;

beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin({
    demoTest: true,
    config: {
      tests: { saveGraceMs: 300, sweepMs: 0 },
      rateLimit: { enabled: true, auth: 1000, register: 1000, submit: 1000, forgotPerAddress: 3 },
    },
  }));
  const [row] = await ctx.database.db.select().from(tests);
  ({ id: testId, bookId } = row);
}, 120_000);
afterAll(() => ctx.close());

const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: auth(token) });

/** A student who bought the series and started the demo test: the token and the attempt. */
async function candidate(name: string) {
  const student = await studentWhoBought(ctx.app, admin, bookId, name);
  const started = await ctx.app.inject({
    method: 'POST',
    url: `/api/tests/${testId}/attempts`,
    headers: auth(student.token),
    payload: {},
  });
  expect(started.statusCode).toBe(201);
  return { ...student, attemptId: started.json().id as string };
}

const trace = (fields: Record<string, string>, images: Buffer[]) => {
  const { payload, headers } = multipart(
    fields,
    Object.fromEntries(
      images.map((data, i) => [`image${i}`, { filename: `leak${i}.png`, contentType: 'image/png', data }]),
    ),
  );
  const body = payload.toString('latin1').replace(/name="image\d+"/g, 'name="image"');
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/leak-trace/image',
    headers: { ...headers, ...auth(admin) },
    payload: Buffer.from(body, 'latin1'),
  });
};

describe('the hidden fingerprint', () => {
  it('a question image carries it: the trace names the candidate who received it', async () => {
    const taker = await candidate('Question Leaker');
    const image = await get(taker.token, `/api/attempts/${taker.attemptId}/questions/3/image?w=700`);
    expect(image.statusCode).toBe(200);
    const named = await trace({ bookId }, [image.rawPayload]);
    expect(named.statusCode).toBe(200);
    expect(named.json().user.id).toBe(taker.userId);
    expect(named.json().named.map((n: { user: { id: string } }) => n.user.id)).toEqual([taker.userId]);
  }, 180_000);

  it('question images draw on the page budget: past it, 429 pages_too_fast', async () => {
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/limits',
      headers: auth(admin),
      payload: { ...DEFAULT_READER_LIMITS, pagesPerMinute: 5 },
    });
    expect(put.statusCode).toBe(200);
    const taker = await candidate('Question Scraper');
    const statuses: number[] = [];
    for (let n = 1; n <= 24; n += 1) {
      const res = await get(taker.token, `/api/attempts/${taker.attemptId}/questions/${n}/image?w=480`);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().code).toBe('pages_too_fast');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        break;
      }
    }
    expect(statuses).toContain(429);
    // A question of a page already sent stays free.
    const again = await get(taker.token, `/api/attempts/${taker.attemptId}/questions/1/image?w=700`);
    expect(again.statusCode).toBe(200);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/limits',
      headers: auth(admin),
      payload: DEFAULT_READER_LIMITS,
    });
  }, 180_000);

  it('two readers averaging their copies of two pages, sent together: one of them is named, no one else', async () => {
    const readers = [];
    for (const name of ['Colluder A', 'Colluder B', 'Bystander C', 'Bystander D']) {
      const student = await studentWhoBought(ctx.app, admin, bookId, name);
      const session = await openReadingSession(ctx.app, student.token, bookId);
      expect(session.statusCode).toBe(201);
      readers.push({ ...student, reading: session.json().token as string });
    }
    const page = async (reader: (typeof readers)[number], n: number) => {
      const res = await get(reader.reading, `/api/reading/pages/${n}?w=960`);
      expect(res.statusCode).toBe(200);
      return res.rawPayload;
    };
    // Bystanders read the same pages: their copies are not in the leak.
    for (const r of readers.slice(2)) for (const n of [2, 3]) await page(r, n);
    const leaked = [];
    for (const n of [2, 3])
      leaked.push(await combineCopies([await page(readers[0], n), await page(readers[1], n)], 'mean'));
    const res = await trace({ bookId }, leaked);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pages).toEqual([2, 3]);
    expect(body.candidates).toBeGreaterThanOrEqual(4);
    const named = body.named.map((n: { user: { id: string } }) => n.user.id);
    expect(named.length).toBeGreaterThan(0);
    for (const id of named) expect([readers[0].userId, readers[1].userId]).toContain(id);
  }, 240_000);
});
