import PDFDocument from 'pdfkit';

/** A4 in PDF points (pdfkit's coordinates: origin top left, y down, like the layout files). */
export const A4 = { w: 595.28, h: 841.89 } as const;

/**
 * The date stamped into every generated PDF (info dictionary and file ID). pdfkit derives the file ID from
 * it, so a fixed date makes the same book come out byte for byte the same on every machine.
 */
export const GENERATED_AT = new Date(Date.UTC(2026, 0, 1));

/** A pdfkit document with the bytes it writes collected; `done()` ends it and resolves the whole PDF. */
export interface PdfWriter {
  doc: PDFKit.PDFDocument;
  done(): Promise<Buffer>;
}

/**
 * Starts an A4 document (pages kept in memory until the end, so a contents page and page numbers can be
 * written last) with fixed metadata. The standard PDF fonts only (Helvetica, Times): nothing to embed,
 * and pdf.js renders and extracts them with the fonts it ships.
 */
export function pdfWriter(meta: { title: string; subject: string }): PdfWriter {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 64, left: 56, right: 56 },
    bufferPages: true,
    autoFirstPage: false,
    info: {
      Title: meta.title,
      Author: 'Exam Store',
      Subject: meta.subject,
      Creator: 'Exam Store demo catalogue',
      CreationDate: GENERATED_AT,
      ModDate: GENERATED_AT,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    done: () => {
      doc.end();
      return ended;
    },
  };
}

/** Number of pages written so far. */
export function pageCount(doc: PDFKit.PDFDocument): number {
  const range = doc.bufferedPageRange();
  return range.start + range.count;
}

/**
 * Writes text outside the page's margins (running headers, footers) without pdfkit starting a new page
 * for it: the bottom margin is lifted while it is written.
 */
export function marginText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions = {},
): void {
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.text(text, x, y, { lineBreak: false, ...options });
  doc.page.margins.bottom = bottom;
}

/** A straight arrow from (x1, y1) to (x2, y2) with a filled head, in the current stroke colour. */
export function arrow(
  doc: PDFKit.PDFDocument,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  head = 6,
): void {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const bx = x2 - head * Math.cos(angle);
  const by = y2 - head * Math.sin(angle);
  doc.moveTo(x1, y1).lineTo(bx, by).stroke();
  const side = head * 0.5;
  doc
    .moveTo(x2, y2)
    .lineTo(bx + side * Math.sin(angle), by - side * Math.cos(angle))
    .lineTo(bx - side * Math.sin(angle), by + side * Math.cos(angle))
    .closePath()
    .fill();
}
