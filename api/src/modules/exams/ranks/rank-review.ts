import { EXCLUDE_REASON_LENGTH, type RankDecisionResponse } from '@exam/shared-contracts/exams';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { testAttempts } from '../../../db/schema';
import { recordAudit } from '../../operations';
import { HttpError, isUuid } from '../../../platform/http-error';

/**
 * The admin's decisions on ranked attempts (docs/domains/exams.md "Ranks under review"): excluding one
 * takes it out of the ranks, putting it back counts it again (and decides its flag: it is no longer under
 * review). Ranks are counted when asked (modules/exams/ranks/ranks), so a decision moves every rank and
 * percentile from the next request on.
 */

/** Refusals of a decision. */
export const RANK_REVIEW_MESSAGES = {
  attemptNotFound: 'Attempt not found',
  notSubmitted: 'This attempt has not been submitted',
  practice: 'This attempt is practice: it is not ranked',
  reason: `Give a reason of ${EXCLUDE_REASON_LENGTH.min} to ${EXCLUDE_REASON_LENGTH.max} characters`,
} as const;

/** `raw` trimmed, or 400 {@link RANK_REVIEW_MESSAGES.reason} when it is too short or too long. */
export function exclusionReason(raw: unknown): string {
  const reason = typeof raw === 'string' ? raw.trim() : '';
  if (reason.length < EXCLUDE_REASON_LENGTH.min || reason.length > EXCLUDE_REASON_LENGTH.max)
    throw new HttpError(400, RANK_REVIEW_MESSAGES.reason);
  return reason;
}

/**
 * Sets the decision of attempt `attemptId` of test `testId`: `excluded` with `reason`, or `kept` (put back;
 * the reason is cleared). The row is locked, changed and audited (`attempt.exclude` / `attempt.include`,
 * with the reason) in one transaction. Idempotent: an attempt already so is answered `changed: false`,
 * with nothing written. 404 an unknown attempt or one of another test; 409 an open attempt or a practice
 * one (neither is ranked).
 */
export async function decideRank(
  db: Db,
  testId: string,
  attemptId: string,
  decision: 'excluded' | 'kept',
  reason: string | null,
  actorId: string,
): Promise<RankDecisionResponse> {
  if (!isUuid(attemptId)) throw new HttpError(404, RANK_REVIEW_MESSAGES.attemptNotFound);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(testAttempts)
      .where(and(eq(testAttempts.id, attemptId), eq(testAttempts.testId, testId)))
      .for('update');
    if (!row) throw new HttpError(404, RANK_REVIEW_MESSAGES.attemptNotFound);
    if (row.status !== 'submitted') throw new HttpError(409, RANK_REVIEW_MESSAGES.notSubmitted);
    if (!row.ranked) throw new HttpError(409, RANK_REVIEW_MESSAGES.practice);
    const before = { decision: row.rankDecision, reason: row.rankDecisionReason };
    if (row.rankDecision === decision)
      return { attemptId, decision, decisionReason: row.rankDecisionReason, changed: false };
    const kept = decision === 'kept' ? null : reason;
    await tx
      .update(testAttempts)
      .set({
        rankDecision: decision,
        rankDecisionReason: kept,
        rankDecidedBy: actorId,
        rankDecidedAt: new Date(),
      })
      .where(eq(testAttempts.id, attemptId));
    await recordAudit(tx, {
      actorId,
      action: decision === 'excluded' ? 'attempt.exclude' : 'attempt.include',
      entity: 'test_attempts',
      entityId: attemptId,
      before,
      after: { testId, decision, reason: kept },
    });
    return { attemptId, decision, decisionReason: kept, changed: true };
  });
}
