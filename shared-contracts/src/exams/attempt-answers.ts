import { Type, type Static } from '@sinclair/typebox';

/**
 * What the exam screen sends while an attempt is open (docs/domains/exams.md "Online tests"): an answer's
 * save, a move to another question with the times on screen, an integrity event; and what the server holds
 * and acknowledges for a question. Saves and moves carry a `seq` that orders them per attempt.
 */

/** A saved answer: canonical answer (null: none), review mark, visited, time on the question (ms), order. */
export const SavedAnswer = Type.Object({
  number: Type.Integer(),
  answer: Type.Union([Type.String(), Type.Null()]),
  markedForReview: Type.Boolean(),
  visited: Type.Boolean(),
  timeSpentMs: Type.Integer(),
  seq: Type.Integer(),
});
export type SavedAnswer = Static<typeof SavedAnswer>;

/**
 * `PUT /api/attempts/:attemptId/answers/:number`: save one question's answer (canonical or not: `"C"`,
 * `"A,C"` are accepted and stored canonical; null clears it) and review mark. `seq` orders saves: a save
 * whose `seq` is not above the one held for that question changes nothing and is acknowledged again
 * (idempotent retries, out-of-order delivery). `timeSpentMs`: the screen's total time on the question
 * (times only grow, whatever the order).
 */
export const SaveAnswerBody = Type.Object(
  {
    answer: Type.Union([Type.Null(), Type.String({ maxLength: 32 })]),
    markedForReview: Type.Boolean(),
    seq: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
    timeSpentMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 7 * 24 * 3600 * 1000 })),
    /**
     * When the candidate made this answer (ms since the epoch) by the server's clock as the screen knows it
     * (its own clock plus the offset learnt from `serverNow`). The server takes the claim only within the
     * transport slack (TEST_SAVE_GRACE_MS) before the save arrives: an answer made after the deadline is
     * refused (409). Absent: made when it arrives.
     */
    madeAt: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  },
  { additionalProperties: false },
);
export type SaveAnswerBody = Static<typeof SaveAnswerBody>;

/**
 * The acknowledgement of a save or a visit: what the server holds for the question now (`applied` false
 * when a later save was already held), with the deadline and the server's clock.
 */
export const SaveAck = Type.Object({
  saved: SavedAnswer,
  applied: Type.Boolean(),
  deadline: Type.String({ format: 'date-time' }),
  serverNow: Type.String({ format: 'date-time' }),
});
export type SaveAck = Static<typeof SaveAck>;

/** A question's total time on screen so far (ms), as the screen measured it. */
export const QuestionTime = Type.Object(
  {
    number: Type.Integer({ minimum: 1, maximum: 1000 }),
    timeSpentMs: Type.Integer({ minimum: 0, maximum: 7 * 24 * 3600 * 1000 }),
  },
  { additionalProperties: false },
);
export type QuestionTime = Static<typeof QuestionTime>;

/**
 * `PUT /api/attempts/:attemptId/current`: the candidate is now on question `number` (marks it visited; a
 * reload or another device resumes there). `seq` orders moves like saves; `times` carries the totals of
 * the questions the screen timed since its last call (usually the one just left). Times only grow.
 */
export const CurrentQuestionBody = Type.Object(
  {
    number: Type.Integer({ minimum: 1, maximum: 1000 }),
    seq: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
    times: Type.Optional(Type.Array(QuestionTime, { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type CurrentQuestionBody = Static<typeof CurrentQuestionBody>;

/** `POST /api/attempts/:attemptId/integrity`: the screen saw the candidate leave the tab or full screen. */
export const IntegrityBody = Type.Object(
  { event: Type.Union([Type.Literal('tab-switch'), Type.Literal('fullscreen-exit')]) },
  { additionalProperties: false },
);
export type IntegrityBody = Static<typeof IntegrityBody>;
