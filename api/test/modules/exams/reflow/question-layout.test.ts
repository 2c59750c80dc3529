import path from 'node:path';
import { QuestionLayout } from '@exam/shared-contracts/exams';
import { Value } from '@sinclair/typebox/value';
import { RenderPool } from '../../../../src/platform/render/render-pool';
import { attemptCalls, demoTestApp, MOCK_PAPER, studentWhoBought } from '../../../helpers/online-tests';
import { FIXTURES_DIR, type TestContext } from '../../../helpers/test-app';

/**
 * A question image's lines and words, for the exam screen's reflow on a phone (docs/domains/exams.md
 * "Reading a question on a phone"): read from the image's pixels at the width asked for, they hold about as
 * many words as the paper prints in the question's region, and nothing else about the question.
 */
let ctx: TestContext;
let admin: string;
let testId: string;
let bookId: string;

beforeAll(async () => {
  ({ ctx, admin, testId, bookId } = await demoTestApp());
}, 60_000);
afterAll(() => ctx.close());

/** Words of the mock paper's text layer whose box's centre is inside question `n`'s regions (the truth's). */
async function paperWords(): Promise<Map<number, number>> {
  const pool = new RenderPool({ workers: 1, timeoutMs: 60_000, memoryMb: 512 });
  try {
    const file = path.join(FIXTURES_DIR, 'tests/jee-main-mock-01.pdf');
    const pages = Math.max(...MOCK_PAPER.layout.map((r) => r.page));
    const text = await pool.text({ file, from: 1, to: pages });
    if (!text.ok) throw new Error('no text');
    const counts = new Map<number, number>();
    for (const page of text.pages)
      for (let i = 0; i < page.boxes.length; i += 5) {
        const [start, x, y, w, h] = page.boxes.slice(i, i + 5);
        const end = i + 5 < page.boxes.length ? page.boxes[i + 5] : page.text.length;
        const [cx, cy] = [(x + w / 2) * page.w, (y + h / 2) * page.h];
        const region = MOCK_PAPER.layout.find(
          (r) =>
            r.page === page.page && cx >= r.x && cx <= r.x + r.width && cy >= r.y && cy <= r.y + r.height,
        );
        const words = page.text.slice(start, end).trim().split(/\s+/).filter(Boolean).length;
        if (region) counts.set(region.question, (counts.get(region.question) ?? 0) + words);
      }
    return counts;
  } finally {
    await pool.close();
  }
}

it('gives each question’s lines and words at the width asked for, about as many words as the paper prints', async () => {
  const printed = await paperWords();
  const calls = attemptCalls(ctx.app, testId);
  const { token } = await studentWhoBought(ctx.app, admin, bookId, 'Reflow Reader');
  const { attemptId } = (await calls.start(token)).json();
  const rows: string[] = [];
  for (let n = 1; n <= 24; n += 1) {
    const res = await calls.inject(token, 'GET', `/api/attempts/${attemptId}/questions/${n}/layout?w=640`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const layout = res.json() as QuestionLayout;
    expect(Value.Check(QuestionLayout, layout)).toBe(true);
    expect(layout.width).toBe(640);
    expect(layout.lineHeight).toBeGreaterThan(8);
    expect(layout.lineHeight).toBeLessThan(24);
    for (const line of layout.lines) {
      expect(line.top + line.height).toBeLessThanOrEqual(layout.height);
      for (const [i, [left, right]] of line.words.entries()) {
        expect(right).toBeGreaterThan(left);
        expect(right).toBeLessThanOrEqual(layout.width);
        if (i) expect(left).toBeGreaterThan(line.words[i - 1][1]);
      }
    }
    expect(layout.lines[layout.lines.length - 1].breakAfter).toBe(true);
    const found = layout.lines.filter((l) => !l.block).reduce((sum, l) => sum + l.words.length, 0);
    const words = printed.get(n) ?? 0;
    rows.push(`${n}: ${found} of ${words}`);
    // Formulas split into more pieces than the text layer's words, and a figure's labels into fewer.
    expect({ n, ratio: found / words > 0.7 && found / words < 1.3 }).toEqual({ n, ratio: true });
  }
  console.warn(`word pieces found of words printed, by question at 640 px: ${rows.join(', ')}`);
});

it('is refused as the image is: another student’s attempt or an unknown question is 404, a guest 401', async () => {
  const calls = attemptCalls(ctx.app, testId);
  const owner = await studentWhoBought(ctx.app, admin, bookId, 'Layout Owner');
  const other = await studentWhoBought(ctx.app, admin, bookId, 'Layout Other');
  const { attemptId } = (await calls.start(owner.token)).json();
  const url = (n: number) => `/api/attempts/${attemptId}/questions/${n}/layout?w=640`;
  expect((await calls.inject(other.token, 'GET', url(1))).statusCode).toBe(404);
  expect((await calls.inject(owner.token, 'GET', url(25))).statusCode).toBe(404);
  expect((await ctx.app.inject({ method: 'GET', url: url(1) })).statusCode).toBe(401);
  expect((await calls.inject(owner.token, 'GET', `${url(1)}x`)).statusCode).toBe(400);
});

it('reads a solution’s image too, once the attempt is submitted (403 while it is open, as the image is)', async () => {
  const calls = attemptCalls(ctx.app, testId);
  const { token } = await studentWhoBought(ctx.app, admin, bookId, 'Solution Reader');
  const { attemptId } = (await calls.start(token)).json();
  const url = `/api/attempts/${attemptId}/questions/16/layout?w=480&of=solution`;
  const early = await calls.inject(token, 'GET', url);
  expect(early.statusCode).toBe(403);
  expect(early.json().code).toBe('solutions_after_submit');
  expect((await calls.submit(token, attemptId)).statusCode).toBe(200);
  const res = await calls.inject(token, 'GET', url);
  expect(res.statusCode).toBe(200);
  const layout = res.json() as QuestionLayout;
  expect(layout.width).toBe(480);
  // A few lines of worked solution, each with its words.
  const text = layout.lines.filter((l) => !l.block);
  expect(text.length).toBeGreaterThan(0);
  expect(text.reduce((sum, l) => sum + l.words.length, 0)).toBeGreaterThan(5);
  // The question's own layout is another image: not the solution's.
  const question = (
    await calls.inject(token, 'GET', `/api/attempts/${attemptId}/questions/16/layout?w=480`)
  ).json() as QuestionLayout;
  expect(question.height).not.toBe(layout.height);
  expect((await calls.inject(token, 'GET', `${url.replace('solution', 'answer')}`)).statusCode).toBe(400);
});
