import { QUESTION_IMAGE_GAP } from '@exam/shared-contracts/reading';
import { type CandidateQuestion } from '@exam/shared-contracts/exams';
import sharp from 'sharp';
import { tests } from '../../../../src/db/schema';
import { studentWhoBought } from '../../../helpers/online-tests';
import { auth, createTestAppWithAdmin, type TestContext } from '../../../helpers/test-app';

/**
 * The exam screen keeps a question image's place before the image arrives, from the shape the attempt
 * gives for each question and language: the images the server then makes, from the real mock paper, are
 * that shape at every width (one region, and a question running onto the next page: two regions and a gap).
 */
let ctx: TestContext;
let admin: string;
let testId: string;
let bookId: string;

beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin({ demoTest: true }));
  const [row] = await ctx.database.db.select().from(tests);
  testId = row.id;
  bookId = row.bookId;
}, 60_000);
afterAll(() => ctx.close());

it('each question image is as high as its shape says, to a pixel or two, at the widths a screen asks for', async () => {
  const { token } = await studentWhoBought(ctx.app, admin, bookId, 'Shape Checker');
  const started = await ctx.app.inject({
    method: 'POST',
    url: `/api/tests/${testId}/attempts`,
    headers: auth(token),
    payload: {},
  });
  expect(started.statusCode).toBe(201);
  const { attemptId, questions } = started.json() as { attemptId: string; questions: CandidateQuestion[] };
  // Every question has one shape per language its image exists in.
  for (const q of questions) expect(q.shapes?.map((s) => s.lang)).toEqual(q.languages);
  // Question 3 runs from page 2 onto page 3 of the paper: two stacked regions.
  expect(questions[2].shapes).toEqual([{ lang: 'en', ratio: expect.any(Number), parts: 2 }]);
  for (const number of [1, 3])
    for (const w of [480, 800]) {
      const image = await ctx.app.inject({
        method: 'GET',
        url: `/api/attempts/${attemptId}/questions/${number}/image?w=${w}`,
        headers: auth(token),
      });
      expect(image.statusCode).toBe(200);
      const meta = await sharp(image.rawPayload).metadata();
      const { ratio, parts } = questions[number - 1].shapes![0];
      expect(meta.width).toBe(w);
      expect(Math.abs(meta.height! - (w * ratio + QUESTION_IMAGE_GAP * (parts - 1)))).toBeLessThanOrEqual(2);
    }
});
