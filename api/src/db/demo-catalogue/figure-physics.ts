import type { Box } from './figure-plots';
import { BLUE, INK, RED, label } from './figure-ink';
import { arrow } from './pdf-writer';

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
