import { rupeesToPaise } from '@exam/shared-contracts/rules';
import type { RenderPool } from '../platform/render/render-pool';
import type { Storage } from '../platform/storage/storage';
import type { Db } from './client';
import { DEMO_BOOKS } from './demo-catalogue/catalogue';
import { mockPaperPdf, PAPER_TITLE } from './demo-catalogue/mock-paper';
import { PAPER_QUESTIONS } from './demo-catalogue/mock-paper-questions';
import { solutionsPdf } from './demo-catalogue/solutions-pdf';
import { studyBookPdf } from './demo-catalogue/study-book-pdf';
import { books } from './schema';
import { seedPublishedExam } from './seed-demo-exam';
import { spoolPdf, storeSeedPdf } from './seed-pdf';

/** The test-series book that sells the generated mock paper. */
export const GENERATED_TEST_BOOK = {
  title: 'JEE Main Demo Mock Test: Online CBT',
  description:
    'A timed online mock on the JEE Main pattern: 15 questions in Physics, Chemistry and Mathematics, 30 minutes, with score, rank and analysis.',
  category: 'JEE',
  price: 49,
} as const;

/** What {@link seedGeneratedCatalogue} made. */
export interface GeneratedCatalogue {
  books: number;
  testBookId: string;
  ms: number;
}

/**
 * The demo catalogue of a fresh machine without the fixtures (docs/architecture.md "Data"): the study books
 * of {@link DEMO_BOOKS} and a mock test paper, each written as a PDF (pdfkit; the same books every time),
 * stored through `storage` like an upload (inspected in `pool`, cover drawn from page 1: seed-pdf.ts), and
 * the paper published as an online test in a paid test-series book with its worked solutions
 * (seed-demo-exam.ts). Books keep the
 * catalogue's order (created_at one ms apart). Run on an empty books table only.
 */
export async function seedGeneratedCatalogue(
  db: Db,
  storage: Storage,
  pool: RenderPool,
): Promise<GeneratedCatalogue> {
  const started = Date.now();
  const temps: string[] = [];
  try {
    const base = started - DEMO_BOOKS.length - 1;
    for (const [i, book] of DEMO_BOOKS.entries()) {
      const { pdf } = await studyBookPdf(book);
      const file = spoolPdf(storage, pdf);
      temps.push(file);
      const stored = await storeSeedPdf(storage, pool, file, 'move');
      await db.insert(books).values({
        title: book.title,
        description: book.description,
        category: book.category,
        section: book.section,
        pricePaise: rupeesToPaise(book.price),
        priceDiscountedPaise: book.priceDiscounted === null ? null : rupeesToPaise(book.priceDiscounted),
        isFree: book.isFree,
        pages: stored.inspection.pages,
        pageCount: stored.inspection.pages,
        imageKey: stored.imageKey,
        pdfKey: stored.pdfKey,
        createdAt: new Date(base + i),
        updatedAt: new Date(base + i),
      });
    }
    const paper = await mockPaperPdf();
    const file = spoolPdf(storage, paper.pdf);
    temps.push(file);
    const solutions = await solutionsPdf(
      PAPER_TITLE,
      PAPER_QUESTIONS.map((q) => q.solution),
    );
    const solutionsFile = spoolPdf(storage, solutions.pdf);
    temps.push(solutionsFile);
    const testBookId = await seedPublishedExam(
      db,
      storage,
      {
        file,
        layout: paper.layout,
        keyCsv: paper.keyCsv,
        book: GENERATED_TEST_BOOK,
        test: { title: PAPER_TITLE, durationSeconds: paper.durationMinutes * 60 },
        solutions: { file: solutionsFile, layout: solutions.regions },
      },
      pool,
      'move',
    );
    return { books: DEMO_BOOKS.length + 1, testBookId, ms: Date.now() - started };
  } finally {
    // Moved files are gone already; a failure half-way leaves no spool behind.
    await storage.removeTemp(...temps);
  }
}
