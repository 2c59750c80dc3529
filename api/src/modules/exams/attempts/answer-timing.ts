import { sql, type SQL } from 'drizzle-orm';

/**
 * How far the screen's times per question may run ahead of the server's (ms): their sum over an attempt
 * is at most the attempt's elapsed time (server clock) plus this (the screen's timer and the request's
 * transport). A larger time is cut down to what is left, never refused: the answer it came with is kept.
 */
export const TIME_SLACK_MS = 5000;

/**
 * SQL: when an answer claimed made at `claimed` (ms since the epoch, the server's clock as the screen
 * knows it; undefined: now) was made, as the server believes it: the claim within the transport slack
 * `graceMs` before now, never after now, so a screen cannot date an answer back further than a save can
 * travel (an answer made after the deadline is refused, one made before it and still on its way is kept).
 */
export function madeAtSql(claimed: number | undefined, graceMs: number): SQL {
  const at = claimed === undefined ? sql`now()` : sql`to_timestamp(${claimed}::double precision / 1000)`;
  return sql`least(now(), greatest(now() - ${graceMs} * interval '1 millisecond', ${at}))`;
}

/**
 * SQL (ms): the time attempt `a` (test_attempts, aliased `a` in the statement) has run for by the server's
 * clock, plus {@link TIME_SLACK_MS}: the most its times per question may add up to.
 */
export function budgetSql(): SQL {
  return sql`(extract(epoch from (now() - a.started_at)) * 1000 + ${TIME_SLACK_MS})`;
}
