import type { AttemptClock, AttemptState } from '@exam/shared-contracts/exams';
import { eq } from 'drizzle-orm';
import { attemptAnswers, type TestAttemptRow, type TestRow } from '../../../db/schema';
import { HttpError } from '../../../platform/http-error';
import type { AttemptAccess, Candidate } from './attempt-access';
import { toSaved } from './attempt-answers';
import { ATTEMPT_MESSAGES } from './attempt-messages';
import { resultOf } from './attempt-results';
import { candidateQuestions, sectionInfo } from './candidate-views';

/**
 * An attempt of `user` with its test and leak code (question images, the review); an open attempt past
 * its deadline's grace is closed first. 404 another's attempt or a missing one. `code` is the attempt's own
 * (`test_attempts.leak_code`; migration 0020 carried the last ones started without it over).
 */
export async function attemptContext(
  access: AttemptAccess,
  user: Candidate,
  attemptId: string,
): Promise<{ attempt: TestAttemptRow; test: TestRow; code: string }> {
  const meta = await access.meta(attemptId, user);
  let attempt = await access.row(attemptId);
  if (attempt.status === 'open' && access.pastGrace(attempt)) {
    await access.close(attemptId, 'deadline');
    attempt = await access.row(attemptId);
  }
  const test = await access.test(meta.testId);
  if (!test) throw new HttpError(404, ATTEMPT_MESSAGES.testNotFound);
  // Every attempt holds its code since migration 0020; the column stays nullable for the schema's history.
  const code = attempt.leakCode ?? '';
  return { attempt, test, code };
}

/**
 * `GET /api/attempts/:attemptId`: what a screen needs to resume, and the result once submitted. An open
 * attempt past its deadline is closed now (the deadline job would do it within a second). Times are ISO
 * strings, `remainingMs` in ms (0 once closed), `lastSeq` the highest `seq` the server holds for the
 * attempt (its position or any answer). 404 as for {@link attemptContext}.
 */
export async function attemptState(
  access: AttemptAccess,
  user: Candidate,
  attemptId: string,
): Promise<AttemptState> {
  const { attempt, test, code } = await attemptContext(access, user, attemptId);
  const rows = await access.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId));
  const answers = rows.map(toSaved).sort((a, b) => a.number - b.number);
  const now = Date.now();
  return {
    attemptId,
    testId: test.id,
    bookId: test.bookId,
    title: test.title,
    status: attempt.status,
    ranked: attempt.ranked,
    lang: attempt.lang,
    languages: test.languages,
    startedAt: attempt.startedAt.toISOString(),
    deadline: attempt.deadline.toISOString(),
    serverNow: new Date(now).toISOString(),
    remainingMs: attempt.status === 'open' ? Math.max(0, attempt.deadline.getTime() - now) : 0,
    currentQuestion: attempt.currentQuestion,
    lastSeq: Math.max(Number(attempt.positionSeq), ...answers.map((a) => a.seq)),
    sections: sectionInfo(test),
    questions: candidateQuestions(test),
    answers,
    watermarkCode: code,
    result: attempt.status === 'submitted' ? await resultOf(access.db, test, attempt) : null,
  };
}

/**
 * `GET /api/attempts/:attemptId/clock`: the attempt's status and deadline with the server's time, for a
 * screen's idle poll (one primary-key read). 404 another's attempt.
 */
export async function attemptClock(
  access: AttemptAccess,
  user: Candidate,
  attemptId: string,
): Promise<AttemptClock> {
  await access.meta(attemptId, user);
  const row = await access.row(attemptId);
  // Past its grace an attempt is as good as closed: the deadline job closes it within a second.
  const status = row.status === 'open' && access.pastGrace(row) ? 'submitted' : row.status;
  return { attemptId, status, deadline: row.deadline.toISOString(), serverNow: new Date().toISOString() };
}
