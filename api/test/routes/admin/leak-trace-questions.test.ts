import sharp from 'sharp';
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
});
