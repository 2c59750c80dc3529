import { arrow } from './pdf-writer';

/** Where a figure is drawn, in points (top-left origin). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A curve of a plotted graph: y = f(x) over a range, with the plot's y range. */
interface Curve {
  f: (x: number) => number;
  x: [number, number];
  y: [number, number];
  /** Shade the area between the curve and the x axis over this interval. */
  shade?: [number, number];
  /** Draw the tangent at this x. */
  tangentAt?: number;
}

/** The curves the demo books plot, by name (kept as data so a book's figures are plain values). */
export const CURVES = {
  'velocity-time': { f: (t) => 4 + 3 * t, x: [0, 6], y: [0, 25] },
  displacement: { f: (t) => 0.5 * 2 * t * t, x: [0, 6], y: [0, 40] },
  sine: { f: (x) => Math.sin(x), x: [0, 2 * Math.PI], y: [-1.2, 1.2] },
  parabola: { f: (x) => x * x - 4 * x + 3, x: [-0.5, 4.5], y: [-1.5, 6] },
  'parabola-tangent': { f: (x) => 0.5 * x * x, x: [-3, 3], y: [-1, 5], tangentAt: 1.5 },
  'area-under': { f: (x) => 0.25 * x * x + 1, x: [0, 4], y: [0, 5.5], shade: [1, 3] },
  'exp-decay': { f: (t) => 10 * Math.exp(-t / 2), x: [0, 8], y: [0, 11] },
  titration: { f: (v) => 7 + 5.5 * Math.tanh((v - 25) / 1.6), x: [0, 50], y: [0, 14] },
  'ohm-law': { f: (v) => v / 5, x: [0, 10], y: [0, 2.4] },
  'oxygen-dissociation': {
    f: (p) => 100 / (1 + Math.pow(26 / Math.max(p, 0.01), 2.7)),
    x: [0, 100],
    y: [0, 105],
  },
} satisfies Record<string, Curve>;

/** A named curve of {@link CURVES}. */
export type CurveName = keyof typeof CURVES;

/**
 * A graph: axes with arrows and labels, a few ticks, and the curve drawn as a polyline of 80 segments
 * (shaded area and tangent line when the curve asks for them).
 */
export function drawPlot(
  doc: PDFKit.PDFDocument,
  box: Box,
  name: CurveName,
  labels: { x: string; y: string },
): void {
  const c: Curve = CURVES[name];
  const left = box.x + 34;
  const right = box.x + box.w - 16;
  const top = box.y + 8;
  const bottom = box.y + box.h - 24;
  const px = (x: number) => left + ((x - c.x[0]) / (c.x[1] - c.x[0])) * (right - left);
  const py = (y: number) => bottom - ((y - c.y[0]) / (c.y[1] - c.y[0])) * (bottom - top);
  const axisY = c.y[0] < 0 ? py(0) : bottom;
  const axisX = c.x[0] < 0 ? px(0) : left;
  doc.save().lineWidth(0.8).strokeColor('#333333').fillColor('#333333');
  arrow(doc, left - 4, axisY, right + 8, axisY);
  arrow(doc, axisX, bottom + 4, axisX, top - 6);
  doc.font('Helvetica').fontSize(8);
  doc.text(labels.x, right - 80, axisY + 6, { width: 88, align: 'right', lineBreak: false });
  doc.text(labels.y, axisX + 6, top - 8, { lineBreak: false });
  for (let i = 1; i <= 4; i += 1) {
    const tx = left + ((right - left) * i) / 4;
    doc
      .moveTo(tx, axisY - 2)
      .lineTo(tx, axisY + 2)
      .stroke();
  }
  const steps = 80;
  const points = Array.from({ length: steps + 1 }, (_, i) => {
    const x = c.x[0] + ((c.x[1] - c.x[0]) * i) / steps;
    return [px(x), py(Math.min(c.y[1], Math.max(c.y[0], c.f(x))))] as const;
  });
  if (c.shade) {
    const [a, b] = c.shade;
    const inside = points.filter(([x]) => x >= px(a) - 0.01 && x <= px(b) + 0.01);
    doc.moveTo(px(a), axisY);
    for (const [x, y] of inside) doc.lineTo(x, y);
    doc.lineTo(px(b), axisY).closePath().fillColor('#9ec5e8').fill();
  }
  doc.lineWidth(1.6).strokeColor('#1f5f9e');
  doc.moveTo(points[0][0], points[0][1]);
  for (const [x, y] of points.slice(1)) doc.lineTo(x, y);
  doc.stroke();
  if (c.tangentAt !== undefined) {
    const a = c.tangentAt;
    const slope = (c.f(a + 1e-4) - c.f(a - 1e-4)) / 2e-4;
    const x1 = a - 1.6;
    const x2 = a + 1.6;
    doc.lineWidth(1).strokeColor('#c0392b').dash(4, { space: 3 });
    doc
      .moveTo(px(x1), py(c.f(a) + slope * (x1 - a)))
      .lineTo(px(x2), py(c.f(a) + slope * (x2 - a)))
      .stroke();
    doc
      .undash()
      .fillColor('#c0392b')
      .circle(px(a), py(c.f(a)), 2.5)
      .fill();
  }
  doc.restore();
}
