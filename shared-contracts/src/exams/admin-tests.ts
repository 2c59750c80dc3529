import { Type, type Static } from '@sinclair/typebox';
import { PageSize, ProposedChapter, TestDetection } from '../exams/paper';
import {
  DropModeSchema,
  OptionLabelsSchema,
  QuestionTypeSchema,
  Region,
  TestLanguage,
  TestPresetSchema,
  TestSection,
  TestStatus,
} from './test-common';

/**
 * A test as the admin makes and edits it (docs/domains/exams.md "Online tests"): its questions with the key,
 * making it from a paper (as a job the editor follows), the list of tests, the editor's save, the answer-key
 * CSV, dropping a question, and the page images of its PDFs. These routes see the key; the parts shared
 * with the students' side are in `./test-common`.
 */

/**
 * Nullable fields of request bodies list `null` first: Fastify's Ajv coerces types, and the first branch of
 * a union that can take a value coerces it (a number branch first would turn `null` into 0).
 *
 * A question as the admin edits it: number (from 1, in paper order), section name, type, how its options
 * are named, the key in canonical form (rules `canonicalAnswer`; null until set), numerical tolerance or
 * whole-number answers, how it was dropped (null: not dropped), a chapter tag (and the chapter proposed from
 * its words, `ProposedChapter`), and its regions.
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
    /**
     * A numerical, not whole-number question: the most digits its answer (and key) may have after the
     * point, 1–6 (rules `questionDecimals`); null or absent: up to 6, as before the field. Optional on the
     * wire, so an older editor's save still validates.
     */
    decimals: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 1, maximum: 6 })])),
    dropped: Type.Union([Type.Null(), DropModeSchema]),
    chapter: Type.Union([Type.Null(), Type.String({ minLength: 1, maxLength: 120 })]),
    proposedChapter: ProposedChapter,
    regions: Type.Array(Region, { maxItems: 8 }),
    solutionRegions: Type.Array(Region, { maxItems: 8 }),
    /** The label as printed on the paper (`Q.3`), shown beside its section; null or absent: none. */
    label: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 16 })])),
    /** How sure the proposal from the paper is, 0..1 (absent: drawn by hand or from an older test). */
    confidence: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    /** Why the confidence is low, in the admin's words (a gap in the numbering, no options found…). */
    reasons: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 8 })),
  },
  { additionalProperties: false },
);
export type AdminQuestion = Static<typeof AdminQuestion>;

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
  /** How the test was made from its paper (absent or null: before this was kept, or by hand). */
  detection: Type.Optional(Type.Union([TestDetection, Type.Null()])),
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

/** The stages of making a test from a paper, in order. */
export const TEST_JOB_STAGES = ['text', 'images', 'questions', 'done', 'failed'] as const;
export type TestJobStage = (typeof TEST_JOB_STAGES)[number];

/**
 * `POST /api/admin/tests/jobs` (202) and `GET /api/admin/tests/jobs/:id`: making a test from a paper as a
 * job the editor follows. `stage`: reading the text layer (`text`), reading page images (`images`: the ink
 * of each page, or OCR of a scan), proposing questions (`questions`), then `done` with `testId`, or
 * `failed` with `error` (the same text a synchronous `POST /api/admin/tests` answers). `pagesRead` of
 * `pages` counts the images stage; `questionsFound` is set once questions are proposed.
 */
export const TestJob = Type.Object({
  id: Type.String(),
  bookId: Type.String(),
  stage: Type.Union(TEST_JOB_STAGES.map((v) => Type.Literal(v))),
  pages: Type.Integer(),
  pagesRead: Type.Integer(),
  questionsFound: Type.Union([Type.Integer(), Type.Null()]),
  fromImages: Type.Boolean(),
  testId: Type.Union([Type.String(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type TestJob = Static<typeof TestJob>;

/** One row of `GET /api/admin/tests`. */
export const AdminTestSummary = Type.Object({
  id: Type.String(),
  bookId: Type.String(),
  bookTitle: Type.String(),
  title: Type.String(),
  status: TestStatus,
  preset: TestPresetSchema,
  questionCount: Type.Integer(),
  /** The test's duration in seconds, and how many of its questions the key answers (or drops). */
  durationSeconds: Type.Integer(),
  keyedCount: Type.Integer(),
  attemptCount: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type AdminTestSummary = Static<typeof AdminTestSummary>;
/** 200 of `GET /api/admin/tests`: every test, one {@link AdminTestSummary} each. */
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
/** The query of that image: `w` its width in px (16..4096), `source` which PDF (absent: the paper's). */
export const TestPageQuery = Type.Object({
  w: Type.Integer({ minimum: 16, maximum: 4096 }),
  source: Type.Optional(Type.Union([Type.Literal('paper'), Type.Literal('solutions')])),
});
