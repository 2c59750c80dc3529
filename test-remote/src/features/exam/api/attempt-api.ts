/**
 * The exam screen's calls (api/src/routes/tests): the attempt's state, and one function that sends a queued
 * item. Plain fetch, not RTK Query: the save queue keeps its own order, retries and offline rules, and a
 * refused save must reach the queue as a status (409: closed) rather than as the store's 401 redirect.
 */
import { paths } from '@exam/shared-contracts/constants';
import type { AttemptResult, AttemptState, SaveAck } from '@exam/shared-contracts/http';
import { callJson } from '../../../lib/http';
import type { SendItem } from '../lib/save-queue';

/** `GET /api/attempts/:id` with when it was sent and received (device ms), for the clock. */
export async function fetchAttempt(
  attemptId: string,
  signal?: AbortSignal,
): Promise<{ state: AttemptState; sentAt: number; receivedAt: number }> {
  const sentAt = Date.now();
  const state = await callJson<AttemptState>(paths.attempt(attemptId), signal ? { signal } : {});
  return { state, sentAt, receivedAt: Date.now() };
}

/** Sends one queued item of `attemptId`: a save, a move, or an integrity event. */
export function itemSender(attemptId: string): SendItem {
  return async (item) => {
    const sentAt = Date.now();
    let ack: SaveAck | null = null;
    if (item.kind === 'answer')
      ack = await callJson<SaveAck>(paths.attemptAnswer(attemptId, item.number), {
        method: 'PUT',
        body: {
          answer: item.answer,
          markedForReview: item.markedForReview,
          seq: item.seq,
          timeSpentMs: Math.round(item.timeSpentMs),
        },
      });
    else if (item.kind === 'move')
      ack = await callJson<SaveAck>(paths.attemptCurrent(attemptId), {
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
      await callJson<void>(paths.attemptIntegrity(attemptId), {
        method: 'POST',
        body: { event: item.event },
      });
    return { ack, sentAt, receivedAt: Date.now() };
  };
}

/** `POST /api/attempts/:id/submit`: closes the attempt (idempotent) and answers its result. */
export function submitAttempt(attemptId: string): Promise<AttemptResult> {
  return callJson<AttemptResult>(paths.attemptSubmit(attemptId), { method: 'POST' });
}
