import {
  beginText,
  endText,
  PDFDocument,
  setFontAndSize,
  setTextMatrix,
  showText,
  StandardFonts,
} from 'pdf-lib';

/**
 * A one-page PDF (A4) whose page holds `items` separate text items (each placed by its own text matrix,
 * Helvetica 2 pt, words `w0 w1 …` in a grid): what a hostile or badly made PDF gives the text extraction,
 * 50,000 items making a page the engine takes seconds over. Built with pdf-lib, no file needed.
 */
export async function denseTextPdf(items = 50_000): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.setFont(font);
  const key = page.node.normalizedEntries().Font.keys()[0];
  const columns = 250;
  const ops = [beginText(), setFontAndSize(key, 2)];
  for (let i = 0; i < items; i += 1) {
    const x = 10 + (i % columns) * 2.3;
    const y = 832 - Math.floor(i / columns) * 4;
    ops.push(setTextMatrix(1, 0, 0, 1, x, y), showText(font.encodeText(`w${i}`)));
  }
  ops.push(endText());
  // In slices: one call with 100,000 arguments would overflow the stack.
  for (let i = 0; i < ops.length; i += 1000) page.pushOperators(...ops.slice(i, i + 1000));
  return Buffer.from(await doc.save());
}
