import type {
  CurrentQuestionBody,
  IntegrityBody,
  SaveAck,
  SaveAnswerBody,
  SavedAnswer,
} from '@exam/shared-contracts/exams';
import { canonicalAnswer, questionDecimals } from '@exam/shared-contracts/rules';
import { and, eq, sql } from 'drizzle-orm';
import { attemptAnswers, testAttempts } from '../../../db/schema';
import { HttpError } from '../../../platform/http-error';
import type { AttemptAccess, Candidate } from './attempt-access';
import type { DeviceGate } from './attempt-devices';
import { ATTEMPT_MESSAGES } from './attempt-messages';
import { budgetSql, madeAtSql } from './answer-timing';

/** An `attempt_answers` row as the acknowledgement needs it. */
export type SavedRow = {
  number: number;
  answer: string | null;
  markedForReview: boolean;
  timeSpentMs: number;
  /** bigint: node-postgres answers it as text. */
  seq: number | string;
};

/** A held answer as the screen sees it: a row exists only for a question visited, and `seq` is a number. */
export const toSaved = (row: SavedRow): SavedAnswer => ({
  number: row.number,
  answer: row.answer,
  markedForReview: row.markedForReview,
  visited: true,
  timeSpentMs: row.timeSpentMs,
  seq: Number(row.seq),
});

/** Why a write to a closed attempt was refused: 409 submitted, or 409 time up. */
async function refusal(access: AttemptAccess, attemptId: string): Promise<HttpError> {
  const attempt = await access.row(attemptId);
  return new HttpError(
    409,
    attempt.status === 'submitted' ? ATTEMPT_MESSAGES.submitted : ATTEMPT_MESSAGES.timeUp,
  );
}

/** The ack of a question's held state. */
function ack(saved: SavedAnswer, applied: boolean, deadline: Date): SaveAck {
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
export async function saveAnswer(
  access: AttemptAccess,
  user: Candidate,
  attemptId: string,
  number: number,
  body: SaveAnswerBody,
  device: DeviceGate,
): Promise<SaveAck> {
  const { db, graceMs } = access;
  const meta = await access.meta(attemptId, user);
  const test = await access.test(meta.testId);
  const question = test?.questions[number - 1];
  if (!question || question.number !== number) throw new HttpError(404, ATTEMPT_MESSAGES.questionNotFound);
  const answer = canonicalAnswer(
    question.type,
    body.answer,
    question.integerOnly,
    questionDecimals(question),
  );
  if (!answer.ok) throw new HttpError(400, `Question ${number} is ${question.type}; ${answer.error}`);
  const seq = body.seq ?? Date.now();
  const time = body.timeSpentMs ?? 0;
  const made = madeAtSql(body.madeAt, graceMs);
  const others = sql`(select coalesce(sum(x.time_spent_ms), 0) from attempt_answers x
                       where x.attempt_id = a.id and x.number <> ${number})`;
  const result = await db.execute<SavedRow & { deadline: Date | string }>(sql`
    insert into attempt_answers (attempt_id, number, answer, marked_for_review, time_spent_ms, seq, saved_at,
                                 made_at)
    select a.id, ${number}, ${answer.answer}, ${body.markedForReview},
           least(${time}::int, greatest(0, ${budgetSql()} - ${others}))::int, ${seq}, now(), ${made}
      from test_attempts a
     where a.id = ${attemptId} and a.status = 'open'
       and now() <= a.deadline + ${graceMs} * interval '1 millisecond'
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
  if (saved) return ack(toSaved(saved), true, new Date(saved.deadline));
  // Nothing written: the attempt is on another device (409), closed, or a later save was already held.
  await device.confirm();
  const attempt = await access.row(attemptId);
  if (attempt.status !== 'open' || access.pastGrace(attempt)) throw await refusal(access, attemptId);
  const now = Date.now();
  const madeAt = Math.min(now, Math.max(now - graceMs, body.madeAt ?? now));
  if (madeAt > attempt.deadline.getTime()) throw new HttpError(409, ATTEMPT_MESSAGES.timeUp);
  const [held] = await db
    .select()
    .from(attemptAnswers)
    .where(and(eq(attemptAnswers.attemptId, attemptId), eq(attemptAnswers.number, number)));
  if (!held) throw await refusal(access, attemptId);
  return ack(toSaved(held), false, attempt.deadline);
}

/**
 * Moves the candidate to question `number` (`PUT /api/attempts/:attemptId/current`): marks it visited,
 * stores the position when `seq` is above the held one, and adds the screen's times (they only grow, and
 * add up to no more than the attempt's elapsed time, answer-timing.ts). 404 / 409 (and the device)
 * as for saves.
 */
export async function moveToQuestion(
  access: AttemptAccess,
  user: Candidate,
  attemptId: string,
  body: CurrentQuestionBody,
  device: DeviceGate,
): Promise<SaveAck> {
  const { graceMs } = access;
  const meta = await access.meta(attemptId, user);
  const test = await access.test(meta.testId);
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
  const result = await access.db.execute<SavedRow & { deadline: Date | string }>(sql`
    with open as (
      select a.id, a.deadline, greatest(0, ${budgetSql()}) as budget from test_attempts a
       where a.id = ${attemptId} and a.status = 'open'
         and now() <= a.deadline + ${graceMs} * interval '1 millisecond'
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
    throw await refusal(access, attemptId);
  }
  return ack(toSaved(row), true, new Date(row.deadline));
}

/**
 * Counts a tab switch or a full-screen exit of an open attempt (shown to the admin):
 * `POST /api/attempts/:attemptId/integrity`. 404 another's attempt, 409 once it is closed.
 */
export async function countIntegrity(
  access: AttemptAccess,
  user: Candidate,
  attemptId: string,
  body: IntegrityBody,
): Promise<void> {
  await access.meta(attemptId, user);
  const column = body.event === 'tab-switch' ? testAttempts.tabSwitches : testAttempts.fullscreenExits;
  const updated = await access.db
    .update(testAttempts)
    .set(
      body.event === 'tab-switch'
        ? { tabSwitches: sql`${column} + 1` }
        : { fullscreenExits: sql`${column} + 1` },
    )
    .where(and(eq(testAttempts.id, attemptId), eq(testAttempts.status, 'open')))
    .returning({ id: testAttempts.id });
  if (!updated.length) throw await refusal(access, attemptId);
}
