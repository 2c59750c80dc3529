import { A4, BODY, PaperDoc } from './paper-doc';
import type { GeneratedPaper, TruthQuestion } from './paper-truth';
import { mcqs, numericals } from './question-bank';
import { drawQuestion } from './question-block';
import { twoColumnFlow } from './two-column-layout';

/** Per subject: MCQs then numericals, JEE Main style. */
const SUBJECTS = [
  ['Physics', 18, 6],
  ['Chemistry', 18, 6],
  ['Mathematics', 18, 6],
] as const;

/**
 * A coaching institute's "Answers & Solutions": two columns; each question (`1.`, options (1)–(4), or
 * none for a numerical) followed by `Answer (k)` and a `Sol.` block, some solutions with numbered steps
 * `1.`, `2.` (indented under `Sol.`: not questions). Truth: `answer` and `solutionBox` per question.
 */
export async function solutionsSet(): Promise<GeneratedPaper> {
  const paper = new PaperDoc('JEE (Main) 2025 Answers & Solutions');
  const [w] = A4;
  const { flow, footers } = twoColumnFlow(paper, {
    header: 'JEE (Main)-2025 : Phase-1 | Answers & Solutions',
    firstTop: 128,
    firstPage: () => {
      paper.line('Answers & Solutions', 0, 50, { font: 'Helvetica-Bold', size: 18 }, { width: w });
      paper.line('for JEE (Main)-2025 (Phase-1), Physics, Chemistry and Mathematics', 0, 76, BODY, {
        width: w,
      });
      paper.line('Time: 3 hrs.   M.M.: 300', 0, 94, BODY, { width: w });
      paper.rule(36, w - 36, 116, 1);
    },
  });
  const list = SUBJECTS.flatMap(([subject, m, k]) => [...mcqs(m, subject), ...numericals(k, subject)]);
  const questions: TruthQuestion[] = list.map((q, i) => {
    const label = `${i + 1}.`;
    const at = drawQuestion(paper, flow, q, { label, indent: 18, solution: true });
    return {
      n: i + 1,
      page: at.page,
      label,
      labelBox: at.labelBox,
      subject: q.subject,
      type: q.options ? 'MCQ' : 'numerical',
      answer: q.answer,
      solutionPage: at.page,
      solutionBox: at.solutionBox,
    };
  });
  footers();
  const { pdf, pages, pageSize } = await paper.finish();
  return {
    name: 'gen-solutions-set',
    pdf,
    truth: {
      file: 'gen-solutions-set.pdf',
      exam: 'Generated coaching-institute Answers & Solutions set, JEE (Main) style',
      pages,
      pageSize,
      layout:
        'two columns, A4; each question followed by "Answer (k)" and a "Sol." block; some solutions number their steps 1., 2. under Sol.',
      questionCount: list.length,
      questions,
      notes:
        'answer is the printed key (option number, or the value of a numerical question). solutionBox runs from "Sol." to the last line of the solution, to the column\'s right edge.',
    },
  };
}
