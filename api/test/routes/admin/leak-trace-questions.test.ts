import path from 'node:path';
import sharp from 'sharp';
import { attemptMarks } from '../../../src/modules/exams';
import { LEAK_TRACE_MAX_IMAGES } from '../../../src/modules/reading/leak-form';
import type { LocateQuestionResult, ReadResult } from '../../../src/modules/reading/marks/trace-worker.mts';
import { RenderPool } from '../../../src/platform/render/render-pool';
import { traceLeak } from '../../helpers/leak-trace';
import { studentWhoBought } from '../../helpers/online-tests';
import {
  admin,
  bookId,
  ctx,
  inject,
  setUpAttemptsApp,
  start,
} from '../../modules/exams/routes/attempts-setup';

/**
 * Leaked question images (docs/domains/reading.md "Marks", "Question images"): candidates of the demo test
 * get question images marked by the real mark pool through the exam's own route; the admin's "Trace a
 * leaked page" takes several of one candidate's images at once, finds each one's question crop, reads it
 * against that crop and adds the readings up, naming that candidate and no one else.
 */
setUpAttemptsApp();

const WORKER = path.resolve(__dirname, '../../../src/modules/reading/marks/trace-worker.mts');

/** A candidate who started the demo test, with the question images `numbers` as served at 800 px. */
async function candidate(name: string, numbers: number[]) {
  const { token, userId } = await studentWhoBought(ctx.app, admin, bookId, name);
  const started = await start(token);
  expect(started.statusCode).toBe(201);
  const { attemptId } = started.json();
  const images: Buffer[] = [];
  let code = '';
  for (const n of numbers) {
    const res = await inject(token, 'GET', `/api/attempts/${attemptId}/questions/${n}/image?w=800`);
    expect(res.statusCode).toBe(200);
    code = res.headers['x-watermark-code'] as string;
    images.push(res.rawPayload);
  }
  return { userId, code, images };
}

describe('tracing leaked question images', () => {
  it('names the one candidate whose question images leaked, from six of them at once, and no one else', async () => {
    const asha = await candidate('Asha Verma', [1, 2, 4, 5, 6, 8]);
    const ravi = await candidate('Ravi Kumar', [1, 2, 4, 5, 6, 8]);
    await candidate('Meera Iyer', [1, 2]);
    const named = await traceLeak(ctx.app, admin, {}, asha.images);
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ code: asha.code, user: { id: asha.userId }, images: 6, matched: 6 });
    expect(named.json().named).toHaveLength(1);
    expect(named.json().pages).toEqual([2, 3]);
    // The other candidate's copies of the same questions, re-saved as JPEG, name that candidate alone.
    const jpegs = await Promise.all(ravi.images.map((b) => sharp(b).jpeg({ quality: 60 }).toBuffer()));
    const other = await traceLeak(ctx.app, admin, { bookId }, jpegs);
    expect(other.statusCode).toBe(200);
    expect(other.json().named.map((n: { user: { id: string } }) => n.user.id)).toEqual([ravi.userId]);
  }, 240_000);

  it('never reads a question image against a crop it does not fit: another question reads nothing', async () => {
    const { images } = await candidate('Kiran Rao', [1, 2]);
    const served = await attemptMarks.questions(ctx.app.db, ctx.app.render, bookId, 200);
    const [one, two] = await Promise.all(served.slice(0, 2).map((q) => q.crop(800)));
    const tracer = new RenderPool({ workers: 1, timeoutMs: 120_000, memoryMb: 512, worker: WORKER });
    try {
      const call = <T>(name: string, task: object) => tracer.call<T>(name, task, 120_000);
      const task = { image: images[1], maxPixels: 25e6 };
      const among = (crops: Buffer[]) =>
        call<LocateQuestionResult>('locateQuestion', {
          ...task,
          candidates: crops.map((clean, i) => ({ id: String(i), clean })),
        });
      // Question 2's image fits question 2's crop, and no other.
      expect(await among([one.image, two.image])).toMatchObject({ ok: true, found: { id: '1' } });
      expect(await among([one.image])).toEqual({ ok: true, found: null });
      // Forced onto question 1's crop (a plain scale), the fit check refuses to read a word.
      const { width, height } = await sharp(one.image).metadata();
      const { width: w, height: h } = await sharp(images[1]).metadata();
      const scale = [w! / width!, 0, 0, 0, h! / height!, 0, 0, 0, 1];
      const wrong = await call<ReadResult>('read', { ...task, clean: one.image, h: scale, parts: one.parts });
      expect(wrong).toMatchObject({ ok: true, read: 0, carriers: [] });
      expect((wrong as { fit: number }).fit).toBeLessThan(0.5);
    } finally {
      await tracer.close();
    }
  }, 240_000);

  it(`413 for more than ${LEAK_TRACE_MAX_IMAGES} images of one leak`, async () => {
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const many = await traceLeak(ctx.app, admin, {}, Array(LEAK_TRACE_MAX_IMAGES + 1).fill(tiny));
    expect(many.statusCode).toBe(413);
    expect(many.json().error).toBe(`At most ${LEAK_TRACE_MAX_IMAGES} images at a time`);
  });
});
