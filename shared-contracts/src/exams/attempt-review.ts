import { Type, type Static } from '@sinclair/typebox';
import { AttemptResult, ScoreGroup } from './attempt-results';
import { OptionLabelsSchema, QuestionTypeSchema } from './test-common';

/**
 * The review of a submitted attempt (docs/domains/exams.md "Online tests"): every question with the answer,
 * the key and the solution, the comparison with the topper and the average, the chapters the student is
 * weakest in, and the test's top ten.
 */

/** One question of a submitted attempt's review: your answer, the key, marks, time, solution. */
export const ReviewQuestion = Type.Object({
  number: Type.Integer(),
  /** The label printed on the paper, as on the exam screen; null or absent: none printed. */
  label: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  section: Type.String(),
  type: QuestionTypeSchema,
  optionLabels: OptionLabelsSchema,
  chapter: Type.Union([Type.String(), Type.Null()]),
  answer: Type.Union([Type.String(), Type.Null()]),
  key: Type.Union([Type.String(), Type.Null()]),
  tolerance: Type.Union([Type.Number(), Type.Null()]),
  marks: Type.Number(),
  outcome: Type.Union([
    Type.Literal('correct'),
    Type.Literal('partial'),
    Type.Literal('wrong'),
    Type.Literal('unattempted'),
    Type.Literal('dropped'),
  ]),
  markedForReview: Type.Boolean(),
  timeSpentMs: Type.Integer(),
  hasSolution: Type.Boolean(),
});
export type ReviewQuestion = Static<typeof ReviewQuestion>;

/** One row of a test's top ten: rank, masked name, score. */
export const LeaderboardRow = Type.Object({
  rank: Type.Integer(),
  name: Type.String(),
  score: Type.Number(),
});
export type LeaderboardRow = Static<typeof LeaderboardRow>;

/** Marks, accuracy (% of attempted questions answered right; null when none was attempted) and time. */
export const Figures = Type.Object({
  score: Type.Number(),
  maxScore: Type.Number(),
  accuracy: Type.Union([Type.Number(), Type.Null()]),
  /** Time spent on the questions, in ms. */
  timeSpentMs: Type.Integer(),
});
export type Figures = Static<typeof Figures>;

/**
 * The student's figures beside the topper's (the test's rank 1: highest score, earliest submission) and the
 * average of the test's ranked attempts (the ones ranks count), for the whole test (`name` null) or one
 * section. `topper` and `average` are null while no attempt is ranked.
 */
export const FiguresBeside = Type.Object({
  name: Type.Union([Type.String(), Type.Null()]),
  you: Figures,
  topper: Type.Union([Figures, Type.Null()]),
  average: Type.Union([Figures, Type.Null()]),
});
export type FiguresBeside = Static<typeof FiguresBeside>;

/** The comparison of a result: how many ranked attempts it is among, the whole test, then each section. */
export const Comparison = Type.Object({
  candidates: Type.Integer(),
  overall: FiguresBeside,
  sections: Type.Array(FiguresBeside),
});
export type Comparison = Static<typeof Comparison>;

/**
 * A chapter ranked by the marks the student lost in it across all their submitted attempts (any test):
 * lost = full marks − marks scored, over the questions tagged with it; `attempts` counts the attempts that
 * had it.
 */
export const WeakChapter = Type.Object({
  name: Type.String(),
  marksLost: Type.Number(),
  maxScore: Type.Number(),
  questions: Type.Integer(),
  attempts: Type.Integer(),
});
export type WeakChapter = Static<typeof WeakChapter>;

/**
 * `GET /api/attempts/:attemptId/review` (submitted attempts only): every question, the result, chapter
 * weaknesses (where the admin tagged chapters, weakest first) and the test's top ten with masked names.
 * `underReview`: how many ranked attempts of the test are flagged and not yet decided by the admin (ranks
 * may change when they are).
 */
export const AttemptReview = Type.Object({
  result: AttemptResult,
  questions: Type.Array(ReviewQuestion),
  chapters: Type.Array(ScoreGroup),
  comparison: Comparison,
  /** At most ten chapters, most marks lost first, across the student's submitted attempts. */
  weakChapters: Type.Array(WeakChapter),
  leaderboard: Type.Array(LeaderboardRow),
  underReview: Type.Integer(),
});
export type AttemptReview = Static<typeof AttemptReview>;
