import { ColumnFlow } from './column-flow';
import { A4, BODY, BOLD, PaperDoc } from './paper-doc';
import type { GeneratedPaper, TruthQuestion } from './paper-truth';
import { mcqs, numericals } from './question-bank';
import { drawQuestion } from './question-block';

const SIDE = 50;
const INSTRUCTIONS = [
  'This question paper contains 50 questions. The duration of the test is 60 minutes.',
  'Questions 1 to 40 are multiple choice questions with four options, only one of which is correct.',
  'Questions 41 to 50 have a numerical answer: enter the value, rounded to the nearest integer.',
  'Each correct answer carries 4 marks.',
  'One mark is deducted for each incorrect answer to a multiple choice question.',
  'No marks are deducted for numerical questions.',
  'Use of a calculator, log tables or any electronic device is not allowed.',
  'Rough work may be done on the last pages of this booklet.',
  'Do not fold or tear the answer sheet.',
  'The answer key is printed at the end of this paper.',
];

/**
 * A one-column paper (A4): a cover with instructions numbered 1–10 at the labels' margin, questions `1.`–`50.`
 * (40 MCQs with options (1)–(4), 10 numericals), and a last page holding the answer key as a grid of
 * `N. (k)` (five to a row), which looks like labels. Truth: `answer` per question.
 */
export async function answerKeyPage(): Promise<GeneratedPaper> {
  const paper = new PaperDoc('Practice Test 12 with Answer Key');
  const [w, h] = A4;
  const flow = new ColumnFlow(paper, {
    size: () => A4,
    columns: () => [{ x: SIDE, width: w - 2 * SIDE }],
    top: () => 64,
    bottom: () => h - 60,
    onPage: (page) => {
      paper.line('Practice Test 12 | Physics, Chemistry and Biology', SIDE, 28, { ...BODY, size: 8 });
      paper.rule(SIDE, w - SIDE, 44);
      paper.line(`- ${page} -`, 0, h - 38, { ...BODY, size: 8 }, { width: w });
    },
  });
  // The cover: title and the numbered instructions, nothing else.
  flow.newPage();
  paper.line('PRACTICE TEST 12', 0, 120, { font: 'Helvetica-Bold', size: 18 }, { width: w });
  paper.line('INSTRUCTIONS', SIDE, 180, BOLD);
  INSTRUCTIONS.forEach((text, i) => {
    paper.line(`${i + 1}.`, SIDE, 204 + i * 22, BODY);
    paper.line(text, SIDE + 22, 204 + i * 22, BODY);
  });
  flow.newPage();
  const list = [...mcqs(40), ...numericals(10)];
  const questions: TruthQuestion[] = list.map((q, i) => {
    const label = `${i + 1}.`;
    const at = drawQuestion(paper, flow, q, { label, indent: 22 });
    return {
      n: i + 1,
      page: at.page,
      label,
      labelBox: at.labelBox,
      subject: q.subject,
      type: q.options ? 'MCQ' : 'numerical',
      answer: q.answer,
    };
  });
  // The key: five `N. (k)` to a row, each at the left of its fifth of the width.
  flow.newPage();
  paper.line('ANSWER KEY', 0, 80, { font: 'Helvetica-Bold', size: 14 }, { width: w });
  const cell = (w - 2 * SIDE) / 5;
  list.forEach((q, i) => {
    const x = SIDE + (i % 5) * cell;
    const y = 116 + Math.floor(i / 5) * 22;
    paper.line(`${i + 1}.`, x, y, BOLD);
    paper.line(`(${q.answer})`, x + 22, y, BODY);
  });
  const { pdf, pages, pageSize } = await paper.finish();
  return {
    name: 'gen-answer-key-page',
    pdf,
    truth: {
      file: 'gen-answer-key-page.pdf',
      exam: 'Generated one-column practice test with an answer-key page',
      pages,
      pageSize,
      layout:
        'one column, A4; page 1 a cover with instructions numbered 1.-10.; questions 1.-50. from page 2; the last page an answer-key grid "N. (k)" five to a row',
      questionCount: list.length,
      questions,
      notes:
        'Neither the cover instructions nor the key grid are questions. answer is the key as printed on the last page (option number, or the value of a numerical question).',
    },
  };
}
