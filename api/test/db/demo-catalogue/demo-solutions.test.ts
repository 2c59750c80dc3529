import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PaperRegion } from '../../../src/db/demo-catalogue/mock-paper';
import { MOCK_01_SOLUTIONS } from '../../../src/db/demo-catalogue/mock-01-solutions';
import { PAPER_QUESTIONS } from '../../../src/db/demo-catalogue/mock-paper-questions';
import { solutionsPdf } from '../../../src/db/demo-catalogue/solutions-pdf';
import { RenderPool } from '../../../src/platform/render/render-pool';
import { FIXTURES_DIR } from '../../helpers/test-app';

// The demo tests' worked solutions (docs/domains/exams.md "Solutions"): written to a PDF at seed time, each
// solution's region holding its own question's solution, which ends in the answer the key holds. Read
// back through the render engine's text layer, as the review's cut-out is made from the same PDF.

let pool: RenderPool;
let dir: string;

beforeAll(() => {
  pool = new RenderPool({ workers: 1, timeoutMs: 60_000, memoryMb: 512 });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-solutions-'));
});
afterAll(async () => {
  await pool.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The key's answer per question, as a solution writes it: "(k)" for an option, the number otherwise. */
const fixtureKey = (): string[] =>
  fs
    .readFileSync(path.join(FIXTURES_DIR, 'tests/jee-main-mock-01.key.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .map(([, , , type, answer]) => (type === 'single' ? `(${answer})` : answer));

/** The text of each region: the text items whose centre lies inside it, in reading order. */
async function textIn(name: string, pdf: Buffer, pages: number, regions: PaperRegion[]): Promise<string[]> {
  const file = path.join(dir, name);
  fs.writeFileSync(file, pdf);
  const text = await pool.text({ file, from: 1, to: pages });
  if (!text.ok) throw new Error(text.message);
  return regions.map((r) => {
    const page = text.pages[r.page - 1];
    const count = page.boxes.length / 5;
    const words: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const [start, x, y, w, h] = page.boxes.slice(i * 5, i * 5 + 5);
      const end = i + 1 < count ? page.boxes[(i + 1) * 5] : page.text.length;
      const cx = (x + w / 2) * page.w;
      const cy = (y + h / 2) * page.h;
      if (cx >= r.x && cx <= r.x + r.width && cy >= r.y && cy <= r.y + r.height)
        words.push(page.text.slice(start, end));
    }
    return words.join(' ').replace(/\s+/g, ' ').trim();
  });
}

describe.each([
  {
    name: 'the fixtures’ mock paper',
    title: 'JEE (Main) Mock Test 01',
    solutions: MOCK_01_SOLUTIONS,
    key: fixtureKey,
  },
  {
    name: 'the generated mock paper',
    title: 'JEE (Main) Demo Mock Test 01',
    solutions: PAPER_QUESTIONS.map((q) => q.solution),
    key: () => PAPER_QUESTIONS.map((q) => (q.type === 'single' ? `(${q.answer})` : q.answer)),
  },
])('$name', ({ title, solutions, key }) => {
  it('has one solution per question, each region holding its label and ending in the key’s answer', async () => {
    const answers = key();
    expect(solutions).toHaveLength(answers.length);
    const made = await solutionsPdf(title, solutions);
    expect(made.regions.map((r) => r.question)).toEqual(answers.map((_, i) => i + 1));
    const texts = await textIn(`${answers.length}.pdf`, made.pdf, made.pages, made.regions);
    texts.forEach((text, i) => {
      const n = i + 1;
      expect({ n, text }).toEqual({ n, text: expect.stringMatching(new RegExp(`^Q\\.${n} `)) });
      expect({ n, end: text.slice(-30) }).toEqual({
        n,
        end: expect.stringContaining(`Answer: ${answers[i]}.`),
      });
      // No other question's label spills into this region.
      expect({ n, labels: text.match(/\bQ\.\d+/g) }).toEqual({ n, labels: [`Q.${n}`] });
    });
    // Regions on the same page never overlap, and each lies on its page.
    for (const [i, r] of made.regions.entries()) {
      expect(r.y + r.height).toBeLessThanOrEqual(842);
      const next = made.regions[i + 1];
      if (next?.page === r.page) expect(next.y).toBeGreaterThan(r.y + r.height);
    }
  }, 60_000);
});
