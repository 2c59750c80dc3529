import fs from 'node:fs';
import path from 'node:path';
import { ATTEMPT_DEVICE_MESSAGES } from '@exam/shared-contracts/exams';
import { asc, eq, sql } from 'drizzle-orm';
import { attemptPages, readingSessions, testAttempts } from '../../../../src/db/schema';
import { multipart } from '../../../helpers/multipart';
import { demoTestApp, MOCK_PAPER, studentWhoBought } from '../../../helpers/online-tests';
import {
  auth,
  guestBooks,
  openReadingSession,
  signIn,
  TABLET_DEVICE as TABLET,
  TEST_DEVICE,
  type TestContext,
} from '../../../helpers/test-app';

/**
 * Migration 0019 (docs/domains/exams.md "One device at a time", docs/domains/reading.md "Marks"): an attempt
 * made before it kept its leak code, its device and the paper pages of its question images in a reading
 * session. The test takes an attempt, puts it back as the schema before 0019 held it (a reading session
 * with its code and device, its pages in reading_session_pages), runs the migration's statements, and sees
 * the attempt keep all three on its own: the leak trace names the candidate from the code and from the
 * question images leaked before the migration, and the attempt still refuses another device. The reader's
 * own sessions are left as they were.
 */
let ctx: TestContext;
let admin: string;
let testId: string;
let bookId: string;

beforeAll(async () => {
  ({ ctx, admin, testId, bookId } = await demoTestApp());
}, 120_000);
afterAll(() => ctx.close());

/** The schema before migration 0019 for attempts: each with a reading session holding its code and device. */
const OLD_SHAPE = [
  `ALTER TABLE "test_attempts" ADD COLUMN "reading_session_id" uuid`,
  `INSERT INTO "reading_sessions" ("code", "user_id", "book_id", "created_at", "expires_at", "device_id")
     SELECT a."leak_code", a."user_id", t."book_id", a."started_at", a."deadline", a."device_id"
       FROM "test_attempts" a JOIN "tests" t ON t."id" = a."test_id"`,
  `UPDATE "test_attempts" SET "reading_session_id" = s."id"
     FROM "reading_sessions" s WHERE s."code" = "test_attempts"."leak_code"`,
  `INSERT INTO "reading_session_pages" ("session_id", "page", "first_at", "last_at", "views", "charged")
     SELECT a."reading_session_id", p."page", p."first_at", p."last_at", p."views", true
       FROM "attempt_pages" p JOIN "test_attempts" a ON a."id" = p."attempt_id"`,
  `ALTER TABLE "test_attempts" ALTER COLUMN "reading_session_id" SET NOT NULL`,
  `ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_reading_session_id_reading_sessions_id_fk"
     FOREIGN KEY ("reading_session_id") REFERENCES "public"."reading_sessions"("id") ON DELETE cascade`,
  `DROP TABLE "attempt_pages"`,
  `ALTER TABLE "test_attempts" DROP COLUMN "leak_code"`,
  `ALTER TABLE "test_attempts" DROP COLUMN "device_id"`,
];

/** The statements of migration 0019, in order. */
const MIGRATION = fs
  .readFileSync(path.join(__dirname, '../../../../drizzle/0019_attempt_devices.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter(Boolean);

const call = (token: string, device: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token, device), ...(payload ? { payload } : {}) });

/** The admin's "Trace a leaked page" with `images` and no book or page named. */
const traceImages = (images: Buffer[]) => {
  const { payload, headers } = multipart(
    {},
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

it('carries an attempt over: its code, device and pages; traced, and refused on another device', async () => {
  const { db } = ctx.database;
  const { token, userId } = await studentWhoBought(ctx.app, admin, bookId, 'Before Migration');
  const email = (await call(token, TEST_DEVICE, 'GET', '/api/auth/me')).json().user.email as string;
  // A reader's own session (the admin reading another book): the migration leaves it alone.
  const other = (await guestBooks(ctx.app)).find((b) => b._id !== bookId)!;
  expect((await openReadingSession(ctx.app, admin, other._id)).statusCode).toBe(201);

  const started = await call(token, TEST_DEVICE, 'POST', `/api/tests/${testId}/attempts`, {});
  expect(started.statusCode).toBe(201);
  const attemptId = started.json().attemptId as string;
  // The questions of one paper page, leaked before the migration.
  const page = 4;
  const onPage = MOCK_PAPER.layout.filter((r) => r.page === page).map((r) => r.question);
  // Six of them: the most images one trace takes.
  const numbers = [...new Set(onPage)].slice(0, 6);
  const leaked: Buffer[] = [];
  let code = '';
  for (const n of numbers) {
    const url = `/api/attempts/${attemptId}/questions/${n}/image?w=1200`;
    const image = await call(token, TEST_DEVICE, 'GET', url);
    expect(image.statusCode).toBe(200);
    leaked.push(image.rawPayload);
    code = image.headers['x-watermark-code'] as string;
  }
  const [before] = await db.select().from(testAttempts).where(eq(testAttempts.id, attemptId));
  expect(before.deviceId).not.toBeNull();
  const pagesBefore = await db.select().from(attemptPages).orderBy(asc(attemptPages.page));
  expect(pagesBefore).toMatchObject([{ attemptId, page, views: numbers.length }]);
  const sessionsBefore = await db.select().from(readingSessions).orderBy(asc(readingSessions.id));

  for (const statement of OLD_SHAPE) await db.execute(sql.raw(statement));
  const old = await db.execute<{ code: string; device_id: string }>(sql`
    select s.code, s.device_id from test_attempts a join reading_sessions s on s.id = a.reading_session_id
     where a.id = ${attemptId}`);
  expect(old.rows).toEqual([{ code, device_id: before.deviceId }]);

  for (const statement of MIGRATION) await db.execute(sql.raw(statement));

  // The attempt holds its code, device and pages; its reading session is gone, the reader's stays as it was.
  const [after] = await db.select().from(testAttempts).where(eq(testAttempts.id, attemptId));
  expect([after.leakCode, after.deviceId]).toEqual([code, before.deviceId]);
  expect(await db.select().from(attemptPages).orderBy(asc(attemptPages.page))).toEqual(pagesBefore);
  expect(await db.select().from(readingSessions).orderBy(asc(readingSessions.id))).toEqual(sessionsBefore);

  // The leak trace names the candidate from the code, and from the images leaked before the migration
  // (their page found among the pages served, the candidate among the book's holders).
  const byCode = await call(admin, TEST_DEVICE, 'GET', `/api/admin/leak-trace/${code}`);
  expect(byCode.statusCode).toBe(200);
  expect(byCode.json()).toMatchObject({
    code,
    user: { id: userId },
    book: { id: bookId },
    pages: [{ page, views: numbers.length }],
  });
  // The image trace reads the hidden mark, which is probabilistic for question images (a locate by
  // ORB keypoints, then a score against a threshold): when it names anyone, it names this candidate only.
  const byImage = await traceImages(leaked);
  if (byImage.statusCode === 200) {
    expect(byImage.json()).toMatchObject({ code, user: { id: userId }, book: { id: bookId }, pages: [page] });
    expect(byImage.json().named.map((n: { user: { id: string } }) => n.user.id)).toEqual([userId]);
  } else expect(byImage.statusCode).toBe(422);

  // One device at a time, as before: the tablet is refused until it opens the attempt, then the laptop is.
  const tablet = (await signIn(ctx.app, email, undefined, TABLET)).json().token as string;
  const save = (t: string, device: string, seq: number) =>
    call(t, device, 'PUT', `/api/attempts/${attemptId}/answers/1`, {
      answer: '1',
      markedForReview: false,
      seq,
    });
  expect((await save(tablet, TABLET, 1)).json()).toMatchObject({
    error: ATTEMPT_DEVICE_MESSAGES.openedElsewhere,
  });
  expect((await save(token, TEST_DEVICE, 2)).statusCode).toBe(200);
  const moved = await call(tablet, TABLET, 'POST', `/api/tests/${testId}/attempts`, {});
  expect([moved.statusCode, moved.json().attemptId]).toEqual([200, attemptId]);
  expect((await save(token, TEST_DEVICE, 3)).json()).toMatchObject({
    error: ATTEMPT_DEVICE_MESSAGES.openedElsewhere,
  });
}, 300_000);
