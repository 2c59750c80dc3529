import {
  answerOf,
  isHeading,
  isPaperEnd,
  isSolutionStart,
  labelOf,
  optionMarks,
  type LineLabel,
} from './line-kinds.ts';
import { chooseLabels, type Candidate } from './numbering.ts';
import { atEdge, type Stream, type StreamLine } from './streams.ts';

/**
 * The question labels of one reading stream (docs/domains/exams.md "Making a test from a paper"): every
 * label at a column's left edge is a candidate, weighed by what follows it (options, an `Answer` line)
 * and by where it stands (inside a worked solution), then {@link chooseLabels} keeps the paper's chain.
 */

/** A chosen label of a stream: its line, the printed label, and whether numbering starts again there. */
export interface StreamLabel extends StreamLine {
  label: LineLabel;
  restart: boolean;
}

/** Lines a candidate's evidence is read from, at most (a label far from the next one is a long question). */
const EVIDENCE_LINES = 80;

/** Headings of a stream: their orders, ascending. */
export const headingOrders = (stream: Stream) =>
  stream.lines.filter((s) => isHeading(s.line) || isPaperEnd(s.line.text)).map((s) => s.order);

/** The chosen labels of `stream`, in reading order. */
export function streamLabels(stream: Stream): StreamLabel[] {
  const found = stream.lines
    .map((s) => ({ ...s, label: atEdge(s.line, s.column) ? labelOf(s.line) : null }))
    .filter((s): s is StreamLine & { label: LineLabel } => s.label !== null);
  const candidates: Candidate[] = [];
  let inSolution = false;
  let cursor = 0;
  for (const [i, c] of found.entries()) {
    const end = Math.min(found[i + 1]?.order ?? stream.lines.length, c.order + EVIDENCE_LINES);
    // Solution markers between the previous candidate and this one.
    for (; cursor < c.order; cursor += 1)
      if (isSolutionStart(stream.lines[cursor].line.text)) inSolution = true;
    const following = stream.lines.slice(c.order, end).map((s) => s.line.text);
    const marks = optionMarks(following.join(' '));
    const answered = following.slice(1).some((t) => answerOf(t) !== null);
    const options = marks.numbers >= 2 || marks.letters >= 2 || answered;
    candidates.push({
      style: c.label.style,
      n: c.label.n,
      order: c.order,
      options,
      inSolution: inSolution && !options,
    });
    if (options) inSolution = false;
  }
  const chosen = chooseLabels(candidates, headingOrders(stream));
  return chosen.map(({ index, restart }) => ({ ...found[index], restart }));
}
