import fs from 'node:fs';
import path from 'node:path';
import type { TestPreset } from '@exam/shared-contracts/rules';
import { NCERT_CHAPTERS } from '../../../../src/modules/exams/chapters/propose-chapter.ts';
import { detectPaper } from '../../../../src/modules/exams/detection/paper/detect-questions.ts';
import { proposeExam } from '../../../../src/modules/exams/detection/propose-exam.ts';
import { RenderPool } from '../../../../src/platform/render/render-pool';
import { JEE_MAIN_2024, NEET_2018, type ChapterTruth } from './chapter-truth';

/**
 * Chapters proposed from a real paper's words (docs/domains/exams.md "Chapters"): a test made from the
 * shared JEE (Main) 2024 and NEET 2018 papers proposes an NCERT chapter for most questions, and the chapter
 * a teacher would accept for most of those it proposes (measured against hand labels), and tags none itself.
 */
const REAL = path.resolve(__dirname, '../../../../../../shared/fixtures/tests/real');

let pool: RenderPool;

beforeAll(() => {
  pool = new RenderPool({ workers: 1, timeoutMs: 60_000, memoryMb: 512 });
});

afterAll(async () => {
  await pool.close();
});

/** The test proposed from shared paper `name` with `preset`. */
async function proposed(name: string, preset: TestPreset) {
  const truth = JSON.parse(fs.readFileSync(path.join(REAL, `${name}.truth.json`), 'utf8')) as {
    pages: number;
  };
  const text = await pool.text({ file: path.join(REAL, `${name}.pdf`), from: 1, to: truth.pages });
  if (!text.ok) throw new Error(`${name}: no text`);
  return proposeExam(detectPaper(text.pages), preset);
}

/** Of the labelled questions: how many got a proposal, and how many of those the labels accept. */
function score(questions: { number: number; proposedChapter?: string | null }[], truth: ChapterTruth) {
  let labelled = 0;
  let offered = 0;
  let right = 0;
  const wrong: string[] = [];
  for (const q of questions) {
    const accepted = truth[q.number];
    if (!accepted) continue;
    labelled += 1;
    if (!q.proposedChapter) continue;
    offered += 1;
    if (accepted.includes(q.proposedChapter)) right += 1;
    else wrong.push(`${q.number}: ${q.proposedChapter} (labelled ${accepted[0]})`);
  }
  return { labelled, offered, right, wrong };
}

const names = new Set(NCERT_CHAPTERS.map((c) => c.name));

it.each([
  ['jee-main-2024-01feb-s1-mathongo', 'jee-main', JEE_MAIN_2024],
  ['neet-2018-qq-hindi-english', 'neet', NEET_2018],
] as const)(
  '%s: most questions get a chapter proposed, most proposals are right, none is tagged',
  async (name, preset, truth) => {
    const test = await proposed(name, preset);
    const { labelled, offered, right, wrong } = score(test.questions, truth);
    console.warn(
      `${name}: ${labelled} labelled, ${offered} proposed, ${right} right ` +
        `(${Math.round((100 * right) / offered)} % of proposals, ${Math.round((100 * right) / labelled)} % of labelled)` +
        (wrong.length ? `\n  not as labelled: ${wrong.join('; ')}` : ''),
    );
    expect(labelled).toBeGreaterThan(80);
    expect(right / offered).toBeGreaterThanOrEqual(0.85);
    expect(right / labelled).toBeGreaterThanOrEqual(0.75);
    for (const q of test.questions) {
      expect(q.chapter).toBeNull();
      if (q.proposedChapter) expect(names).toContain(q.proposedChapter);
    }
  },
  120_000,
);
