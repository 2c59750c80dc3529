import type { ReflowLine } from '../reflow';

/** A layout line for the reflow's tests: 14 px high, its baseline at 11, text unless `extra` says otherwise. */
export const reflowLine = (
  top: number,
  words: [number, number][],
  extra: Partial<ReflowLine> = {},
): ReflowLine => ({
  top,
  height: 14,
  baseline: 11,
  block: false,
  words,
  breakAfter: false,
  ...extra,
});
