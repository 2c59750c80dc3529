import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import type { AdminTest, TestJob } from '@exam/shared-contracts/exams';
import { RenderPool } from '../../../../src/platform/render/render-pool';
import { multipart } from '../../../helpers/multipart';
import { auth, createTestAppWithAdmin, type TestContext } from '../../../helpers/test-app';
import { MOCK_SECTIONS } from '../../../helpers/online-tests';
import type { PaperTruth } from '../../../helpers/papers';

/**
 * Making a test from a paper as a job (docs/domains/exams.md "Making a test from a paper"): the request is
 * answered at once, the job's stage and pages can be followed to the test, a scan is read by OCR and says
 * so, and a paper that cannot become a test ends the job with the reason, never a 500.
 */
const REAL = path.resolve(__dirname, '../../../../../../shared/fixtures/tests/real');
let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin({ config: { exams: { saveGraceMs: 1000, sweepMs: 0 } } }));
}, 60_000);
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(admin), ...(payload ? { payload } : {}) });

/** Uploads `pdf` as a test-series book; resolves its id. */
async function testSeries(pdf: Buffer, title: string): Promise<string> {
  const form = multipart(
    {
      title,
      description: 'A question paper',
      category: 'JEE',
      section: 'test',
      price: '49',
      priceDiscounted: '',
      pages: '',
      isFree: 'false',
    },
    { pdf: { filename: 'paper.pdf', contentType: 'application/pdf', data: pdf } },
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/books',
    headers: { ...auth(admin), ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json()._id as string;
}

/** Starts a job and follows it to its end; resolves every state seen, the last one ended. */
async function follow(bookId: string, preset = 'jee-main'): Promise<TestJob[]> {
  const started = await call('POST', '/api/admin/tests/jobs', { bookId, preset });
  expect(started.statusCode).toBe(202);
  const seen: TestJob[] = [started.json()];
  const deadline = Date.now() + 120_000;
  while (!['done', 'failed'].includes(seen[seen.length - 1].stage)) {
    if (Date.now() > deadline) throw new Error(`job still ${seen[seen.length - 1].stage}`);
    await new Promise((r) => setTimeout(r, 100));
    const res = await call('GET', `/api/admin/tests/jobs/${seen[0].id}`);
    expect(res.statusCode).toBe(200);
    seen.push(res.json());
  }
  return seen;
}

/** The first `pages` pages of `file` as page images only (JPEG, no text layer): a scan. */
async function scanOf(file: string, pages: number): Promise<Buffer> {
  const pool = new RenderPool({ workers: 1, timeoutMs: 60_000, memoryMb: 512 });
  const doc = await PDFDocument.create();
  try {
    for (let n = 1; n <= pages; n += 1) {
      const shot = await pool.render({ file, page: n, width: 1240, maxPixels: 4_000_000, quality: 90 });
      if (!shot.ok) throw new Error(`page ${n} not rendered`);
      const jpeg = await sharp(Buffer.from(shot.webp)).greyscale().jpeg({ quality: 80 }).toBuffer();
      const image = await doc.embedJpg(jpeg);
      const page = doc.addPage([594.96, 841.92]);
      page.drawImage(image, { x: 0, y: 0, width: 594.96, height: 841.92 });
    }
  } finally {
    await pool.close();
  }
  return Buffer.from(await doc.save());
}

describe('making a test as a job', () => {
  it('answers at once, shows its stage and pages, and ends with the test made from the paper', async () => {
    const pdf = fs.readFileSync(path.resolve(REAL, '..', 'jee-main-mock-01.pdf'));
    const seen = await follow(await testSeries(pdf, 'Mock as a job'));
    const last = seen[seen.length - 1];
    expect(last).toMatchObject({
      stage: 'done',
      pages: 7,
      pagesRead: 7,
      questionsFound: 24,
      fromImages: false,
    });
    expect(seen[0].stage).toBe('text');
    const test: AdminTest = (await call('GET', `/api/admin/tests/${last.testId}`)).json();
    expect(test.detection).toEqual({ fromImages: false, pages: 7 });
    expect(test.questions.map((q) => q.label)).toEqual(Array.from({ length: 24 }, (_, i) => `Q.${i + 1}`));
    // The cover says 60 minutes; the headings give the sections.
    expect(test.durationSeconds).toBe(3600);
    expect(test.sections.map((s) => s.name)).toEqual(MOCK_SECTIONS);
  }, 120_000);

  it('reads a scan by OCR, says so, and finds its questions where they are printed', async () => {
    const truth = JSON.parse(
      fs.readFileSync(path.join(REAL, 'jee-main-2024-01feb-s1-mathongo.truth.json'), 'utf8'),
    ) as PaperTruth;
    const scan = await scanOf(path.join(REAL, 'jee-main-2024-01feb-s1-mathongo.pdf'), 2);
    const seen = await follow(await testSeries(scan, 'A scanned paper'));
    const last = seen[seen.length - 1];
    expect(last).toMatchObject({ stage: 'done', fromImages: true, pages: 2, pagesRead: 2 });
    const test: AdminTest = (await call('GET', `/api/admin/tests/${last.testId}`)).json();
    expect(test.detection).toEqual({ fromImages: true, pages: 2 });
    const printed = truth.questions.filter((t) => t.page <= 2);
    expect(test.questions).toHaveLength(printed.length);
    // OCR may miss a label: that question is then proposed from the gap, and says so.
    for (const [i, q] of test.questions.entries())
      expect({ n: q.number, label: q.label ?? (q.reasons?.length ? printed[i].label : 'no reason') }).toEqual(
        {
          n: printed[i].n,
          label: printed[i].label,
        },
      );
    for (const t of printed) {
      const [x0, y0, x1, y1] = t.labelBox;
      const held = test.questions[t.n - 1].regions.some(
        (r) =>
          r.page === t.page &&
          r.x <= x0 + 2 &&
          r.y <= y0 + 2 &&
          r.x + r.width >= x1 - 2 &&
          r.y + r.height >= y1 - 2,
      );
      expect({ n: t.n, held }).toEqual({ n: t.n, held: true });
    }
  }, 120_000);

  it('ends with the reason when the paper cannot become a test, and refuses what it cannot start', async () => {
    const long = await PDFDocument.create();
    for (let i = 0; i < 301; i += 1) long.addPage([200, 200]);
    const seen = await follow(await testSeries(Buffer.from(await long.save()), 'Not one paper'));
    expect(seen[seen.length - 1]).toMatchObject({
      stage: 'failed',
      testId: null,
      error: 'A question paper has at most 300 pages; this PDF has 301: upload the paper alone',
    });
    const blank = await PDFDocument.create();
    blank.addPage([595, 842]);
    const none = await follow(await testSeries(Buffer.from(await blank.save()), 'Blank'));
    expect(none[none.length - 1].stage).toBe('failed');
    expect(none[none.length - 1].error).toMatch(/No question labels/);
    const unknown = await call('POST', '/api/admin/tests/jobs', {
      bookId: '00000000-0000-4000-8000-000000000000',
      preset: 'neet',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', '/api/admin/tests/jobs/not-a-job')).statusCode).toBe(404);
  }, 120_000);
});
