import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { MarkPool } from '../../../../src/modules/reading/mark-pool';
import type { AccuseResult, ReadResult } from '../../../../src/modules/reading/marks/trace-worker.mts';
import { markPage } from '../../../../src/modules/reading/render/watermark';
import { RenderPool } from '../../../../src/platform/render/render-pool';

/**
 * The hidden mark on pages with little text (docs/domains/reading.md "Marks", the figure carrier): a part
 * title in large print and a page holding only a diagram, each served to one student of 200 through the
 * mark pool, are traced by the leak tracer's worker (align, read, score) to that student and no one else.
 * Their few words alone carry too few bits for the threshold.
 */

const SECRET = 'a-test-secret-of-32-bytes-or-more!!';
const HOLDERS = Array.from({ length: 200 }, (_, i) => `student-${i}`);
const WORKER = path.resolve(__dirname, '../../../../src/modules/reading/marks/trace-worker.mts');

/** Page 1: a part title in large print; page 2: a diagram of separate shapes with a one-word caption. */
async function lowTextBook(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const title = doc.addPage([595, 842]);
  title.drawText('PART III', { x: 90, y: 560, size: 44, font: bold });
  title.drawText('Heat, Work and', { x: 90, y: 480, size: 36, font: bold });
  title.drawText('Chemical Change', { x: 90, y: 430, size: 36, font: bold });
  const figure = doc.addPage([595, 842]);
  // A lattice of atoms (rings and discs) with bonds drawn apart from them: every shape a part of its own.
  for (let row = 0; row < 6; row += 1)
    for (let col = 0; col < 7; col += 1) {
      const x = 110 + col * 62;
      const y = 640 - row * 62;
      if ((row + col) % 2) figure.drawCircle({ x, y, size: 13, color: rgb(0.1, 0.1, 0.1) });
      else figure.drawCircle({ x, y, size: 14, borderColor: rgb(0, 0, 0), borderWidth: 2.5 });
      if (col < 6) figure.drawLine({ start: { x: x + 21, y }, end: { x: x + 41, y }, thickness: 2.5 });
      if (row < 5) figure.drawLine({ start: { x, y: y - 21 }, end: { x, y: y - 41 }, thickness: 2.5 });
    }
  figure.drawText('Fig.', { x: 270, y: 250, size: 11, font: bold });
  return Buffer.from(await doc.save());
}

let renders: RenderPool;
let marks: MarkPool;
let tracer: RenderPool;
let file: string;
beforeAll(async () => {
  renders = new RenderPool({ workers: 1, timeoutMs: 60_000, memoryMb: 512 });
  marks = new MarkPool({ workers: 1, timeoutMs: 60_000, memoryMb: 256 });
  tracer = new RenderPool({ workers: 1, timeoutMs: 120_000, memoryMb: 512, worker: WORKER });
  file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'low-text-')), 'book.pdf');
  fs.writeFileSync(file, await lowTextBook());
});
afterAll(async () => {
  await Promise.all([renders.close(), marks.close(), tracer.close()]);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

/** Page `page` served at 960 px to `holder`, read back against its clean render; who is named. */
async function traced(page: number, holder: string) {
  const rendered = await renders.render({ file, page, width: 960, maxPixels: 16e6, quality: 90 });
  if (!rendered.ok) throw new Error(rendered.message);
  const clean = Buffer.from(rendered.webp);
  const scope = `low-text-book|${page}`;
  const served = await markPage(marks, clean, {
    reader: 'st***@gmail.com',
    code: 'K7Q2-9XMD',
    hidden: { secret: SECRET, holder, scope },
  });
  const read = await tracer.call<ReadResult>('read', { image: served, maxPixels: 25e6, clean }, 120_000);
  if (!read.ok) throw new Error(read.message);
  const accused = await tracer.call<AccuseResult>(
    'accuseHolders',
    { secret: SECRET, pages: [{ scope, carriers: read.carriers }], holders: HOLDERS },
    60_000,
  );
  return { named: accused.named.map((n) => n.holder), positions: accused.positions };
}

it('a part title in large print names the student it was served to, and no one else', async () => {
  const { named, positions } = await traced(1, 'student-17');
  expect(named).toEqual(['student-17']);
  expect(positions).toBeGreaterThan(20);
}, 180_000);

it('a page holding only a diagram names the student it was served to, and no one else', async () => {
  const { named, positions } = await traced(2, 'student-113');
  expect(named).toEqual(['student-113']);
  expect(positions).toBeGreaterThan(20);
}, 180_000);
