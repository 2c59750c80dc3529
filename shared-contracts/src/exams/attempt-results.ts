import { Type, type Static } from '@sinclair/typebox';

/**
 * What a submitted attempt came to (docs/domains/exams.md "Online tests"): its score, rank and percentile,
 * by section and by type, and the rows of "My tests". The review of each question is in `./attempt-review`.
 */

/**
 * What a set of answered questions came to: marks and the maximum, how many were correct, partly correct
 * (JEE Advanced), wrong or left, accuracy (correct ÷ attempted × 100, null when nothing was attempted) and
 * the time spent on them (ms).
 */
const Outcomes = {
  score: Type.Number(),
  maxScore: Type.Number(),
  correct: Type.Integer(),
  partial: Type.Integer(),
  wrong: Type.Integer(),
  unattempted: Type.Integer(),
  accuracy: Type.Union([Type.Number(), Type.Null()]),
  timeSpentMs: Type.Integer(),
};

/** Score of a group of questions (a section, a type or a chapter) in a result. */
export const ScoreGroup = Type.Object({ name: Type.String(), ...Outcomes });
export type ScoreGroup = Static<typeof ScoreGroup>;

/**
 * The result of a submitted attempt (`POST /api/attempts/:id/submit`, and `result` of `GET
 * /api/attempts/:id`). `rank` and `percentile` (NTA's: 100 × the share of first attempts scoring at most
 * this) are among all submitted first attempts of the test, as they stand now; a re-attempt is practice
 * (`ranked: false`, rank and percentile null). `excluded`: a first attempt the admin took out of the ranks
 * (rank and percentile null; its score stands). `keyRevisedAt`: when the key was last corrected.
 */
export const AttemptResult = Type.Object({
  attemptId: Type.String(),
  ...Outcomes,
  ranked: Type.Boolean(),
  excluded: Type.Boolean(),
  rank: Type.Union([Type.Integer(), Type.Null()]),
  percentile: Type.Union([Type.Number(), Type.Null()]),
  candidates: Type.Integer(),
  sections: Type.Array(ScoreGroup),
  types: Type.Array(ScoreGroup),
  submittedAt: Type.String({ format: 'date-time' }),
  submittedBy: Type.Union([Type.Literal('student'), Type.Literal('deadline')]),
  /**
   * The test's time the attempt used, in ms: from its start to its submission (at most to its deadline).
   * `timeSpentMs` is the part of it spent on the questions (reading the instructions, moving and the
   * palette are not in it).
   */
  timeUsedMs: Type.Integer({ minimum: 0 }),
  keyRevisedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type AttemptResult = Static<typeof AttemptResult>;

/** One row of "My tests" (`GET /api/user/attempts`), newest first. */
export const MyAttempt = Type.Object({
  attemptId: Type.String(),
  testId: Type.String(),
  testTitle: Type.String(),
  bookId: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('submitted')]),
  ranked: Type.Boolean(),
  /** A first attempt the admin took out of the ranks: rank and percentile null, the score stands. */
  excluded: Type.Boolean(),
  score: Type.Union([Type.Number(), Type.Null()]),
  maxScore: Type.Number(),
  rank: Type.Union([Type.Integer(), Type.Null()]),
  percentile: Type.Union([Type.Number(), Type.Null()]),
  candidates: Type.Integer(),
  startedAt: Type.String({ format: 'date-time' }),
  deadline: Type.String({ format: 'date-time' }),
  submittedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type MyAttempt = Static<typeof MyAttempt>;
/** 200 of `GET /api/user/attempts`: the caller's attempts, newest first, one {@link MyAttempt} each. */
export const MyAttemptList = Type.Array(MyAttempt);
export type MyAttemptList = Static<typeof MyAttemptList>;
