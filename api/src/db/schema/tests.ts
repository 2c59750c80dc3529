import type {
  AdminQuestion,
  TestDetection,
  TestJobStage,
  TestLanguage,
  TestSection,
} from '@exam/shared-contracts/exams';
import type { TestPreset } from '@exam/shared-contracts/rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { books } from './books';

/** A page's size in PDF points. */
export interface PageSize {
  w: number;
  h: number;
}
import { devices } from './devices';
import { readingSessions } from './reading-sessions';
import { users } from './users';

/**
 * Online tests (docs/domains/exams.md "Online tests"): a test made from a test-series book's PDF. `sections`
 * and `questions` are edited and saved whole by the admin (`PUT /api/admin/tests/:id`), so they are one JSON
 * value each: the questions' regions (PDF points, origin top-left), types, keys and chapter tags.
 * `solutions_pdf_key` is an optional second PDF holding the solutions. `key_revised_at` is set when a key
 * correction re-scored attempts.
 */
export const tests = pgTable(
  'tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    preset: text('preset').$type<TestPreset>().notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    languages: jsonb('languages').$type<TestLanguage[]>().notNull(),
    instructions: text('instructions'),
    sections: jsonb('sections').$type<TestSection[]>().notNull(),
    questions: jsonb('questions').$type<AdminQuestion[]>().notNull(),
    /** Every page's size in PDF points (`[{ w, h }]`, page order), read when the test was made. */
    pageSizes: jsonb('page_sizes').$type<PageSize[]>().notNull(),
    solutionsPdfKey: text('solutions_pdf_key'),
    solutionsPageSizes: jsonb('solutions_page_sizes').$type<PageSize[]>(),
    /** How the test was made from its paper (`{ fromImages, pages }`); null: by hand, or before it was kept. */
    detection: jsonb('detection').$type<TestDetection>(),
    keyRevisedAt: timestamp('key_revised_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tests_book_idx').on(t.bookId), check('tests_duration_check', sql`${t.durationSeconds} > 0`)],
);

/**
 * One candidate's attempt at a test. The server owns the clock: `deadline` is fixed at the start (the
 * admin may move it), saves are refused after it (plus a short grace for saves in flight), and the
 * deadline job submits what is still open. `paper_key` names the paper the attempt's test was made from
 * (the book's PDF and the pages of its questions, modules/exams/admin/papers): tests made from the same pages of
 * the same PDF are one paper. `ranked` marks the candidate's first attempt of a paper: only those are ranked
 * (one per paper and user); every later attempt of any test of that paper is practice. At most one attempt
 * per paper and user is open (so the key of one test's review cannot help an open attempt of another). The
 * attempt owns its leak code (`leak_code`, the mark on every question image, so the admin's leak trace names
 * the candidate of a leaked question), the device it is taken on (`device_id`, docs/domains/exams.md "One
 * device at a time") and the pages sent (`attempt_pages`). Ranks count only the ranked attempts of active
 * accounts that the admin did not exclude (`rank_decision`).
 */
export const testAttempts = pgTable(
  'test_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The reading session the attempt borrowed for its code, device and pages before it owned them. Nothing
     * reads it, and a start leaves it null (nullable since migration 0020); the next release drops the
     * column and the sessions earlier releases made for attempts (docs/domains/exams.md "Online tests",
     * "Data").
     */
    readingSessionId: uuid('reading_session_id').references(() => readingSessions.id, {
      onDelete: 'cascade',
    }),
    /**
     * The leak code burned into its question images (`XXXX-XXXX`, modules/reading `newLeakCode`). Every
     * attempt holds one since migration 0020 carried the last ones a release before 0019 started over.
     */
    leakCode: text('leak_code').unique(),
    /**
     * The device its taking requests must come from (a start moves it there). Null: started before devices,
     * or that device's row is gone (any of the candidate's devices takes it).
     */
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['open', 'submitted'] })
      .notNull()
      .default('open'),
    ranked: boolean('ranked').notNull(),
    /** The paper of the attempt's test when it started (`<pdf key>:<pages>`, modules/exams/admin/papers). */
    paperKey: text('paper_key').notNull(),
    lang: text('lang').$type<TestLanguage>().notNull().default('en'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedBy: text('submitted_by', { enum: ['student', 'deadline'] }),
    currentQuestion: integer('current_question').notNull().default(1),
    /** The highest `seq` of a position change applied (saves have their own per question). */
    positionSeq: bigint('position_seq', { mode: 'number' }).notNull().default(0),
    score: doublePrecision('score'),
    maxScore: doublePrecision('max_score').notNull(),
    tabSwitches: integer('tab_switches').notNull().default(0),
    fullscreenExits: integer('fullscreen_exits').notNull().default(0),
    /**
     * The admin's decision on a ranked attempt (modules/exams/ranks/rank-review): `excluded` takes it out of the
     * ranks, `kept` counts it after a review (a flag then no longer puts it under review); null: none yet.
     */
    rankDecision: text('rank_decision', { enum: ['excluded', 'kept'] }),
    /** Why the admin excluded it (3–500 characters; null once put back). */
    rankDecisionReason: text('rank_decision_reason'),
    rankDecidedBy: uuid('rank_decided_by').references(() => users.id, { onDelete: 'set null' }),
    rankDecidedAt: timestamp('rank_decided_at', { withTimezone: true }),
  },
  (t) => [
    index('test_attempts_user_idx').on(t.userId, t.startedAt),
    uniqueIndex('test_attempts_one_open_idx')
      .on(t.testId, t.userId)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('test_attempts_one_ranked_idx')
      .on(t.testId, t.userId)
      .where(sql`${t.ranked}`),
    // One paper, one rank: a remade test of the same pages gives no second ranked attempt, and no second
    // open attempt beside the first.
    uniqueIndex('test_attempts_paper_ranked_idx')
      .on(t.userId, t.paperKey)
      .where(sql`${t.ranked}`),
    uniqueIndex('test_attempts_paper_open_idx')
      .on(t.userId, t.paperKey)
      .where(sql`${t.status} = 'open'`),
    // Rank and percentile: counts over a test's submitted first attempts by score (an index range scan).
    index('test_attempts_rank_idx')
      .on(t.testId, t.score)
      .where(sql`${t.ranked} and ${t.status} = 'submitted'`),
    // The deadline job: open attempts by deadline.
    index('test_attempts_due_idx')
      .on(t.deadline)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * What a candidate holds for one question: the canonical answer (null: none), the review mark, time spent
 * (ms), and the `seq` of the save that wrote it (saves apply only in increasing `seq`, so retries and
 * out-of-order deliveries change nothing). A row exists once the question was visited.
 */
export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => testAttempts.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    answer: text('answer'),
    markedForReview: boolean('marked_for_review').notNull().default(false),
    timeSpentMs: integer('time_spent_ms').notNull().default(0),
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the candidate made the held answer, by the server's clock: the screen's claim (corrected by its
     * clock offset) taken only within the transport slack before the save arrived. Null: a visit with no
     * answer saved yet. Scoring counts an answer only when made by the deadline.
     */
    madeAt: timestamp('made_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.number] })],
);

/**
 * The paper pages whose question images were sent in an attempt, one row per page: first and last time and
 * how many images were sent. A row means the page was sent in full (a question cut from it), so it costs no
 * more of the page budget in that attempt, and the leak tracer counts it among the pages that can leak
 * (docs/domains/reading.md "Marks").
 */
export const attemptPages = pgTable(
  'attempt_pages',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => testAttempts.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
    views: integer('views').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.page] })],
);

export type TestRow = typeof tests.$inferSelect;
export type TestAttemptRow = typeof testAttempts.$inferSelect;
export type AttemptAnswerRow = typeof attemptAnswers.$inferSelect;

/**
 * Making a test from a paper, as a job (docs/domains/exams.md "Making a test from a paper"): the admin's
 * request is answered at once and the editor follows the job's stage and page count (any replica reads
 * it here) until `test_id` is set, or `error` says why not. A job whose row was not touched for two minutes
 * while running was cut short (its replica stopped) and is reported failed.
 */
export const testJobs = pgTable('test_jobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookId: uuid('book_id')
    .notNull()
    .references(() => books.id, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  stage: text('stage').$type<TestJobStage>().notNull().default('text'),
  pages: integer('pages').notNull().default(0),
  pagesRead: integer('pages_read').notNull().default(0),
  questionsFound: integer('questions_found'),
  fromImages: boolean('from_images').notNull().default(false),
  testId: uuid('test_id').references(() => tests.id, { onDelete: 'set null' }),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type TestJobRow = typeof testJobs.$inferSelect;
