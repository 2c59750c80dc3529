import type { WeakChapter } from '@exam/shared-contracts/exams';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { testAttempts, tests } from '../../../db/schema';
import { heldAnswers } from '../attempts/attempt-results';
import { groupScores, round, scoreAnswers } from '../attempts/scoring';

/** How many chapters the result lists. */
export const WEAK_CHAPTERS_SHOWN = 10;

/**
 * The chapters `userId` lost most marks in, across all their submitted attempts of any test, under each
 * test's current key: per chapter (the questions' chapter tags; untagged questions count in none), marks
 * lost = full marks − marks scored, summed. Most lost first (then by name); chapters with nothing lost are
 * left out; at most {@link WEAK_CHAPTERS_SHOWN}.
 */
export async function weakChaptersOf(db: Db, userId: string): Promise<WeakChapter[]> {
  const attempts = await db
    .select({ id: testAttempts.id, testId: testAttempts.testId })
    .from(testAttempts)
    .where(and(eq(testAttempts.userId, userId), eq(testAttempts.status, 'submitted')));
  if (!attempts.length) return [];
  const testIds = [...new Set(attempts.map((a) => a.testId))];
  const rows = await db.select().from(tests).where(inArray(tests.id, testIds));
  const byId = new Map(rows.map((t) => [t.id, t]));
  const held = await heldAnswers(
    db,
    attempts.map((a) => a.id),
  );
  const chapters = new Map<string, WeakChapter>();
  for (const attempt of attempts) {
    const test = byId.get(attempt.testId);
    if (!test) continue;
    const scored = scoreAnswers(test, held.get(attempt.id)!);
    for (const g of groupScores(test, scored, (q) => q.chapter)) {
      const c = chapters.get(g.name) ?? {
        name: g.name,
        marksLost: 0,
        maxScore: 0,
        questions: 0,
        attempts: 0,
      };
      c.marksLost = round(c.marksLost + g.maxScore - g.score);
      c.maxScore = round(c.maxScore + g.maxScore);
      c.questions += g.correct + g.partial + g.wrong + g.unattempted;
      c.attempts += 1;
      chapters.set(g.name, c);
    }
  }
  return [...chapters.values()]
    .filter((c) => c.marksLost > 0)
    .sort((a, b) => b.marksLost - a.marksLost || a.name.localeCompare(b.name))
    .slice(0, WEAK_CHAPTERS_SHOWN);
}
