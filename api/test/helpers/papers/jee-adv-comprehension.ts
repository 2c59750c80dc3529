import { ColumnFlow } from './column-flow';
import { A4, BODY, BOLD, LETTER, PaperDoc } from './paper-doc';
import { pt, type Box, type GeneratedPaper, type TruthQuestion } from './paper-truth';
import { mcqs, numericals, type BankQuestion } from './question-bank';
import { drawQuestion } from './question-block';

const SIDE = 54;
const LEAD = 13;
/** Pages 1..LETTER_PAGES are US Letter, the rest A4: a paper put together from two sources. */
const LETTER_PAGES = 3;

const SUBJECTS = ['Mathematics', 'Physics', 'Chemistry'] as const;
/** Questions per subject in SECTION 1 (single correct) and SECTION 2 (integer). */
const SINGLE = 6;
const INTEGER = 4;
const WORDS = ['', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT'];
/** `SIX (06)`, as the papers write a count. */
const count = (n: number) => `${WORDS[n]} (${String(n).padStart(2, '0')})`;

const PARAGRAPH =
  'A uniform rod of length L and mass M is pivoted at one end and held horizontal. It is released from rest and swings down in a vertical plane. Air resistance and friction at the pivot are negligible, and g is the acceleration due to gravity. The answers to the two questions below follow from this paragraph.';

/**
 * A JEE (Advanced) style paper: `Q.1`.. restarting in each subject (MATHEMATICS, PHYSICS, CHEMISTRY, each
 * from a new page), SECTION 1 (single correct, options (A)–(D)), SECTION 2 (integer answers, no options)
 * and SECTION 3 (a "PARAGRAPH I" above the two questions that share it), each section opening with its
 * marking-scheme bullets between the questions. Pages 1–3 are Letter, the rest A4.
 */
export async function jeeAdvComprehension(): Promise<GeneratedPaper> {
  const paper = new PaperDoc('JEE (Advanced) Practice Paper 1');
  const size = (page: number) => (page <= LETTER_PAGES ? LETTER : A4);
  const flow = new ColumnFlow(paper, {
    size,
    columns: (page) => [{ x: SIDE, width: size(page)[0] - 2 * SIDE }],
    top: () => 64,
    bottom: (page) => size(page)[1] - 56,
    onPage: (page) => {
      const [w, h] = size(page);
      paper.line('JEE (Advanced) Practice Paper 1', SIDE, 28, { ...BODY, size: 8 });
      paper.rule(SIDE, w - SIDE, 44);
      paper.line(`${page}`, 0, h - 36, { ...BODY, size: 8 }, { width: w });
    },
  });

  /** A block of `lines` (text, style) from the flow's current place; returns its box. */
  const block = (lines: [string, typeof BODY, boolean?][], after = 8): Box => {
    const at = flow.place(lines.length * LEAD + after);
    const { x, width } = at.column;
    lines.forEach(([text, style, center], i) =>
      paper.line(text, x, at.y + i * LEAD, style, center ? { width } : undefined),
    );
    return [pt(x), pt(at.y), pt(x + width), pt(at.y + lines.length * LEAD - 2)];
  };
  const bullets = (title: string, items: string[]) => {
    const width = flow.column.width;
    block([
      [title, BOLD],
      ...items.flatMap((t) =>
        paper.wrap(t, width - 14).map((l, i): [string, typeof BODY] => [`${i ? '   ' : '•  '}${l}`, BODY]),
      ),
    ]);
  };

  const questions: TruthQuestion[] = [];
  const ask = (
    q: BankQuestion,
    k: number,
    subject: string,
    section: string,
    paragraph?: { page: number; box: Box },
  ) => {
    const label = `Q.${k}`;
    const at = drawQuestion(paper, flow, q, { label, indent: 40, letters: true });
    questions.push({
      n: questions.length + 1,
      page: at.page,
      label,
      labelBox: at.labelBox,
      subject,
      section,
      type: q.options ? 'MCQ' : 'numerical',
      ...(paragraph ? { paragraphPage: paragraph.page, paragraphBox: paragraph.box } : {}),
    });
  };

  for (const subject of SUBJECTS) {
    if (flow.page) flow.newPage();
    block([[subject.toUpperCase(), { font: 'Helvetica-Bold', size: 13 }, true]], 12);
    let k = 1;
    bullets(`SECTION 1 (Maximum Marks: ${SINGLE * 3})`, [
      `This section contains ${count(SINGLE)} questions.`,
      'Each question has FOUR options (A), (B), (C) and (D). ONLY ONE of these four options is the correct answer.',
      'Full Marks: +3 If ONLY the correct option is chosen; Negative Marks: -1 In all other cases.',
    ]);
    for (const q of mcqs(SINGLE, subject)) ask(q, k++, subject, '1');
    bullets(`SECTION 2 (Maximum Marks: ${INTEGER * 4})`, [
      `This section contains ${count(INTEGER)} questions.`,
      'The answer to each question is a NON-NEGATIVE INTEGER.',
      'Full Marks: +4 If ONLY the correct integer is entered; Zero Marks: 0 In all other cases.',
    ]);
    for (const q of numericals(INTEGER, subject)) ask(q, k++, subject, '2');
    bullets('SECTION 3 (Maximum Marks: 6)', [
      'This section contains ONE paragraph with TWO questions on it.',
      'Each question has FOUR options. ONLY ONE of these four options is the correct answer.',
    ]);
    const width = flow.column.width;
    const lines = paper.wrap(PARAGRAPH, width);
    const box = block([['PARAGRAPH I', BOLD, true], ...lines.map((l): [string, typeof BODY] => [l, BODY])]);
    const paragraph = { page: flow.page, box };
    for (const q of mcqs(2, 'Physics')) ask(q, k++, subject, '3', paragraph);
    block([[`END OF ${subject.toUpperCase()}`, BOLD, true]]);
  }
  const { pdf, pages, pageSize } = await paper.finish();
  return {
    name: 'gen-jee-adv-comprehension-mixed-sizes',
    pdf,
    truth: {
      file: 'gen-jee-adv-comprehension-mixed-sizes.pdf',
      exam: 'Generated JEE (Advanced) style paper, English',
      pages,
      pageSize,
      layout: `one column; pages 1-${LETTER_PAGES} US Letter, then A4; subjects from a new page; Q.1.. restarting per subject; section marking bullets between questions; PARAGRAPH I above two questions`,
      questionCount: questions.length,
      questions,
      notes:
        'n runs over the paper, label restarts per subject. paragraphBox (on paragraphPage) is the paragraph shared by the questions that carry it, from its heading to its last line. No answer key printed.',
    },
  };
}
