import type { Box } from './figure-plots';
import { arrow } from './pdf-writer';

const INK = '#333333';
const BLUE = '#1f5f9e';
const RED = '#c0392b';

const label = (doc: PDFKit.PDFDocument, text: string, x: number, y: number, size = 8) =>
  doc.font('Helvetica').fontSize(size).fillColor(INK).text(text, x, y, { lineBreak: false });

/** A block on an incline of `degrees` with its weight, normal reaction and friction drawn as arrows. */
export function drawIncline(doc: PDFKit.PDFDocument, b: Box, degrees: number): void {
  const t = (degrees * Math.PI) / 180;
  const x0 = b.x + 40;
  const y0 = b.y + b.h - 12;
  const run = Math.min(b.w - 120, (b.h - 24) / Math.tan(t));
  const x1 = x0 + run;
  const y1 = y0 - run * Math.tan(t);
  doc.save().lineWidth(1).strokeColor(INK).fillColor(INK);
  doc
    .moveTo(x0, y0)
    .lineTo(x0 + run, y0)
    .lineTo(x1, y1)
    .closePath()
    .stroke();
  label(doc, `${degrees}°`, x0 + 34, y0 - 14);
  // The block sits half-way up the slope, its base along it.
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2;
  const s = 26;
  const ux = Math.cos(t);
  const uy = -Math.sin(t);
  const nx = -Math.sin(t);
  const ny = -Math.cos(t);
  doc
    .moveTo(mx - (s / 2) * ux, my - (s / 2) * uy)
    .lineTo(mx + (s / 2) * ux, my + (s / 2) * uy)
    .lineTo(mx + (s / 2) * ux + s * nx, my + (s / 2) * uy + s * ny)
    .lineTo(mx - (s / 2) * ux + s * nx, my - (s / 2) * uy + s * ny)
    .closePath()
    .fillColor('#d6e4f0')
    .fillAndStroke('#d6e4f0', INK);
  const cx = mx + (s / 2) * nx;
  const cy = my + (s / 2) * ny;
  doc.strokeColor(RED).fillColor(RED);
  arrow(doc, cx, cy, cx, cy + 52);
  label(doc, 'mg', cx + 4, cy + 44);
  doc.strokeColor(BLUE).fillColor(BLUE);
  arrow(doc, cx, cy, cx + 44 * nx, cy + 44 * ny);
  label(doc, 'N', cx + 46 * nx - 4, cy + 46 * ny - 10);
  arrow(doc, cx, cy, cx + 40 * ux, cy + 40 * uy);
  label(doc, 'f', cx + 42 * ux + 2, cy + 42 * uy - 6);
  doc.restore();
}

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

/** Field lines between a positive and a negative charge (arcs with arrows, plus the straight line). */
export function drawDipoleField(doc: PDFKit.PDFDocument, b: Box): void {
  const y = b.y + b.h / 2;
  const xp = b.x + b.w * 0.3;
  const xn = b.x + b.w * 0.7;
  doc.save().lineWidth(0.9).strokeColor(BLUE).fillColor(BLUE);
  for (const bend of [-0.9, -0.5, 0.5, 0.9]) {
    const h = bend * (b.h / 2 - 8);
    doc
      .moveTo(xp, y)
      .bezierCurveTo(xp + 30, y + h, xn - 30, y + h, xn, y)
      .stroke();
    arrow(doc, (xp + xn) / 2 - 4, y + h * 0.75, (xp + xn) / 2 + 4, y + h * 0.75, 5);
  }
  arrow(doc, xp + 12, y, xn - 12, y, 5);
  doc.circle(xp, y, 11).fillAndStroke('#f8cbad', INK);
  doc.circle(xn, y, 11).fillAndStroke('#bdd7ee', INK);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK);
  doc.text('+', xp - 3.5, y - 7, { lineBreak: false });
  doc.text('-', xn - 2.5, y - 8, { lineBreak: false });
  doc.restore();
}

/** A battery driving resistors in series (zigzags labelled), the current's direction shown by an arrow. */
export function drawCircuit(doc: PDFKit.PDFDocument, b: Box, resistors: string[]): void {
  const l = b.x + 40;
  const r = b.x + b.w - 40;
  const t = b.y + 16;
  const bot = b.y + b.h - 16;
  doc.save().lineWidth(1).strokeColor(INK).fillColor(INK);
  const mid = (l + r) / 2;
  // Battery on the bottom wire: a long and a short plate.
  doc
    .moveTo(l, bot)
    .lineTo(mid - 5, bot)
    .stroke();
  doc
    .moveTo(mid + 5, bot)
    .lineTo(r, bot)
    .stroke();
  doc
    .lineWidth(2)
    .moveTo(mid - 5, bot - 12)
    .lineTo(mid - 5, bot + 12)
    .stroke();
  doc
    .moveTo(mid + 5, bot - 6)
    .lineTo(mid + 5, bot + 6)
    .stroke()
    .lineWidth(1);
  label(doc, 'E', mid - 3, bot + 14);
  doc.moveTo(l, bot).lineTo(l, t).stroke();
  doc.moveTo(r, bot).lineTo(r, t).stroke();
  // Resistors along the top wire.
  const slot = (r - l) / resistors.length;
  resistors.forEach((name, i) => {
    const a = l + slot * i;
    const zs = a + slot * 0.3;
    const ze = a + slot * 0.7;
    doc.moveTo(a, t).lineTo(zs, t);
    const teeth = 6;
    for (let k = 1; k <= teeth; k += 1)
      doc.lineTo(zs + ((ze - zs) * k) / teeth, t + (k === teeth ? 0 : k % 2 ? -6 : 6));
    doc.lineTo(a + slot, t).stroke();
    label(doc, name, (zs + ze) / 2 - 8, t - 18);
  });
  doc.strokeColor(RED).fillColor(RED);
  arrow(doc, r - 12, (t + bot) / 2 + 14, r - 12, (t + bot) / 2 - 14);
  label(doc, 'I', r - 24, (t + bot) / 2 - 4);
  doc.restore();
}

/** A convex lens on its principal axis, an object arrow and two rays meeting at its real image. */
export function drawLens(doc: PDFKit.PDFDocument, b: Box): void {
  const axis = b.y + b.h / 2;
  const cx = b.x + b.w / 2;
  const f = b.w / 6;
  doc.save().lineWidth(0.8).strokeColor('#7f7f7f');
  doc
    .moveTo(b.x + 10, axis)
    .lineTo(b.x + b.w - 10, axis)
    .stroke();
  const half = b.h / 2 - 8;
  doc
    .moveTo(cx, axis - half)
    .quadraticCurveTo(cx + 14, axis, cx, axis + half)
    .quadraticCurveTo(cx - 14, axis, cx, axis - half)
    .fillAndStroke('#deebf7', BLUE);
  for (const s of [-1, 1]) {
    doc
      .fillColor(INK)
      .circle(cx + s * f, axis, 2)
      .fill();
    label(doc, s < 0 ? 'F' : "F'", cx + s * f - 3, axis + 5);
  }
  const u = 1.5 * f;
  const v = (u * f) / (u - f);
  // The image (twice the object here) and its label stay inside the box.
  const hObj = half * 0.4;
  const hImg = (hObj * v) / u;
  doc.lineWidth(1.4).strokeColor(INK).fillColor(INK);
  arrow(doc, cx - u, axis, cx - u, axis - hObj);
  doc.strokeColor(RED).fillColor(RED);
  arrow(doc, cx + v, axis, cx + v, axis + hImg);
  doc.lineWidth(0.9);
  doc
    .moveTo(cx - u, axis - hObj)
    .lineTo(cx, axis - hObj)
    .lineTo(cx + v, axis + hImg)
    .stroke();
  doc
    .moveTo(cx - u, axis - hObj)
    .lineTo(cx + v, axis + hImg)
    .stroke();
  label(doc, 'object', cx - u - 14, axis - hObj - 12);
  label(doc, 'image', cx + v - 10, axis + hImg + 4);
  doc.restore();
}

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
