import { detectPaper } from '../../../../src/modules/exams/detection/paper/detect-questions.ts';
import type { PageText } from '../../../../src/platform/render/render-types';

/**
 * The numbering rules of question detection (docs/domains/exams.md "Making a test from a paper"), each on a
 * small page made by hand: A4, items 10 pt high, words placed where a paper prints them.
 */
const W = 595;
const H = 842;

/** A page of `items` ([text, x, y] in points, each 10 pt high, 5 pt a character). */
function page(n: number, items: [string, number, number][]): PageText {
  let text = '';
  const boxes: number[] = [];
  for (const [s, x, y] of items) {
    boxes.push(text.length, x / W, y / H, (s.length * 5) / W, 10 / H);
    text += `${s} `;
  }
  return { page: n, w: W, h: H, text, boxes };
}

/** A question at `y`: its label, a line of text and a line of options. */
const question = (label: string, y: number, text = 'Find the value of the quantity asked.') =>
  [
    [label, 50, y],
    [text, 75, y],
    ['(1) 10 (2) 20 (3) 30 (4) 40', 75, y + 16],
  ] as [string, number, number][];

const numbers = (pages: PageText[]) => detectPaper(pages).questions.map((q) => q.label);

describe('the numbering of a paper', () => {
  it('reads a label split in two words ("153" and ".") as one', () => {
    const items = [...question('152.', 100), ['153', 50, 160], ['.', 66, 160], ...question('154.', 220)];
    items.push(['Find the value of the quantity asked.', 75, 160], ['(1) 1 (2) 2 (3) 3 (4) 4', 75, 176]);
    const q = detectPaper([page(1, items as [string, number, number][])]).questions;
    expect(q.map((x) => x.label)).toEqual(['152.', '153.', '154.']);
    expect(q.map((x) => x.confidence)).toEqual([1, 1, 1]);
  });

  it('fills a missing label with a low-confidence question after the options of the one before', () => {
    const items: [string, number, number][] = [
      ...question('1.', 100),
      // Question 2's label was printed in a figure: only its text and options are in the text layer.
      ['Two charges are placed as shown.', 75, 160],
      ['(1) 1 N (2) 2 N (3) 3 N (4) 4 N', 75, 176],
      ...question('3.', 220),
    ];
    const q = detectPaper([page(1, items)]).questions;
    expect(q).toHaveLength(3);
    expect(q[1].label).toBeNull();
    expect(q[1].confidence).toBeLessThan(1);
    expect(q[1].reasons.join(' ')).toMatch(/label 2 was not found/);
    expect(q[1].regions[0].y).toBeGreaterThan(130);
    expect(q[1].regions[0].y).toBeLessThan(220);
  });

  it('never takes an answer-key grid or numbered instructions for questions', () => {
    const cover = page(1, [
      ['INSTRUCTIONS', 50, 80],
      ['1. The test has 3 questions; each carries 4 marks.', 50, 100],
      ['2. Each question has four options, one correct.', 50, 120],
      ['3. There is no negative marking.', 50, 140],
    ]);
    const paper = page(2, [...question('1.', 100), ...question('2.', 160), ...question('3.', 220)]);
    const key = page(3, [
      ['ANSWER KEY', 50, 80],
      ['1. (2) 2. (4) 3. (1)', 50, 100],
    ]);
    const detected = detectPaper([cover, paper, key]);
    expect(detected.questions.map((q) => [q.label, q.regions[0].page])).toEqual([
      ['1.', 2],
      ['2.', 2],
      ['3.', 2],
    ]);
    expect(detected.questions.map((q) => q.answer)).toEqual(['2', '4', '1']);
  });

  it('starts numbering again only after a heading, never at a numbered step inside a solution', () => {
    const items: [string, number, number][] = [
      ...question('1.', 100),
      ['Sol. Work it out in steps:', 75, 132],
      ['1. Write the equation of motion.', 75, 148],
      ['2. Put in the numbers.', 75, 164],
      ...question('2.', 190),
      ['CHEMISTRY', 250, 240],
      ...question('1.', 270),
      ...question('2.', 320),
    ];
    const q = detectPaper([page(1, items)]).questions;
    expect(q.map((x) => x.label)).toEqual(['1.', '2.', '1.', '2.']);
    expect(q.map((x) => x.subject)).toEqual([null, null, 'Chemistry', 'Chemistry']);
    expect(q[0].solutionRegions).toHaveLength(1);
  });

  it('keeps two questions that begin alike at the top of two pages (not a running header)', () => {
    const start = 'Match the items of Column I with Column II.';
    const pages = [1, 2, 3].map((n) =>
      page(n, [
        ['Mock paper | page', 50, 20],
        ...question(`${n * 2 - 1}.`, 40, start),
        ...question(`${n * 2}.`, 300),
      ]),
    );
    expect(numbers(pages)).toEqual(['1.', '2.', '3.', '4.', '5.', '6.']);
  });

  it('reads the duration in hours, minutes or Hindi', () => {
    const withCover = (line: string) => [
      page(1, [[line, 50, 60], ...question('1.', 100), ...question('2.', 160)]),
    ];
    expect(detectPaper(withCover('Time: 3 hours Max. Marks: 720')).durationMinutes).toBe(180);
    expect(detectPaper(withCover('Duration: 60 minutes')).durationMinutes).toBe(60);
    expect(detectPaper(withCover('समय : 3 घंटे')).durationMinutes).toBe(180);
    expect(detectPaper(withCover('Practice questions')).durationMinutes).toBeNull();
  });
});
