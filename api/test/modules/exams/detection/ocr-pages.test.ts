import fs from 'node:fs';
import path from 'node:path';
import {
  OCR_MISSING_MESSAGE,
  OCR_PAGE_WIDTH,
  ocrPages,
  type PageImage,
} from '../../../../src/modules/exams/detection/ocr-pages';
import { HttpError } from '../../../../src/platform/http-error';
import { MAX_PAGE_PIXELS } from '../../../../src/platform/render/page-sizes';
import { RenderPool } from '../../../../src/platform/render/render-pool';
import { labelWords } from './label-words';

// The scanned sample (page images only) and the true label boxes of its printed original.
const REAL = path.resolve(__dirname, '../../../../../../shared/fixtures/tests/real');
const PDF = path.join(REAL, 'scanned-jee-main-2024-01feb-s1.pdf');
const truth = JSON.parse(
  fs.readFileSync(path.join(REAL, 'scanned-jee-main-2024-01feb-s1.truth.json'), 'utf8'),
) as {
  pageSize: Record<string, [number, number]>;
  questions: { page: number; label: string; labelBox: number[] }[];
};

let pool: RenderPool;
let images: PageImage[];

beforeAll(async () => {
  pool = new RenderPool({ workers: 1, timeoutMs: 60_000, memoryMb: 512 });
  const [w, h] = truth.pageSize['1-12'];
  images = [];
  // As the API renders a page for OCR (render.cleanPage: WebP 90 at OCR_PAGE_WIDTH).
  for (const page of [1, 2]) {
    const r = await pool.render({
      file: PDF,
      page,
      width: OCR_PAGE_WIDTH,
      maxPixels: MAX_PAGE_PIXELS,
      quality: 90,
    });
    if (!r.ok) throw new Error(r.message);
    images.push({ page, w, h, image: Buffer.from(r.webp) });
  }
}, 60_000);

afterAll(async () => {
  await pool.close();
});

async function refusal(p: Promise<unknown>): Promise<HttpError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

test('the labels Q1.–Q14. of pages 1 and 2 are words of their own within 3 pt of their printed place', async () => {
  const pages = await ocrPages(images);
  expect(pages.map((p) => [p.page, p.w, p.h])).toEqual(images.map((i) => [i.page, i.w, i.h]));
  const expected = truth.questions.filter((q) => q.page <= 2);
  expect(expected.map((q) => q.label)).toEqual(Array.from({ length: 14 }, (_, i) => `Q${i + 1}.`));
  for (const q of expected) {
    const [x0, y0, x1, y1] = q.labelBox;
    const words = labelWords(pages[q.page - 1]).filter((wd) => wd.word === q.label);
    // The left-top corner and the centre: an OCR box hugs the ink, the truth box is the font's.
    const near = words.filter(
      (wd) =>
        Math.abs(wd.x0 - x0) <= 3 &&
        Math.abs(wd.y0 - y0) <= 3 &&
        Math.abs((wd.x0 + wd.x1) / 2 - (x0 + x1) / 2) <= 3 &&
        Math.abs((wd.y0 + wd.y1) / 2 - (y0 + y1) / 2) <= 3,
    );
    expect({ label: q.label, found: near.length }).toEqual({ label: q.label, found: 1 });
  }
  // Words are joined as the text layer's are: one space after each, each box at its word's offset.
  const page = pages[0];
  expect(page.text.endsWith(' ')).toBe(true);
  for (let i = 0; i < page.boxes.length; i += 5) {
    expect(page.text[page.boxes[i] - 1] ?? ' ').toBe(' ');
    for (const f of page.boxes.slice(i + 1, i + 5)) expect(f >= 0 && f <= 1).toBe(true);
  }
}, 60_000);

test('a page past its time limit is killed and the job fails with a clear 422', async () => {
  const started = Date.now();
  const err = await refusal(ocrPages(images.slice(0, 1), { pageTimeoutMs: 150 }));
  expect(err.statusCode).toBe(422);
  expect(err.message).toMatch(/took too long \(stopped at page 1\)/);
  // Killed, not waited for: reading this page takes 1.5 s or more (2–3 s on a busy machine).
  expect(Date.now() - started).toBeLessThan(1500);
});

test('the whole job has its own time limit', async () => {
  const err = await refusal(ocrPages(images, { timeoutMs: 200, pageTimeoutMs: 60_000 }));
  expect(err.statusCode).toBe(422);
  expect(err.message).toMatch(/took too long/);
});

test('a server without tesseract says it cannot read scanned papers (503)', async () => {
  const err = await refusal(ocrPages(images.slice(0, 1), { command: '/nonexistent/tesseract' }));
  expect(err.statusCode).toBe(503);
  expect(err.message).toBe(OCR_MISSING_MESSAGE);
  const lang = await refusal(ocrPages(images.slice(0, 1), { languages: 'xyz' }));
  expect(lang.statusCode).toBe(503);
  expect(lang.message).toMatch(/cannot read scanned papers in xyz/);
});

test('bad input is a 422, never a crash', async () => {
  const [w, h] = truth.pageSize['1-12'];
  expect((await refusal(ocrPages([{ page: 1, w, h, image: Buffer.from('not an image') }]))).statusCode).toBe(
    422,
  );
  expect((await refusal(ocrPages([{ page: 0, w, h, image: images[0].image }]))).statusCode).toBe(422);
  expect((await refusal(ocrPages([{ page: 1, w: NaN, h, image: images[0].image }]))).statusCode).toBe(422);
  expect((await refusal(ocrPages(images, { languages: 'eng; rm -rf /' }))).statusCode).toBe(422);
  await expect(ocrPages([])).resolves.toEqual([]);
});
