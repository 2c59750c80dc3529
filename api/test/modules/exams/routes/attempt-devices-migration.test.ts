import fs from 'node:fs';
import path from 'node:path';
import { ATTEMPT_DEVICE_MESSAGES } from '@exam/shared-contracts/exams';
import { asc, eq, sql } from 'drizzle-orm';
import { attemptPages, readingSessionPages, readingSessions, testAttempts } from '../../../../src/db/schema';
import { leakTraceUpload } from '../../../helpers/multipart';
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
 * Migration 0019 and the release that brings it (docs/domains/exams.md "Online tests"; docs/operations.md
 * "Deploy"): an attempt owns its leak code, device and served pages, and for one release still keeps the
 * reading session a previous-release replica reads them through. The first test takes an attempt, puts the
 * schema back as it was before 0019 (the session alone holds the three), runs the migration's statements,
 * and sees the attempt read, traced and moved on its own; the second starts an attempt as a previous-release
 * replica does during the rollout (its own columns null) and sees this release read and move it.
 */
let ctx: TestContext;
let admin: string;
let testId: string;
let bookId: string;

beforeAll(async () => {
  ({ ctx, admin, testId, bookId } = await demoTestApp());
}, 120_000);
afterAll(() => ctx.close());

/** The schema before migration 0019: what 0019 adds, taken away (the sessions already hold all three). */
const BEFORE_0019 = [
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

/** What a previous-release replica reads of an attempt: code and device through its reading session. */
const previousReleaseRead = async (attemptId: string) =>
  (
    await ctx.database.db.execute<{ code: string; device_id: string | null }>(sql`
      select s.code, s.device_id from test_attempts a join reading_sessions s on s.id = a.reading_session_id
       where a.id = ${attemptId}`)
  ).rows;

const call = (token: string, device: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token, device), ...(payload ? { payload } : {}) });

const save = (attemptId: string, token: string, device: string, seq: number) =>
  call(token, device, 'PUT', `/api/attempts/${attemptId}/answers/1`, {
    answer: '1',
    markedForReview: false,
    seq,
  });

/** The admin's "Trace a leaked page" with `images` and no book or page named. */
const traceImages = (images: Buffer[]) => ctx.app.inject(leakTraceUpload(auth(admin), {}, images));

/** One device at a time: `other` is refused until it opens the attempt, then `first` is. */
async function oneDeviceAtATime(attemptId: string, first: string, other: string) {
  expect((await save(attemptId, other, TABLET, 1)).json()).toMatchObject({
    error: ATTEMPT_DEVICE_MESSAGES.openedElsewhere,
  });
  expect((await save(attemptId, first, TEST_DEVICE, 2)).statusCode).toBe(200);
  const moved = await call(other, TABLET, 'POST', `/api/tests/${testId}/attempts`, {});
  expect([moved.statusCode, moved.json().attemptId]).toEqual([200, attemptId]);
  expect((await save(attemptId, first, TEST_DEVICE, 3)).json()).toMatchObject({
    error: ATTEMPT_DEVICE_MESSAGES.openedElsewhere,
  });
}

/** A student with the series, signed in on the laptop and the tablet: tokens and ids. */
async function candidate(name: string) {
  const { token, userId } = await studentWhoBought(ctx.app, admin, bookId, name);
  const email = (await call(token, TEST_DEVICE, 'GET', '/api/auth/me')).json().user.email as string;
  const tablet = (await signIn(ctx.app, email, undefined, TABLET)).json().token as string;
  return { token, userId, tablet };
}

it('reads and moves an attempt a previous-release replica started during the rollout', async () => {
  const { db } = ctx.database;
  const { token, userId, tablet } = await candidate('During Rollout');
  const started = await call(token, TEST_DEVICE, 'POST', `/api/tests/${testId}/attempts`, {});
  const attemptId = started.json().attemptId as string;
  const image = (n: number) =>
    call(token, TEST_DEVICE, 'GET', `/api/attempts/${attemptId}/questions/${n}/image?w=700`);
  const [first] = MOCK_PAPER.layout;
  expect((await image(first.question)).statusCode).toBe(200);
  // What a previous-release replica's start, move and question image leave: the reading session alone
  // holds the code, the device and the page.
  const [row] = await db.select().from(testAttempts).where(eq(testAttempts.id, attemptId));
  await db.update(testAttempts).set({ leakCode: null, deviceId: null }).where(eq(testAttempts.id, attemptId));
  await db.delete(attemptPages).where(eq(attemptPages.attemptId, attemptId));
  const [{ code }] = await previousReleaseRead(attemptId);
  expect(code).toBe(row.leakCode);

  // Read through the session: its code on the state, the images and the admin's list; its device's
  // requests taken, another device's refused until it opens the attempt.
  const state = await call(token, TEST_DEVICE, 'GET', `/api/attempts/${attemptId}`);
  expect([state.statusCode, state.json().watermarkCode]).toEqual([200, code]);
  const again = await image(first.question);
  expect([again.statusCode, again.headers['x-watermark-code']]).toEqual([200, code]);
  expect(await db.select().from(attemptPages).where(eq(attemptPages.attemptId, attemptId))).toMatchObject([
    { page: first.page, views: 1 },
  ]);
  const sessionPages = await db
    .select()
    .from(readingSessionPages)
    .where(eq(readingSessionPages.sessionId, row.readingSessionId));
  expect(sessionPages).toMatchObject([{ page: first.page, views: 2, charged: true }]);
  const listed = await call(admin, TEST_DEVICE, 'GET', `/api/admin/tests/${testId}/attempts`);
  expect(listed.json().find((a: { attemptId: string }) => a.attemptId === attemptId)).toMatchObject({
    watermarkCode: code,
  });
  await oneDeviceAtATime(attemptId, token, tablet);
  // The move is the attempt's own now, and mirrored in the session.
  const [moved] = await db.select().from(testAttempts).where(eq(testAttempts.id, attemptId));
  expect(moved.deviceId).not.toBeNull();
  expect(await previousReleaseRead(attemptId)).toEqual([{ code, device_id: moved.deviceId }]);
  const byCode = await call(admin, TEST_DEVICE, 'GET', `/api/admin/leak-trace/${code}`);
  expect([byCode.statusCode, byCode.json().user?.id]).toEqual([200, userId]);
}, 120_000);

it('carries an attempt made before it over: read, traced and moved; its session mirrored', async () => {
  const { db } = ctx.database;
  const { token, userId, tablet } = await candidate('Before Migration');
  // A reader's own session (the admin reading another book): the migration leaves it alone.
  const other = (await guestBooks(ctx.app)).find((b) => b._id !== bookId)!;
  expect((await openReadingSession(ctx.app, admin, other._id)).statusCode).toBe(201);

  const started = await call(token, TEST_DEVICE, 'POST', `/api/tests/${testId}/attempts`, {});
  expect(started.statusCode).toBe(201);
  const attemptId = started.json().attemptId as string;
  // Six questions of one paper page (the most images one trace takes), leaked before the migration.
  const page = 4;
  const onPage = MOCK_PAPER.layout.filter((r) => r.page === page).map((r) => r.question);
  const numbers = [...new Set(onPage)].slice(0, 6);
  const leaked: Buffer[] = [];
  let code = '';
  for (const n of numbers) {
    const image = await call(
      token,
      TEST_DEVICE,
      'GET',
      `/api/attempts/${attemptId}/questions/${n}/image?w=1200`,
    );
    expect(image.statusCode).toBe(200);
    leaked.push(image.rawPayload);
    code = image.headers['x-watermark-code'] as string;
  }
  const [before] = await db.select().from(testAttempts).where(eq(testAttempts.id, attemptId));
  expect([before.leakCode, before.deviceId]).toEqual([code, expect.any(String)]);
  const pagesOf = () => db.select().from(attemptPages).where(eq(attemptPages.attemptId, attemptId));
  const pagesBefore = await pagesOf();
  expect(pagesBefore).toMatchObject([{ attemptId, page, views: numbers.length }]);
  // Mirrored: a previous-release replica finds the same code, device and pages through the session.
  expect(await previousReleaseRead(attemptId)).toEqual([{ code, device_id: before.deviceId }]);
  const mirrored = await db
    .select()
    .from(readingSessionPages)
    .where(eq(readingSessionPages.sessionId, before.readingSessionId));
  expect(mirrored).toMatchObject([{ page, views: numbers.length, charged: true }]);
  const sessionsBefore = await db.select().from(readingSessions).orderBy(asc(readingSessions.id));

  for (const statement of BEFORE_0019) await db.execute(sql.raw(statement));
  for (const statement of MIGRATION) await db.execute(sql.raw(statement));

  // The attempt holds its code, device and pages again; every reading session is kept as it was.
  const [after] = await db.select().from(testAttempts).where(eq(testAttempts.id, attemptId));
  expect([after.leakCode, after.deviceId, after.readingSessionId]).toEqual([
    code,
    before.deviceId,
    before.readingSessionId,
  ]);
  // Its pages as its session held them (the two writes differ by their statements' times alone).
  const fromSession = mirrored.map(({ page: p, firstAt, lastAt, views }) => ({
    page: p,
    firstAt,
    lastAt,
    views,
  }));
  expect(await pagesOf()).toEqual(fromSession.map((p) => ({ attemptId, ...p })));
  expect(await db.select().from(readingSessions).orderBy(asc(readingSessions.id))).toEqual(sessionsBefore);
  const state = await call(token, TEST_DEVICE, 'GET', `/api/attempts/${attemptId}`);
  expect([state.statusCode, state.json().watermarkCode]).toEqual([200, code]);
  await oneDeviceAtATime(attemptId, token, tablet);
  expect(await previousReleaseRead(attemptId)).toEqual([{ code, device_id: expect.any(String) }]);
  expect((await previousReleaseRead(attemptId))[0].device_id).not.toBe(before.deviceId);

  // As the next release will leave it: the attempt's session gone. The leak trace still names the
  // candidate from the code and the pages, read from the attempt's own.
  await db.execute(sql`alter table test_attempts
    drop constraint test_attempts_reading_session_id_reading_sessions_id_fk`);
  await db.delete(readingSessions).where(eq(readingSessions.id, before.readingSessionId));
  const byCode = await call(admin, TEST_DEVICE, 'GET', `/api/admin/leak-trace/${code}`);
  expect(byCode.statusCode).toBe(200);
  expect(byCode.json()).toMatchObject({
    code,
    user: { id: userId },
    book: { id: bookId },
    session: { id: attemptId },
    pages: [{ page, views: numbers.length }],
  });
  // The image trace reads the hidden mark, which is probabilistic for question images (a locate by ORB
  // keypoints, then a score against a threshold): when it names anyone, it names this candidate only.
  const byImage = await traceImages(leaked);
  if (byImage.statusCode === 200) {
    expect(byImage.json()).toMatchObject({ code, user: { id: userId }, book: { id: bookId }, pages: [page] });
    expect(byImage.json().named.map((n: { user: { id: string } }) => n.user.id)).toEqual([userId]);
  } else expect(byImage.statusCode).toBe(422);
}, 300_000);
