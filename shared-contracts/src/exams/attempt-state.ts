import { Type, type Static } from '@sinclair/typebox';
import { CandidateQuestion } from './attempt-start';
import { SavedAnswer } from './attempt-answers';
import { AttemptResult } from './attempt-results';
import { TestLanguage } from './test-common';
import { TestSectionInfo } from './test-info';

/**
 * An attempt as a screen resumes and watches it (docs/domains/exams.md "Online tests"): its whole state, the
 * clock an idle screen polls, and the params of an attempt's routes.
 */

/**
 * `GET /api/attempts/:attemptId`: everything a screen needs to resume (the current question, saved
 * answers, the server's deadline and clock), and once submitted the result as it stands now.
 */
export const AttemptState = Type.Object({
  attemptId: Type.String(),
  testId: Type.String(),
  bookId: Type.String(),
  title: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('submitted')]),
  ranked: Type.Boolean(),
  lang: TestLanguage,
  languages: Type.Array(TestLanguage),
  startedAt: Type.String({ format: 'date-time' }),
  deadline: Type.String({ format: 'date-time' }),
  serverNow: Type.String({ format: 'date-time' }),
  remainingMs: Type.Integer(),
  currentQuestion: Type.Integer(),
  /** The highest save sequence number the server holds (a new device continues after it). */
  lastSeq: Type.Integer(),
  sections: Type.Array(TestSectionInfo),
  questions: Type.Array(CandidateQuestion),
  answers: Type.Array(SavedAnswer),
  watermarkCode: Type.String(),
  result: Type.Union([AttemptResult, Type.Null()]),
});
export type AttemptState = Static<typeof AttemptState>;

/**
 * `GET /api/attempts/:attemptId/clock`: what an open screen polls while the candidate is idle: whether the
 * attempt is still open, its deadline (the admin may move it) and the server's time. One indexed read.
 */
export const AttemptClock = Type.Object({
  attemptId: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('submitted')]),
  deadline: Type.String({ format: 'date-time' }),
  serverNow: Type.String({ format: 'date-time' }),
});
export type AttemptClock = Static<typeof AttemptClock>;

/** Params of one attempt, and of one of its questions. */
export const AttemptParams = Type.Object({ attemptId: Type.String({ minLength: 1, maxLength: 64 }) });
export type AttemptParams = Static<typeof AttemptParams>;
/** Params of one question of an attempt: the attempt's id and the question's number (1..1000). */
export const AttemptQuestionParams = Type.Object({
  attemptId: Type.String({ minLength: 1, maxLength: 64 }),
  number: Type.Integer({ minimum: 1, maximum: 1000 }),
});
export type AttemptQuestionParams = Static<typeof AttemptQuestionParams>;
