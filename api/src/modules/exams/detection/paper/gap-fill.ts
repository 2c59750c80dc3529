import { isKeyRow, optionMarks } from './line-kinds.ts';
import type { StreamLabel } from './stream-labels.ts';
import type { Stream, StreamLine } from './streams.ts';

/**
 * Fills the gaps of a paper's numbering (docs/domains/exams.md "Making a test from a paper"): a label the
 * chain skipped (split in two words, set in another font, away from the column's edge) is looked for by
 * its number alone between its neighbours; failing that, a question is started after the first complete
 * set of options between them; failing that, it is proposed with no region. Never dropped: each filled
 * question says how it was found, for the admin to check.
 */

/** A question's place: its label (printed, or found as said in `reason`), or null when nothing was found. */
export interface Slot {
  n: number;
  label: StreamLabel | null;
  restart: boolean;
  /** Why this question is in doubt, or null for a label of the chain. */
  reason: string | null;
}

const OPTION_FIRST = /^\(\s*(?:1|A|a)\s*\)/;
const OPTION_LAST = /\(\s*(?:4|D|d)\s*\)/;

/** The slots of `labels` (a stream's chain) with every skipped number filled. */
export function fillGaps(labels: StreamLabel[], stream: Stream): Slot[] {
  const slots: Slot[] = [];
  for (const [i, label] of labels.entries()) {
    const previous = labels[i - 1];
    if (previous && !label.restart)
      for (let n = previous.label.n + 1; n < label.label.n; n += 1) {
        const after = slots[slots.length - 1].label ?? previous;
        slots.push(findMissing(n, after, label, stream));
      }
    slots.push({ n: label.label.n, label, restart: label.restart, reason: null });
  }
  return slots;
}

/** Question `n`, missing between the lines `after` and `before`. */
function findMissing(n: number, after: StreamLabel, before: StreamLabel, stream: Stream): Slot {
  const between = stream.lines.slice(after.order + 1, before.order);
  // The number at the line's start, whatever follows it but another digit (a scan's `Q9°.`, `153 .`).
  const byNumber = new RegExp(`^(?:Q\\s*\\.?\\s*)?(${n})(?!\\d)`, 'i');
  const numbered = between.find((s) => byNumber.test(s.line.text.trim()) && !isKeyRow(s.line.text));
  if (numbered)
    return {
      n,
      label: asLabel(numbered, after, n, after.label.text.replace(/\d+/, String(n))),
      restart: false,
      reason: `its label ${n} was found out of line; check where it starts`,
    };
  const start = afterFirstOptions(between);
  if (start)
    return {
      n,
      label: asLabel(start, after, n, ''),
      restart: false,
      reason: `its label ${n} was not found; it was placed after the options of the question before`,
    };
  return {
    n,
    label: null,
    restart: false,
    reason: `its label ${n} was not found; draw its region`,
  };
}

/** The line after the first complete set of options (`(1)`…`(4)`) among `lines`, if another line follows. */
function afterFirstOptions(lines: StreamLine[]): StreamLine | null {
  const first = lines.findIndex((s) => OPTION_FIRST.test(s.line.text.trim()));
  if (first === -1) return null;
  const last = lines.findIndex((s, i) => i >= first && OPTION_LAST.test(s.line.text));
  if (last === -1) return null;
  const next = lines.slice(last + 1).find((s) => {
    const marks = optionMarks(s.line.text);
    return marks.numbers + marks.letters === 0;
  });
  return next ?? null;
}

/** A found line as label `n` in the style of its neighbour (`text` empty: no label is printed there). */
const asLabel = (line: StreamLine, like: StreamLabel, n: number, text: string): StreamLabel => ({
  ...line,
  label: { style: like.label.style, n, text },
  restart: false,
});
