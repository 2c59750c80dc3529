import type { QuestionLayout } from '../reflow';
import { reflowLine as line } from './reflow-line';
import { needsReflow, reflowImageWidth, reflowParagraphs, reflowScale } from '../reflow-plan';

/** A question at 640 px: two lines of one paragraph, a figure, and an option line. */
const layout: QuestionLayout = {
  width: 640,
  height: 200,
  lineHeight: 14,
  lines: [
    line(0, [
      [0, 30],
      [40, 90],
    ]),
    line(20, [[0, 50]], { breakAfter: true }),
    line(40, [[100, 400]], { height: 120, baseline: 120, block: true, breakAfter: true }),
    line(
      170,
      [
        [0, 20],
        [30, 60],
      ],
      { breakAfter: true },
    ),
  ],
};

it('reflows only where the printed line would be under 13 CSS px', () => {
  // 14 px lines of a 640-px image at a 330-px box are 7.2 CSS px; at 700 px, 15.3.
  expect(needsReflow(layout, 330)).toBe(true);
  expect(needsReflow(layout, 700)).toBe(false);
  expect(needsReflow(layout, 0)).toBe(false);
  // A figure alone (or a blank image) has no text to reflow.
  expect(needsReflow({ ...layout, lines: layout.lines.filter((l) => l.block) }, 330)).toBe(false);
  expect(needsReflow({ ...layout, lines: [] }, 330)).toBe(false);
});

it('asks for an image wide enough for a pixel per device pixel, up to the largest width', () => {
  // 640 × 20 / 14 = 914 px at 1×: 960; at 2×, 1,829 px: the largest, 1,600.
  expect(reflowImageWidth(layout, 1)).toBe(960);
  expect(reflowImageWidth(layout, 2)).toBe(1600);
  expect(reflowScale(layout)).toBeCloseTo(20 / 14);
});

it('joins a paragraph’s lines, keeps a block alone, and starts again after a break', () => {
  const paragraphs = reflowParagraphs(layout);
  expect(paragraphs.map((p) => [p.block, p.pieces.map((w) => [w.left, w.right])])).toEqual([
    [
      false,
      [
        [0, 30],
        [40, 90],
        [0, 50],
      ],
    ],
    [true, [[100, 400]]],
    [
      false,
      [
        [0, 20],
        [30, 60],
      ],
    ],
  ]);
});

it('puts a word wider than the room on a row of its own, to scroll sideways alone', () => {
  const paragraphs = reflowParagraphs(layout, 280);
  expect(paragraphs.map((p) => [p.block, p.pieces.length])).toEqual([
    [false, 3],
    [true, 1],
    [false, 2],
  ]);
  const narrow = reflowParagraphs(layout, 45);
  expect(narrow.map((p) => [p.block, p.pieces.map((w) => w.right - w.left)])).toEqual([
    [false, [30]],
    [true, [50]],
    [true, [50]],
    [true, [300]],
    [false, [20, 30]],
  ]);
});
