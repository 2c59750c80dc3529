import { detectQuestions } from '../../../../src/modules/exams/detection/paper/detect-questions.ts';
import type { InkBitmap } from '../../../../src/modules/exams/detection/paper/ink.ts';
import type { PageText } from '../../../../src/platform/render/render-types';

/**
 * Where a proposed question ends on its page's pixels (docs/domains/exams.md "Online tests"): at its last
 * ink, past a shaded box it holds, and never at a thin rule below it. One A4 page at 1 px per point.
 */
const W = 595;
const H = 842;

/** A page whose text is `lines` (text, top y in points), each item 10 pt high, starting at x = 50. */
function page(lines: [string, number][]): PageText {
  let text = '';
  const boxes: number[] = [];
  for (const [s, y] of lines) {
    boxes.push(text.length, 50 / W, y / H, (s.length * 5) / W, 10 / H);
    text += `${s} `;
  }
  return { page: 1, w: W, h: H, text, boxes };
}

/** A white page's pixels with rows [from, to) painted `value` between x 50 and 545. */
function bitmap(bands: [from: number, to: number, value: number][]): InkBitmap {
  const data = new Uint8Array(W * H).fill(255);
  for (const [from, to, value] of bands)
    for (let y = from; y < to; y += 1) data.fill(value, y * W + 50, y * W + 545);
  return { width: W, height: H, data };
}

/** `ink` with glyph-like dark dots (every 7th pixel) along rows [from, to). */
function withGlyphs(ink: InkBitmap, from: number, to: number): InkBitmap {
  for (let y = from; y < to; y += 1) for (let x = 60; x < 400; x += 7) ink.data[y * W + x] = 20;
  return ink;
}

const lines: [string, number][] = [
  ['Q.1 A ball is thrown up with a speed of 20 m/s.', 100],
  ['(1) 10 m (2) 20 m (3) 30 m (4) 40 m', 120],
];

describe('the end of a question on its pixels', () => {
  it('ends at the last ink, not at a thin grey rule further down (its antialiased edges included)', () => {
    const ink = withGlyphs(
      bitmap([
        [299, 300, 235],
        [300, 301, 205],
        [301, 302, 235],
      ]),
      100,
      130,
    );
    // The rule's core row drawn antialiased: only every other pixel darker than 200.
    for (let x = 50; x < 545; x += 2) ink.data[300 * W + x] = 195;
    const [q] = detectQuestions([page(lines)], new Map([[1, ink]]));
    const bottom = q.regions[0].y + q.regions[0].height;
    expect(q.regions[0].y).toBeCloseTo(100, 0);
    expect(bottom).toBeGreaterThanOrEqual(130);
    expect(bottom).toBeLessThan(140);
  });

  it('keeps a shaded box the question holds, down to the ink inside it', () => {
    const ink = withGlyphs(withGlyphs(bitmap([[150, 250, 235]]), 100, 130), 230, 240);
    const [q] = detectQuestions([page(lines)], new Map([[1, ink]]));
    const bottom = q.regions[0].y + q.regions[0].height;
    expect(bottom).toBeGreaterThanOrEqual(240);
    expect(bottom).toBeLessThan(250);
  });

  it('without pixels, ends below the last text line', () => {
    const [q] = detectQuestions([page(lines)]);
    const bottom = q.regions[0].y + q.regions[0].height;
    expect(bottom).toBeGreaterThanOrEqual(130);
    expect(bottom).toBeLessThan(140);
  });
});
