import type { LabelStyle } from './line-kinds.ts';

/**
 * Which label candidates are the paper's questions (docs/domains/exams.md "Making a test from a paper").
 * Not the longest run of 1, 2, 3…: one best chain over the whole paper, scored, where
 * - a label followed by options counts more than one without (instructions and solution steps have none);
 * - the next number continues the chain; a number or up to three missing is a gap (filled later, with low
 *   confidence), never a break that misnumbers what follows;
 * - numbering may start again at 1 only after a heading (a subject, a section, the end of a part), as JEE
 *   Advanced numbers each subject Q.1–Q.17;
 * - a label inside a worked solution counts against itself.
 * Blocks (the runs between restarts) where no label has options are dropped when another block has them,
 * and so are blocks in another label style than most labels: a cover's numbered instructions are not
 * questions.
 */

/** One label candidate, in reading order (`order` grows along the paper). */
export interface Candidate {
  style: LabelStyle;
  n: number;
  order: number;
  /** Options follow it before the next candidate. */
  options: boolean;
  /** It stands inside a worked solution (after `Sol.`, before the next question). */
  inSolution: boolean;
}

/** A chosen label: the candidate's index, and whether a new block (restart) begins with it. */
export interface Chosen {
  index: number;
  restart: boolean;
}

const MAX_GAP = 4;
const NODE_WITH_OPTIONS = 2;
const NODE_WITHOUT = 0.3;
const IN_SOLUTION = -3;
const LINK = 1.5;
const GAP_COST = 2;
const RESTART = 0.5;
const START_GAP_COST = 1.5;
/** A chain may start at any number; past a few, what is missing before it costs no more. */
const MAX_START_COST = 6;

/**
 * The best chain of `candidates` (in reading order). `headings` are the reading-order positions of the
 * paper's headings, ascending. Returns the chosen candidates in order; empty when none.
 */
export function chooseLabels(candidates: Candidate[], headings: number[]): Chosen[] {
  const score = new Array<number>(candidates.length).fill(-Infinity);
  const from = new Array<number>(candidates.length).fill(-1);
  const restartAt = new Array<boolean>(candidates.length).fill(false);
  // Best chain ending in a candidate of each style and number seen so far (ties: the later candidate).
  const best = new Map<string, number>();
  // Best chain ending anywhere so far, and its value as each heading was passed.
  let bestAll = -1;
  const beforeHeading: number[] = [];
  let h = 0;
  for (const [i, c] of candidates.entries()) {
    while (h < headings.length && headings[h] < c.order) {
      beforeHeading[h] = bestAll;
      h += 1;
    }
    const node = (c.options ? NODE_WITH_OPTIONS : NODE_WITHOUT) + (c.inSolution ? IN_SOLUTION : 0);
    // A chain starting here: numbers before it are missing (or the file is the second part of a booklet).
    if (c.n >= 1) {
      score[i] = node - Math.min(START_GAP_COST * (c.n - 1), MAX_START_COST);
      restartAt[i] = true;
    }
    for (let d = 1; d <= MAX_GAP; d += 1) {
      const j = best.get(`${c.style}:${c.n - d}`);
      if (j === undefined) continue;
      const value = score[j] + node + LINK - GAP_COST * (d - 1);
      if (value > score[i]) {
        score[i] = value;
        from[i] = j;
        restartAt[i] = false;
      }
    }
    // Numbering that starts again after a heading continues the paper.
    const lastHeading = h - 1;
    if (c.n === 1 && lastHeading >= 0 && beforeHeading[lastHeading] >= 0) {
      const j = beforeHeading[lastHeading];
      const value = score[j] + node + RESTART;
      if (value > score[i]) {
        score[i] = value;
        from[i] = j;
        restartAt[i] = true;
      }
    }
    const key = `${c.style}:${c.n}`;
    const previous = best.get(key);
    if (previous === undefined || score[i] >= score[previous]) best.set(key, i);
    if (bestAll === -1 || score[i] >= score[bestAll]) bestAll = i;
  }
  if (bestAll === -1 || score[bestAll] === -Infinity) return [];
  const chain: Chosen[] = [];
  for (let i = bestAll; i !== -1; i = from[i]) chain.unshift({ index: i, restart: restartAt[i] });
  return dropOptionlessBlocks(chain, candidates);
}

/** Drops the blocks of `chain` without options (when another has them) or in another label style. */
function dropOptionlessBlocks(chain: Chosen[], candidates: Candidate[]): Chosen[] {
  const blocks: Chosen[][] = [];
  for (const chosen of chain) {
    if (chosen.restart || !blocks.length) blocks.push([]);
    blocks[blocks.length - 1].push(chosen);
  }
  const hasOptions = (block: Chosen[]) => block.some((c) => candidates[c.index].options);
  // The paper's label style is the one most of its chosen labels have.
  const counts = new Map<string, number>();
  for (const c of chain)
    counts.set(candidates[c.index].style, (counts.get(candidates[c.index].style) ?? 0) + 1);
  const style = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
  const ofStyle = (block: Chosen[]) => candidates[block[0].index].style === style;
  const kept = blocks.filter((b) => ofStyle(b) && (hasOptions(b) || !blocks.some(hasOptions)));
  kept[0][0] = { ...kept[0][0], restart: true };
  return kept.flat();
}
