import type { TestContext } from '../../../helpers/test-app';
import { demoTestApp, studentWhoBought } from '../../../helpers/online-tests';
import { call, ownDeviceBuyer, takeDemo, type DemoTest } from '../../../helpers/rank-takers';

/**
 * The burst flag on near-empty attempts (docs/domains/exams.md "Ranks under review"): twenty accounts each
 * answer one question of 24 (some even right, so their scores are above 0) and submit within minutes. They
 * are flagged with the reason; a flag excludes nothing, and an honest candidate's review says twenty
 * attempts are under review.
 */
let ctx: TestContext;
let demo: DemoTest;

afterAll(() => ctx.close());

it('flags twenty near-empty attempts submitted within minutes, and the review counts them under review', async () => {
  const { ctx: made, admin, testId, bookId } = await demoTestApp();
  ctx = made;
  demo = { app: ctx.app, admin, testId, bookId };
  const device = 'careful-candidate-device-'.padEnd(43, 'c');
  const honest = await ownDeviceBuyer(demo, 'Careful Candidate', device, '10.1.2.3');
  const honestAttempt = await takeDemo(demo, honest.token, device, 14, 6);
  const near: string[] = [];
  for (let k = 0; k < 20; k += 1) {
    const { token } = await studentWhoBought(ctx.app, admin, bookId, `Near Empty ${k}`);
    // One question of 24 answered: right for half of them (+4), wrong for the others (−1).
    near.push(await takeDemo(demo, token, undefined, k % 2, 1 - (k % 2)));
  }

  const list = (await call(ctx.app, admin, 'GET', `/api/admin/tests/${testId}/attempts`)).json();
  const byId = new Map<string, { flags: { kind: string; reason: string }[]; inRanks: boolean; rank: number }>(
    list.map((a: { attemptId: string }) => [a.attemptId, a]),
  );
  for (const id of near) {
    expect(byId.get(id)!.flags).toContainEqual({
      kind: 'burst',
      reason:
        '20 attempts scoring 0 or less or answering under 10% of the questions were submitted within 15 minutes',
    });
    // Flagged, still ranked until the admin decides.
    expect(byId.get(id)!.inRanks).toBe(true);
  }
  expect(byId.get(honestAttempt)).toMatchObject({ flags: [], rank: 1 });

  const review = (
    await call(ctx.app, honest.token, 'GET', `/api/attempts/${honestAttempt}/review`, { device })
  ).json();
  expect(review.underReview).toBe(20);
  expect(review.result).toMatchObject({ rank: 1, candidates: 21, excluded: false });
}, 180_000);
