import { tests } from '../../../../src/db/schema';
import { auth, createTestAppWithAdmin, type TestContext } from '../../../helpers/test-app';
import { MOCK_KEY } from '../../../helpers/online-tests';

/**
 * The app the demo online test's API tests share (attempts*.test.ts, docs/domains/exams.md "Online tests"):
 * {@link setUpAttemptsApp} builds it before a file's tests (the demo test seeded, saves accepted
 * {@link GRACE_MS} ms past the deadline, no sweep timer) and closes it after; the bindings below hold the
 * app, the admin's token and the seeded test's and book's ids once it has run.
 */
export let ctx: TestContext;
export let admin: string;
export let testId: string;
export let bookId: string;

/** How long past its deadline a save is still accepted, in milliseconds. */
export const GRACE_MS = 300;

/** Registers the file's beforeAll (a fresh app) and afterAll (closing it). */
export function setUpAttemptsApp(): void {
  beforeAll(async () => {
    ({ ctx, admin } = await createTestAppWithAdmin({
      demoTest: true,
      config: { exams: { saveGraceMs: GRACE_MS, sweepMs: 0 } },
    }));
    const [row] = await ctx.database.db.select().from(tests);
    testId = row.id;
    bookId = row.bookId;
  }, 60_000);
  afterAll(() => ctx.close());
}

/** An injected request as `token`'s user, with a JSON body when `payload` is given. */
export const inject = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

/** Starts (or resumes) `token`'s attempt at the demo test. */
export const start = (token: string) => inject(token, 'POST', `/api/tests/${testId}/attempts`, {});
/** Saves question `n`'s answer `body` ({ answer, markedForReview, seq, timeSpentMs? }). */
export const save = (token: string, attemptId: string, n: number, body: object) =>
  inject(token, 'PUT', `/api/attempts/${attemptId}/answers/${n}`, body);
/** Submits the attempt. */
export const submit = (token: string, attemptId: string) =>
  inject(token, 'POST', `/api/attempts/${attemptId}/submit`);

/** The canonical key answer of question `n`, and a wrong answer of the same type. */
export const right = (n: number) => MOCK_KEY.get(n)!.answer;
export const wrong = (n: number) =>
  MOCK_KEY.get(n)!.type === 'numerical' ? String(Number(right(n)) + 1) : String((Number(right(n)) % 4) + 1);
