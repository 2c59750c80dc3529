import { multipart } from '../../../helpers/multipart';
import { auth, openReadingSession, signUp, type TestContext } from '../../../helpers/test-app';
import { demoTestApp, studentWhoBought } from '../../../helpers/online-tests';

/**
 * The paper stays closed until the test (docs/domains/exams.md "Online tests"): the demo test series' PDF is
 * also a book, so its buyer could read every question in the reader for days before the ranked attempt. A
 * book holding a published test opens to a student only once they have submitted their ranked attempt of
 * every test in it; the question images are served only within an attempt, and the review only after
 * submission. The admin may mark a practice book readable at any time.
 */
let ctx: TestContext;
let admin: string;
let testId: string;
let bookId: string;

const CLOSED = {
  error:
    'Readable after your test: this book holds an online test, and it opens once you have submitted your attempt of every test in it',
  code: 'read_after_test',
};

beforeAll(async () => {
  ({ ctx, admin, testId, bookId } = await demoTestApp());
}, 60_000);
afterAll(() => ctx.close());

const inject = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const page = (readingToken: string, n: number) =>
  inject(readingToken, 'GET', `/api/reading/pages/${n}?w=480`);
const closedBooks = async (token: string) =>
  (await inject(token, 'GET', '/api/user/closed-books')).json().bookIds;
/** The admin's book form sent with only `fields` (the rest unchanged). */
const editBook = (fields: Record<string, string>) => {
  const form = multipart(fields);
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/books/${bookId}`,
    headers: { ...auth(admin), ...form.headers },
    payload: form.payload,
  });
};

describe('a test series holding a published test', () => {
  it('its buyer cannot open it, nor save a page in it, before the test: 403 with the reason', async () => {
    const { token } = await studentWhoBought(ctx.app, admin, bookId);
    const opened = await openReadingSession(ctx.app, token, bookId);
    expect(opened.statusCode).toBe(403);
    expect(opened.json()).toEqual(CLOSED);
    expect((await inject(token, 'GET', `/api/reading/progress/${bookId}`)).json()).toEqual(CLOSED);
    expect((await inject(token, 'PUT', `/api/reading/progress/${bookId}`, { page: 3 })).statusCode).toBe(403);
    expect(await closedBooks(token)).toEqual([bookId]);
    // The book itself says nothing of the kind: it is not a practice book.
    const card = (await inject(token, 'GET', '/api/user/purchased-books'))
      .json()
      .find((b: { _id: string }) => b._id === bookId);
    expect(card).toMatchObject({ testCount: 1, paymentStatus: 'approved' });
    expect(card.readableAnyTime).toBeUndefined();
  });

  it('a reading session opened before the test was published fetches no page once it is', async () => {
    const { token } = await studentWhoBought(ctx.app, admin, bookId);
    expect((await inject(admin, 'POST', `/api/admin/tests/${testId}/unpublish`)).statusCode).toBe(200);
    const opened = await openReadingSession(ctx.app, token, bookId);
    expect(opened.statusCode).toBe(201);
    const reading = opened.json().token;
    expect((await page(reading, 1)).statusCode).toBe(200);
    expect((await inject(admin, 'POST', `/api/admin/tests/${testId}/publish`)).statusCode).toBe(200);
    for (const n of [1, 2, 7]) {
      const refused = await page(reading, n);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(CLOSED);
    }
  });

  it('during the attempt: question images yes, the book and the review no; after submission all open', async () => {
    const { token } = await studentWhoBought(ctx.app, admin, bookId);
    const started = (await inject(token, 'POST', `/api/tests/${testId}/attempts`, {})).json();
    expect(started.ranked).toBe(true);
    const image = await inject(token, 'GET', `/api/attempts/${started.attemptId}/questions/1/image?w=480`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await openReadingSession(ctx.app, token, bookId)).json()).toEqual(CLOSED);
    const early = await inject(token, 'GET', `/api/attempts/${started.attemptId}/review`);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('review_after_submit');

    expect((await inject(token, 'POST', `/api/attempts/${started.attemptId}/submit`)).statusCode).toBe(200);
    expect((await inject(token, 'GET', `/api/attempts/${started.attemptId}/review`)).statusCode).toBe(200);
    const opened = await openReadingSession(ctx.app, token, bookId);
    expect(opened.statusCode).toBe(201);
    for (const n of [1, 7]) expect((await page(opened.json().token, n)).statusCode).toBe(200);
    expect(await closedBooks(token)).toEqual([]);
  });

  it('question images are served only within the student’s own attempt', async () => {
    const { token } = await studentWhoBought(ctx.app, admin, bookId);
    const { token: other } = await studentWhoBought(ctx.app, admin, bookId);
    const started = (await inject(token, 'POST', `/api/tests/${testId}/attempts`, {})).json();
    const url = `/api/attempts/${started.attemptId}/questions/1/image?w=480`;
    expect((await inject(other, 'GET', url)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('an admin reads it at any time; a student who has not bought it still gets the purchase refusal', async () => {
    expect((await openReadingSession(ctx.app, admin, bookId)).statusCode).toBe(201);
    expect(await closedBooks(admin)).toEqual([]);
    const { token } = await signUp(ctx.app);
    expect((await openReadingSession(ctx.app, token, bookId)).json().code).toBe('no_book_access');
    expect(await closedBooks(token)).toEqual([]);
  });
});

describe('a practice book: readable at any time', () => {
  it('the admin marks it in the book form; its buyers read it before the test, and it can be closed again', async () => {
    const { token } = await studentWhoBought(ctx.app, admin, bookId);
    const marked = await editBook({ readableAnyTime: 'true' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ _id: bookId, readableAnyTime: true });
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/books?section=test' }))
      .json()
      .find((b: { _id: string }) => b._id === bookId);
    expect(listed.readableAnyTime).toBe(true);
    const opened = await openReadingSession(ctx.app, token, bookId);
    expect(opened.statusCode).toBe(201);
    expect((await page(opened.json().token, 1)).statusCode).toBe(200);
    expect(await closedBooks(token)).toEqual([]);

    const unmarked = await editBook({ readableAnyTime: 'false' });
    expect(unmarked.statusCode).toBe(200);
    expect(unmarked.json().readableAnyTime).toBeUndefined();
    expect((await page(opened.json().token, 2)).json()).toEqual(CLOSED);
  });

  it('a value that is not true or false is refused with 400 and changes nothing', async () => {
    const res = await editBook({ readableAnyTime: 'sometimes' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Readable any time must be true or false' });
    const { token } = await studentWhoBought(ctx.app, admin, bookId);
    expect((await openReadingSession(ctx.app, token, bookId)).json()).toEqual(CLOSED);
  });
});
