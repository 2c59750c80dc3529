import { drawFigure } from './figures';
import { PAPER_QUESTIONS, type PaperQuestion } from './mock-paper-questions';
import { A4, marginText, pageCount, pdfWriter } from './pdf-writer';
import type { GeneratedPdf, OutlineSpec } from './study-book';

/** A question's region on one page: PDF points, origin top left, pages from 1 (like fixtures' layout files). */
export interface PaperRegion {
  question: number;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Which part of a question that runs onto the next page (1, 2, …); absent for a one-part question. */
  part?: number;
}

/** The generated paper: its PDF, the regions where each question was drawn, and its answer key (CSV). */
export interface GeneratedPaper extends GeneratedPdf {
  layout: PaperRegion[];
  /** `question,section,subject,type,answer`, the format of fixtures' `*.key.csv`. */
  keyCsv: string;
  durationMinutes: number;
}

export const PAPER_TITLE = 'JEE (Main) Demo Mock Test 01';
const DURATION_MINUTES = 30;
/** The paper's one column (PDF points, top-left origin), shared by its generated solutions. */
export const COLUMN = {
  LEFT: 50,
  WIDTH: A4.w - 2 * 50,
  /** Where a question's text starts, right of its `Q.n` label. */
  TEXT_X: 84,
  TOP: 64,
  BOTTOM: A4.h - 64,
  LINE_GAP: 2,
  /** Points a region reaches past the ink of its first and last lines. */
  PAD: 3,
} as const;
const { LEFT, WIDTH, TEXT_X, TOP, BOTTOM, LINE_GAP, PAD } = COLUMN;

type Doc = PDFKit.PDFDocument;

const tenth = (n: number) => Math.round(n * 10) / 10;

const sectionOf = (q: PaperQuestion) => `${q.subject} Section ${q.type === 'single' ? 'A' : 'B'}`;

/** The cover page; its title and time box sit in the middle band that the book's cover (16:10) shows. */
function coverPage(doc: Doc, questions: readonly PaperQuestion[]): void {
  doc.addPage();
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor('#000000')
    .text(PAPER_TITLE, LEFT, 250, { width: WIDTH, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(12)
    .text('Physics, Chemistry and Mathematics', LEFT, 282, { width: WIDTH, align: 'center' });
  doc.rect(LEFT, 320, WIDTH, 46).lineWidth(1).stroke();
  doc.font('Helvetica-Bold').fontSize(11);
  doc.text(`Time allowed: ${DURATION_MINUTES} minutes`, LEFT + 14, 336, { lineBreak: false });
  doc.text(`Maximum marks: ${questions.length * 4}`, LEFT + 300, 336, { lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(13).text('Instructions to candidates', LEFT, 396);
  const per = (subject: string) => questions.filter((q) => q.subject === subject);
  const rules = [
    `The paper has ${questions.length} questions: for each of Physics, Chemistry and Mathematics, Section A holds ${per('Physics').filter((q) => q.type === 'single').length} multiple-choice questions and Section B one numerical question.`,
    'Section A: each question has four options, (1), (2), (3) and (4), of which only one is correct. A correct answer earns +4 marks, a wrong answer -1, and an unanswered question 0.',
    'Section B: the answer is a number. Enter it rounded off to the nearest integer. A correct answer earns +4 marks, a wrong answer -1.',
    'Questions are labelled Q.1, Q.2 and so on. Use the last page for rough work.',
    'This is an original practice paper written for the Exam Store demo, not an official NTA paper.',
  ];
  let y = 422;
  doc.font('Times-Roman').fontSize(11.5);
  for (const rule of rules) {
    doc.text('-', LEFT + 6, y, { lineBreak: false });
    doc.text(rule, LEFT + 22, y, { width: WIDTH - 22, lineGap: LINE_GAP });
    y = doc.y + 8;
  }
}

/** Running header and footer of the question pages, written once every page exists. */
function runningHeads(doc: Doc): void {
  const total = pageCount(doc);
  for (let i = 1; i < total; i += 1) {
    doc.switchToPage(i);
    doc.font('Helvetica').fontSize(8.5).fillColor('#444444');
    marginText(doc, PAPER_TITLE, LEFT, 28, { width: WIDTH / 2 });
    marginText(doc, `Page ${i + 1} of ${total}`, LEFT + WIDTH / 2, 28, { width: WIDTH / 2, align: 'right' });
    doc
      .moveTo(LEFT, 42)
      .lineTo(LEFT + WIDTH, 42)
      .lineWidth(1)
      .strokeColor('#000000')
      .stroke();
    doc
      .moveTo(LEFT, A4.h - 50)
      .lineTo(LEFT + WIDTH, A4.h - 50)
      .stroke();
    marginText(doc, 'Space for rough work is at the end of the paper', LEFT, A4.h - 42, {
      width: WIDTH,
      align: 'center',
    });
  }
}

/**
 * Writes the demo mock paper (pdfkit, A4, one column): a cover page with the instructions, each subject
 * under a banner with Section A (single correct, options (1)–(4)) and Section B (numerical), questions
 * labelled `Q.1`…, vector figures, one question whose options run onto the next page, and a rough-work
 * page. Every region is recorded as it is drawn: from the label's top, across the column, to the bottom
 * of the question's last option, figure or line (3 points of margin each way), with a second part when
 * it runs onto the next page.
 */
export async function mockPaperPdf(
  questions: readonly PaperQuestion[] = PAPER_QUESTIONS,
): Promise<GeneratedPaper> {
  const { doc, done } = pdfWriter({ title: PAPER_TITLE, subject: 'JEE (Main) mock test paper' });
  const layout: PaperRegion[] = [];
  const outline: OutlineSpec[] = [];
  coverPage(doc, questions);
  doc.addPage();
  let y = TOP;
  let section = '';
  let subject = '';

  questions.forEach((q, index) => {
    const number = index + 1;
    if (q.subject !== subject) {
      // Each subject starts on a page of its own, as in the NTA papers.
      if (subject) {
        doc.addPage();
        y = TOP;
      }
      subject = q.subject;
      doc.outline.addItem(subject);
      outline.push({ title: subject, page: pageCount(doc), items: [] });
      doc.rect(LEFT, y, WIDTH, 22).fill('#d9d9d9');
      doc
        .font('Helvetica-Bold')
        .fontSize(12)
        .fillColor('#000000')
        .text(subject.toUpperCase(), LEFT + 8, y + 6, { lineBreak: false });
      y += 34;
    }
    if (sectionOf(q) !== section) {
      section = sectionOf(q);
      const note =
        q.type === 'single'
          ? 'single correct answer, +4 / -1'
          : 'numerical answer, rounded to the nearest integer, +4 / -1';
      doc.font('Helvetica-BoldOblique').fontSize(10.5).fillColor('#000000');
      doc.text(`SECTION ${q.type === 'single' ? 'A' : 'B'} (${note})`, LEFT, y, { width: WIDTH });
      y = doc.y + 10;
    }
    // A question is a run of blocks; a block that does not fit starts the question's next part on a new page.
    type Block = { height: number; draw: (top: number) => void; breakBefore?: boolean };
    doc.font('Times-Roman').fontSize(11);
    const textWidth = LEFT + WIDTH - TEXT_X;
    const blocks: Block[] = [
      {
        height: doc.heightOfString(q.text, { width: textWidth, lineGap: LINE_GAP }) - LINE_GAP,
        draw: (top) => {
          doc
            .font('Helvetica-Bold')
            .fontSize(11)
            .fillColor('#000000')
            .text(`Q.${number}`, LEFT, top, { lineBreak: false });
          doc
            .font('Times-Roman')
            .fontSize(11)
            .text(q.text, TEXT_X, top, { width: textWidth, lineGap: LINE_GAP });
        },
      },
    ];
    if (q.figure) {
      const figure = q.figure;
      const height = figure.height ?? 120;
      blocks.push({
        height: height + 6,
        draw: (top) => drawFigure(doc, { x: TEXT_X + 40, y: top + 6, w: 300, h: height }, figure),
      });
    }
    (q.options ?? []).forEach((option, i) =>
      blocks.push({
        height: 13,
        breakBefore: i === 0 && q.optionsOnNextPage,
        draw: (top) =>
          doc
            .font('Times-Roman')
            .fontSize(11)
            .fillColor('#000000')
            .text(`(${i + 1})  ${option}`, TEXT_X + 12, top, { lineBreak: false }),
      }),
    );
    // The stem and its figure stay together: a question only runs on in its options.
    const stem = blocks[0].height + (q.figure ? blocks[1].height + 5 : 0);
    if (y + stem + 30 > BOTTOM) {
      doc.addPage();
      y = TOP;
    }
    const parts: Omit<PaperRegion, 'question' | 'part'>[] = [];
    let partTop = y;
    let bottom = y;
    // A little above the first line's glyphs and below the last one's descenders, so a cut-out keeps them whole.
    const closePart = () =>
      parts.push({
        page: pageCount(doc),
        x: LEFT,
        y: tenth(partTop - PAD),
        width: tenth(WIDTH),
        height: tenth(bottom - partTop + 2 * PAD),
      });
    blocks.forEach((block, i) => {
      const gap = i === 0 ? 0 : 5;
      if (block.breakBefore || bottom + gap + block.height > BOTTOM) {
        closePart();
        doc.addPage();
        partTop = TOP;
        bottom = TOP;
      } else bottom += gap;
      block.draw(bottom);
      bottom += block.height;
    });
    closePart();
    parts.forEach((p, i) =>
      layout.push({ question: number, ...p, ...(parts.length > 1 ? { part: i + 1 } : {}) }),
    );
    y = bottom + 18;
  });

  doc.addPage();
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor('#000000')
    .text('SPACE FOR ROUGH WORK', LEFT, TOP, { width: WIDTH, align: 'center' });
  runningHeads(doc);
  const keyCsv = [
    'question,section,subject,type,answer',
    ...questions.map((q, i) => `${i + 1},${sectionOf(q)},${q.subject},${q.type},${q.answer}`),
  ].join('\n');
  const pages = pageCount(doc);
  return { pdf: await done(), pages, outline, layout, keyCsv, durationMinutes: DURATION_MINUTES };
}
