import type {
  AdminQuestion,
  AdminTest,
  AdminTestSummary,
  CreateTestBody,
  Region,
  TestSection,
  UpdateTestBody,
} from '@exam/shared-contracts/exams';
import { canonicalAnswer, isKeyed, questionDecimals } from '@exam/shared-contracts/rules';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { books, testAttempts, tests, type BookRow, type PageSize, type TestRow } from '../../../db/schema';
import { HttpError, isUuid } from '../../../platform/http-error';
import type { RenderService } from '../../reading';
import type { PaperDetector } from '../detection/paper-detector';
import { readPaper, type PaperProgress } from '../detection/read-paper';
import { proposeExam } from '../detection/propose-exam';

/** Admin messages of the online tests (docs/domains/exams.md "Online tests"). */
export const TEST_MESSAGES = {
  notFound: 'Test not found',
  bookNotFound: 'Book not found',
  notTestSeries: 'Tests are made from test-series books (section Test Series)',
  noPdf: 'This book has no PDF',
  noQuestions: 'No question labels (Q.1, 1., 1)) were found in this PDF; add the regions by hand',
  hasAttempts: 'This test has attempts: questions cannot be added or removed (drop a question instead)',
  deleteWithAttempts: 'This test has attempts and cannot be deleted; unpublish it instead',
} as const;

/** The test row, or 404. */
export async function findExam(db: Db, id: string): Promise<TestRow> {
  if (!isUuid(id)) throw new HttpError(404, TEST_MESSAGES.notFound);
  const [row] = await db.select().from(tests).where(eq(tests.id, id));
  if (!row) throw new HttpError(404, TEST_MESSAGES.notFound);
  return row;
}

/** Attempts of a test (all, or only submitted ones). */
export async function attemptCount(db: Db, testId: string, submittedOnly = false): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(testAttempts)
    .where(
      submittedOnly
        ? and(eq(testAttempts.testId, testId), eq(testAttempts.status, 'submitted'))
        : eq(testAttempts.testId, testId),
    );
  return n;
}

/** A test row as the admin's contract shape (AdminTest). */
export function toAdminTest(row: TestRow, attempts: number): AdminTest {
  return {
    id: row.id,
    bookId: row.bookId,
    title: row.title,
    status: row.status,
    preset: row.preset,
    durationSeconds: row.durationSeconds,
    languages: row.languages,
    instructions: row.instructions,
    sections: row.sections,
    questions: row.questions,
    pageSizes: row.pageSizes,
    solutionsPageSizes: row.solutionsPageSizes ?? null,
    detection: row.detection ?? null,
    attemptCount: attempts,
    keyRevisedAt: row.keyRevisedAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every test, newest first, with its book's title and counts (`GET /api/admin/tests`). */
export async function listExams(db: Db): Promise<AdminTestSummary[]> {
  const rows = await db
    .select({ test: tests, bookTitle: books.title })
    .from(tests)
    .innerJoin(books, eq(books.id, tests.bookId))
    .orderBy(desc(tests.updatedAt));
  const counts = rows.length
    ? await db
        .select({ testId: testAttempts.testId, n: count() })
        .from(testAttempts)
        .where(
          inArray(
            testAttempts.testId,
            rows.map((r) => r.test.id),
          ),
        )
        .groupBy(testAttempts.testId)
    : [];
  const byTest = new Map(counts.map((c) => [c.testId, c.n]));
  return rows.map(({ test, bookTitle }) => ({
    id: test.id,
    bookId: test.bookId,
    bookTitle,
    title: test.title,
    status: test.status,
    preset: test.preset,
    questionCount: test.questions.length,
    durationSeconds: test.durationSeconds,
    keyedCount: test.questions.filter(isKeyed).length,
    attemptCount: byTest.get(test.id) ?? 0,
    updatedAt: test.updatedAt.toISOString(),
  }));
}

/** The book of a new test: a test series with a PDF. 404 unknown book, 400 not a test series or no PDF. */
export async function paperBook(db: Db, bookId: string): Promise<BookRow> {
  if (!isUuid(bookId)) throw new HttpError(404, TEST_MESSAGES.bookNotFound);
  const [book] = await db
    .select()
    .from(books)
    .where(and(eq(books.id, bookId), isNull(books.deletedAt)));
  if (!book) throw new HttpError(404, TEST_MESSAGES.bookNotFound);
  if (book.section !== 'test') throw new HttpError(400, TEST_MESSAGES.notTestSeries);
  if (!book.pdfKey) throw new HttpError(400, TEST_MESSAGES.noPdf);
  return book;
}

/**
 * Makes a draft test from a test-series book's PDF (`POST /api/admin/tests`, and the job of `POST
 * /api/admin/tests/jobs`): the paper read for its questions (readPaper: text layer or OCR, then the
 * detector), proposed with the admin's preset (proposeExam: sections from the headings or the preset, the
 * printed key, the cover's duration; the title is the admin's, else the paper's own, else the book's).
 * 404 unknown book, 400 not a test series or no PDF, 422 when no
 * question is found or the paper cannot be read; `progress` hears each stage and page.
 */
export async function createExam(
  db: Db,
  render: RenderService,
  detector: PaperDetector,
  body: CreateTestBody,
  progress?: (p: PaperProgress) => void,
): Promise<TestRow> {
  const book = await paperBook(db, body.bookId);
  const { pages, paper, fromImages } = await readPaper(render, detector, book, progress);
  if (!paper.questions.length) throw new HttpError(422, TEST_MESSAGES.noQuestions);
  const { questions, sections, durationMinutes, languages } = proposeExam(paper, body.preset);
  const [row] = await db
    .insert(tests)
    .values({
      bookId: book.id,
      title: body.title ?? paper.title ?? book.title,
      preset: body.preset,
      durationSeconds: durationMinutes * 60,
      languages,
      sections,
      questions,
      pageSizes: pages.map((p) => ({ w: p.w, h: p.h })),
      detection: { fromImages, pages: pages.length },
    })
    .returning();
  return row;
}

/** Refuses a region outside its PDF: a page past the end, or a box beyond the page's edges. */
function checkRegion(where: string, region: Region, paper: PageSize[], solutions: PageSize[] | null): void {
  const sizes = region.source === 'solutions' ? solutions : paper;
  if (!sizes) throw new HttpError(400, `${where}: this test has no solutions PDF`);
  const size = sizes[region.page - 1];
  if (!size)
    throw new HttpError(
      400,
      `${where}: page ${region.page} is not in the PDF (it has ${sizes.length} pages)`,
    );
  if (region.x + region.width > size.w + 1 || region.y + region.height > size.h + 1)
    throw new HttpError(400, `${where}: the region goes past the edge of page ${region.page}`);
}

/**
 * Checks and normalises an edited test: questions numbered 1..n once each, each in a known section, keys
 * in canonical form for their type, tolerance only on numerical questions, regions inside their pages,
 * section names unique. 400 with the first problem found.
 */
export function validateEdit(
  sections: TestSection[],
  questions: AdminQuestion[],
  paper: PageSize[],
  solutions: PageSize[] | null,
): AdminQuestion[] {
  const names = new Set<string>();
  for (const s of sections) {
    if (names.has(s.name)) throw new HttpError(400, `Two sections are named '${s.name}'`);
    names.add(s.name);
  }
  const sorted = [...questions].sort((a, b) => a.number - b.number);
  return sorted.map((q, i) => {
    const where = `Question ${q.number}`;
    if (q.number !== i + 1)
      throw new HttpError(
        400,
        `Questions must be numbered 1 to ${sorted.length} once each (question ${i + 1} is missing or doubled)`,
      );
    if (!names.has(q.section)) throw new HttpError(400, `${where}: there is no section '${q.section}'`);
    const decimals = questionDecimals(q);
    const answer = canonicalAnswer(q.type, q.answer, q.integerOnly, decimals);
    if (!answer.ok) throw new HttpError(400, `${where} is ${q.type}; ${answer.error}`);
    if (q.type !== 'numerical' && q.tolerance !== null)
      throw new HttpError(400, `${where}: a tolerance is for numerical questions`);
    for (const r of [...q.regions, ...q.solutionRegions]) checkRegion(where, r, paper, solutions);
    if (q.regions.some((r) => r.source === 'solutions'))
      throw new HttpError(400, `${where}: a question's regions come from the paper, not the solutions PDF`);
    // Decimal places only on a decimal question with a limit: other questions are stored as before.
    const { decimals: _given, ...rest } = q;
    const kept = decimals === null ? {} : { decimals };
    return { ...rest, ...kept, answer: answer.answer, integerOnly: q.type === 'numerical' && q.integerOnly };
  });
}

/** The fields of a question that scoring reads: a change to any of them is a key revision. */
const scoringView = (test: Pick<TestRow, 'sections' | 'questions'>) =>
  JSON.stringify({
    sections: test.sections.map((s) => [s.name, s.marking]),
    questions: test.questions.map((q) => [
      q.number,
      q.section,
      q.type,
      q.answer,
      q.tolerance,
      q.integerOnly,
      q.dropped,
    ]),
  });

/** True when scoring `before` and `after` could differ. */
export function changesScoring(
  before: Pick<TestRow, 'sections' | 'questions'>,
  after: Pick<TestRow, 'sections' | 'questions'>,
): boolean {
  return scoringView(before) !== scoringView(after);
}

/**
 * The edited test (`PUT /api/admin/tests/:id`) as it would be saved, validated (400) and, on a test with
 * attempts, with as many questions as before (409). The caller saves it and re-scores when
 * {@link changesScoring}.
 */
export function applyEdit(
  row: TestRow,
  body: UpdateTestBody,
  attempts: number,
): Partial<TestRow> & Pick<TestRow, 'sections' | 'questions'> {
  const sections = body.sections ?? row.sections;
  const questions = validateEdit(
    sections,
    body.questions ?? row.questions,
    row.pageSizes,
    row.solutionsPageSizes ?? null,
  );
  if (attempts > 0 && questions.length !== row.questions.length)
    throw new HttpError(409, TEST_MESSAGES.hasAttempts);
  if (body.languages && !body.languages.includes('en'))
    throw new HttpError(400, 'A test is always in English; Hindi can be added beside it');
  return {
    title: body.title ?? row.title,
    durationSeconds: body.durationSeconds ?? row.durationSeconds,
    languages: body.languages ?? row.languages,
    instructions: body.instructions === undefined ? row.instructions : body.instructions,
    sections,
    questions,
  };
}

/**
 * Why a test cannot be published yet, or null: every question needs a region and, unless dropped, a key;
 * the test needs at least one question.
 */
export function publishProblem(row: Pick<TestRow, 'questions'>): string | null {
  if (!row.questions.length) return 'The test has no questions';
  const noRegion = row.questions.filter((q) => !q.regions.length).map((q) => q.number);
  if (noRegion.length)
    return `${listOf(noRegion)} ${noRegion.length === 1 ? 'has' : 'have'} no region on the page`;
  const noKey = row.questions.filter((q) => !isKeyed(q)).map((q) => q.number);
  if (noKey.length) return `${listOf(noKey)} ${noKey.length === 1 ? 'has' : 'have'} no answer in the key`;
  return null;
}

const listOf = (numbers: number[]) =>
  `Question${numbers.length === 1 ? '' : 's'} ${numbers.slice(0, 8).join(', ')}${numbers.length > 8 ? ', …' : ''}`;

/**
 * Recounts the published tests of `bookId` into the book's card figures, in the caller's transaction:
 * `test_count` (its Take Test), `test_questions` (all their questions) and `test_minutes` (all their
 * durations, whole minutes).
 */
export async function refreshExamCount(db: Db, bookId: string): Promise<void> {
  const published = sql`from ${tests} where ${tests.bookId} = ${bookId} and ${tests.status} = 'published'`;
  await db
    .update(books)
    .set({
      testCount: sql`(select count(*) ${published})::int`,
      testQuestions: sql`(select coalesce(sum(jsonb_array_length(${tests.questions})), 0) ${published})::int`,
      testMinutes: sql`(select coalesce(sum(${tests.durationSeconds}), 0) ${published})::int / 60`,
    })
    .where(eq(books.id, bookId));
}
