import { eq } from 'drizzle-orm';
import { readingSessions, testAttempts } from '../../../../src/db/schema';
import { demoTestApp, studentWhoBought } from '../../../helpers/online-tests';
import {
  auth,
  guestBooks,
  openReadingSession,
  TEST_DEVICE,
  type TestContext,
} from '../../../helpers/test-app';

/** Codes the next starts draw, in order, before the real drawing resumes. */
const drawn: string[] = [];

jest.mock('../../../../src/modules/reading', () => {
  const actual = jest.requireActual('../../../../src/modules/reading');
  return { ...actual, newLeakCode: () => drawn.shift() ?? actual.newLeakCode() };
});

/**
 * One code, one holder (docs/domains/exams.md "Data", docs/domains/reading.md "Marks"): an attempt made
 * without a reading session must still not take a code a reader's session holds, or a leaked page would
 * name two holders. The first code drawn is a session's; the start draws another.
 */
let ctx: TestContext;
let admin: string;
let testId: string;
let bookId: string;

beforeAll(async () => {
  ({ ctx, admin, testId, bookId } = await demoTestApp());
}, 120_000);
afterAll(() => ctx.close());

it('does not give an attempt a code a reading session holds: it draws another', async () => {
  const { db } = ctx.database;
  const other = (await guestBooks(ctx.app)).find((b) => b._id !== bookId)!;
  const opened = await openReadingSession(ctx.app, admin, other._id);
  expect(opened.statusCode).toBe(201);
  const [session] = await db.select().from(readingSessions).where(eq(readingSessions.bookId, other._id));
  const { token } = await studentWhoBought(ctx.app, admin, bookId, 'Code Clash');
  drawn.push(session.code);
  const started = await ctx.app.inject({
    method: 'POST',
    url: `/api/tests/${testId}/attempts`,
    headers: auth(token, TEST_DEVICE),
    payload: {},
  });
  expect(started.statusCode).toBe(201);
  expect(drawn).toEqual([]);
  const [attempt] = await db.select().from(testAttempts).where(eq(testAttempts.id, started.json().attemptId));
  expect(attempt.leakCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  expect(attempt.leakCode).not.toBe(session.code);
  const byCode = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/leak-trace/${session.code}`,
    headers: auth(admin),
  });
  expect(byCode.json().session?.id).toBe(session.id);
}, 120_000);
