import type { Box } from './figure-plots';
import { BLUE, INK } from './figure-ink';
import { arrow } from './pdf-writer';

/** Boxes joined by arrows, left to right (a pathway or a cycle when `cycle` closes it back). */
export function drawFlow(doc: PDFKit.PDFDocument, b: Box, steps: string[], cycle = false): void {
  const gap = 18;
  const w = (b.w - gap * (steps.length - 1)) / steps.length;
  const h = 38;
  const y = b.y + (cycle ? 10 : (b.h - h) / 2);
  doc.save().lineWidth(0.9);
  steps.forEach((text, i) => {
    const x = b.x + i * (w + gap);
    doc.roundedRect(x, y, w, h, 5).fillAndStroke('#deebf7', BLUE);
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(INK)
      .text(text, x + 4, y + 8, { width: w - 8, align: 'center', height: h - 10 });
    if (i < steps.length - 1) {
      doc.strokeColor(INK).fillColor(INK);
      arrow(doc, x + w + 2, y + h / 2, x + w + gap - 2, y + h / 2, 5);
    }
  });
  if (cycle) {
    const x1 = b.x + b.w - w / 2;
    const x0 = b.x + w / 2;
    const low = y + h + 26;
    doc.strokeColor(INK).fillColor(INK);
    doc
      .moveTo(x1, y + h)
      .lineTo(x1, low)
      .lineTo(x0, low)
      .stroke();
    arrow(doc, x0, low, x0, y + h + 2, 5);
  }
  doc.restore();
}
