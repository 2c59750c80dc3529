import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/**
 * A generated two-column test paper (pdf-lib, A4) with what real papers do that the JEE mock does not:
 * an instructions page numbered 1.–5. like the questions, `1.` labels in two columns, section headings, options
 * lettered (A)–(D), a question running from the bottom of the left column to the top of the right one,
 * another running onto the next page, and running headers and footers with rules. `expected` holds each
 * question's true regions (PDF points, top-left origin, pages from 1), measured as the layout files are:
 * from the label's top to the bottom of the question's last line, across its column.
 */
export async function twoColumnPaper(): Promise<{
  pdf: Buffer;
  expected: {
    question: number;
    regions: { page: number; x: number; y: number; width: number; height: number }[];
  }[];
  numerical: number[];
}> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const W = 595.28;
  const H = 841.89;
  const SIZE = 10;
  const LEAD = 14;
  const COLS = [
    { x: 40, right: 290 },
    { x: 305.28, right: 555.28 },
  ];
  const expected: {
    question: number;
    regions: { page: number; x: number; y: number; width: number; height: number }[];
  }[] = [];
  const numerical: number[] = [];

  const newPage = (n: number) => {
    const page = doc.addPage([W, H]);
    page.drawText(`Mock Paper B | Page ${n}`, { x: 40, y: H - 30, size: 8, font });
    page.drawLine({ start: { x: 40, y: H - 36 }, end: { x: W - 40, y: H - 36 }, thickness: 0.8 });
    page.drawLine({ start: { x: 40, y: 44 }, end: { x: W - 40, y: 44 }, thickness: 0.8 });
    page.drawText('Practice paper generated for tests', { x: 200, y: 30, size: 8, font });
    return page;
  };

  // Page 1: the instructions, numbered like questions.
  const cover = newPage(1);
  cover.drawText('GENERAL INSTRUCTIONS', { x: 40, y: H - 80, size: 12, font: bold });
  for (let i = 1; i <= 5; i += 1)
    cover.drawText(`${i}. Instruction number ${i} about the paper, its marks and its rules.`, {
      x: 40,
      y: H - 80 - i * 20,
      size: SIZE,
      font,
    });

  // Questions: [label style, lines of text, option lines or none (numerical)].
  let pageNo = 2;
  let page = newPage(pageNo);
  let col = 0;
  // y is measured from the top (PDF points); pdf-lib draws from the bottom.
  let y = 60;
  const BOTTOM = H - 60;
  let current: (typeof expected)[number] | undefined;
  let partTop = 0;

  const closePart = () => {
    if (!current) return;
    current.regions.push({
      page: pageNo,
      x: COLS[col].x,
      y: partTop,
      width: COLS[col].right - COLS[col].x,
      height: y - partTop,
    });
  };
  const nextColumn = () => {
    closePart();
    if (col === 0) col = 1;
    else {
      col = 0;
      pageNo += 1;
      page = newPage(pageNo);
    }
    y = 60;
    partTop = y;
  };
  const line = (text: string, indent = 18, f = font) => {
    if (y + LEAD > BOTTOM) nextColumn();
    // The baseline sits SIZE below the line's top; the box ends a little under it (descenders).
    page.drawText(text, {
      x: COLS[col].x + indent,
      y: H - (y + SIZE),
      size: SIZE,
      font: f,
      color: rgb(0, 0, 0),
    });
    y += LEAD;
  };
  const heading = (text: string) => {
    closePart();
    current = undefined;
    if (y + 30 > BOTTOM) nextColumn();
    y += 6;
    page.drawText(text, { x: COLS[col].x, y: H - (y + 11), size: 11, font: bold });
    y += 24;
  };

  heading('SECTION A');
  // Lines of text per question: question 4 runs from the left column into the right one, question 8 from
  // page 2 onto page 3.
  const bodies = [8, 8, 8, 20, 8, 8, 8, 14, 8, 8, 3, 3, 3, 3, 3];
  const runsOn = [4, 8];
  for (let n = 1; n <= 15; n += 1) {
    if (n === 11) heading('SECTION B (NUMERICAL)');
    const isNumerical = n >= 11;
    const lines = bodies[n - 1];
    const need = (lines + (isNumerical ? 0 : 2)) * LEAD;
    // Questions that do not run on start in a column with room for them.
    if (!runsOn.includes(n) && y + need > BOTTOM) {
      nextColumn();
      current = undefined;
    }
    current = { question: n, regions: [] };
    expected.push(current);
    partTop = y;
    // Labelled like the instructions (1., 2., …): only the longer run of numbers is the paper's.
    const label = `${n}.`;
    page.drawText(label, { x: COLS[col].x, y: H - (y + SIZE), size: SIZE, font: bold });
    for (let i = 0; i < lines; i += 1) line(`Question ${n} text line ${i + 1} with some words in it.`);
    if (isNumerical) numerical.push(n);
    else {
      line('(A) first   (B) second');
      line('(C) third   (D) fourth');
    }
    // The box ends under the last line's descenders; the gap before the next question follows.
    y += 4;
    closePart();
    current = undefined;
    y += 10;
  }
  return { pdf: Buffer.from(await doc.save()), expected, numerical };
}
