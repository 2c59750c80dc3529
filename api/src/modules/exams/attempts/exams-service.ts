import type {
  AttemptClock,
  AttemptResult,
  AttemptStart,
  AttemptState,
  CurrentQuestionBody,
  IntegrityBody,
  SaveAck,
  SaveAnswerBody,
  TestLanguage,
} from '@exam/shared-contracts/exams';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client';
import { testAttempts, tests, type TestAttemptRow, type TestRow, type UserRow } from '../../../db/schema';
import { canRead, findBook } from '../../catalogue';
import { HttpError, isUuid } from '../../../platform/http-error';
import type { AttemptAccess, AttemptMeta, Candidate, ClosedBy } from './attempt-access';
import { countIntegrity, moveToQuestion, saveAnswer } from './attempt-answers';
import { closeAttempt, closeDueAttempts, submitAttempt } from './attempt-close';
import type { DeviceGate } from './attempt-devices';
import { ATTEMPT_MESSAGES } from './attempt-messages';
import { startAttempt } from './attempt-start';
import { attemptClock, attemptContext, attemptState } from './attempt-state';

/** How long a replica reuses a test row it read (ms): an admin's edit reaches every replica within it. */
const TEST_TTL_MS = 2000;

/**
 * Taking tests (docs/domains/exams.md "Online tests"), decorated as `app.exams`. The server owns the clock
 * and the answers: an attempt's deadline is fixed when it starts; every save is one conditional statement
 * that holds the attempt row in share mode, so it either lands before the attempt is closed (and is scored)
 * or is refused (409), never acknowledged and lost; saves apply in increasing `seq` per question, so retries
 * and late deliveries change nothing. Closing (a submit, or the deadline job on any replica) is one
 * conditional update that scores in the same transaction: each attempt is closed once.
 *
 * This class holds what the steps share (the caches of test rows and attempt owners, the close counters);
 * the steps themselves are attempt-start.ts, attempt-answers.ts, attempt-state.ts and attempt-close.ts.
 */
export class ExamsService implements AttemptAccess {
  private readonly testRows = new LRUCache<string, Promise<TestRow | undefined>>({
    max: 500,
    ttl: TEST_TTL_MS,
  });
  private readonly attempts = new LRUCache<string, AttemptMeta>({ max: 100_000 });
  /** Attempts this replica closed: by the candidate, and by the deadline job (metrics, the topology test). */
  readonly closed = { student: 0, deadline: 0 };

  /**
   * `db` the database; `graceMs` how long after an attempt's deadline (ms) a save made in time is still
   * taken, and when the deadline job closes it.
   */
  constructor(
    readonly db: Db,
    readonly graceMs: number,
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
  async meta(attemptId: string, user: Candidate): Promise<AttemptMeta> {
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

  /** Keeps a new attempt's owner and test, so its first save reads nothing more. */
  remember(attemptId: string, meta: AttemptMeta): void {
    this.attempts.set(attemptId, meta);
  }

  /** The attempt row as it is now; 404 when there is none. */
  async row(attemptId: string): Promise<TestAttemptRow> {
    const [row] = await this.db.select().from(testAttempts).where(eq(testAttempts.id, attemptId));
    if (!row) throw new HttpError(404, ATTEMPT_MESSAGES.attemptNotFound);
    return row;
  }

  /** True when the attempt's time, grace included, is over (`now` in ms since the epoch). */
  pastGrace(attempt: Pick<TestAttemptRow, 'deadline'>, now = Date.now()): boolean {
    return now > attempt.deadline.getTime() + this.graceMs;
  }

  /** Starts an attempt, or answers the open one (`POST /api/tests/:id/attempts`): see attempt-start.ts. */
  start(
    user: Candidate,
    testId: string,
    lang: TestLanguage | undefined,
  ): Promise<{ start: AttemptStart; created: boolean }> {
    return startAttempt(this, user, testId, lang);
  }

  /** An attempt of `user` with its test and leak code, closed first past its grace (attempt-state.ts). */
  context(
    user: Candidate,
    attemptId: string,
  ): Promise<{ attempt: TestAttemptRow; test: TestRow; code: string }> {
    return attemptContext(this, user, attemptId);
  }

  /** `GET /api/attempts/:attemptId`: what a screen needs to resume (attempt-state.ts). */
  state(user: Candidate, attemptId: string): Promise<AttemptState> {
    return attemptState(this, user, attemptId);
  }

  /** `GET /api/attempts/:attemptId/clock`: status and deadline with the server's time (attempt-state.ts). */
  clock(user: Candidate, attemptId: string): Promise<AttemptClock> {
    return attemptClock(this, user, attemptId);
  }

  /** Saves one answer (`PUT /api/attempts/:attemptId/answers/:number`): see attempt-answers.ts. */
  save(
    user: Candidate,
    attemptId: string,
    number: number,
    body: SaveAnswerBody,
    device: DeviceGate,
  ): Promise<SaveAck> {
    return saveAnswer(this, user, attemptId, number, body, device);
  }

  /** Moves the candidate to a question (`PUT /api/attempts/:attemptId/current`): see attempt-answers.ts. */
  current(
    user: Candidate,
    attemptId: string,
    body: CurrentQuestionBody,
    device: DeviceGate,
  ): Promise<SaveAck> {
    return moveToQuestion(this, user, attemptId, body, device);
  }

  /** Counts a tab switch or a full-screen exit of an open attempt (attempt-answers.ts). 404 / 409. */
  integrity(user: Candidate, attemptId: string, body: IntegrityBody): Promise<void> {
    return countIntegrity(this, user, attemptId, body);
  }

  /** Closes and scores one open attempt, once; false when it was not open (attempt-close.ts). */
  close(attemptId: string, by: ClosedBy): Promise<boolean> {
    return closeAttempt(this, attemptId, by);
  }

  /** Submits an attempt and answers its result (`POST /api/attempts/:attemptId/submit`, attempt-close.ts). */
  submit(user: Candidate, attemptId: string): Promise<AttemptResult> {
    return submitAttempt(this, user, attemptId);
  }

  /** The deadline job's sweep, `batch` attempts per transaction; how many it closed (attempt-close.ts). */
  closeDue(batch = 500): Promise<number> {
    return closeDueAttempts(this, batch);
  }
}
