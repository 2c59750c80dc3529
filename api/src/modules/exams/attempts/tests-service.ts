import type {
  AttemptClock,
  AttemptStart,
  AttemptState,
  CurrentQuestionBody,
  IntegrityBody,
  SaveAck,
  SaveAnswerBody,
  SavedAnswer,
  TestLanguage,
} from '@exam/shared-contracts/http';
import { PAPER_MESSAGES } from '@exam/shared-contracts/http';
import { canonicalAnswer } from '@exam/shared-contracts/rules';
import { and, eq, or, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client';
import {
  attemptAnswers,
  readingSessions,
  testAttempts,
  tests,
  type TestAttemptRow,
  type TestRow,
  type UserRow,
} from '../../../db/schema';
import { canRead, findBook } from '../../../services/books';
import { HttpError, isUuid } from '../../../services/http-error';
import { newLeakCode } from '../../../services/reading-sessions';
import { resultOf, storeScores } from './attempt-results';
import { candidateQuestions, sectionInfo } from './candidate-views';
import { maxScoreOf } from './scoring';
import { paperKey } from '../admin/papers';
import type { DeviceGate } from './attempt-devices';
import { budgetSql, madeAtSql } from './answer-timing';

/** Student-facing messages of the online tests (docs/domains/exams.md "Online tests"). */
export const ATTEMPT_MESSAGES = {
  testNotFound: 'Test not found',
  attemptNotFound: 'Attempt not found',
  questionNotFound: 'This question is not in the test',
  noAccess: 'Buy this test series to take its tests',
  submitted: 'This attempt has been submitted',
  timeUp: 'Time is up: the test has ended',
} as const;

/**
 * Who takes a test: a user's id and role, and, when known (the viewers' cache of a signed-in caller), their
 * best payment status per book, which decides access without a query.
 */
export interface Candidate extends Pick<UserRow, 'id' | 'role'> {
  statuses?: ReadonlyMap<string, string>;
}

/** What never changes about an attempt: whose it is and which test (kept in memory once read). */
interface AttemptMeta {
  userId: string;
  testId: string;
}

/** How long a replica reuses a test row it read (ms): an admin's edit reaches every replica within it. */
const TEST_TTL_MS = 2000;

/** An `attempt_answers` row as the acknowledgement needs it. */
type SavedRow = {
  number: number;
  answer: string | null;
  markedForReview: boolean;
  timeSpentMs: number;
  /** bigint: node-postgres answers it as text. */
  seq: number | string;
};

const toSaved = (row: SavedRow): SavedAnswer => ({
  number: row.number,
  answer: row.answer,
  markedForReview: row.markedForReview,
  visited: true,
  timeSpentMs: row.timeSpentMs,
  seq: Number(row.seq),
});

/**
 * Taking tests (docs/domains/exams.md "Online tests"), decorated as `app.tests`. The server owns the clock
 * and the answers: an attempt's deadline is fixed when it starts; every save is one conditional statement
 * that holds the attempt row in share mode, so it either lands before the attempt is closed (and is scored)
 * or is refused (409), never acknowledged and lost; saves apply in increasing `seq` per question, so retries
 * and late deliveries change nothing. Closing (a submit, or the deadline job on any replica) is one
 * conditional update that scores in the same transaction: each attempt is closed once.
 */
export class TestsService {
  private readonly testRows = new LRUCache<string, Promise<TestRow | undefined>>({
    max: 500,
    ttl: TEST_TTL_MS,
  });
  private readonly attempts = new LRUCache<string, AttemptMeta>({ max: 100_000 });
  /** Attempts this replica closed: by the candidate, and by the deadline job (metrics, the topology test). */
  readonly closed = { student: 0, deadline: 0 };

  constructor(
    private readonly db: Db,
    private readonly graceMs: number,
  ) {}

  /** The test row, from memory for up to {@link TEST_TTL_MS}; undefined when there is none. */
  test(id: string): Promise<TestRow | undefined> {
    if (!isUuid(id)) return Promise.resolve(undefined);
    let row = this.testRows.get(id);
    if (!row) {
      row = this.db
        .select()
        .from(tests)
        .where(eq(tests.id, id))
        .then((rows) => rows[0]);
      row.catch(() => this.testRows.delete(id));
      this.testRows.set(id, row);
    }
    return row;
  }

  /** Forgets a test this replica changed, so its next read is fresh. */
  forget(id: string): void {
    this.testRows.delete(id);
  }

  /** A published test (or, for an admin, a draft too), or 404. */
  async visibleTest(id: string, user: Candidate | null): Promise<TestRow> {
    const test = await this.test(id);
    if (!test || (test.status !== 'published' && user?.role !== 'admin'))
      throw new HttpError(404, ATTEMPT_MESSAGES.testNotFound);
    return test;
  }

  /**
   * Whether `user` may take `test`: whoever may read its book (bought, free, or admin). With the caller's
   * payment statuses (the viewers' cache) no query is needed beyond the book.
   */
  async mayTake(user: Candidate, test: TestRow): Promise<boolean> {
    const book = await findBook(this.db, test.bookId, true);
    if (!book) return false;
    if (user.role === 'admin' || (book.isFree && !book.deletedAt)) return true;
    if (user.statuses) return user.statuses.get(book.id) === 'approved';
    return canRead(this.db, user as UserRow, book);
  }

  /** The attempt's owner and test (from memory once read); 404 for a missing attempt or another user's. */
  private async meta(attemptId: string, user: Candidate): Promise<AttemptMeta> {
    let meta = this.attempts.get(attemptId);
    if (!meta && isUuid(attemptId)) {
      const [row] = await this.db
        .select({ userId: testAttempts.userId, testId: testAttempts.testId })
        .from(testAttempts)
        .where(eq(testAttempts.id, attemptId));
      if (row) this.attempts.set(attemptId, (meta = row));
    }
    // Another student's attempt is answered exactly like a missing one.
    if (!meta || meta.userId !== user.id) throw new HttpError(404, ATTEMPT_MESSAGES.attemptNotFound);
    return meta;
  }

  private async row(attemptId: string): Promise<TestAttemptRow> {
    const [row] = await this.db.select().from(testAttempts).where(eq(testAttempts.id, attemptId));
    if (!row) throw new HttpError(404, ATTEMPT_MESSAGES.attemptNotFound);
    return row;
  }

  /** True when the attempt's time, grace included, is over. */
  private pastGrace(attempt: Pick<TestAttemptRow, 'deadline'>, now = Date.now()): boolean {
    return now > attempt.deadline.getTime() + this.graceMs;
  }

  /**
   * Starts an attempt (`POST /api/tests/:id/attempts`), or answers the open one (`created: false`). One
   * rank per paper (modules/exams/admin/papers): the student's first attempt of a paper (any test made from the
   * same pages of the same PDF) is ranked; every later one of any of its tests is practice; an admin's never
   * counts. An open attempt past its deadline is closed first. 404 unknown or unpublished test, 403 when the
   * book may not be read, 409 `test_same_paper_open` while another test of the same paper has an attempt
   * open (its review's key must not help the open one).
   */
  async start(
    user: Candidate,
    testId: string,
    lang: TestLanguage | undefined,
  ): Promise<{ start: AttemptStart; created: boolean }> {
    const test = await this.visibleTest(testId, user);
    if (!(await this.mayTake(user, test))) throw new HttpError(403, ATTEMPT_MESSAGES.noAccess);
    const book = await findBook(this.db, test.bookId, true);
    const paper = paperKey(book?.pdfKey ?? null, test);
    for (let tries = 0; ; tries += 1) {
      // The candidate's attempts at this test and at its paper's other tests: one to resume, another open
      // one that bars a start, and whether a ranked one exists.
      const mine = await this.db
        .select()
        .from(testAttempts)
        .where(
          and(
            eq(testAttempts.userId, user.id),
            or(eq(testAttempts.testId, test.id), eq(testAttempts.paperKey, paper)),
          ),
        );
      const open = mine.find((a) => a.status === 'open' && a.testId === test.id);
      if (open && !this.pastGrace(open)) return { start: this.startOf(test, open), created: false };
      if (open) await this.close(open.id, 'deadline');
      const other = mine.find((a) => a.status === 'open' && a.testId !== test.id);
      if (other && !this.pastGrace(other))
        throw new HttpError(409, PAPER_MESSAGES.samePaperOpen, { code: 'test_same_paper_open' });
      if (other) await this.close(other.id, 'deadline');
      const deadline = new Date(Date.now() + test.durationSeconds * 1000);
      const language = lang && test.languages.includes(lang) ? lang : 'en';
      // The attempt and its reading session (its leak code) in one statement. Two starts at once (of this
      // test, or of two tests of one paper): the one-open and one-ranked indexes let one win; the other finds
      // the winner's on its next turn.
      const result = await this.db.execute<{ id: string }>(sql`
        with session as (
          insert into reading_sessions (code, user_id, book_id, expires_at)
          values (${newLeakCode()}, ${user.id}, ${test.bookId}, ${deadline.toISOString()})
          on conflict (code) do nothing
          returning id)
        insert into test_attempts (test_id, user_id, reading_session_id, ranked, paper_key, lang, deadline,
                                   max_score)
        select ${test.id}, ${user.id}, session.id, ${!mine.some((a) => a.ranked) && user.role !== 'admin'},
               ${paper}, ${language}, ${deadline.toISOString()}, ${maxScoreOf(test)}
          from session
        on conflict do nothing
        returning id`);
      const [created] = result.rows;
      if (created) {
        this.attempts.set(created.id, { userId: user.id, testId: test.id });
        return { start: this.startOf(test, await this.row(created.id)), created: true };
      }
      if (tries >= 3)
        throw new HttpError(409, 'Another start of this test is under way; try again', {
          code: 'test_start_busy',
        });
    }
  }

  private startOf(test: TestRow, attempt: TestAttemptRow): AttemptStart {
    return {
      attemptId: attempt.id,
      testId: test.id,
      deadline: attempt.deadline.toISOString(),
      serverNow: new Date().toISOString(),
      ranked: attempt.ranked,
      questions: candidateQuestions(test),
    };
  }

  /**
   * An attempt of `user` with its test and leak code (question images, the review); an open attempt past
   * its deadline's grace is closed first. 404 another's attempt or a missing one.
   */
  async context(
    user: Candidate,
    attemptId: string,
  ): Promise<{ attempt: TestAttemptRow; test: TestRow; code: string }> {
    const meta = await this.meta(attemptId, user);
    let attempt = await this.row(attemptId);
    if (attempt.status === 'open' && this.pastGrace(attempt)) {
      await this.close(attemptId, 'deadline');
      attempt = await this.row(attemptId);
    }
    const test = await this.test(meta.testId);
    if (!test) throw new HttpError(404, ATTEMPT_MESSAGES.testNotFound);
    const [session] = await this.db
      .select({ code: readingSessions.code })
      .from(readingSessions)
      .where(eq(readingSessions.id, attempt.readingSessionId));
    return { attempt, test, code: session?.code ?? '' };
  }

  /**
   * `GET /api/attempts/:attemptId`: what a screen needs to resume, and the result once submitted. An open
   * attempt past its deadline is closed now (the deadline job would do it within a second).
   */
  async state(user: Candidate, attemptId: string): Promise<AttemptState> {
    const { attempt, test, code } = await this.context(user, attemptId);
    const rows = await this.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId));
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
      result: attempt.status === 'submitted' ? await resultOf(this.db, test, attempt) : null,
    };
  }

  /**
   * `GET /api/attempts/:attemptId/clock`: the attempt's status and deadline with the server's time, for a
   * screen's idle poll (one primary-key read). 404 another's attempt.
   */
  async clock(user: Candidate, attemptId: string): Promise<AttemptClock> {
    await this.meta(attemptId, user);
    const row = await this.row(attemptId);
    // Past its grace an attempt is as good as closed: the deadline job closes it within a second.
    const status = row.status === 'open' && this.pastGrace(row) ? 'submitted' : row.status;
    return { attemptId, status, deadline: row.deadline.toISOString(), serverNow: new Date().toISOString() };
  }

  /** Why a write to a closed attempt was refused: 409 submitted, or 409 time up. */
  private async refusal(attemptId: string): Promise<HttpError> {
    const attempt = await this.row(attemptId);
    return new HttpError(
      409,
      attempt.status === 'submitted' ? ATTEMPT_MESSAGES.submitted : ATTEMPT_MESSAGES.timeUp,
    );
  }

  /** The ack of a question's held state. */
  private ack(saved: SavedAnswer, applied: boolean, deadline: Date): SaveAck {
    return { saved, applied, deadline: deadline.toISOString(), serverNow: new Date().toISOString() };
  }

  /**
   * Saves one answer (`PUT /api/attempts/:attemptId/answers/:number`). 404 another's attempt or a question
   * not in the test, 400 an answer that is not one for the question's type, 409 after submission, 409 time
   * up for an answer made after the deadline (see answer-timing.ts), 409 `openedElsewhere` from a device the
   * attempt is not taken on and 403 from a signed-out one (`device`, checked in the same statement). A save
   * whose `seq` is not above the held one is acknowledged with what is held (`applied: false`). The time on
   * the question is cut so the attempt's times add up to no more than its elapsed time (answer-timing.ts).
   */
  async save(
    user: Candidate,
    attemptId: string,
    number: number,
    body: SaveAnswerBody,
    device: DeviceGate,
  ): Promise<SaveAck> {
    const meta = await this.meta(attemptId, user);
    const test = await this.test(meta.testId);
    const question = test?.questions[number - 1];
    if (!question || question.number !== number) throw new HttpError(404, ATTEMPT_MESSAGES.questionNotFound);
    const answer = canonicalAnswer(question.type, body.answer, question.integerOnly);
    if (!answer.ok) throw new HttpError(400, `Question ${number} is ${question.type}; ${answer.error}`);
    const seq = body.seq ?? Date.now();
    const time = body.timeSpentMs ?? 0;
    const made = madeAtSql(body.madeAt, this.graceMs);
    const others = sql`(select coalesce(sum(x.time_spent_ms), 0) from attempt_answers x
                         where x.attempt_id = a.id and x.number <> ${number})`;
    const result = await this.db.execute<SavedRow & { deadline: Date | string }>(sql`
      insert into attempt_answers (attempt_id, number, answer, marked_for_review, time_spent_ms, seq, saved_at,
                                   made_at)
      select a.id, ${number}, ${answer.answer}, ${body.markedForReview},
             least(${time}::int, greatest(0, ${budgetSql()} - ${others}))::int, ${seq}, now(), ${made}
        from test_attempts a
       where a.id = ${attemptId} and a.status = 'open'
         and now() <= a.deadline + ${this.graceMs} * interval '1 millisecond'
         and ${made} <= a.deadline
         and ${device.where}
         for share
      on conflict (attempt_id, number) do update
         set answer = excluded.answer, marked_for_review = excluded.marked_for_review, seq = excluded.seq,
             saved_at = excluded.saved_at, made_at = excluded.made_at,
             time_spent_ms = greatest(attempt_answers.time_spent_ms, excluded.time_spent_ms)
       where attempt_answers.seq < excluded.seq
      returning number, answer, marked_for_review as "markedForReview", time_spent_ms as "timeSpentMs", seq,
                (select deadline from test_attempts where id = ${attemptId}) as deadline`);
    const [saved] = result.rows;
    if (saved) return this.ack(toSaved(saved), true, new Date(saved.deadline));
    // Nothing written: the attempt is on another device (409), closed, or a later save was already held.
    await device.confirm();
    const attempt = await this.row(attemptId);
    if (attempt.status !== 'open' || this.pastGrace(attempt)) throw await this.refusal(attemptId);
    const now = Date.now();
    const madeAt = Math.min(now, Math.max(now - this.graceMs, body.madeAt ?? now));
    if (madeAt > attempt.deadline.getTime()) throw new HttpError(409, ATTEMPT_MESSAGES.timeUp);
    const [held] = await this.db
      .select()
      .from(attemptAnswers)
      .where(and(eq(attemptAnswers.attemptId, attemptId), eq(attemptAnswers.number, number)));
    if (!held) throw await this.refusal(attemptId);
    return this.ack(toSaved(held), false, attempt.deadline);
  }

  /**
   * Moves the candidate to question `number` (`PUT /api/attempts/:attemptId/current`): marks it visited,
   * stores the position when `seq` is above the held one, and adds the screen's times (they only grow, and
   * add up to no more than the attempt's elapsed time, answer-timing.ts). 404 / 409 (and the device)
   * as for saves.
   */
  async current(
    user: Candidate,
    attemptId: string,
    body: CurrentQuestionBody,
    device: DeviceGate,
  ): Promise<SaveAck> {
    const meta = await this.meta(attemptId, user);
    const test = await this.test(meta.testId);
    const count = test?.questions.length ?? 0;
    if (body.number > count || (body.times ?? []).some((t) => t.number > count))
      throw new HttpError(404, ATTEMPT_MESSAGES.questionNotFound);
    const seq = body.seq ?? Date.now();
    const times = [{ number: body.number, timeSpentMs: 0 }, ...(body.times ?? [])];
    const values = sql.join(
      times.map((t) => sql`(${t.number}::int, ${t.timeSpentMs}::int)`),
      sql`, `,
    );
    // One statement: the open attempt, its position (when this move is the latest), the question visited
    // and the times (they only grow). A move landing as the attempt closes changes no score. The times are
    // given out in question order from what the attempt's elapsed time leaves after the other questions'
    // (`rest`): each gets what it asks, up to what is left, so their sum never passes the budget.
    const result = await this.db.execute<SavedRow & { deadline: Date | string }>(sql`
      with open as (
        select a.id, a.deadline, greatest(0, ${budgetSql()}) as budget from test_attempts a
         where a.id = ${attemptId} and a.status = 'open'
           and now() <= a.deadline + ${this.graceMs} * interval '1 millisecond'
           and ${device.where}),
      moved as (
        update test_attempts set current_question = ${body.number}, position_seq = ${seq}
          from open where test_attempts.id = open.id and test_attempts.position_seq < ${seq}),
      wanted as (
        select v.n, greatest(max(v.ms), coalesce(max(x.time_spent_ms), 0)) as ms
          from open cross join (values ${values}) as v(n, ms)
          left join attempt_answers x on x.attempt_id = open.id and x.number = v.n
         group by v.n),
      rest as (
        select coalesce(sum(x.time_spent_ms), 0) as ms from open join attempt_answers x on x.attempt_id = open.id
         where x.number not in (select n from wanted)),
      given as (
        select w.n, least(w.ms, greatest(0, open.budget - rest.ms - coalesce(sum(w.ms) over
                 (order by w.n rows between unbounded preceding and 1 preceding), 0)))::int as ms
          from wanted w, open, rest),
      visited as (
        insert into attempt_answers (attempt_id, number, time_spent_ms)
        select open.id, given.n, given.ms from open, given
        on conflict (attempt_id, number) do update set time_spent_ms = excluded.time_spent_ms
        returning number, answer, marked_for_review as "markedForReview", time_spent_ms as "timeSpentMs", seq)
      select visited.*, open.deadline from visited, open where visited.number = ${body.number}`);
    const [row] = result.rows;
    if (!row) {
      await device.confirm();
      throw await this.refusal(attemptId);
    }
    return this.ack(toSaved(row), true, new Date(row.deadline));
  }

  /** Counts a tab switch or a full-screen exit of an open attempt (shown to the admin). 404 / 409. */
  async integrity(user: Candidate, attemptId: string, body: IntegrityBody): Promise<void> {
    await this.meta(attemptId, user);
    const column = body.event === 'tab-switch' ? testAttempts.tabSwitches : testAttempts.fullscreenExits;
    const updated = await this.db
      .update(testAttempts)
      .set(
        body.event === 'tab-switch'
          ? { tabSwitches: sql`${column} + 1` }
          : { fullscreenExits: sql`${column} + 1` },
      )
      .where(and(eq(testAttempts.id, attemptId), eq(testAttempts.status, 'open')))
      .returning({ id: testAttempts.id });
    if (!updated.length) throw await this.refusal(attemptId);
  }

  /**
   * Closes one open attempt (`by` the candidate or the deadline) and scores it, in one transaction; false
   * when it was not open (closed already, by another request or replica).
   */
  async close(attemptId: string, by: 'student' | 'deadline'): Promise<boolean> {
    const closed = await this.db.transaction(async (tx) => {
      const [attempt] = await tx
        .update(testAttempts)
        .set({
          status: 'submitted',
          submittedAt: sql`least(now(), ${testAttempts.deadline} + ${this.graceMs} * interval '1 millisecond')`,
          submittedBy: by,
        })
        .where(and(eq(testAttempts.id, attemptId), eq(testAttempts.status, 'open')))
        .returning();
      if (!attempt) return false;
      const [test] = await tx.select().from(tests).where(eq(tests.id, attempt.testId));
      await storeScores(tx, test, [attempt.id]);
      return true;
    });
    if (closed) this.closed[by] += 1;
    return closed;
  }

  /**
   * Submits an attempt (`POST /api/attempts/:attemptId/submit`) and answers its result; submitting an
   * attempt already closed answers the same result (a retried submit). Past the deadline's grace it counts
   * as closed by the deadline.
   */
  async submit(user: Candidate, attemptId: string) {
    const meta = await this.meta(attemptId, user);
    const attempt = await this.row(attemptId);
    if (attempt.status === 'open')
      await this.close(attemptId, this.pastGrace(attempt) ? 'deadline' : 'student');
    const test = await this.test(meta.testId);
    if (!test) throw new HttpError(404, ATTEMPT_MESSAGES.testNotFound);
    return resultOf(this.db, test, await this.row(attemptId));
  }

  /**
   * The deadline job's sweep: closes and scores every open attempt past its deadline's grace, in batches
   * taken with `FOR UPDATE SKIP LOCKED` (replicas sweeping at once take different attempts, and an attempt
   * held by a save in flight waits for the next sweep). Returns how many this call closed.
   */
  async closeDue(batch = 500): Promise<number> {
    let total = 0;
    for (;;) {
      const closed = await this.db.transaction(async (tx) => {
        const result = await tx.execute<{ id: string; testId: string }>(sql`
          update test_attempts set status = 'submitted', submitted_by = 'deadline',
                 submitted_at = deadline + ${this.graceMs} * interval '1 millisecond'
           where id in (select id from test_attempts
                         where status = 'open' and deadline + ${this.graceMs} * interval '1 millisecond' < now()
                         order by deadline limit ${batch} for update skip locked)
          returning id, test_id as "testId"`);
        const { rows } = result;
        const byTest = new Map<string, string[]>();
        for (const r of rows) byTest.set(r.testId, [...(byTest.get(r.testId) ?? []), r.id]);
        for (const [testId, ids] of byTest) {
          const [test] = await tx.select().from(tests).where(eq(tests.id, testId));
          await storeScores(tx, test, ids);
        }
        return rows.length;
      });
      total += closed;
      this.closed.deadline += closed;
      if (closed < batch) return total;
    }
  }
}
