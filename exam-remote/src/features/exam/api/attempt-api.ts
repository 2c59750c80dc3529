/**
 * The exam screen's calls (api/src/modules/exams/exam-routes.ts): the attempt's state, and one function that sends a queued
 * item. Plain fetch, not RTK Query: the save queue keeps its own order, retries and offline rules, and a
 * refused save must reach the queue as a status (409: closed) rather than as the store's 401 redirect.
 */
import { testPaths } from '@exam/shared-contracts/constants';
import type {
  AttemptClock,
  AttemptResult,
  AttemptStart,
  AttemptState,
  SaveAck,
  TestInfo,
} from '@exam/shared-contracts/exams';
import { earlyAnswer } from '@exam/web-platform/client/early-read';
import { callJson } from '../../../lib/http';
import type { SendItem } from '../lib/save-queue-types';

/**
 * `GET /api/attempts/:id` with when it was sent and received (device ms), for the clock. The first read of
 * a deep-linked exam screen is the one its remote started on arrival (`startEarlyRead`), when it succeeded.
 */
export async function fetchAttempt(
  attemptId: string,
  signal?: AbortSignal,
): Promise<{ state: AttemptState; sentAt: number; receivedAt: number }> {
  const early = await earlyAnswer<AttemptState>(testPaths.attempt(attemptId));
  if (early) return { state: early.value, sentAt: early.sentAt, receivedAt: early.receivedAt };
  const sentAt = Date.now();
  const state = await callJson<AttemptState>(testPaths.attempt(attemptId), signal ? { signal } : {});
  return { state, sentAt, receivedAt: Date.now() };
}

/**
 * `GET /api/attempts/:id/clock` (an idle screen's poll: status, deadline and the server's time, one small
 * read) with when it was sent and received (device ms).
 */
export async function fetchClock(
  attemptId: string,
): Promise<{ clock: AttemptClock; sentAt: number; receivedAt: number }> {
  const sentAt = Date.now();
  const clock = await callJson<AttemptClock>(testPaths.attemptClock(attemptId));
  return { clock, sentAt, receivedAt: Date.now() };
}

/** Sends one queued item of `attemptId`: a save, a move, or an integrity event. */
export function itemSender(attemptId: string): SendItem {
  return async (item) => {
    const sentAt = Date.now();
    let ack: SaveAck | null = null;
    if (item.kind === 'answer')
      ack = await callJson<SaveAck>(testPaths.attemptAnswer(attemptId, item.number), {
        method: 'PUT',
        body: {
          answer: item.answer,
          markedForReview: item.markedForReview,
          seq: item.seq,
          timeSpentMs: Math.round(item.timeSpentMs),
          ...(item.madeAt ? { madeAt: item.madeAt } : {}),
        },
      });
    else if (item.kind === 'move')
      ack = await callJson<SaveAck>(testPaths.attemptCurrent(attemptId), {
        method: 'PUT',
        body: {
          number: item.number,
          seq: item.seq,
          ...(item.times.length
            ? {
                times: item.times
                  .slice(-20)
                  .map((t) => ({ number: t.number, timeSpentMs: Math.round(t.timeSpentMs) })),
              }
            : {}),
        },
      });
    else
      await callJson<void>(testPaths.attemptIntegrity(attemptId), {
        method: 'POST',
        body: { event: item.event },
      });
    return { ack, sentAt, receivedAt: Date.now() };
  };
}

/** `POST /api/attempts/:id/submit`: closes the attempt (idempotent) and answers its result. */
export function submitAttempt(attemptId: string): Promise<AttemptResult> {
  return callJson<AttemptResult>(testPaths.attemptSubmit(attemptId), { method: 'POST' });
}

/**
 * Takes an attempt that was opened on another device back to this one (docs/domains/reading.md "Per-user
 * budgets"): `POST /api/tests/:testId/attempts` from this device answers the open attempt and moves it here.
 * Asked first whether `attemptId` is still the test's open attempt (`GET /api/tests/:testId`), because a
 * start after it closed (submitted on the other device, or time up) would begin a new attempt nobody asked
 * for: then it answers `closed` and starts nothing.
 */
export async function takeBackAttempt(testId: string, attemptId: string): Promise<'here' | 'closed'> {
  const info = await callJson<TestInfo>(testPaths.test(testId));
  if (info.openAttempt?.attemptId !== attemptId) return 'closed';
  const start = await callJson<AttemptStart>(testPaths.testAttempts(testId), { method: 'POST', body: {} });
  // Closed in the moment between the two calls: the start began another attempt; this one has a result.
  return start.attemptId === attemptId ? 'here' : 'closed';
}
