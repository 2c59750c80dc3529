import { desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { testAttempts, tests } from '../../../db/schema';
import { findBook } from '../../catalogue';
import type { MarkedElsewhere, RenderService } from '../../reading';
import { shownRegions } from '../reflow/shown-question';
import { questionMark, regionsImage } from './question-images';

type ServedQuestion = Awaited<ReturnType<MarkedElsewhere['questions']>>[number];

/**
 * The question images attempts were served (docs/domains/reading.md "Marks", "Question images"), for the
 * leak tracer: every question of each test (of `bookId`, else any) in each language its attempts were
 * taken in, the tests last started first, at most `limit`. Each offers its clean image at any question
 * width (the same cut the candidate got, `regionsImage`) with its bands' page rectangles scoped as
 * `questionMark` scopes them. Solution images are not offered: their mark is not traced.
 */
export async function servedQuestions(
  db: Db,
  render: RenderService,
  bookId: string | undefined,
  limit: number,
): Promise<ServedQuestion[]> {
  const latest = max(testAttempts.startedAt);
  const taken = await db
    .select({ testId: testAttempts.testId, lang: testAttempts.lang, at: latest })
    .from(testAttempts)
    .innerJoin(tests, eq(tests.id, testAttempts.testId))
    .where(bookId ? eq(tests.bookId, bookId) : sql`true`)
    .groupBy(testAttempts.testId, testAttempts.lang)
    .orderBy(desc(latest))
    .limit(limit);
  const out: ServedQuestion[] = [];
  const seen = new Set<string>();
  for (const { testId, lang } of taken) {
    const [test] = await db.select().from(tests).where(eq(tests.id, testId));
    const book = test && (await findBook(db, test.bookId, true));
    if (!test || !book) continue;
    for (const question of test.questions) {
      const { regions, shown } = shownRegions(question.regions, lang);
      const key = `question|${question.number}|${shown}`;
      if (!regions.length || seen.has(`${test.id}|${key}`)) continue;
      seen.add(`${test.id}|${key}`);
      out.push({
        bookId: book.id,
        pages: [...new Set(regions.filter((r) => r.source !== 'solutions').map((r) => r.page))],
        crop: async (width) => {
          const clean = await regionsImage(render, book, test, key, regions, width);
          // The same scopes as the candidate's mark; the secret and holder play no part in them.
          const { parts } = questionMark('', '', book.id, test.id, clean.parts);
          return { image: clean.image, parts: parts ?? [] };
        },
      });
      if (out.length >= limit) return out;
    }
  }
  return out;
}
