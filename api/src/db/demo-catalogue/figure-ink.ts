// The palette and the label of the demo books' drawn figures (figure-*.ts), shared so every diagram inks
// alike.

/** Lines, outlines and labels (hex colour). */
export const INK = '#333333';
/** The main accent (hex colour). */
export const BLUE = '#1f5f9e';
/** The second accent, for what a figure points out (hex colour). */
export const RED = '#c0392b';

/** Draws `text` on one line with its top left at (`x`, `y`) in PDF points, in Helvetica `size` pt, inked. */
export const label = (doc: PDFKit.PDFDocument, text: string, x: number, y: number, size = 8) =>
  doc.font('Helvetica').fontSize(size).fillColor(INK).text(text, x, y, { lineBreak: false });
