import type { Box } from './figure-plots';
import { BLUE, INK, RED, label } from './figure-ink';
import { arrow } from './pdf-writer';

/** The unit circle with an angle, its radius and the sine and cosine legs. */
export function drawUnitCircle(doc: PDFKit.PDFDocument, b: Box, degrees: number): void {
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  const r = b.h / 2 - 12;
  const a = (degrees * Math.PI) / 180;
  doc.save().lineWidth(0.8).strokeColor(INK).fillColor(INK);
  arrow(doc, cx - r - 16, cy, cx + r + 18, cy);
  arrow(doc, cx, cy + r + 10, cx, cy - r - 12);
  doc.strokeColor(BLUE).lineWidth(1.4).circle(cx, cy, r).stroke();
  const px = cx + r * Math.cos(a);
  const py = cy - r * Math.sin(a);
  doc.strokeColor(INK).lineWidth(1.2).moveTo(cx, cy).lineTo(px, py).stroke();
  doc.strokeColor(RED).dash(3, { space: 2 }).moveTo(px, py).lineTo(px, cy).stroke().undash();
  doc.fillColor(RED).circle(px, py, 2.5).fill();
  label(doc, 'P(cos t, sin t)', px + 6, py - 10);
  label(doc, 't', cx + 18, cy - 12);
  label(doc, '1', cx + r + 4, cy + 4);
  doc.restore();
}
