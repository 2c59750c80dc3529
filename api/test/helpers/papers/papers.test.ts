import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RenderPool } from '../../../src/platform/render/render-pool';
import type { PageText } from '../../../src/platform/render/render-types';
import { GENERATED_PAPERS, type GeneratedPaper } from '.';
import { printedAt, textItems, type TextItem } from './text-items';

/**
 * The generated papers' truth is true: in each PDF's text layer, as the render worker extracts it, every
 * truth label is printed at its `labelBox`, the Hindi copy starts with Devanagari at `hindiLabelBox`, `Sol.`
 * opens each `solutionBox`, `PARAGRAPH I` opens each `paragraphBox`, and the printed key says `answer`.
 */
let pool: RenderPool;
let dir: string;
const papers: { paper: GeneratedPaper; pages: PageText[] }[] = [];

beforeAll(async () => {
  pool = new RenderPool({ workers: 1, timeoutMs: 60_000, memoryMb: 512 });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-papers-'));
  for (const make of GENERATED_PAPERS) {
    const paper = await make();
    const file = path.join(dir, `${paper.name}.pdf`);
    fs.writeFileSync(file, paper.pdf);
    const text = await pool.text({ file, from: 1, to: paper.truth.pages });
    if (!text.ok) throw new Error(`${paper.name}: text not extracted`);
    papers.push({ paper, pages: text.pages });
  }
}, 120_000);
afterAll(async () => {
  await pool.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The items of page `n` whose box starts printed at `box` (see printedAt). */
const at = (pages: PageText[], n: number, box: [number, number, number, number]): TextItem[] =>
  textItems(pages[n - 1]).filter((item) => printedAt(item.box, box));

describe('the generated papers', () => {
  it('are the same bytes every time they are made', async () => {
    for (const [i, make] of GENERATED_PAPERS.entries())
      expect((await make()).pdf.equals(papers[i].paper.pdf)).toBe(true);
  }, 60_000);

  it('have 6 to 12 pages, their questions numbered 1..N in order, page sizes as the truth says', () => {
    for (const { paper, pages } of papers) {
      const { truth } = paper;
      expect({ name: paper.name, pages: truth.pages >= 6 && truth.pages <= 12 }).toEqual({
        name: paper.name,
        pages: true,
      });
      expect(truth.questions.map((q) => q.n)).toEqual(
        Array.from({ length: truth.questionCount }, (_, i) => i + 1),
      );
      expect(pages).toHaveLength(truth.pages);
      const sizes = Array.isArray(truth.pageSize)
        ? pages.map(() => truth.pageSize)
        : pages.map(
            (_, i) =>
              Object.entries(truth.pageSize).find(([range]) => {
                const [a, b = a] = range.split('-').map(Number);
                return i + 1 >= a && i + 1 <= b;
              })?.[1],
          );
      expect(pages.map((p) => [Math.round(p.w), Math.round(p.h)])).toEqual(
        sizes.map((s) => (s as number[]).map(Math.round)),
      );
    }
  });

  it('print each label at its labelBox', () => {
    for (const { paper, pages } of papers)
      for (const q of paper.truth.questions)
        expect({
          paper: paper.name,
          n: q.n,
          found: at(pages, q.page, q.labelBox).map((i) => i.text),
        }).toEqual({
          paper: paper.name,
          n: q.n,
          found: [q.label],
        });
  });

  it('start each Hindi copy with a Devanagari line at hindiLabelBox', () => {
    const bilingual = papers.filter(({ paper }) => paper.truth.questions.some((q) => q.hindiLabelBox));
    expect(bilingual).toHaveLength(1);
    for (const { paper, pages } of bilingual)
      for (const q of paper.truth.questions) {
        const items = at(pages, q.hindiPage!, q.hindiLabelBox!);
        expect({ n: q.n, devanagari: items.some((i) => /^[\u0900-\u097f]/.test(i.text)) }).toEqual({
          n: q.n,
          devanagari: true,
        });
      }
  });

  it('open each solutionBox with Sol., right under the printed Answer (k) of the truth', () => {
    const { paper, pages } = papers.find((p) => p.paper.name === 'gen-solutions-set')!;
    for (const q of paper.truth.questions) {
      expect({ n: q.n, sol: at(pages, q.solutionPage!, q.solutionBox!).map((i) => i.text) }).toEqual({
        n: q.n,
        sol: ['Sol.'],
      });
      const answer = textItems(pages[q.solutionPage! - 1]).find(
        (i) =>
          i.text.startsWith('Answer (') &&
          Math.abs(i.box[0] - q.solutionBox![0]) < 2 &&
          i.box[3] < q.solutionBox![1] &&
          i.box[3] > q.solutionBox![1] - 16,
      );
      expect({ n: q.n, answer: answer?.text }).toEqual({ n: q.n, answer: `Answer (${q.answer})` });
    }
  });

  it('open each paragraphBox with PARAGRAPH I', () => {
    const { paper, pages } = papers.find((p) => p.paper.name.startsWith('gen-jee-adv'))!;
    const shared = paper.truth.questions.filter((q) => q.paragraphBox);
    expect(shared).toHaveLength(6);
    for (const q of shared) {
      const [x0, y0, x1] = q.paragraphBox!;
      const heading = textItems(pages[q.paragraphPage! - 1]).find((i) => i.text === 'PARAGRAPH I');
      expect(
        heading &&
          heading.box[3] > y0 &&
          heading.box[3] < y0 + 12 &&
          heading.box[0] > x0 &&
          heading.box[2] < x1,
      ).toBe(true);
    }
  });

  it('print the key of the answer-key paper on its last page as N. (answer)', () => {
    const { paper, pages } = papers.find((p) => p.paper.name === 'gen-answer-key-page')!;
    const items = textItems(pages[pages.length - 1]);
    for (const q of paper.truth.questions) {
      const label = items.find((i) => i.text === `${q.n}.`)!;
      const value = items.find(
        (i) => Math.abs(i.box[1] - label.box[1]) < 1 && Math.abs(i.box[0] - (label.box[0] + 22)) < 1,
      );
      expect({ n: q.n, key: value?.text }).toEqual({ n: q.n, key: `(${q.answer})` });
    }
  });
});
