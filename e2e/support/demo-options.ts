import { demoKey } from './online-test';

/*
 * The demo test's options as the exam screen names them, for the online test's browser tests
 * (online-test*.e2e.ts, docs/domains/exams.md "Online tests").
 */

/** The demo paper's key by question number. */
export const KEY = demoKey();

/** The key of single-correct question `n` as the screen names its option ("Option (3)"). */
export const rightOption = (n: number) => `Option (${KEY.get(n)})`;
/** A wrong option of single-correct question `n`. */
export const wrongOption = (n: number) => `Option (${(Number(KEY.get(n)) % 4) + 1})`;
