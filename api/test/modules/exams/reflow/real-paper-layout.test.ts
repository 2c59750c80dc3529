import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Region } from '@exam/shared-contracts/exams';
import { detectPaper } from '../../../../src/modules/exams/detection/paper/detect-questions.ts';
import { questionLayout } from '../../../../src/modules/exams/reflow/question-layout';
import { RenderPool } from '../../../../src/platform/render/render-pool';
import type { PageText } from '../../../../src/platform/render/render-types';

/**
 * The reflow's layout on published papers (docs/domains/exams.md "Reading a question on a phone"): each
 * question the detector finds on the shared real papers, cut from its page rendered at 1,280 px as the exam
 * screen's images are, is read into about as many words as the paper's text layer prints in its region
 * (JEE Main 2024: median 0.80, 71 of 90 questions within 0.6–1.5; its 150-dpi scan: 0.83, 70 of 90;
 * NEET 2018: median 0.99, 178 of 180).
 * Figures keep their labels in a block, and a question whose stacked fractions join all its lines is one
 * block, shown whole.
 */
const REAL = path.resolve(__dirname, '../../../../../../shared/fixtures/tests/real');
const WIDTH = 1280;

let pool: RenderPool;
beforeAll(() => {
  pool = new RenderPool({ workers: 1, timeoutMs: 60_000, memoryMb: 512 });
});
afterAll(() => pool.close());

/** Words of `page`'s text layer whose box's centre is inside `r` (PDF points). */
function wordsIn(page: PageText, r: Region): number {
  let n = 0;
  for (let i = 0; i < page.boxes.length; i += 5) {
    const [start, x, y, w, h] = page.boxes.slice(i, i + 5);
    const end = i + 5 < page.boxes.length ? page.boxes[i + 5] : page.text.length;
    const [cx, cy] = [(x + w / 2) * page.w, (y + h / 2) * page.h];
    if (cx >= r.x && cx <= r.x + r.width && cy >= r.y && cy <= r.y + r.height)
      n += page.text.slice(start, end).trim().split(/\s+/).filter(Boolean).length;
  }
  return n;
}

it.each([
  ['jee-main-2024-01feb-s1-mathongo', 'jee-main-2024-01feb-s1-mathongo'],
  ['neet-2018-qq-hindi-english', 'neet-2018-qq-hindi-english'],
  // The same JEE paper printed and scanned at 150 dpi: its pixels, the typeset copy's regions and words.
  ['scanned-jee-main-2024-01feb-s1', 'jee-main-2024-01feb-s1-mathongo'],
])(
  '%s: each question’s words found in its pixels, against its text layer',
  async (name, typeset) => {
    const file = path.join(REAL, `${name}.pdf`);
    const { pages: count } = JSON.parse(fs.readFileSync(path.join(REAL, `${name}.truth.json`), 'utf8')) as {
      pages: number;
    };
    const text = await pool.text({ file: path.join(REAL, `${typeset}.pdf`), from: 1, to: count });
    if (!text.ok) throw new Error('no text');
    const paper = detectPaper(text.pages);
    // Each page is rendered and decoded once; its questions are cut from its pixels.
    const renders = new Map<number, { pixels: Buffer; raw: sharp.Raw; scale: number }>();
    const ratios: number[] = [];
    for (const q of paper.questions) {
      const [region] = q.regions.filter((r) => (r.lang ?? 'en') === 'en');
      if (!region) continue;
      const page = text.pages[region.page - 1];
      const printed = wordsIn(page, region);
      if (printed < 5) continue;
      if (!renders.has(region.page)) {
        const r = await pool.render({ file, page: region.page, width: WIDTH, maxPixels: 4e6, quality: 90 });
        if (!r.ok) throw new Error('no render');
        const { data, info } = await sharp(Buffer.from(r.webp)).raw().toBuffer({ resolveWithObject: true });
        renders.set(region.page, { pixels: data, raw: info, scale: r.width / page.w });
      }
      const { pixels, raw, scale } = renders.get(region.page)!;
      // A lossless PNG of the question's pixels, unsqueezed: the layout reads the same pixels either way.
      const crop = await sharp(pixels, { raw })
        .extract({
          left: Math.floor(region.x * scale),
          top: Math.floor(region.y * scale),
          width: Math.floor(region.width * scale),
          height: Math.floor(region.height * scale),
        })
        .png({ compressionLevel: 0 })
        .toBuffer();
      const layout = await questionLayout(crop);
      const found = layout.lines.filter((l) => !l.block).reduce((sum, l) => sum + l.words.length, 0);
      ratios.push(found / printed);
    }
    ratios.sort((a, b) => a - b);
    const within = ratios.filter((r) => r >= 0.6 && r <= 1.5).length;
    const median = ratios[Math.floor(ratios.length / 2)];
    console.warn(
      `${name}: ${ratios.length} questions; words found ÷ printed: median ${median.toFixed(2)}, ` +
        `${within} within 0.6–1.5, lowest ${ratios[0].toFixed(2)}, highest ${ratios[ratios.length - 1].toFixed(2)}`,
    );
    // The text layer counts a formula's pieces as words ("10 -3 T cm -1"), so the typeset JEE paper reads
    // lower than the words a student sees; NEET's booklet is mostly prose.
    expect(median).toBeGreaterThan(0.75);
    expect(median).toBeLessThan(1.2);
    expect(within / ratios.length).toBeGreaterThanOrEqual(0.75);
  },
  180_000,
);
