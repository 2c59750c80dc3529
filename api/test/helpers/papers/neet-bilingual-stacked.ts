import { A4, BODY, BOLD, HINDI, PaperDoc } from './paper-doc';
import type { GeneratedPaper, TruthQuestion } from './paper-truth';
import { bilingualMcqs } from './question-bank';
import { drawQuestion } from './question-block';
import { twoColumnFlow } from './two-column-layout';

const COUNT = 60;

/**
 * A bilingual NEET booklet in NTA's stacked style: two columns; each question's label printed once, its
 * English text and options, then its Hindi text (Unicode Devanagari) and the options again, in the same
 * column. The truth's `hindiLabelBox` is the box of the first Devanagari line, where the Hindi copy starts.
 */
export async function neetBilingualStacked(): Promise<GeneratedPaper> {
  const paper = new PaperDoc('NEET (UG) Practice Paper 08 (English/Hindi)');
  const [w] = A4;
  const { flow, footers } = twoColumnFlow(paper, {
    header: 'NEET (UG) Practice Paper 08 | English/Hindi | Test Booklet Code B',
    firstTop: 150,
    firstPage: () => {
      paper.line('NEET (UG) PRACTICE PAPER 08', 0, 52, { font: 'Helvetica-Bold', size: 16 }, { width: w });
      paper.line('नीट (यूजी) अभ्यास प्रश्न पत्र', 0, 74, { ...HINDI, size: 12 }, { width: w });
      paper.line('Time: 3 hours', 36, 100, BOLD);
      paper.line('Max. Marks: 240', w - 36 - paper.width('Max. Marks: 240', BOLD), 100, BOLD);
      paper.line('Each question is printed in English and then in Hindi.', 36, 120, BODY);
      paper.rule(36, w - 36, 140, 1);
    },
  });
  const questions: TruthQuestion[] = bilingualMcqs(COUNT).map((q, i) => {
    const label = `${i + 1}.`;
    const at = drawQuestion(paper, flow, q, { label, indent: 18, hindi: true });
    return {
      n: i + 1,
      page: at.page,
      label,
      labelBox: at.labelBox,
      hindiPage: at.page,
      hindiLabelBox: at.hindiLabelBox,
      subject: q.subject,
      type: 'MCQ',
    };
  });
  footers();
  const { pdf, pages, pageSize } = await paper.finish();
  return {
    name: 'gen-neet-bilingual-stacked',
    pdf,
    truth: {
      file: 'gen-neet-bilingual-stacked.pdf',
      exam: 'Generated NEET (UG) style practice paper, English and Hindi stacked',
      pages,
      pageSize,
      layout:
        'two columns, A4; every question once: label, English text and options, then the Hindi text (Unicode Devanagari, Noto Sans Devanagari) and the options again, in the same column',
      questionCount: COUNT,
      questions,
      notes:
        'hindiLabelBox is the first Devanagari line of the question (the Hindi copy has no label of its own); hindiPage is always the label page (a question never leaves its column).',
    },
  };
}
