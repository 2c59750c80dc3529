import { mcqs } from './question-bank';
import { A4, BODY, BOLD, PaperDoc } from './paper-doc';
import type { GeneratedPaper, TruthQuestion } from './paper-truth';
import { drawQuestion } from './question-block';
import { twoColumnFlow } from './two-column-layout';

const COUNT = 120;

/**
 * A NEET-style paper in two columns under a full-width header on page 1 (title, `Time: 3 hours`,
 * `Max. Marks: 720`, instructions numbered 1.–5. at the left margin like the labels), labels `1.`–`120.`,
 * options (1)–(4), running header and `Page k of N` footer.
 */
export async function neetTwoColumnHeader(): Promise<GeneratedPaper> {
  const paper = new PaperDoc('NEET (UG) Practice Paper 07');
  const [w] = A4;
  const instructions = [
    'The test is of 3 hours duration and this Test Booklet contains 120 questions.',
    'Each question carries 4 marks. For each correct response the candidate will get 4 marks.',
    'For each incorrect response, one mark will be deducted from the total scores.',
    'Use Blue/Black Ball Point Pen only for writing particulars on the Answer Sheet.',
    'Rough work is to be done in the space provided for this purpose in the Test Booklet only.',
  ];
  const { flow, footers } = twoColumnFlow(paper, {
    header: 'NEET (UG) Practice Paper 07 | Test Booklet Code A',
    firstTop: 236,
    firstPage: () => {
      paper.line('NEET (UG) PRACTICE PAPER 07', 0, 52, { font: 'Helvetica-Bold', size: 16 }, { width: w });
      paper.line('Physics, Chemistry and Biology', 0, 74, BODY, { width: w });
      paper.line('Time: 3 hours', 36, 96, BOLD);
      paper.line('Max. Marks: 720', w - 36 - paper.width('Max. Marks: 720', BOLD), 96, BOLD);
      paper.rule(36, w - 36, 114);
      paper.line('Important Instructions:', 36, 122, BOLD);
      instructions.forEach((text, i) => {
        paper.line(`${i + 1}.`, 36, 138 + i * 16, BODY);
        paper.line(text, 54, 138 + i * 16, BODY);
      });
      paper.rule(36, w - 36, 226, 1);
    },
  });
  const questions: TruthQuestion[] = mcqs(COUNT).map((q, i) => {
    const at = drawQuestion(paper, flow, q, { label: `${i + 1}.`, indent: 18 });
    return {
      n: i + 1,
      page: at.page,
      label: `${i + 1}.`,
      labelBox: at.labelBox,
      subject: q.subject,
      type: 'MCQ',
    };
  });
  footers();
  const { pdf, pages, pageSize } = await paper.finish();
  return {
    name: 'gen-neet-two-column-header',
    pdf,
    truth: {
      file: 'gen-neet-two-column-header.pdf',
      exam: 'Generated NEET (UG) style practice paper, English',
      pages,
      pageSize,
      layout:
        'two columns with a rule between them, A4; page 1 opens with a full-width title block (Time, Max. Marks, instructions numbered 1.-5. at the left margin); running header and Page k of N footer',
      questionCount: COUNT,
      questions,
      notes:
        'Labels "N." bold at the column edge, text indented 18 pt, options (1)-(4) two per line when short. The cover instructions 1.-5. are not questions. No answer key printed.',
    },
  };
}
