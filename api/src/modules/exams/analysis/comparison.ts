import type { Comparison, Figures } from '@exam/shared-contracts/exams';
import { asc, desc } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { testAttempts, type TestRow } from '../../../db/schema';
import { heldAnswers } from '../attempts/attempt-results';
import { rankedOf } from '../ranks/ranks';
import { scoreAnswers, type ScoredAnswer } from '../attempts/scoring';
import { figuresOf, meanOf, type AttemptFigures } from './attempt-figures';

/** Attempts whose answers are read at once while the figures of a test's ranked attempts are built. */
const BATCH = 500;

interface Field {
  /** Changes whenever the ranked set, a ranked score or the key changes. */
  stamp: string;
  topper: AttemptFigures | null;
  all: AttemptFigures[];
}

/**
 * The figures of each test's ranked attempts, kept per API process until the ranked set, a score or the
 * key changes: a result page's comparison then costs one indexed read, not every attempt's answers.
 */
const fields = new Map<string, Field>();

/** The figures of the ranked attempts of `test`, rank 1 first (from the cache when still current). */
async function fieldOf(db: Db, test: TestRow): Promise<Field> {
  const ranked = await db
    .select({ id: testAttempts.id, score: testAttempts.score })
    .from(testAttempts)
    .where(rankedOf(test.id))
    .orderBy(desc(testAttempts.score), asc(testAttempts.submittedAt));
  const stamp = `${test.keyRevisedAt?.getTime() ?? 0}|${ranked.map((r) => `${r.id}:${r.score}`).join(',')}`;
  const cached = fields.get(test.id);
  if (cached?.stamp === stamp) return cached;
  const all: AttemptFigures[] = [];
  for (let i = 0; i < ranked.length; i += BATCH) {
    const ids = ranked.slice(i, i + BATCH).map((r) => r.id);
    const held = await heldAnswers(db, ids);
    for (const id of ids) all.push(figuresOf(test, scoreAnswers(test, held.get(id)!)));
  }
  const field = { stamp, topper: all[0] ?? null, all };
  fields.set(test.id, field);
  return field;
}

/**
 * The student's figures (from `own`, their scored answers) beside the topper's and the average of the
 * test's ranked attempts, for the whole test and each section in the test's order (every attempt has
 * figures for every section: a section left untouched scores 0).
 */
export async function comparisonOf(db: Db, test: TestRow, own: ScoredAnswer[]): Promise<Comparison> {
  const field = await fieldOf(db, test);
  const you = figuresOf(test, own);
  const names = [...new Set(test.questions.map((q) => q.section))];
  const pick = (f: AttemptFigures, name: string | null): Figures =>
    name === null ? f.overall : f.sections.get(name)!;
  const beside = (name: string | null) => ({
    name,
    you: pick(you, name),
    topper: field.topper ? pick(field.topper, name) : null,
    average: meanOf(field.all.map((f) => pick(f, name))),
  });
  return { candidates: field.all.length, overall: beside(null), sections: names.map(beside) };
}
