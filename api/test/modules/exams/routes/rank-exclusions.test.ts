import { eq } from 'drizzle-orm';
import { testAttempts, tests } from '../../../../src/db/schema';
import { auditTrail } from '../../../../src/modules/operations/audit';
import { buyBook, signIn, signUp, TEST_DEVICE, type TestContext } from '../../../helpers/test-app';
import { demoTestApp, studentWhoBought } from '../../../helpers/online-tests';
import {
  call as callOn,
  ownDeviceBuyer,
  takeDemo,
  type CallOptions,
  type DemoTest,
} from '../../../helpers/rank-takers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Ranks that reflect students (docs/domains/exams.md "Ranks under review"): twenty extra accounts, each
 * with an approved purchase, submit all-wrong attempts in a burst to push an honest cohort's percentiles
 * up. Deactivating them, or the admin excluding their attempts, gives the cohort back exactly its
 * percentiles; the burst is flagged for the admin, and the leaderboard says how many attempts are under
 * review.
 */
let ctx: TestContext;
let admin: string;
let testId: string;
let bookId: string;

/** A taker: token, device secret (its browser) and attempt. */
interface Taker {
  token: string;
  device: string;
  userId: string;
  email?: string;
  attemptId: string;
}

const honest: (Taker & { percentile: number })[] = [];
const extra: Taker[] = [];

let demo: DemoTest;
const call = (token: string | null, method: Method, url: string, o?: CallOptions) =>
  callOn(demo.app, token, method, url, o);
const take = (token: string, device: string, correct: number, wrongs: number) =>
  takeDemo(demo, token, device, correct, wrongs);

/** The honest cohort's percentiles as their results say now. */
const percentiles = async () =>
  Promise.all(
    honest.map(
      async (h) =>
        (await call(h.token, 'GET', `/api/attempts/${h.attemptId}`, { device: h.device })).json().result
          .percentile as number,
    ),
  );

const excludeUrl = (attemptId: string, test = testId) =>
  `/api/admin/tests/${test}/attempts/${attemptId}/exclude`;
const setActive = (userId: string, isActive: boolean) =>
  call(admin, 'PUT', `/api/admin/users/${userId}/status`, { payload: { isActive } });

beforeAll(async () => {
  ({ ctx, admin, testId, bookId } = await demoTestApp());
  demo = { app: ctx.app, admin, testId, bookId };
  // Five honest candidates with varied scores (76, 56, 36, 28, 18), each on a browser and address of their own.
  const cohort = [
    [20, 4],
    [16, 8],
    [12, 12],
    [8, 4],
    [5, 2],
  ] as const;
  for (const [k, [correct, wrongs]] of cohort.entries()) {
    const device = `honest-${k}-device-secret-`.padEnd(43, 'h');
    const { token, userId } = await ownDeviceBuyer(demo, `Honest ${k}`, device, `10.0.${k}.7`);
    const attemptId = await take(token, device, correct, wrongs);
    honest.push({ token, device, userId, attemptId, percentile: 0 });
  }
  for (const [k, p] of (await percentiles()).entries()) honest[k].percentile = p;
  // Twenty extra accounts, each with an approved purchase, answer everything wrong at once.
  for (let k = 0; k < 20; k += 1) {
    const { token, user } = await signUp(ctx.app, `Extra ${k}`);
    await buyBook(ctx.app, admin, token, bookId);
    extra.push({ token, device: TEST_DEVICE, userId: user.id, email: user.email, attemptId: '' });
  }
  for (const e of extra) e.attemptId = await take(e.token, e.device, 0, 24);
}, 180_000);
afterAll(() => ctx.close());

const baseline = () => honest.map((h) => h.percentile);

describe('rank poisoning', () => {
  it('the honest percentiles move with twenty all-wrong attempts, and come back when they leave the ranks', async () => {
    // 5 honest candidates: the lowest has 20 (1 of 5 at most its score).
    expect(baseline()).toEqual([100, 80, 60, 40, 20]);
    const poisoned = await percentiles();
    // 25 candidates: the lowest honest one now scores at least as much as 21 of them.
    expect(poisoned).toEqual([100, 96, 92, 88, 84]);

    // Deactivating the twenty takes their attempts out at once; reactivating brings them back.
    for (const e of extra) expect((await setActive(e.userId, false)).statusCode).toBe(200);
    expect(await percentiles()).toEqual(baseline());
    const own = (
      await call(honest[4].token, 'GET', '/api/user/attempts', { device: honest[4].device })
    ).json();
    expect(own[0]).toMatchObject({ rank: 5, candidates: 5, excluded: false });
    for (const e of extra) {
      expect((await setActive(e.userId, true)).statusCode).toBe(200);
      // Deactivation ended their sessions: they sign in again.
      e.token = (await signIn(ctx.app, e.email!)).json().token;
    }
    expect(await percentiles()).toEqual(poisoned);

    // The admin excludes the twenty attempts: the honest percentiles are exactly as before.
    for (const e of extra) {
      const res = await call(admin, 'POST', excludeUrl(e.attemptId), {
        payload: { reason: '  Burst of all-wrong attempts from new accounts  ' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        attemptId: e.attemptId,
        decision: 'excluded',
        decisionReason: 'Burst of all-wrong attempts from new accounts',
        changed: true,
      });
    }
    expect(await percentiles()).toEqual(baseline());

    // An excluded attempt keeps its score but is unranked; the top ten holds only the honest cohort.
    const mine = (await call(extra[0].token, 'GET', `/api/attempts/${extra[0].attemptId}/review`)).json();
    expect(mine.result).toMatchObject({
      score: -24,
      ranked: true,
      excluded: true,
      rank: null,
      percentile: null,
    });
    expect(mine.leaderboard.map((r: { score: number }) => r.score)).toEqual([76, 56, 36, 28, 18]);
    const listed = (await call(extra[0].token, 'GET', '/api/user/attempts')).json();
    expect(listed[0]).toMatchObject({ excluded: true, rank: null, percentile: null, score: -24 });

    // One put back counts again: six candidates, the lowest honest one above one of them.
    const back = await call(admin, 'DELETE', excludeUrl(extra[0].attemptId));
    expect(back.json()).toEqual({
      attemptId: extra[0].attemptId,
      decision: 'kept',
      decisionReason: null,
      changed: true,
    });
    const after = await percentiles();
    expect(after[4]).toBeCloseTo((100 * 2) / 6, 5);
    expect(after[0]).toBe(100);
    const result = (await call(extra[0].token, 'GET', `/api/attempts/${extra[0].attemptId}`)).json().result;
    expect(result).toMatchObject({ excluded: false, rank: 6, candidates: 6 });
  });
});

describe('flags and the leaderboard under review', () => {
  it('the twenty are flagged with the reason, the honest not; the leaderboard counts those not yet decided', async () => {
    const list = (await call(admin, 'GET', `/api/admin/tests/${testId}/attempts`)).json();
    const byId = new Map(list.map((a: { attemptId: string }) => [a.attemptId, a]));
    for (const h of honest) expect(byId.get(h.attemptId)).toMatchObject({ flags: [], inRanks: true });
    for (const e of extra) {
      const row = byId.get(e.attemptId) as { flags: { kind: string; reason: string }[] };
      expect(row.flags).toContainEqual({
        kind: 'burst',
        reason:
          '20 attempts scoring 0 or less or answering under 10% of the questions were submitted within 15 minutes',
      });
      // The twenty were taken on one browser (the helpers' device) from one address.
      expect(row.flags.map((f) => f.kind).sort()).toEqual(['burst', 'shared-address', 'shared-device']);
    }
    expect(byId.get(extra[1].attemptId)).toMatchObject({
      decision: 'excluded',
      decisionReason: 'Burst of all-wrong attempts from new accounts',
      inRanks: false,
    });
    expect(byId.get(extra[0].attemptId)).toMatchObject({ decision: 'kept', inRanks: true });
    // Every flagged attempt has been decided (19 excluded, 1 kept): none is under review.
    const review = (
      await call(honest[0].token, 'GET', `/api/attempts/${honest[0].attemptId}/review`, {
        device: honest[0].device,
      })
    ).json();
    expect(review.underReview).toBe(0);
    // Flags alone exclude nothing: with the decisions cleared, all twenty count and are under review.
    await ctx.database.db
      .update(testAttempts)
      .set({ rankDecision: null, rankDecisionReason: null })
      .where(eq(testAttempts.testId, testId));
    const pending = (
      await call(honest[0].token, 'GET', `/api/attempts/${honest[0].attemptId}/review`, {
        device: honest[0].device,
      })
    ).json();
    expect(pending.underReview).toBe(20);
    expect(pending.result.candidates).toBe(25);
    // Putting one back decides it; excluding another too.
    await call(admin, 'DELETE', excludeUrl(extra[2].attemptId));
    await call(admin, 'POST', excludeUrl(extra[3].attemptId), {
      payload: { reason: 'All wrong in a burst' },
    });
    const decided = (
      await call(honest[0].token, 'GET', `/api/attempts/${honest[0].attemptId}/review`, {
        device: honest[0].device,
      })
    ).json();
    expect(decided.underReview).toBe(18);
  });
});

describe('excluding and putting back: validation, auth and audit', () => {
  it('refuses students (403), no token (401), unknown ids (404), a bad reason (400), an open attempt (409)', async () => {
    const e = extra[5];
    const url = excludeUrl(e.attemptId);
    const payload = { reason: 'Made to move ranks' };
    expect((await call(null, 'POST', url, { payload })).statusCode).toBe(401);
    expect((await call(null, 'DELETE', url)).statusCode).toBe(401);
    const student = await call(honest[0].token, 'POST', url, { device: honest[0].device, payload });
    expect(student.statusCode).toBe(403);
    expect((await call(honest[0].token, 'DELETE', url, { device: honest[0].device })).statusCode).toBe(403);

    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const bad of [excludeUrl(unknown), excludeUrl(e.attemptId, unknown), excludeUrl('nope', 'nope')]) {
      const res = await call(admin, 'POST', bad, { payload });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual(expect.any(String));
    }
    // An attempt of another test is not found under this one.
    const [demo] = await ctx.database.db.select().from(tests).where(eq(tests.id, testId));
    const [other] = await ctx.database.db
      .insert(tests)
      .values({ ...demo, id: undefined, title: 'Another test' })
      .returning();
    const elsewhere = await call(admin, 'POST', excludeUrl(e.attemptId, other.id), { payload });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ error: 'Attempt not found' });

    for (const body of [{}, { reason: '  ab ' }, { reason: 'x'.repeat(501) }, { reason: 42 }]) {
      const res = await call(admin, 'POST', url, { payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
    expect((await call(admin, 'POST', url, { payload: { reason: 'x'.repeat(500) } })).statusCode).toBe(200);

    const { token } = await studentWhoBought(ctx.app, admin, bookId, 'Still Writing');
    const open = (await call(token, 'POST', `/api/tests/${testId}/attempts`, { payload: {} })).json();
    const refused = await call(admin, 'POST', excludeUrl(open.attemptId), { payload });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'This attempt has not been submitted' });
    expect((await call(admin, 'DELETE', excludeUrl(open.attemptId))).statusCode).toBe(409);
  });

  it('is audited with the reason, once per change (a repeat changes nothing)', async () => {
    const e = extra[6];
    const first = await call(admin, 'POST', excludeUrl(e.attemptId), { payload: { reason: 'Same device' } });
    expect(first.json()).toMatchObject({ decision: 'excluded', changed: true });
    const again = await call(admin, 'POST', excludeUrl(e.attemptId), { payload: { reason: 'Other words' } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      decision: 'excluded',
      decisionReason: 'Same device',
      changed: false,
    });
    expect((await call(admin, 'DELETE', excludeUrl(e.attemptId))).json()).toMatchObject({ changed: true });
    expect((await call(admin, 'DELETE', excludeUrl(e.attemptId))).json()).toMatchObject({ changed: false });
    const trail = await auditTrail(ctx.database.db, 'test_attempts', e.attemptId);
    // The first entry is the exclusion of all twenty above; then this test's two changes, once each.
    expect(trail.map((r) => [r.action, (r.after as { reason: string | null }).reason])).toEqual([
      ['attempt.exclude', 'Burst of all-wrong attempts from new accounts'],
      ['attempt.exclude', 'Same device'],
      ['attempt.include', null],
    ]);
    expect(trail[1].after).toMatchObject({ testId, decision: 'excluded' });
    expect(trail[1].actorId).toEqual(expect.any(String));
    const log = (await call(admin, 'GET', '/api/admin/audit-log?action=attempt.exclude&limit=100')).json();
    expect(log.entries.some((x: { entityId: string }) => x.entityId === e.attemptId)).toBe(true);
  });
});
