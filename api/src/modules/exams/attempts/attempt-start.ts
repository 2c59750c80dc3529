import type { AttemptStart, TestLanguage } from '@exam/shared-contracts/exams';
import { PAPER_MESSAGES } from '@exam/shared-contracts/exams';
import { and, eq, or, sql } from 'drizzle-orm';
import { testAttempts, type TestAttemptRow, type TestRow } from '../../../db/schema';
import { findBook } from '../../catalogue';
import { HttpError } from '../../../platform/http-error';
import { newLeakCode } from '../../reading';
import { paperKey } from '../admin/papers';
import type { AttemptAccess, Candidate } from './attempt-access';
import { ATTEMPT_MESSAGES } from './attempt-messages';
import { candidateQuestions } from './candidate-views';
import { maxScoreOf } from './scoring';

/**
 * Starts an attempt (`POST /api/tests/:id/attempts`), or answers the open one (`created: false`). One
 * rank per paper (modules/exams/admin/papers): the student's first attempt of a paper (any test made from the
 * same pages of the same PDF) is ranked; every later one of any of its tests is practice; an admin's never
 * counts. An open attempt past its deadline is closed first. 404 unknown or unpublished test, 403 when the
 * book may not be read, 409 `test_same_paper_open` while another test of the same paper has an attempt
 * open (its review's key must not help the open one), 409 `test_start_busy` when concurrent starts keep
 * winning over this one. The attempt's deadline is now plus the test's duration; its language is `lang`
 * when the test has it, else English.
 */
export async function startAttempt(
  access: AttemptAccess,
  user: Candidate,
  testId: string,
  lang: TestLanguage | undefined,
): Promise<{ start: AttemptStart; created: boolean }> {
  const { db } = access;
  const test = await access.visibleTest(testId, user);
  if (!(await access.mayTake(user, test))) throw new HttpError(403, ATTEMPT_MESSAGES.noAccess);
  const book = await findBook(db, test.bookId, true);
  const paper = paperKey(book?.pdfKey ?? null, test);
  for (let tries = 0; ; tries += 1) {
    // The candidate's attempts at this test and at its paper's other tests: one to resume, another open
    // one that bars a start, and whether a ranked one exists.
    const mine = await db
      .select()
      .from(testAttempts)
      .where(
        and(
          eq(testAttempts.userId, user.id),
          or(eq(testAttempts.testId, test.id), eq(testAttempts.paperKey, paper)),
        ),
      );
    const open = mine.find((a) => a.status === 'open' && a.testId === test.id);
    if (open && !access.pastGrace(open)) return { start: startOf(test, open), created: false };
    if (open) await access.close(open.id, 'deadline');
    const other = mine.find((a) => a.status === 'open' && a.testId !== test.id);
    if (other && !access.pastGrace(other))
      throw new HttpError(409, PAPER_MESSAGES.samePaperOpen, { code: 'test_same_paper_open' });
    if (other) await access.close(other.id, 'deadline');
    const deadline = new Date(Date.now() + test.durationSeconds * 1000);
    const language = lang && test.languages.includes(lang) ? lang : 'en';
    // The attempt with its own leak code and no reading session (docs/domains/exams.md "Data": the previous
    // release never reads `reading_session_id`, so a null is harmless to a replica of it still serving). One
    // code, one holder: a code a reading session holds is not taken (a session drawing one checks the
    // attempts the same way, reading `MarkedElsewhere.codeTaken`), nor one another attempt holds (its unique
    // index). Two starts at once (of this test, or of two tests of one paper): the one-open and one-ranked
    // indexes let one win; the other finds the winner's on its next turn, as a taken code draws another.
    const code = newLeakCode();
    const result = await db.execute<{ id: string }>(sql`
      insert into test_attempts (test_id, user_id, leak_code, ranked, paper_key, lang, deadline, max_score)
      select ${test.id}, ${user.id}, ${code},
             ${!mine.some((a) => a.ranked) && user.role !== 'admin'}, ${paper}, ${language},
             ${deadline.toISOString()}, ${maxScoreOf(test)}
       where not exists (select 1 from reading_sessions where code = ${code})
      on conflict do nothing
      returning id`);
    const [created] = result.rows;
    if (created) {
      access.remember(created.id, { userId: user.id, testId: test.id });
      return { start: startOf(test, await access.row(created.id)), created: true };
    }
    if (tries >= 3)
      throw new HttpError(409, 'Another start of this test is under way; try again', {
        code: 'test_start_busy',
      });
  }
}

/** What a start answers: the attempt, its deadline with the server's time, and the candidate's questions. */
function startOf(test: TestRow, attempt: TestAttemptRow): AttemptStart {
  return {
    attemptId: attempt.id,
    testId: test.id,
    deadline: attempt.deadline.toISOString(),
    serverNow: new Date().toISOString(),
    ranked: attempt.ranked,
    questions: candidateQuestions(test),
  };
}
