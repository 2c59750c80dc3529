import type { ColumnFlow } from './column-flow';
import { BODY, BOLD, HINDI, type PaperDoc, type Style } from './paper-doc';
import { pt, type Box } from './paper-truth';
import { LETTER_OF, type BankQuestion } from './question-bank';

/** Points from one line's top to the next: Latin and Devanagari (taller: its matras). */
const LEAD = 13;
const HINDI_LEAD = 15;
/** Space after a question's block (points). */
const GAP = 10;
/** The solution's text starts this far right of `Sol.` (points). */
const SOL_INDENT = 26;

/** How a question is printed: label and text indent (points), option style, and what follows it. */
export interface BlockStyle {
  label: string;
  indent: number;
  letters?: boolean;
  /** The Hindi copy right after the English one, in the same column (NTA's stacked booklets). */
  hindi?: boolean;
  /** `Answer (k)` and the `Sol.` block after the options (answers & solutions sets). */
  solution?: boolean;
}

/** Where the block's parts landed: page, label box, and the boxes of its Hindi start and `Sol.` block. */
export interface DrawnQuestion {
  page: number;
  labelBox: Box;
  hindiLabelBox?: Box;
  solutionBox?: Box;
}

interface Row {
  text: string;
  style: Style;
  dx: number;
  lead: number;
  kind?: 'hindi' | 'sol' | 'sol-start';
}

/** Option rows: two per row when both halves fit, else one per row. */
function optionRows(paper: PaperDoc, q: BankQuestion, width: number, letters: boolean, dx: number): Row[] {
  if (!q.options) return [];
  const cells = q.options.map((o, i) => `(${letters ? LETTER_OF[i + 1] : i + 1}) ${o}`);
  const half = width / 2;
  const fits = cells.every((c) => paper.width(c) < half - 6);
  if (!fits) return cells.map((text) => ({ text, style: BODY, dx, lead: LEAD }));
  // A pair is one row; the second cell is drawn at the half (see draw).
  return [0, 2].map((i) => ({ text: `${cells[i]}\t${cells[i + 1]}`, style: BODY, dx, lead: LEAD }));
}

/** The rows of question `q` as printed in a column `width` points wide. */
function rowsOf(paper: PaperDoc, q: BankQuestion, width: number, s: BlockStyle): Row[] {
  const textWidth = width - s.indent;
  const rows: Row[] = paper
    .wrap(q.text, textWidth)
    .map((text) => ({ text, style: BODY, dx: s.indent, lead: LEAD }));
  rows.push(...optionRows(paper, q, textWidth, !!s.letters, s.indent));
  if (s.hindi && q.hindi) {
    for (const text of paper.wrap(q.hindi, textWidth, HINDI))
      rows.push({ text, style: HINDI, dx: s.indent, lead: HINDI_LEAD, kind: 'hindi' });
    rows.push(...optionRows(paper, q, textWidth, !!s.letters, s.indent));
  }
  if (s.solution) {
    const answer = q.options && s.letters ? LETTER_OF[Number(q.answer)] : q.answer;
    rows.push({ text: `Answer (${answer})`, style: BOLD, dx: s.indent, lead: LEAD + 2 });
    q.sol.forEach((step, i) =>
      paper.wrap(step, textWidth - SOL_INDENT).forEach((text, k) =>
        rows.push({
          text,
          style: BODY,
          dx: s.indent + SOL_INDENT,
          lead: LEAD,
          kind: i === 0 && k === 0 ? 'sol-start' : 'sol',
        }),
      ),
    );
  }
  return rows;
}

/**
 * Draws question `q` with its label as one block in `flow` (never split across columns) and returns where
 * its label, Hindi copy and solution are. The label is bold at the column's left; the text at `indent`.
 */
export function drawQuestion(
  paper: PaperDoc,
  flow: ColumnFlow,
  q: BankQuestion,
  s: BlockStyle,
): DrawnQuestion {
  const width = flow.column.width;
  const rows = rowsOf(paper, q, width, s);
  const height = rows.reduce((h, r) => h + r.lead, 0) + GAP;
  const at = flow.place(height);
  const x = at.column.x;
  const labelBox = paper.line(s.label, x, at.y, BOLD);
  let y = at.y;
  const out: DrawnQuestion = { page: at.page, labelBox };
  let sol: Box | undefined;
  for (const row of rows) {
    const [a, b] = row.text.split('\t');
    const box = paper.line(a, x + row.dx, y, row.style);
    if (b !== undefined) paper.line(b, x + row.dx + (width - row.dx) / 2, y, row.style);
    if (row.kind === 'hindi' && !out.hindiLabelBox) out.hindiLabelBox = box;
    if (row.kind === 'sol-start') {
      const mark = paper.line('Sol.', x + s.indent, y, BOLD);
      sol = [mark[0], mark[1], pt(x + width), box[3]];
    }
    if (row.kind === 'sol' && sol) sol[3] = box[3];
    y += row.lead;
  }
  if (sol) out.solutionBox = sol;
  return out;
}
