import { Type, type Static } from '@sinclair/typebox';
import { RankReviewFields } from './rank-review';
import { DropModeSchema, QuestionTypeSchema } from './test-common';

/**
 * A test's attempts as the admin sees them (docs/domains/exams.md "Online tests"): each attempt with its
 * student, score, rank and integrity counts, the time the admin adds to an open attempt, and the
 * per-question statistics that catch a wrong key.
 */

/**
 * One attempt in the admin's list of a test: the student, score, rank, times, integrity counts, and its
 * review for the ranks (flags, the admin's decision, whether it counts: `./rank-review`).
 */
export const AdminAttempt = Type.Object({
  attemptId: Type.String(),
  user: Type.Object({
    id: Type.String(),
    name: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
  }),
  status: Type.Union([Type.Literal('open'), Type.Literal('submitted')]),
  ranked: Type.Boolean(),
  score: Type.Union([Type.Number(), Type.Null()]),
  maxScore: Type.Number(),
  rank: Type.Union([Type.Integer(), Type.Null()]),
  startedAt: Type.String({ format: 'date-time' }),
  deadline: Type.String({ format: 'date-time' }),
  submittedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  submittedBy: Type.Union([Type.Literal('student'), Type.Literal('deadline'), Type.Null()]),
  tabSwitches: Type.Integer(),
  fullscreenExits: Type.Integer(),
  watermarkCode: Type.String(),
  ...RankReviewFields,
});
export type AdminAttempt = Static<typeof AdminAttempt>;
/** The admin's list of a test's attempts, one {@link AdminAttempt} each. */
export const AdminAttemptList = Type.Array(AdminAttempt);
export type AdminAttemptList = Static<typeof AdminAttemptList>;

/** `POST /api/admin/attempts/:attemptId/time`: add (or with a negative number take away) seconds of an open attempt. */
export const AttemptTimeBody = Type.Object(
  { seconds: Type.Integer({ minimum: -24 * 3600, maximum: 24 * 3600 }) },
  { additionalProperties: false },
);
export type AttemptTimeBody = Static<typeof AttemptTimeBody>;
/** The answer of `POST /api/admin/attempts/:attemptId/time`: the attempt's new deadline. */
export const AttemptTimeResponse = Type.Object({
  ok: Type.Boolean(),
  deadline: Type.String({ format: 'date-time' }),
});
export type AttemptTimeResponse = Static<typeof AttemptTimeResponse>;

/** Per-question statistics over the submitted attempts, to catch a wrong key. Percentages 0..100. */
export const QuestionStats = Type.Object({
  number: Type.Integer(),
  section: Type.String(),
  type: QuestionTypeSchema,
  answer: Type.Union([Type.String(), Type.Null()]),
  dropped: Type.Union([DropModeSchema, Type.Null()]),
  /** Shares of the submitted attempts, 0..100. */
  attempted: Type.Number(),
  correct: Type.Number(),
  /** The same as counts of attempts: answered, correct, partly correct, wrong. */
  counts: Type.Object({
    attempted: Type.Integer(),
    correct: Type.Integer(),
    partial: Type.Integer(),
    wrong: Type.Integer(),
  }),
  /** The wrong answer chosen most often and by how many, or null when nobody answered wrong. */
  topWrong: Type.Union([Type.Object({ answer: Type.String(), count: Type.Integer() }), Type.Null()]),
  averageTimeMs: Type.Integer(),
});
export type QuestionStats = Static<typeof QuestionStats>;
/** 200 of `GET /api/admin/tests/:id/stats`: how many attempts were submitted, and each question's figures. */
export const TestStatsResponse = Type.Object({
  attempts: Type.Integer(),
  questions: Type.Array(QuestionStats),
});
export type TestStatsResponse = Static<typeof TestStatsResponse>;
