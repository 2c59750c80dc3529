import { Type, type Static } from '@sinclair/typebox';

/**
 * Ranks that reflect students (docs/domains/exams.md "Online tests", docs/domains/exams.md "Ranks under
 * review"): only the ranked attempts of active accounts that the admin did not exclude are counted. Attempts
 * that look made to move ranks are flagged for the admin with the reason; a flag never excludes by itself.
 * The admin excludes an attempt (with a reason, audited) or puts it back; either decides the flag.
 */

/**
 * Why an attempt looks made to move ranks:
 * - `burst`: one of at least 5 ranked attempts of the test, each scoring ≤ 0 or answering < 10% of the
 *   questions, submitted within 15 minutes;
 * - `shared-device`: one browser (its device cookie) took this test's ranked attempts for 3 or more accounts;
 * - `shared-address`: the devices of 5 or more accounts with ranked attempts of this test signed in from one
 *   network address;
 * - `shared-payer`: the purchases of the test by 3 or more accounts with ranked attempts were paid from one
 *   UPI ID (read from an imported bank statement's line carrying each payment's UTR).
 */
export const RANK_FLAG_KINDS = ['burst', 'shared-device', 'shared-address', 'shared-payer'] as const;
export type RankFlagKind = (typeof RANK_FLAG_KINDS)[number];

/** One flag of an attempt: its kind and the reason in words, with the counts that raised it. */
export const RankFlag = Type.Object({
  kind: Type.Union(RANK_FLAG_KINDS.map((k) => Type.Literal(k))),
  reason: Type.String(),
});
export type RankFlag = Static<typeof RankFlag>;

/** The admin's decision on a ranked attempt: excluded from the ranks, kept after a review, or none yet. */
export const RankDecision = Type.Union([Type.Literal('excluded'), Type.Literal('kept'), Type.Null()]);
export type RankDecision = Static<typeof RankDecision>;

/** The review fields of an attempt in the admin's list (`GET /api/admin/tests/:id/attempts`). */
export const RankReviewFields = {
  /** Why the attempt looks made to move ranks (empty: nothing seen). */
  flags: Type.Array(RankFlag),
  decision: RankDecision,
  /** The reason given when it was excluded. */
  decisionReason: Type.Union([Type.String(), Type.Null()]),
  decidedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** False for an excluded attempt and for one of a deactivated account: neither is in the ranks. */
  inRanks: Type.Boolean(),
};

/** Params of `POST|DELETE /api/admin/tests/:id/attempts/:attemptId/exclude`. */
export const TestAttemptParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  attemptId: Type.String({ minLength: 1, maxLength: 64 }),
});
export type TestAttemptParams = Static<typeof TestAttemptParams>;

/**
 * `POST /api/admin/tests/:id/attempts/:attemptId/exclude`: why the attempt leaves the ranks (trimmed, then
 * `EXCLUDE_REASON_LENGTH` (./rules) characters; else 400).
 */
export const ExcludeAttemptBody = Type.Object(
  { reason: Type.String({ maxLength: 2000 }) },
  { additionalProperties: false },
);
export type ExcludeAttemptBody = Static<typeof ExcludeAttemptBody>;

/** The answer of excluding or putting back an attempt: its decision as it now stands. */
export const RankDecisionResponse = Type.Object({
  attemptId: Type.String(),
  decision: RankDecision,
  decisionReason: Type.Union([Type.String(), Type.Null()]),
  /** False when the call found the attempt already so (nothing written, nothing audited). */
  changed: Type.Boolean(),
});
export type RankDecisionResponse = Static<typeof RankDecisionResponse>;
