import { COLUMN, type PaperRegion } from './mock-paper';
import { A4, marginText, pageCount, pdfWriter } from './pdf-writer';

/** A generated solutions PDF and where each question's solution was drawn (PDF points, top-left origin). */
export interface GeneratedSolutions {
  pdf: Buffer;
  pages: number;
  /** One region per solution, `question` counted from 1 in the order given. */
  regions: PaperRegion[];
}

const { LEFT, WIDTH, TEXT_X, TOP, BOTTOM, LINE_GAP, PAD } = COLUMN;

const tenth = (n: number) => Math.round(n * 10) / 10;

/**
 * Writes a paper's "Answers & Solutions" (pdfkit, A4, one column, the standard fonts): a title, then each
 * solution after its `Q.n` label, never split over two pages, and records each one's region as it is
 * drawn, the way a test maker marks a solution on an uploaded solutions PDF. `solutions[i]` is question
 * i + 1's, in the characters the standard fonts draw (WinAnsi).
 */
export async function solutionsPdf(title: string, solutions: readonly string[]): Promise<GeneratedSolutions> {
  const { doc, done } = pdfWriter({ title: `${title}: Answers & Solutions`, subject: 'Worked solutions' });
  const regions: PaperRegion[] = [];
  doc.addPage();
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor('#000000')
    .text(`${title}: Answers & Solutions`, LEFT, TOP, { width: WIDTH, align: 'center' });
  let y = doc.y + 18;
  const textWidth = LEFT + WIDTH - TEXT_X;
  solutions.forEach((solution, index) => {
    doc.font('Times-Roman').fontSize(11);
    const height = doc.heightOfString(solution, { width: textWidth, lineGap: LINE_GAP }) - LINE_GAP;
    if (y + height > BOTTOM) {
      doc.addPage();
      y = TOP;
    }
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(`Q.${index + 1}`, LEFT, y, { lineBreak: false });
    doc.font('Times-Roman').fontSize(11).text(solution, TEXT_X, y, { width: textWidth, lineGap: LINE_GAP });
    regions.push({
      question: index + 1,
      page: pageCount(doc),
      x: LEFT,
      y: tenth(y - PAD),
      width: tenth(WIDTH),
      height: tenth(height + 2 * PAD),
    });
    y += height + 16;
  });
  const pages = pageCount(doc);
  for (let i = 0; i < pages; i += 1) {
    doc.switchToPage(i);
    doc.font('Helvetica').fontSize(8.5).fillColor('#444444');
    marginText(doc, `Page ${i + 1} of ${pages}`, LEFT, A4.h - 42, { width: WIDTH, align: 'center' });
  }
  return { pdf: await done(), pages, regions };
}
