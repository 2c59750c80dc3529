import type { PageText } from '../../../../platform/render/render-types.ts';
import { languageOf } from './line-kinds.ts';
import type { TextLine } from './page-lines.ts';

/** What a paper's cover says of it besides its questions: its duration and its title. */

/** The duration printed on the first pages ("Time: 3 hours", "समय : 3 घंटे", "Duration: 60 minutes"), minutes. */
export function durationOf(pages: PageText[]): number | null {
  const text = pages
    .slice(0, 2)
    .map((p) => p.text)
    .join(' ');
  const patterns: [RegExp, number][] = [
    [/(?:time|duration)(?:\s+allowed)?\s*[:\-–]?\s*(\d+(?:\.\d+)?)\s*(?:hours?|hrs?)\b/i, 60],
    [/(?:time|duration)(?:\s+allowed)?\s*[:\-–]?\s*(\d+)\s*(?:minutes?|mins?)\b/i, 1],
    [/(?:समय|अवधि)\s*[:\-–]?\s*(\d+(?:\.\d+)?)\s*घंटे/, 60],
    [/(?:समय|अवधि)\s*[:\-–]?\s*(\d+)\s*मिनट/, 1],
    [/\b(\d+(?:\.\d+)?)\s*hours?\s+duration\b/i, 60],
  ];
  for (const [re, unit] of patterns) {
    const m = re.exec(text);
    if (m) {
      const minutes = Math.round(Number(m[1]) * unit);
      if (minutes >= 10 && minutes <= 600) return minutes;
    }
  }
  return null;
}

/**
 * The paper's title on its first page: the tallest line of at most ten words that names an exam or a
 * paper (JEE, NEET, Mock, Test, Paper, Exam, Practice) and is taller than most lines; null when none is
 * (an old Hindi font's cover reads as gibberish, and the book's own title is better then).
 */
export function titleOf(lines: TextLine[]): string | null {
  if (!lines.length) return null;
  const heights = lines.map((l) => l.h).sort((a, b) => a - b);
  const usual = heights[Math.floor(heights.length / 2)];
  const candidates = lines.filter(
    (l) =>
      l.h >= usual * 1.25 &&
      l.text.split(/\s+/).length <= 10 &&
      /\b(JEE|NEET|mock|test|paper|exam|practice)\b/i.test(l.text) &&
      languageOf(l.text) !== 'hi',
  );
  const tallest = candidates.sort((a, b) => b.h - a.h)[0];
  return tallest ? tallest.text.replace(/\s+/g, ' ').trim().slice(0, 200) : null;
}
