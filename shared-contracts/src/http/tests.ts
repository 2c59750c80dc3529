import { Type, type Static } from '@sinclair/typebox';
import { DROP_MODES, OPTION_LABELS, QUESTION_TYPES, TEST_LANGUAGES } from '../rules/test-marking';
import { TEST_PRESETS } from '../rules/test-presets';
import { BookAccess } from './common';

export { ATTEMPT_DEVICE_MESSAGES } from './attempt-messages';

/**
 * Online tests (ARCHITECTURE "Online tests"): a test is made from a test-series book's PDF by question
 * regions, taken on an NTA-style screen with the server's clock, then scored, ranked and reviewed.
 *
 * Admin routes (`/api/admin/tests…`) see the key; student routes (`/api/tests…`, `/api/attempts…`) never
 * carry the key, the PDF or a question's text before the attempt is submitted: questions reach the
 * student only as marked images (`X-Watermark-Code`), like reader pages.
 */

/** single | multiple | numerical. */
export const QuestionTypeSchema = Type.Union(QUESTION_TYPES.map((v) => Type.Literal(v)));
/** numbers ("Option 1"…) | letters ("Option A"…). */
export const OptionLabelsSchema = Type.Union(OPTION_LABELS.map((v) => Type.Literal(v)));
/** all | attempted (how a dropped question is marked). */
export const DropModeSchema = Type.Union(DROP_MODES.map((v) => Type.Literal(v)));
/** jee-main | neet | jee-advanced | custom. */
export const TestPresetSchema = Type.Union(TEST_PRESETS.map((v) => Type.Literal(v)));
/** en | hi (rules/test-marking `TEST_LANGUAGES`). */
export const TestLanguage = Type.Union(TEST_LANGUAGES.map((v) => Type.Literal(v)));
export type TestLanguage = (typeof TEST_LANGUAGES)[number];
/** A test's state: only a published test can be taken. */
export const TestStatus = Type.Union([Type.Literal('draft'), Type.Literal('published')]);
export type TestStatus = Static<typeof TestStatus>;

/**
 * A rectangle of a PDF page holding (part of) a question or a solution, in PDF points with the origin at
 * the top-left of the page, pages counted from 1 (as `fixtures/tests/*.layout.json`). `lang` names the
 * language block it holds on a bilingual paper (default `en`). A solution region may come from the
 * paper's own PDF (`source: 'paper'`, the default) or from the test's solutions PDF (`'solutions'`).
 */
export const Region = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 100_000 }),
    x: Type.Number({ minimum: 0, maximum: 20_000 }),
    y: Type.Number({ minimum: 0, maximum: 20_000 }),
    width: Type.Number({ exclusiveMinimum: 0, maximum: 20_000 }),
    height: Type.Number({ exclusiveMinimum: 0, maximum: 20_000 }),
    lang: Type.Optional(TestLanguage),
    source: Type.Optional(Type.Union([Type.Literal('paper'), Type.Literal('solutions')])),
  },
  { additionalProperties: false },
);
export type Region = Static<typeof Region>;

const Marks = Type.Object(
  {
    correct: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
    wrong: Type.Number({ minimum: -100, maximum: 0 }),
  },
  { additionalProperties: false },
);

/** Marks per question type (rules/test-marking `MarkingScheme`). */
export const MarkingSchemeSchema = Type.Object(
  {
    single: Marks,
    multiple: Type.Object(
      {
        correct: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
        wrong: Type.Number({ minimum: -100, maximum: 0 }),
        partial: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
    numerical: Marks,
  },
  { additionalProperties: false },
);

/** A section of a test: name (unique in the test), subject, marks per type. */
export const TestSection = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 80 }),
    subject: Type.Union([Type.Null(), Type.String({ minLength: 1, maxLength: 40 })]),
    marking: MarkingSchemeSchema,
  },
  { additionalProperties: false },
);
export type TestSection = Static<typeof TestSection>;

/**
 * Nullable fields of request bodies list `null` first: Fastify's Ajv coerces types, and the first branch of
 * a union that can take a value coerces it (a number branch first would turn `null` into 0).
 *
 * A question as the admin edits it: number (from 1, in paper order), section name, type, how its options
 * are named, the key in canonical form (rules `canonicalAnswer`; null until set), numerical tolerance or
 * whole-number answers, how it was dropped (null: not dropped), a chapter tag, and its regions.
 */
export const AdminQuestion = Type.Object(
  {
    number: Type.Integer({ minimum: 1, maximum: 1000 }),
    section: Type.String({ minLength: 1, maxLength: 80 }),
    type: QuestionTypeSchema,
    optionLabels: OptionLabelsSchema,
    answer: Type.Union([Type.Null(), Type.String({ maxLength: 32 })]),
    tolerance: Type.Union([Type.Null(), Type.Number({ minimum: 0, maximum: 1_000_000 })]),
    integerOnly: Type.Boolean(),
    dropped: Type.Union([Type.Null(), DropModeSchema]),
    chapter: Type.Union([Type.Null(), Type.String({ minLength: 1, maxLength: 120 })]),
    regions: Type.Array(Region, { maxItems: 8 }),
    solutionRegions: Type.Array(Region, { maxItems: 8 }),
  },
  { additionalProperties: false },
);
export type AdminQuestion = Static<typeof AdminQuestion>;

/** A page's size in PDF points. */
export const PageSize = Type.Object({ w: Type.Number(), h: Type.Number() });
export type PageSize = Static<typeof PageSize>;

/** A test as the admin sees it (with the key). Durations in seconds. */
export const AdminTest = Type.Object({
  id: Type.String(),
  bookId: Type.String(),
  title: Type.String(),
  status: TestStatus,
  preset: TestPresetSchema,
  /** Time a candidate gets, in seconds (the screen shows minutes). */
  durationSeconds: Type.Integer(),
  languages: Type.Array(TestLanguage),
  instructions: Type.Union([Type.String(), Type.Null()]),
  sections: Type.Array(TestSection),
  questions: Type.Array(AdminQuestion),
  /** Each page's size in PDF points, in page order: the paper's, and the solutions PDF's (null: none). */
  pageSizes: Type.Array(PageSize),
  solutionsPageSizes: Type.Union([Type.Array(PageSize), Type.Null()]),
  attemptCount: Type.Integer(),
  keyRevisedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  publishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type AdminTest = Static<typeof AdminTest>;

/** `POST /api/admin/tests`: make a draft from a test-series book's PDF with a preset's sections and marks. */
export const CreateTestBody = Type.Object(
  {
    bookId: Type.String({ minLength: 1, maxLength: 64 }),
    preset: TestPresetSchema,
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type CreateTestBody = Static<typeof CreateTestBody>;

/** One row of `GET /api/admin/tests`. */
export const AdminTestSummary = Type.Object({
  id: Type.String(),
  bookId: Type.String(),
  bookTitle: Type.String(),
  title: Type.String(),
  status: TestStatus,
  preset: TestPresetSchema,
  questionCount: Type.Integer(),
  attemptCount: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type AdminTestSummary = Static<typeof AdminTestSummary>;
export const AdminTestList = Type.Array(AdminTestSummary);
export type AdminTestList = Static<typeof AdminTestList>;

/**
 * `PUT /api/admin/tests/:id`: the editor's save, every field optional. `questions` replaces the whole list
 * (numbers 1..n, each once). On a test with attempts the number of questions is fixed; a change to keys,
 * types, sections or marks re-scores every attempt (a key revision).
 */
export const UpdateTestBody = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    durationSeconds: Type.Optional(Type.Integer({ minimum: 10, maximum: 24 * 3600 })),
    languages: Type.Optional(Type.Array(TestLanguage, { minItems: 1, maxItems: 2, uniqueItems: true })),
    instructions: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 4000 })])),
    sections: Type.Optional(Type.Array(TestSection, { minItems: 1, maxItems: 20 })),
    questions: Type.Optional(Type.Array(AdminQuestion, { minItems: 1, maxItems: 1000 })),
  },
  { additionalProperties: false },
);
export type UpdateTestBody = Static<typeof UpdateTestBody>;

/** One refused line of an answer-key CSV: its line number (the header is line 1) and why. */
export const KeyLineError = Type.Object({ line: Type.Integer(), error: Type.String() });
export type KeyLineError = Static<typeof KeyLineError>;
/** 400 of `PUT /api/admin/tests/:id/key`: nothing was saved. */
export const KeyErrorResponse = Type.Object({ error: Type.String(), lines: Type.Array(KeyLineError) });
export type KeyErrorResponse = Static<typeof KeyErrorResponse>;
/** 200 of `PUT /api/admin/tests/:id/key`: the questions as saved, and the sections (a key may add some). */
export const KeyResponse = Type.Object({
  questions: Type.Array(AdminQuestion),
  sections: Type.Array(TestSection),
});
export type KeyResponse = Static<typeof KeyResponse>;

/** `POST /api/admin/tests/:id/questions/:number/drop`: drop (full marks to all, or to those who answered) or undo. */
export const DropQuestionBody = Type.Object(
  { mode: Type.Union([Type.Null(), DropModeSchema]) },
  { additionalProperties: false },
);
export type DropQuestionBody = Static<typeof DropQuestionBody>;

/** Params of the routes of one test's question. */
export const TestQuestionParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  number: Type.Integer({ minimum: 1, maximum: 1000 }),
});
export type TestQuestionParams = Static<typeof TestQuestionParams>;

/** Params of an admin page image of a test's PDF; `?w=` width in px, `&source=solutions` the solutions PDF. */
export const TestPageParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  page: Type.Integer({ minimum: 1, maximum: 100_000 }),
});
export const TestPageQuery = Type.Object({
  w: Type.Integer({ minimum: 16, maximum: 4096 }),
  source: Type.Optional(Type.Union([Type.Literal('paper'), Type.Literal('solutions')])),
});

/** One attempt in the admin's list of a test: the student, score, rank, times and integrity counts. */
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
});
export type AdminAttempt = Static<typeof AdminAttempt>;
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
export const TestStatsResponse = Type.Object({
  attempts: Type.Integer(),
  questions: Type.Array(QuestionStats),
});
export type TestStatsResponse = Static<typeof TestStatsResponse>;

// --- Students ------------------------------------------------------------------------------------------

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
export const TestSummaryList = Type.Array(TestSummary);
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

/** A question as a candidate sees it: number, type, section, option names; never its key or text. */
export const CandidateQuestion = Type.Object({
  number: Type.Integer(),
  type: QuestionTypeSchema,
  section: Type.String(),
  optionLabels: OptionLabelsSchema,
  integerOnly: Type.Boolean(),
  /** Languages this question's image exists in. */
  languages: Type.Array(TestLanguage),
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
 * (`ranked: false`, rank and percentile null). `keyRevisedAt`: when the key was last corrected.
 */
export const AttemptResult = Type.Object({
  attemptId: Type.String(),
  ...Outcomes,
  ranked: Type.Boolean(),
  rank: Type.Union([Type.Integer(), Type.Null()]),
  percentile: Type.Union([Type.Number(), Type.Null()]),
  candidates: Type.Integer(),
  sections: Type.Array(ScoreGroup),
  types: Type.Array(ScoreGroup),
  submittedAt: Type.String({ format: 'date-time' }),
  submittedBy: Type.Union([Type.Literal('student'), Type.Literal('deadline')]),
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
 */
export const AttemptReview = Type.Object({
  result: AttemptResult,
  questions: Type.Array(ReviewQuestion),
  chapters: Type.Array(ScoreGroup),
  leaderboard: Type.Array(LeaderboardRow),
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
