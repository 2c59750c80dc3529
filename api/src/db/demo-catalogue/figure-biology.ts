import type { Box } from './figure-plots';
import { INK, RED, label } from './figure-ink';

/** An animal cell: membrane, nucleus with nucleolus, mitochondria and vesicles, labelled. */
export function drawCell(doc: PDFKit.PDFDocument, b: Box): void {
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  const rx = Math.min(b.w / 2 - 75, 150);
  const ry = b.h / 2 - 8;
  doc.save().lineWidth(1.2);
  doc.ellipse(cx, cy, rx, ry).fillAndStroke('#fff2cc', '#bf9000');
  doc.circle(cx - rx * 0.15, cy, ry * 0.38).fillAndStroke('#d9c3e9', '#7030a0');
  doc.circle(cx - rx * 0.1, cy - ry * 0.05, ry * 0.12).fill('#7030a0');
  for (const [dx, dy] of [
    [0.55, -0.35],
    [0.5, 0.4],
  ] as const) {
    doc.ellipse(cx + rx * dx, cy + ry * dy, 18, 8).fillAndStroke('#f8cbad', RED);
    doc
      .moveTo(cx + rx * dx - 12, cy + ry * dy)
      .bezierCurveTo(
        cx + rx * dx - 6,
        cy + ry * dy - 8,
        cx + rx * dx + 6,
        cy + ry * dy + 8,
        cx + rx * dx + 12,
        cy + ry * dy,
      )
      .stroke(RED);
  }
  for (const [dx, dy] of [
    [-0.6, 0.5],
    [-0.7, -0.3],
    [0.15, 0.65],
  ] as const)
    doc.circle(cx + rx * dx, cy + ry * dy, 5).fillAndStroke('#c5e0b4', '#548235');
  doc.lineWidth(0.6).strokeColor(INK);
  // A leader from the part to its name; a name on the left starts at the box's edge, so it stays inside.
  const tag = (x: number, y: number, tx: number, text: string) => {
    doc.font('Helvetica').fontSize(8);
    const end = tx > x ? tx : tx + doc.widthOfString(text) + 3;
    doc.moveTo(x, y).lineTo(end, y).stroke();
    label(doc, text, tx > x ? tx + 3 : tx, y - 4);
  };
  tag(cx - rx * 0.15 - ry * 0.38, cy, b.x + 2, 'nucleus');
  tag(cx + rx * 0.55 + 18, cy - ry * 0.35, b.x + b.w - 70, 'mitochondrion');
  tag(cx + rx, cy + ry * 0.1, cx + rx + 12, 'cell membrane');
  doc.restore();
}
