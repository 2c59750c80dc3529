import type { Box } from './figure-plots';
import { BLUE, INK, RED, label } from './figure-ink';

/** The Bohr picture of an atom: a nucleus and circular shells with their electrons. */
export function drawAtom(doc: PDFKit.PDFDocument, b: Box, shells: number[], name: string): void {
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  const step = Math.min(b.h / 2 - 6, 90) / shells.length;
  doc.save().lineWidth(0.8);
  doc.circle(cx, cy, 9).fillAndStroke('#f4b183', INK);
  shells.forEach((electrons, i) => {
    const r = step * (i + 1);
    doc.strokeColor('#7f7f7f').circle(cx, cy, r).stroke();
    for (let e = 0; e < electrons; e += 1) {
      const a = (2 * Math.PI * e) / electrons + i * 0.4;
      doc
        .fillColor(BLUE)
        .circle(cx + r * Math.cos(a), cy + r * Math.sin(a), 3)
        .fill();
    }
    label(doc, `n = ${i + 1}`, cx + r + 2, cy - 4, 7);
  });
  label(doc, name, b.x + 4, b.y + 4, 9);
  doc.restore();
}
/** A molecule's shape: a central atom with bonded atoms spread at `angle` degrees apart. */
export function drawMolecule(
  doc: PDFKit.PDFDocument,
  b: Box,
  centre: string,
  around: string[],
  angle: number,
): void {
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2 + 10;
  const r = Math.min(b.h / 2 - 14, 70);
  const start = -90 - (angle * (around.length - 1)) / 2;
  doc.save().lineWidth(2).strokeColor(INK);
  const ends = around.map((_, i) => {
    const a = ((start + angle * i) * Math.PI) / 180;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
  });
  for (const [x, y] of ends) doc.moveTo(cx, cy).lineTo(x, y).stroke();
  doc.lineWidth(0.8);
  doc.circle(cx, cy, 16).fillAndStroke('#f4b183', INK);
  label(doc, centre, cx - doc.widthOfString(centre) / 2 - 1, cy - 5, 10);
  ends.forEach(([x, y], i) => {
    doc.circle(x, y, 11).fillAndStroke('#ffffff', INK);
    label(doc, around[i], x - 3.5, y - 4, 9);
  });
  if (around.length >= 2) {
    doc.strokeColor(RED).lineWidth(0.8);
    const a0 = (start * Math.PI) / 180;
    const a1 = ((start + angle) * Math.PI) / 180;
    doc.moveTo(cx + 30 * Math.cos(a0), cy + 30 * Math.sin(a0));
    for (let k = 1; k <= 12; k += 1) {
      const a = a0 + ((a1 - a0) * k) / 12;
      doc.lineTo(cx + 30 * Math.cos(a), cy + 30 * Math.sin(a));
    }
    doc.stroke();
    label(doc, `${angle}°`, cx + 36 * Math.cos((a0 + a1) / 2) - 6, cy + 36 * Math.sin((a0 + a1) / 2) - 10);
  }
  doc.restore();
}
