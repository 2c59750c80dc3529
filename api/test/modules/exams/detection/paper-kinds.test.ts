import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canonicalAnswer } from '@exam/shared-contracts/rules';
import type { Region } from '@exam/shared-contracts/exams';
import {
  detectPaper,
  type DetectedPaper,
} from '../../../../src/modules/exams/detection/paper/detect-questions.ts';
import { RenderPool } from '../../../../src/platform/render/render-pool';
import type { PageText } from '../../../../src/platform/render/render-types';
import { GENERATED_PAPERS, type Box, type PaperTruth } from '../../../helpers/papers';

/**
 * Every kind of paper becomes a test (docs/domains/exams.md "Making a test from a paper"): on the shared real
 * papers with a text layer and on the generated papers of each layout, every question is found as the
 * benchmark counts it (its region on the label's page holds the label, starts no lower than it, holds no
 * other label), nothing is proposed twice, and each layout's own part is read: the Hindi copy, the printed
 * answers, the solutions, the comprehension paragraph.
 */
const REAL = path.resolve(__dirname, '../../../../../../shared/fixtures/tests/real');
const SLACK = 2;

let pool: RenderPool;
let dir: string;
const papers: { name: string; truth: PaperTruth; pages: PageText[]; paper: DetectedPaper }[] = [];

beforeAll(async () => {
  pool = new RenderPool({ workers: 1, timeoutMs: 60_000, memoryMb: 512 });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'paper-kinds-'));
  const files: { name: string; file: string; truth: PaperTruth }[] = [];
  for (const name of ['jee-main-2024-01feb-s1-mathongo', 'jee-adv-2024-p1', 'neet-2018-qq-hindi-english'])
    files.push({
      name,
      file: path.join(REAL, `${name}.pdf`),
      truth: JSON.parse(fs.readFileSync(path.join(REAL, `${name}.truth.json`), 'utf8')) as PaperTruth,
    });
  for (const make of GENERATED_PAPERS) {
    const { name, pdf, truth } = await make();
    const file = path.join(dir, `${name}.pdf`);
    fs.writeFileSync(file, pdf);
    files.push({ name, file, truth });
  }
  for (const { name, file, truth } of files) {
    const text = await pool.text({ file, from: 1, to: truth.pages });
    if (!text.ok) throw new Error(`${name}: no text`);
    papers.push({ name, truth, pages: text.pages, paper: detectPaper(text.pages) });
  }
}, 180_000);

afterAll(async () => {
  await pool.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const holds = (r: Region, b: Box) =>
  b[0] >= r.x - SLACK &&
  b[1] >= r.y - SLACK &&
  b[2] <= r.x + r.width + SLACK &&
  b[3] <= r.y + r.height + SLACK;
const centreIn = (r: Region, b: Box) => {
  const [cx, cy] = [(b[0] + b[2]) / 2, (b[1] + b[3]) / 2];
  return cx >= r.x && cx <= r.x + r.width && cy >= r.y && cy <= r.y + r.height;
};

/** The numbers of the truth's questions that were not found in `lang` (see the file's docstring). */
function missed({ truth, paper }: (typeof papers)[number], lang: 'en' | 'hi'): number[] {
  const labels = truth.questions.flatMap((t) => [
    { n: t.n, page: t.page, box: t.labelBox },
    ...(t.hindiLabelBox ? [{ n: t.n, page: t.hindiPage ?? t.page, box: t.hindiLabelBox }] : []),
  ]);
  return truth.questions
    .filter((t) => lang === 'en' || t.hindiLabelBox)
    .filter((t) => {
      const page = lang === 'en' ? t.page : (t.hindiPage ?? t.page);
      const box = lang === 'en' ? t.labelBox : t.hindiLabelBox!;
      const q = paper.questions.find((p) => p.number === t.n);
      return !q?.regions.some(
        (r) =>
          (r.lang ?? 'en') === lang &&
          r.page === page &&
          holds(r, box) &&
          r.y <= box[1] + SLACK &&
          !labels.some((l) => l.n !== t.n && l.page === page && centreIn(r, l.box)),
      );
    })
    .map((t) => t.n);
}

const paperNamed = (name: string) => papers.find((p) => p.name === name)!;

describe('questions found on each kind of paper', () => {
  it.each([
    ['jee-main-2024-01feb-s1-mathongo', 'one column, Q1.–Q90., an answer-key grid on the last page'],
    ['jee-adv-2024-p1', 'Q.1–Q.17 again in each subject, instruction boxes between questions'],
    ['neet-2018-qq-hindi-english', 'Hindi and English side by side, the Hindi in a legacy font'],
    ['gen-neet-two-column-header', 'two columns under a full-width header with numbered instructions'],
    ['gen-neet-bilingual-stacked', 'English then Hindi (Unicode) in each question, two columns'],
    ['gen-solutions-set', 'Answer (k) and a Sol. block with numbered steps after each question'],
    ['gen-jee-adv-comprehension-mixed-sizes', 'paragraphs, restarts per subject, Letter then A4 pages'],
    ['gen-answer-key-page', 'a cover of numbered instructions and an answer-key page'],
  ])('%s (%s): every question, numbered as printed, nothing extra', (name) => {
    const p = paperNamed(name);
    expect(missed(p, 'en')).toEqual([]);
    expect(p.paper.questions).toHaveLength(p.truth.questionCount);
    expect(p.paper.questions.map((q) => q.label)).toEqual(p.truth.questions.map((t) => t.label));
  });

  it('matches every Hindi copy to its English question, side by side or stacked', () => {
    for (const name of ['neet-2018-qq-hindi-english', 'gen-neet-bilingual-stacked']) {
      const p = paperNamed(name);
      expect({ name, missed: missed(p, 'hi'), languages: p.paper.languages }).toEqual({
        name,
        missed: [],
        languages: ['en', 'hi'],
      });
    }
    expect(paperNamed('jee-adv-2024-p1').paper.languages).toEqual(['en']);
  });

  it('proposes the printed answers as the key, from Answer (k) lines and from the key page', () => {
    for (const name of ['gen-solutions-set', 'gen-answer-key-page']) {
      const { truth, paper } = paperNamed(name);
      const wrong = truth.questions.filter((t) => {
        const q = paper.questions[t.n - 1];
        const type = q.type === 'numerical' ? 'numerical' : 'single';
        const want = canonicalAnswer(type, t.answer ?? null);
        const got = canonicalAnswer(type, q.answer);
        return !want.ok || !got.ok || want.answer !== got.answer;
      });
      expect({ name, wrong: wrong.map((t) => t.n) }).toEqual({ name, wrong: [] });
    }
  });

  it('ends each question before its Answer line and gives its Sol. block as the solution', () => {
    const { truth, paper } = paperNamed('gen-solutions-set');
    for (const t of truth.questions) {
      const q = paper.questions[t.n - 1];
      const [x0, y0] = t.solutionBox!;
      expect({
        n: t.n,
        inQuestion: q.regions.some((r) => r.page === t.solutionPage && centreIn(r, [x0, y0, x0 + 2, y0 + 2])),
      }).toEqual({ n: t.n, inQuestion: false });
      expect({
        n: t.n,
        solution: q.solutionRegions.some(
          (r) => r.page === t.solutionPage && holds(r, [x0, y0, x0 + 10, y0 + 8]),
        ),
      }).toEqual({ n: t.n, solution: true });
    }
  });

  it('puts a comprehension paragraph before each question of its group, in its own page size', () => {
    const { truth, paper, pages } = paperNamed('gen-jee-adv-comprehension-mixed-sizes');
    for (const t of truth.questions.filter((q) => q.paragraphBox)) {
      const [first] = paper.questions[t.n - 1].regions;
      const [x0, y0] = t.paragraphBox!;
      expect({ n: t.n, page: first.page, starts: holds(first, [x0, y0, x0 + 10, y0 + 8]) }).toEqual({
        n: t.n,
        page: t.paragraphPage,
        starts: true,
      });
    }
    for (const q of paper.questions)
      for (const r of q.regions) expect(r.x + r.width).toBeLessThanOrEqual(pages[r.page - 1].w + 0.5);
  });

  it('takes sections and types from the headings: JEE Advanced has 3 subjects × 4 sections', () => {
    const { paper } = paperNamed('jee-adv-2024-p1');
    const places = paper.questions.map((q) => `${q.subject} ${q.section} ${q.type}`);
    expect(new Set(places).size).toBe(12);
    expect(places.slice(0, 17)).toEqual([
      ...Array(4).fill('Mathematics Section 1 single'),
      ...Array(3).fill('Mathematics Section 2 multiple'),
      ...Array(6).fill('Mathematics Section 3 numerical'),
      ...Array(4).fill('Mathematics Section 4 single'),
    ]);
    expect(paper.questions[17].label).toBe('Q.1');
    expect(paper.questions[17].subject).toBe('Physics');
  });

  it('reads the duration printed on the cover', () => {
    expect(paperNamed('neet-2018-qq-hindi-english').paper.durationMinutes).toBe(180);
    expect(paperNamed('gen-neet-two-column-header').paper.durationMinutes).toBe(180);
  });
});
