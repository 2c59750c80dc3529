import { Type, type Static } from '@sinclair/typebox';
import { BookAccess } from './common';
import { OptionLabelsSchema, QuestionTypeSchema, TestLanguage, TestSection } from './test-common';

/**
 * Online tests as a student meets them (docs/domains/exams.md "Online tests"): the test series' tests, a
 * test's instructions, the attempt (its questions without key or text, the answers saved, the server's
 * clock), the result and the review. The admin's side is in `./admin-tests` and `./admin-test-results`,
 * the schemas both share in `./test-common`.
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
export const TestSummaryList = Type.Array(TestListItem);
export type TestSummaryList = Static<typeof TestSummaryList>;
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

/** `POST /api/tests/:id/attempts`: the language the candidate chose on the instructions page. */
export const StartAttemptBody = Type.Object(
  { lang: Type.Optional(TestLanguage) },
  { additionalProperties: false },
);
export type StartAttemptBody = Static<typeof StartAttemptBody>;

/**
 * The shape of a question's image in one language, known before the image is asked for, so the exam
 * screen keeps the image's place and nothing below it moves when it arrives. `ratio` is the sum of its
 * regions' height ÷ width and `parts` how many regions are stacked: at a width of W image px the image is
 * `W × ratio + QUESTION_IMAGE_GAP × (parts − 1)` px high (give or take a pixel of rounding).
 */
export const QuestionImageShape = Type.Object({
  lang: TestLanguage,
  ratio: Type.Number({ exclusiveMinimum: 0 }),
  parts: Type.Integer({ minimum: 1 }),
});
export type QuestionImageShape = Static<typeof QuestionImageShape>;

/** A question as a candidate sees it: number, type, section, option names; never its key or text. */
export const CandidateQuestion = Type.Object({
  number: Type.Integer(),
  type: QuestionTypeSchema,
  section: Type.String(),
  optionLabels: OptionLabelsSchema,
  integerOnly: Type.Boolean(),
  /**
   * The label printed on the paper (`Q.1`, `153.`), which the exam screen shows beside the number, so a
   * candidate with the paper's numbering in mind finds the question; null or absent: none printed.
   */
  label: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** Languages this question's image exists in. */
  languages: Type.Array(TestLanguage),
  /** Its image's shape in each of those languages (absent from an API older than the field). */
  shapes: Type.Optional(Type.Array(QuestionImageShape)),
});
export type CandidateQuestion = Static<typeof CandidateQuestion>;

/**
 * 201 (new) or 200 (the open attempt) of `POST /api/tests/:id/attempts`. Times are the server's:
 * `serverNow` lets the screen correct its clock (remaining = deadline − (device now + offset)).
 */
export const AttemptStart = Type.Object({
  attemptId: Type.String(),
  testId: Type.String(),
  deadline: Type.String({ format: 'date-time' }),
  serverNow: Type.String({ format: 'date-time' }),
  ranked: Type.Boolean(),
  questions: Type.Array(CandidateQuestion),
});
export type AttemptStart = Static<typeof AttemptStart>;

/** A saved answer: canonical answer (null: none), review mark, visited, time on the question (ms), order. */
export const SavedAnswer = Type.Object({
  number: Type.Integer(),
  answer: Type.Union([Type.String(), Type.Null()]),
  markedForReview: Type.Boolean(),
  visited: Type.Boolean(),
  timeSpentMs: Type.Integer(),
  seq: Type.Integer(),
});
export type SavedAnswer = Static<typeof SavedAnswer>;

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
export const AttemptQuestionParams = Type.Object({
  attemptId: Type.String({ minLength: 1, maxLength: 64 }),
  number: Type.Integer({ minimum: 1, maximum: 1000 }),
});
export type AttemptQuestionParams = Static<typeof AttemptQuestionParams>;

/**
 * `PUT /api/attempts/:attemptId/answers/:number`: save one question's answer (canonical or not: `"C"`,
 * `"A,C"` are accepted and stored canonical; null clears it) and review mark. `seq` orders saves: a save
 * whose `seq` is not above the one held for that question changes nothing and is acknowledged again
 * (idempotent retries, out-of-order delivery). `timeSpentMs`: the screen's total time on the question
 * (times only grow, whatever the order).
 */
export const SaveAnswerBody = Type.Object(
  {
    answer: Type.Union([Type.Null(), Type.String({ maxLength: 32 })]),
    markedForReview: Type.Boolean(),
    seq: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
    timeSpentMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 7 * 24 * 3600 * 1000 })),
    /**
     * When the candidate made this answer (ms since the epoch) by the server's clock as the screen knows it
     * (its own clock plus the offset learnt from `serverNow`). The server takes the claim only within the
     * transport slack (TEST_SAVE_GRACE_MS) before the save arrives: an answer made after the deadline is
     * refused (409). Absent: made when it arrives.
     */
    madeAt: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  },
  { additionalProperties: false },
);
export type SaveAnswerBody = Static<typeof SaveAnswerBody>;

/**
 * The acknowledgement of a save or a visit: what the server holds for the question now (`applied` false
 * when a later save was already held), with the deadline and the server's clock.
 */
export const SaveAck = Type.Object({
  saved: SavedAnswer,
  applied: Type.Boolean(),
  deadline: Type.String({ format: 'date-time' }),
  serverNow: Type.String({ format: 'date-time' }),
});
export type SaveAck = Static<typeof SaveAck>;

/** A question's total time on screen so far (ms), as the screen measured it. */
export const QuestionTime = Type.Object(
  {
    number: Type.Integer({ minimum: 1, maximum: 1000 }),
    timeSpentMs: Type.Integer({ minimum: 0, maximum: 7 * 24 * 3600 * 1000 }),
  },
  { additionalProperties: false },
);
export type QuestionTime = Static<typeof QuestionTime>;

/**
 * `PUT /api/attempts/:attemptId/current`: the candidate is now on question `number` (marks it visited; a
 * reload or another device resumes there). `seq` orders moves like saves; `times` carries the totals of
 * the questions the screen timed since its last call (usually the one just left). Times only grow.
 */
export const CurrentQuestionBody = Type.Object(
  {
    number: Type.Integer({ minimum: 1, maximum: 1000 }),
    seq: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
    times: Type.Optional(Type.Array(QuestionTime, { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type CurrentQuestionBody = Static<typeof CurrentQuestionBody>;

/** `POST /api/attempts/:attemptId/integrity`: the screen saw the candidate leave the tab or full screen. */
export const IntegrityBody = Type.Object(
  { event: Type.Union([Type.Literal('tab-switch'), Type.Literal('fullscreen-exit')]) },
  { additionalProperties: false },
);
export type IntegrityBody = Static<typeof IntegrityBody>;

/** `?w=` width in px of a question or solution image, `lang` the language block (default: the attempt's). */
export const QuestionImageQuery = Type.Object({
  w: Type.Integer({ minimum: 16, maximum: 4096 }),
  lang: Type.Optional(TestLanguage),
});
export type QuestionImageQuery = Static<typeof QuestionImageQuery>;

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

/**
 * `GET /api/attempts/:attemptId/review` (submitted attempts only): every question, the result, chapter
 * weaknesses (where the admin tagged chapters, weakest first) and the test's top ten with masked names.
 * `underReview`: how many ranked attempts of the test are flagged and not yet decided by the admin (ranks
 * may change when they are).
 */
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
export const MyAttemptList = Type.Array(MyAttempt);
export type MyAttemptList = Static<typeof MyAttemptList>;
