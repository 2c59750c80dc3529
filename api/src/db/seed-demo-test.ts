import fs from 'node:fs';
import path from 'node:path';
import type { AdminQuestion, Region } from '@exam/shared-contracts/http';
import { presetSpec, rupeesToPaise } from '@exam/shared-contracts/rules';
import { eq } from 'drizzle-orm';
import type { RenderPool } from '../services/render/render-pool';
import { coverKey, generatedName, pdfFileKey, type Storage } from '../services/storage';
import { readAnswerKey } from '../services/tests/answer-key';
import type { Db } from './client';
import { books, tests } from './schema';
import type { SeedFileMode } from './seed';

/**
 * The demo online test (ARCHITECTURE "Online tests"): a paid test-series book (₹49) made of
 * `fixtures/tests/jee-main-mock-01.pdf`, its cover drawn from the paper's first page, and a published JEE
 * Main test built from the fixture's layout truth (`*.layout.json`: every question's regions) and answer
 * key (`*.key.csv`), 60 minutes as the paper's cover says. `npm start` shows a test a student can buy and
 * take.
 */
export const DEMO_TEST = {
  pdf: 'tests/jee-main-mock-01.pdf',
  layout: 'tests/jee-main-mock-01.layout.json',
  key: 'tests/jee-main-mock-01.key.csv',
  title: 'JEE Main Mock Test 01: Online CBT',
  description:
    'A timed online mock on the JEE Main pattern: 24 questions in Physics, Chemistry and Mathematics, 60 minutes, with score, rank and analysis.',
  price: 49,
  durationSeconds: 60 * 60,
} as const;

/** One entry of `*.layout.json`: a question's region (PDF points, top-left origin) and its part number. */
interface LayoutEntry extends Omit<Region, 'lang' | 'source'> {
  question: number;
  part?: number;
}

/**
 * Inserts the demo test-series book and its published test when the fixtures hold the mock paper; returns
 * the book id, or null when they do not. `pool` renders the cover and reads the page sizes (off the main
 * thread, like any PDF work). Files go into `storage` as the catalogue's do (`mode`).
 */
export async function seedDemoTest(
  db: Db,
  storage: Storage,
  fixturesDir: string,
  pool: RenderPool,
  mode: SeedFileMode = 'copy',
): Promise<string | null> {
  const pdf = path.join(fixturesDir, DEMO_TEST.pdf);
  if (!fs.existsSync(pdf) || mode === 'none') return null;
  const inspection = await pool.inspect({ file: pdf, probeWidth: 640 });
  if (!inspection.ok || !inspection.probe)
    throw new Error(`demo test paper refused: ${inspection.ok ? 'no render' : inspection.message}`);
  const text = await pool.text({ file: pdf, from: 1, to: inspection.pages });
  if (!text.ok) throw new Error(`demo test paper refused: ${text.message}`);

  const pdfKey = generatedName('pdf');
  await storage.putFile(pdfFileKey(pdfKey), pdf, mode);
  const imageKey = generatedName('webp');
  await storage.putBytes(coverKey(imageKey), inspection.probe);
  const [book] = await db
    .insert(books)
    .values({
      title: DEMO_TEST.title,
      description: DEMO_TEST.description,
      category: 'JEE',
      section: 'test',
      pricePaise: rupeesToPaise(DEMO_TEST.price),
      pages: inspection.pages,
      pageCount: inspection.pages,
      imageKey,
      pdfKey,
      testCount: 1,
    })
    .returning({ id: books.id });

  const layout = JSON.parse(
    fs.readFileSync(path.join(fixturesDir, DEMO_TEST.layout), 'utf8'),
  ) as LayoutEntry[];
  const spec = presetSpec('jee-main');
  const numbers = [...new Set(layout.map((e) => e.question))].sort((a, b) => a - b);
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
    regions: layout
      .filter((e) => e.question === number)
      .sort((a, b) => (a.part ?? 1) - (b.part ?? 1))
      .map(({ page, x, y, width, height }) => ({ page, x, y, width, height })),
    solutionRegions: [],
  }));
  const key = readAnswerKey(fs.readFileSync(path.join(fixturesDir, DEMO_TEST.key), 'utf8'), {
    questions: blank,
    sections: [],
    preset: 'jee-main',
  });
  if (!key.ok) throw new Error(`demo answer key refused: ${key.lines.map((l) => l.error).join('; ')}`);
  // The paper asks for numerical answers rounded to the nearest integer.
  const questions = key.questions.map((q) => (q.type === 'numerical' ? { ...q, integerOnly: true } : q));
  await db.insert(tests).values({
    bookId: book.id,
    title: 'JEE (Main) Mock Test 01',
    status: 'published',
    preset: 'jee-main',
    durationSeconds: DEMO_TEST.durationSeconds,
    languages: ['en'],
    instructions: null,
    sections: key.sections,
    questions,
    pageSizes: text.pages.map((p) => ({ w: p.w, h: p.h })),
    publishedAt: new Date(),
  });
  return book.id;
}

/** True when the demo test's book is in the database (a start after the first). */
export async function hasDemoTest(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: books.id })
    .from(books)
    .where(eq(books.title, DEMO_TEST.title))
    .limit(1);
  return !!row;
}
