import { Type, type Static } from '@sinclair/typebox';
import { BookAccess } from '../catalogue/kinds';
import { QuestionTypeSchema, TestLanguage, TestSection } from './test-common';

/**
 * Online tests as a student finds them before starting (docs/domains/exams.md "Online tests"): the test
 * series' tests with where the caller stands with each, and a test's instructions page. The attempt itself is
 * in `./attempt-start`, `./attempt-state` and `./attempt-answers`; the result and review in
 * `./attempt-results` and `./attempt-review`; the admin's side in `./admin-tests`.
 */

/** A section as a candidate sees it before starting: its marks and how many questions it holds. */
export const TestSectionInfo = Type.Composite([
  TestSection,
  Type.Object({
    questionCount: Type.Integer(),
    /** The question types the section holds, in the order they first appear. */
    types: Type.Array(QuestionTypeSchema),
  }),
]);
export type TestSectionInfo = Static<typeof TestSectionInfo>;

/** A published test of a book, as listed for students (`GET /api/tests?bookId=`). */
export const TestSummary = Type.Object({
  id: Type.String(),
  bookId: Type.String(),
  title: Type.String(),
  durationSeconds: Type.Integer(),
  questionCount: Type.Integer(),
  maxScore: Type.Number(),
});
export type TestSummary = Static<typeof TestSummary>;

/**
 * Where the caller stands with a test: `not_started`; `in_progress` with the open attempt and its deadline
 * (time left = deadline − now); `submitted` with the latest submitted attempt (its result's id) and its
 * score out of the test's `maxScore`. `submitted` counts the caller's submitted attempts.
 */
export const MyTestState = Type.Object({
  state: Type.Union([Type.Literal('not_started'), Type.Literal('in_progress'), Type.Literal('submitted')]),
  attemptId: Type.Union([Type.String(), Type.Null()]),
  deadline: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  score: Type.Union([Type.Number(), Type.Null()]),
  submitted: Type.Integer({ minimum: 0 }),
});
export type MyTestState = Static<typeof MyTestState>;

/** A published test of a series as its list shows it to the caller: the test and where they stand. */
export const TestListItem = Type.Composite([TestSummary, Type.Object({ mine: MyTestState })]);
export type TestListItem = Static<typeof TestListItem>;
/** 200 of `GET /api/tests?bookId=`: the series' published tests, one {@link TestListItem} each. */
export const TestSummaryList = Type.Array(TestListItem);
export type TestSummaryList = Static<typeof TestSummaryList>;
/** The query of `GET /api/tests`: the test-series book's id (1..64 characters). */
export const TestsQuery = Type.Object({ bookId: Type.String({ minLength: 1, maxLength: 64 }) });
export type TestsQuery = Static<typeof TestsQuery>;

/**
 * `GET /api/tests/:id`: what the instructions page shows. `access` is the caller's access to the test's
 * book (`canTake` when it allows reading); `openAttempt` is the attempt to resume, if one is open.
 */
export const TestInfo = Type.Composite([
  TestSummary,
  Type.Object({
    bookTitle: Type.String(),
    languages: Type.Array(TestLanguage),
    instructions: Type.Union([Type.String(), Type.Null()]),
    sections: Type.Array(TestSectionInfo),
    access: BookAccess,
    canTake: Type.Boolean(),
    openAttempt: Type.Union([
      Type.Object({ attemptId: Type.String(), deadline: Type.String() }),
      Type.Null(),
    ]),
    attempts: Type.Integer(),
    /** The server's time when it answered: the screen corrects its clock with it (time left to resume). */
    serverNow: Type.String({ format: 'date-time' }),
  }),
]);
export type TestInfo = Static<typeof TestInfo>;
