import type { TextLine } from './page-lines.ts';

/**
 * What one text line of a paper says (docs/domains/exams.md "Making a test from a paper"): a question
 * label, a heading, an option, an answer or solution marker, an answer-key row, and its language.
 */

/** How a paper prints its question labels: `Q.1`/`Q1.`/`Question 1`, `1.`, `1)`. */
export type LabelStyle = 'q' | 'dot' | 'paren';

/** A label a line starts with: its style, number and printed text (`Q.3`). */
export interface LineLabel {
  style: LabelStyle;
  n: number;
  text: string;
}

const LABELS: [LabelStyle, RegExp][] = [
  // A scan may read a speck after the number (`Q9°.`).
  ['q', /^(Q(?:\.?\s*No)?\s*[.\-:]?\s*(\d{1,3})[°'’*^%]?\s*[.):]?)(?=\s|$)/i],
  // "Question 12." needs its stop: "Question 1 asks…" is a sentence.
  ['q', /^((?:Question|Ques)\s*(\d{1,3})\s*[.):])(?=\s|$)/i],
  // `153 .`: a split label, the number and the dot as two words.
  ['dot', /^((\d{1,3})\s?\.)(?=\s|$)/],
  ['paren', /^((\d{1,3})\s?\))(?=\s|$)/],
];

/** An answer-key entry `12. (3)`, `12. 3`, `12 (b)`: a number, then only an option or a number. */
const KEY_ENTRY = /(?:^|\s)(\d{1,3})\s?[.)]?\s*\(\s*([A-Da-d1-4]|-?\d+(?:\.\d+)?)\s*\)/g;

/** The label a line starts with, or null; never a line of an answer-key grid. */
export function labelOf(line: TextLine): LineLabel | null {
  const text = line.text.trim();
  if (isKeyRow(text)) return null;
  for (const [style, re] of LABELS) {
    const m = re.exec(text);
    if (m) return { style, n: Number(m[2]), text: m[1].replace(/[\s°'’*^%]+/g, '') };
  }
  return null;
}

/**
 * A row of an answer key: it starts with an `N. (k)` entry and holds another, or nothing else
 * (`12. (3)`). A question's label is followed by its text, never by an option alone.
 */
export function isKeyRow(text: string): boolean {
  const trimmed = text.trim();
  if (!/^\d{1,3}\s?[.)]?\s*\(\s*(?:[A-Da-d1-4]|-?\d+(?:\.\d+)?)\s*\)/.test(trimmed)) return false;
  return [...trimmed.matchAll(KEY_ENTRY)].length >= 2 || /\)\s*$/.test(trimmed);
}

/** The answer-key entries of a row, number → printed answer (`3`, `B`, `12.5`). */
export function keyEntries(text: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const m of text.matchAll(KEY_ENTRY)) out.set(Number(m[1]), m[2]);
  return out;
}

const SUBJECTS = /^(physics|chemistry|mathematics|maths|biology|botany|zoology)\b/i;

/** The subject a heading names, title-cased (`Physics`), or null. */
export function subjectOf(text: string): string | null {
  const m = SUBJECTS.exec(text.trim().replace(/^(part|section)\s*[-–:]?\s*[A-Z0-9]*\s*[-–:]?\s*/i, ''));
  if (!m) return null;
  const word = m[1].toLowerCase() === 'maths' ? 'mathematics' : m[1].toLowerCase();
  return word[0].toUpperCase() + word.slice(1);
}

/**
 * A heading: "Section …", "Part …", "Paragraph …", a subject name alone (or with a part), or a short line
 * of capitals. Not an option line, a label or a marking bullet.
 */
export function isHeading(line: TextLine): boolean {
  const text = line.text.trim();
  if (text.length > 120) return false;
  if (/^(section|part|paragraph|passage|comprehension)\b/i.test(text)) return true;
  if (SUBJECTS.test(text) && text.length <= 40) return true;
  const letters = text.replace(/[^A-Za-z]/g, '');
  return letters.length >= 4 && letters === letters.toUpperCase() && !/^\(?[A-D1-4]\)/.test(text);
}

/** A section heading's short name ("Section 1", "Section B"), or null. */
export function sectionOf(text: string): string | null {
  const m = /^(section|part)\s*[-–:]?\s*([A-Z]|\d{1,2}|I{1,3}|IV|V)\b/i.exec(text.trim());
  return m ? `${m[1][0].toUpperCase()}${m[1].slice(1).toLowerCase()} ${m[2].toUpperCase()}` : null;
}

/** A comprehension paragraph's heading: "PARAGRAPH I", "Passage 2", "Comprehension". */
export const isPassageHeading = (text: string) => /^(paragraph|passage|comprehension)\b/i.test(text.trim());

/** The end of a question paper or of one subject's part. */
export const isPaperEnd = (text: string) => /^E\s?N\s?D\s+O\s?F\b/i.test(text.trim());

/** A line that starts an answer (`Answer (3)`, `Ans. (B)`, `Ans: 12`), with the answer; else null. */
export function answerOf(text: string): string | null {
  const m = /^(?:answer|ans)\s*[.:-]?\s*\(?\s*(-?\d+(?:\.\d+)?|[A-Da-d](?![A-Za-z]))\s*\)?/i.exec(
    text.trim(),
  );
  return m ? m[1].toUpperCase() : null;
}

/** A line that starts a worked solution: `Sol.`, `Solution`, `Sol :`. */
export const isSolutionStart = (text: string) => /^(sol(?:ution)?|explanation)\s*[.:-]/i.test(text.trim());

/**
 * An option marker as options are printed: `(1)`–`(4)`, `(A)`–`(D)` or `(a)`–`(d)`, then its text, not a
 * comma or "and" (an instruction's "options (1), (2), (3) and (4)" names options, it prints none).
 */
const OPTION = /(?:^|\s)\(\s*([1-4A-Da-d])\s*\)(?!\s*(?:[,;]|and\b|or\b|$))/gm;

/** How many distinct option markers of each kind a text holds (see `OPTION`). */
export function optionMarks(text: string): { numbers: number; letters: number } {
  const found = [...text.matchAll(OPTION)].map((m) => m[1].toUpperCase());
  return {
    numbers: new Set(found.filter((o) => /\d/.test(o))).size,
    letters: new Set(found.filter((o) => /[A-D]/.test(o))).size,
  };
}

const DEVANAGARI = /[\u0900-\u097F]/g;
/** Letters of the Latin-1 block that legacy Devanagari fonts (Shree-Dev, Kruti Dev) map matras to. */
const LEGACY = /[\u00a1-\u00ff{}$|~`^_[\]]/g;
const ENGLISH_WORDS =
  /\b(the|of|is|are|and|which|in|to|for|following|with|from|that|a|an|by|at|on|be|its|this|correct|statement|value|if|will|find)\b/gi;

/**
 * The language of a line: `hi` for Devanagari, or for a legacy Hindi font whose text layer reads as
 * Latin-1 gibberish (many of its mapped letters and no common English word); `en` for English words; null
 * when the line says neither (a formula, numbers).
 */
export function languageOf(text: string): 'en' | 'hi' | null {
  const letters = text.replace(/[^\p{L}]/gu, '').length;
  if (!letters) return null;
  const devanagari = text.match(DEVANAGARI)?.length ?? 0;
  if (devanagari >= letters * 0.3) return 'hi';
  const english = text.match(ENGLISH_WORDS)?.length ?? 0;
  const legacy = text.match(LEGACY)?.length ?? 0;
  if (!english && legacy >= 2 && letters >= 6) return 'hi';
  return english ? 'en' : null;
}

/** How English a block of text reads: common English words per word (0..1). */
export function englishShare(text: string): number {
  const words = text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;
  return words ? (text.match(ENGLISH_WORDS)?.length ?? 0) / words : 0;
}
