import fs from 'node:fs';
import path from 'node:path';
import type { AdminQuestion, Region } from '@exam/shared-contracts/exams';
import type { Category } from '@exam/shared-contracts/catalogue';
import { presetSpec, rupeesToPaise } from '@exam/shared-contracts/rules';
import { eq } from 'drizzle-orm';
import type { RenderPool } from '../platform/render/render-pool';
import { MAX_PAPER_PAGES } from '../modules/reading';
import { generatedName, pdfFileKey, type PutMode, type Storage } from '../platform/storage/storage';
import { readAnswerKey, refreshExamCount } from '../modules/exams';
import type { Db } from './client';
import { books, tests } from './schema';
import type { SeedFileMode } from './seed';
import { MOCK_01_SOLUTIONS } from './demo-catalogue/mock-01-solutions';
import { solutionsPdf } from './demo-catalogue/solutions-pdf';
import { spoolPdf, storeSeedPdf } from './seed-pdf';

/**
 * The demo online test (docs/domains/exams.md "Online tests"): a paid test-series book (₹49) made of
 * `fixtures/tests/jee-main-mock-01.pdf`, its cover drawn from the paper's first page, and a published JEE
 * Main test built from the fixture's layout truth (`*.layout.json`: every question's regions) and answer
 * key (`*.key.csv`), 60 minutes as the paper's cover says, with worked solutions for the review
 * (mock-01-solutions.ts, written to a PDF at seed time). `npm start` shows a test a student can buy and
 * take.
 */
export const DEMO_EXAM = {
  pdf: 'tests/jee-main-mock-01.pdf',
  layout: 'tests/jee-main-mock-01.layout.json',
  key: 'tests/jee-main-mock-01.key.csv',
  title: 'JEE Main Mock Test 01: Online CBT',
  description:
    'A timed online mock on the JEE Main pattern: 24 questions in Physics, Chemistry and Mathematics, 60 minutes, with score, rank and analysis.',
  price: 49,
  durationSeconds: 60 * 60,
} as const;

/** One entry of a paper's layout (`*.layout.json`): a question's region (PDF points, top-left origin). */
export interface LayoutEntry extends Omit<Region, 'lang' | 'source'> {
  question: number;
  part?: number;
}

/**
 * A test paper the seed publishes as an online test: the PDF, where each question is on its pages, the
 * answer key (`question,section,subject,type,answer` CSV, as `readAnswerKey` reads an admin's upload),
 * and the test-series book that sells it.
 */
export interface SeedExamPaper {
  /** Local path of the paper's PDF. */
  file: string;
  layout: LayoutEntry[];
  keyCsv: string;
  book: { title: string; description: string; category: Category; price: number };
  test: { title: string; durationSeconds: number };
  /**
   * The paper's worked solutions, shown in the review after a submit: a PDF (a temp file, moved into
   * storage) and where each question's solution is on its pages.
   */
  solutions?: { file: string; layout: LayoutEntry[] };
}

/** The questions of a JEE Main test from a paper's layout and key (numerical answers rounded to integers). */
function questionsOf(paper: SeedExamPaper) {
  const spec = presetSpec('jee-main');
  const numbers = [...new Set(paper.layout.map((e) => e.question))].sort((a, b) => a - b);
  const blank: AdminQuestion[] = numbers.map((number) => ({
    number,
    section: spec.sections[0].name,
    type: 'single',
    optionLabels: 'numbers',
    answer: null,
    tolerance: null,
    integerOnly: false,
    dropped: null,
    chapter: null,
    regions: paper.layout
      .filter((e) => e.question === number)
      .sort((a, b) => (a.part ?? 1) - (b.part ?? 1))
      .map(({ page, x, y, width, height }) => ({ page, x, y, width, height })),
    solutionRegions: [],
  }));
  const key = readAnswerKey(paper.keyCsv, { questions: blank, sections: [], preset: 'jee-main' });
  if (!key.ok) throw new Error(`demo answer key refused: ${key.lines.map((l) => l.error).join('; ')}`);
  const solutionRegions = (number: number): Region[] =>
    (paper.solutions?.layout ?? [])
      .filter((e) => e.question === number)
      .map(({ page, x, y, width, height }) => ({ page, x, y, width, height, source: 'solutions' }));
  // Both demo papers ask for numerical answers rounded to the nearest integer.
  const questions = key.questions.map((q) => ({
    ...q,
    ...(q.type === 'numerical' ? { integerOnly: true } : {}),
    solutionRegions: solutionRegions(q.number),
  }));
  return { questions, sections: key.sections };
}

/**
 * Stores a solutions PDF the seed wrote (a temp `file`, moved in) as the admin's upload is stored: read
 * once in the render pool for its page sizes (PDF points), kept under a generated name. Throws when the
 * engine refuses it.
 */
async function storeSolutions(
  storage: Storage,
  pool: RenderPool,
  file: string,
): Promise<{ pdfKey: string; pageSizes: { w: number; h: number }[] }> {
  const text = await pool.text({ file, from: 1, to: MAX_PAPER_PAGES });
  if (!text.ok) throw new Error(`demo solutions refused: ${text.message}`);
  const pdfKey = generatedName('pdf');
  await storage.putFile(pdfFileKey(pdfKey), file, 'move');
  return { pdfKey, pageSizes: text.pages.map((p) => ({ w: p.w, h: p.h })) };
}

/**
 * Inserts a paid test-series book made of `paper` and its published JEE Main test; returns the book id.
 * The paper is read in `pool` (page sizes, and the inspection that draws the cover from page 1), then
 * stored like the catalogue's files (`mode`).
 */
export async function seedPublishedExam(
  db: Db,
  storage: Storage,
  paper: SeedExamPaper,
  pool: RenderPool,
  mode: PutMode,
): Promise<string> {
  // Before the file is stored: `move` takes it away.
  const text = await pool.text({ file: paper.file, from: 1, to: MAX_PAPER_PAGES });
  if (!text.ok) throw new Error(`demo test paper refused: ${text.message}`);
  const { questions, sections } = questionsOf(paper);
  const solutions = paper.solutions ? await storeSolutions(storage, pool, paper.solutions.file) : null;
  const stored = await storeSeedPdf(storage, pool, paper.file, mode);
  const [book] = await db
    .insert(books)
    .values({
      title: paper.book.title,
      description: paper.book.description,
      category: paper.book.category,
      section: 'test',
      pricePaise: rupeesToPaise(paper.book.price),
      pages: stored.inspection.pages,
      pageCount: stored.inspection.pages,
      imageKey: stored.imageKey,
      pdfKey: stored.pdfKey,
    })
    .returning({ id: books.id });
  await db.insert(tests).values({
    bookId: book.id,
    title: paper.test.title,
    status: 'published',
    preset: 'jee-main',
    durationSeconds: paper.test.durationSeconds,
    languages: ['en'],
    instructions: null,
    sections,
    questions,
    pageSizes: text.pages.map((p) => ({ w: p.w, h: p.h })),
    solutionsPdfKey: solutions?.pdfKey ?? null,
    solutionsPageSizes: solutions?.pageSizes ?? null,
    publishedAt: new Date(),
  });
  await refreshExamCount(db, book.id);
  return book.id;
}

/**
 * Inserts the demo test-series book and its published test when the fixtures hold the mock paper; returns
 * the book id, or null when they do not. `pool` renders the cover and reads the page sizes (off the main
 * thread, like any PDF work). Files go into `storage` as the catalogue's do (`mode`).
 */
export async function seedDemoExam(
  db: Db,
  storage: Storage,
  fixturesDir: string,
  pool: RenderPool,
  mode: SeedFileMode = 'copy',
): Promise<string | null> {
  const file = path.join(fixturesDir, DEMO_EXAM.pdf);
  if (!fs.existsSync(file) || mode === 'none') return null;
  const title = 'JEE (Main) Mock Test 01';
  const solutions = await solutionsPdf(title, MOCK_01_SOLUTIONS);
  const solutionsFile = spoolPdf(storage, solutions.pdf);
  try {
    return await seedPublishedExam(
      db,
      storage,
      {
        file,
        layout: JSON.parse(
          fs.readFileSync(path.join(fixturesDir, DEMO_EXAM.layout), 'utf8'),
        ) as LayoutEntry[],
        keyCsv: fs.readFileSync(path.join(fixturesDir, DEMO_EXAM.key), 'utf8'),
        book: { ...DEMO_EXAM, category: 'JEE' },
        test: { title, durationSeconds: DEMO_EXAM.durationSeconds },
        solutions: { file: solutionsFile, layout: solutions.regions },
      },
      pool,
      mode,
    );
  } finally {
    // Moved into storage on success; a failure half-way leaves no spool behind.
    await storage.removeTemp(solutionsFile);
  }
}

/** True when the demo test's book is in the database (a start after the first). */
export async function hasDemoExam(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: books.id })
    .from(books)
    .where(eq(books.title, DEMO_EXAM.title))
    .limit(1);
  return !!row;
}
