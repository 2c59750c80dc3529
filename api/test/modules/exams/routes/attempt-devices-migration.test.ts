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
 * Migrations 0019 and 0020 and this release (docs/domains/exams.md "Online tests", "Data"; docs/operations.md
 * "Deploy"): an attempt owns its leak code, device and served pages and is read from them alone. The first
 * test takes an attempt, puts the schema back as it was before 0019 (the session alone holds the three), runs
 * both migrations and sees the attempt read, traced and moved; the second does the same with a straggler a
 * release before 0019 started after 0019 ran (its own columns null) and an attempt of the first release
 * (written to both); the third sees that a new attempt has no reading session and is read, traced and moved
 * all the same (the release before this one never reads `reading_session_id`).
 */
let ctx: TestContext;
let admin: string;
let testId: string;
let bookId: string;

beforeAll(async () => {
  ({ ctx, admin, testId, bookId } = await demoTestApp());
}, 120_000);
afterAll(() => ctx.close());

/** The schema before migration 0019: what 0019 and 0020 change, put back (the sessions hold all three). */
const BEFORE_0019 = [
  `DROP TABLE "attempt_pages"`,
  `ALTER TABLE "test_attempts" DROP COLUMN "leak_code"`,
  `ALTER TABLE "test_attempts" DROP COLUMN "device_id"`,
  `ALTER TABLE "test_attempts" ALTER COLUMN "reading_session_id" SET NOT NULL`,
];

/** The statements of a migration (`0019_attempt_devices`, …) in order. */
const statementsOf = (name: string) =>
  fs
    .readFileSync(path.join(__dirname, `../../../../drizzle/${name}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);

const run = async (statements: string[]) => {
  for (const statement of statements) await ctx.database.db.execute(sql.raw(statement));
};
const M0019 = statementsOf('0019_attempt_devices');
const M0020 = statementsOf('0020_attempt_session_optional');

/**
 * The first release's read of an attempt (0019's, as its attempts/legacy-session-mirror.ts ran it): the code
 * and device, its own first, else the session's.
 */
const firstRelease = {
  read: async (attemptId: string) =>
    (
      await ctx.database.db.execute<{ code: string; device_id: string | null }>(sql`
        select coalesce(a.leak_code, (select s.code from reading_sessions s where s.id = a.reading_session_id),
                        '') as code,
               coalesce(a.device_id,
                        (select s.device_id from reading_sessions s where s.id = a.reading_session_id)) as device_id
          from test_attempts a where a.id = ${attemptId}`)
    ).rows,
};

const call = (token: string, device: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token, device), ...(payload ? { payload } : {}) });

const save = (attemptId: string, token: string, device: string, seq: number) =>
  call(token, device, 'PUT', `/api/attempts/${attemptId}/answers/1`, {
    answer: '1',
    markedForReview: false,
    seq,
  });

const rowOf = async (attemptId: string) =>
  (await ctx.database.db.select().from(testAttempts).where(eq(testAttempts.id, attemptId)))[0];
const pagesOf = (attemptId: string) =>
  ctx.database.db.select().from(attemptPages).where(eq(attemptPages.attemptId, attemptId));
const sessionPagesOf = (sessionId: string) =>
  ctx.database.db.select().from(readingSessionPages).where(eq(readingSessionPages.sessionId, sessionId));

/**
 * What a release before 0019 left of an attempt: a reading session of its code holds the device and the
 * pages (views as the attempt counted them), as that release wrote them. A start makes no session now, so
 * one is made here as that release made it.
 */
async function sessionHoldsAll(attemptId: string) {
  const { db } = ctx.database;
  const row = await rowOf(attemptId);
  const [session] = await db
    .insert(readingSessions)
    .values({
      code: row.leakCode!,
      userId: row.userId,
      bookId,
      expiresAt: row.deadline,
      deviceId: row.deviceId,
    })
    .returning();
  await db.update(testAttempts).set({ readingSessionId: session.id }).where(eq(testAttempts.id, attemptId));
  for (const p of await pagesOf(attemptId))
    await db.insert(readingSessionPages).values({ ...p, sessionId: session.id, charged: true });
  return { ...row, readingSessionId: session.id };
}

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

/** A student with the series, signed in on the laptop and the tablet, with an attempt started on the laptop. */
async function candidate(name: string) {
  const { token, userId } = await studentWhoBought(ctx.app, admin, bookId, name);
  const email = (await call(token, TEST_DEVICE, 'GET', '/api/auth/me')).json().user.email as string;
  const tablet = (await signIn(ctx.app, email, undefined, TABLET)).json().token as string;
  const started = await call(token, TEST_DEVICE, 'POST', `/api/tests/${testId}/attempts`, {});
  expect(started.statusCode).toBe(201);
  const attemptId = started.json().attemptId as string;
  const image = (n: number, w = 700) =>
    call(token, TEST_DEVICE, 'GET', `/api/attempts/${attemptId}/questions/${n}/image?w=${w}`);
  return { token, userId, tablet, attemptId, image };
}

/**
 * The attempt's code on its state (read with `token` from `device`), the admin's list and the leak trace by
 * code (which names `userId`).
 */
async function readsAndTraces(attemptId: string, [token, device]: string[], userId: string, code: string) {
  const state = await call(token, device, 'GET', `/api/attempts/${attemptId}`);
  expect([state.statusCode, state.json().watermarkCode]).toEqual([200, code]);
  const listed = await call(admin, TEST_DEVICE, 'GET', `/api/admin/tests/${testId}/attempts`);
  expect(listed.json().find((a: { attemptId: string }) => a.attemptId === attemptId)).toMatchObject({
    watermarkCode: code,
  });
  const byCode = await call(admin, TEST_DEVICE, 'GET', `/api/admin/leak-trace/${code}`);
  expect([byCode.statusCode, byCode.json().user?.id]).toEqual([200, userId]);
  return byCode.json();
}

it('carries an attempt made before 0019 over: read, traced and moved from its own columns', async () => {
  const { db } = ctx.database;
  const taker = await candidate('Before Migration');
  // A reader's own session (the admin reading another book): the migrations leave it alone.
  const other = (await guestBooks(ctx.app)).find((b) => b._id !== bookId)!;
  expect((await openReadingSession(ctx.app, admin, other._id)).statusCode).toBe(201);
  // Six questions of one paper page (the most images one trace takes), leaked before the migration.
  const page = 4;
  const numbers = [...new Set(MOCK_PAPER.layout.filter((r) => r.page === page).map((r) => r.question))];
  const leaked: Buffer[] = [];
  for (const n of numbers.slice(0, 6)) leaked.push((await taker.image(n, 1200)).rawPayload);
  const before = await sessionHoldsAll(taker.attemptId);
  const pagesBefore = await pagesOf(taker.attemptId);
  expect(pagesBefore).toMatchObject([{ page, views: leaked.length }]);
  const sessionsBefore = await db.select().from(readingSessions).orderBy(asc(readingSessions.id));

  await run(BEFORE_0019);
  await run(M0019);
  await run(M0020);
  await run(M0020); // idempotent

  // The attempt holds its code, device and pages again; every reading session is kept as it was.
  const after = await rowOf(taker.attemptId);
  expect([after.leakCode, after.deviceId, after.readingSessionId]).toEqual([
    before.leakCode,
    before.deviceId,
    before.readingSessionId,
  ]);
  expect(await pagesOf(taker.attemptId)).toEqual(pagesBefore);
  expect(await db.select().from(readingSessions).orderBy(asc(readingSessions.id))).toEqual(sessionsBefore);
  const code = before.leakCode!;
  await oneDeviceAtATime(taker.attemptId, taker.token, taker.tablet);
  expect((await rowOf(taker.attemptId)).deviceId).not.toBe(before.deviceId);

  // As a later release leaves it: no session. The trace names the candidate from the attempt's own.
  await db.update(testAttempts).set({ readingSessionId: null }).where(eq(testAttempts.id, taker.attemptId));
  await db.delete(readingSessions).where(eq(readingSessions.id, before.readingSessionId!));
  expect(await readsAndTraces(taker.attemptId, [taker.tablet, TABLET], taker.userId, code)).toMatchObject({
    code,
    book: { id: bookId },
    session: { id: taker.attemptId },
    pages: [{ page, views: leaked.length }],
  });
  // The image trace reads the hidden mark, which is probabilistic for question images (a locate by ORB
  // keypoints, then a score against a threshold): when it names anyone, it names this candidate only.
  const byImage = await ctx.app.inject(leakTraceUpload(auth(admin), {}, leaked));
  if (byImage.statusCode === 200) {
    expect(byImage.json()).toMatchObject({ code, user: { id: taker.userId }, pages: [page] });
    expect(byImage.json().named.map((n: { user: { id: string } }) => n.user.id)).toEqual([taker.userId]);
  } else expect(byImage.statusCode).toBe(422);
}, 300_000);

it('carries a straggler over; an attempt the first release wrote to both keeps its own pages', async () => {
  const { db } = ctx.database;
  const [first] = MOCK_PAPER.layout;
  const straggler = await candidate('Straggler');
  expect((await straggler.image(first.question)).statusCode).toBe(200);
  const row = await sessionHoldsAll(straggler.attemptId);
  await db.update(testAttempts).set({ leakCode: null, deviceId: null }).where(eq(testAttempts.id, row.id));
  await db.delete(attemptPages).where(eq(attemptPages.attemptId, row.id));
  // The first release wrote its attempts to both, the session's page a statement later.
  const mirrored = await candidate('Mirror Release');
  expect((await mirrored.image(first.question)).statusCode).toBe(200);
  const mirroredRow = await sessionHoldsAll(mirrored.attemptId);
  const mirroredPages = await pagesOf(mirrored.attemptId);
  await db.execute(sql`update reading_session_pages set first_at = first_at + interval '5 ms',
    last_at = last_at + interval '5 ms' where session_id = ${mirroredRow.readingSessionId}`);

  await run(M0020);
  await run(M0020); // idempotent

  expect(await rowOf(row.id)).toMatchObject({ leakCode: row.leakCode, deviceId: row.deviceId });
  expect(await pagesOf(row.id)).toMatchObject([{ page: first.page, views: 1 }]);
  expect(await pagesOf(mirrored.attemptId)).toEqual(mirroredPages);
  // The straggler's page is sent already: the next image counts a view, and nothing goes to its session.
  const again = await straggler.image(first.question);
  expect([again.statusCode, again.headers['x-watermark-code']]).toEqual([200, row.leakCode]);
  expect(await pagesOf(row.id)).toMatchObject([{ page: first.page, views: 2 }]);
  expect(await sessionPagesOf(row.readingSessionId!)).toMatchObject([{ page: first.page, views: 1 }]);
  expect(
    await readsAndTraces(row.id, [straggler.token, TEST_DEVICE], straggler.userId, row.leakCode!),
  ).toMatchObject({
    pages: [{ page: first.page, views: 2 }],
  });
  await oneDeviceAtATime(row.id, straggler.token, straggler.tablet);
  // The move is the attempt's alone: the session keeps the device the straggler was started on.
  expect((await rowOf(row.id)).deviceId).not.toBe(row.deviceId);
  expect(await firstRelease.read(row.id)).toEqual([
    { code: row.leakCode, device_id: (await rowOf(row.id)).deviceId },
  ]);
  const [session] = await db
    .select()
    .from(readingSessions)
    .where(eq(readingSessions.id, row.readingSessionId!));
  expect(session.deviceId).toBe(row.deviceId);
}, 120_000);

it('starts an attempt with no reading session, read, traced and moved from its own columns', async () => {
  const { db } = ctx.database;
  const [first] = MOCK_PAPER.layout;
  const sessionsBefore = await db.select().from(readingSessions).orderBy(asc(readingSessions.id));
  const taker = await candidate('New Attempt');
  expect((await taker.image(first.question)).statusCode).toBe(200);
  const row = await rowOf(taker.attemptId);
  expect(row).toMatchObject({
    leakCode: expect.any(String),
    deviceId: expect.any(String),
    readingSessionId: null,
  });
  // No session made, and the page served is the attempt's alone.
  expect(await db.select().from(readingSessions).orderBy(asc(readingSessions.id))).toEqual(sessionsBefore);
  expect(await pagesOf(row.id)).toMatchObject([{ page: first.page, views: 1 }]);
  expect(await readsAndTraces(row.id, [taker.token, TEST_DEVICE], taker.userId, row.leakCode!)).toMatchObject(
    { session: { id: row.id }, pages: [{ page: first.page, views: 1 }] },
  );
  await oneDeviceAtATime(row.id, taker.token, taker.tablet);
  expect((await rowOf(row.id)).readingSessionId).toBeNull();
}, 120_000);
