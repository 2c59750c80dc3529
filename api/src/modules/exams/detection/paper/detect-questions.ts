import type { Region } from '@exam/shared-contracts/http';
import type { OptionLabels, QuestionType } from '@exam/shared-contracts/rules';
import type { PageText } from '../../../../services/render/render-types.ts';
import { fillGaps } from './gap-fill.ts';
import type { InkBitmap } from './ink.ts';
import {
  answerOf,
  isKeyRow,
  isPassageHeading,
  isSolutionStart,
  keyEntries,
  languageOf,
  optionMarks,
  sectionOf,
  subjectOf,
} from './line-kinds.ts';
import type { TextLine } from './page-lines.ts';
import { layOut } from './paper-layout.ts';
import { subjectByWords } from './subject-words.ts';
import { headingOrders, streamLabels, type StreamLabel } from './stream-labels.ts';
import { StreamRegions, type Run } from './stream-regions.ts';
import { streamsOf, type Stream, type StreamLine } from './streams.ts';

/**
 * Proposes the questions of a question paper from its pages' text positions (docs/domains/exams.md
 * "Making a test from a paper"); the admin then corrects them. Regions are in PDF points, origin top-left,
 * pages from 1, each page in its own size.
 */

/** A proposed question, numbered 1..N in reading order over the whole paper. */
export interface DetectedQuestion {
  number: number;
  /** The label as printed (`Q.3`, `153.`), or null for a question proposed from a gap in the numbering. */
  label: string | null;
  /** English regions, then the second language's (`lang: 'hi'`); a comprehension paragraph first. */
  regions: Region[];
  /** Its worked solution on the paper (`Sol.` to the next question), if printed. */
  solutionRegions: Region[];
  /** The answer printed with it (`Answer (3)`) or in the paper's answer key, as printed (`3`, `B`, `12.5`). */
  answer: string | null;
  /** `numerical` when no options were found, `multiple` under a "one or more" instruction, else `single`. */
  type: QuestionType;
  /** Whether the heading or instructions above it name its type (numerical, integer, one or more correct). */
  typeSaid: boolean;
  optionLabels: OptionLabels;
  /** The heading above the question (e.g. "SECTION 2 (Maximum Marks: 12)"), if any. */
  heading: string | null;
  /** Subject from a heading or, per block of numbering, from its words; null when unknown. */
  subject: string | null;
  /** Section from a heading ("Section 1", "Section B"), null when none is printed. */
  section: string | null;
  /** 0..1: 1 when nothing is in doubt. */
  confidence: number;
  /** Why the confidence is low, in the admin's words. */
  reasons: string[];
}

/** What the paper says of itself besides its questions. */
export interface DetectedPaper {
  questions: DetectedQuestion[];
  /** `['en']`, or `['en', 'hi']` when a second language was matched to the questions. */
  languages: ('en' | 'hi')[];
  /** The duration printed on the cover (minutes), or null. */
  durationMinutes: number | null;
  /** The paper's own title ("JEE (Main) Mock Test 01"): the largest short line of page 1 naming an exam. */
  title: string | null;
}

/** A question as built from its label, before numbering and confidence. */
interface Draft {
  label: StreamLabel | null;
  /** Whether the paper's numbering starts again here (a new subject or part). */
  restart: boolean;
  run: Run;
  answer: string | null;
  solution: Region[];
  passage: Region[];
  hindi: Region[];
  heading: StreamLine | null;
  /** The heading's instruction lines (up to the first label after it): where "one or more" is said. */
  instructions: string;
  subject: string | null;
  section: string | null;
  reasons: string[];
}

const NO_RUN: Run = { regions: [], lines: [], end: null };

/** Proposes the questions of a paper (`pages` in page order); `ink` gives pages' pixels by page number. */
export function detectPaper(pages: PageText[], ink: Map<number, InkBitmap> = new Map()): DetectedPaper {
  const layout = layOut(pages);
  const sizes = new Map(pages.map((p) => [p.page, { w: p.w, h: p.h }]));
  const [english, second] = streamsOf(layout);
  const slots = fillGaps(streamLabels(english), english);
  const regions = new StreamRegions(
    english,
    slots.flatMap((s) => (s.label ? [s.label.line] : [])),
    sizes,
    ink,
  );
  const drafts: Draft[] = slots.map((slot) => ({
    label: slot.label,
    restart: slot.restart,
    run: slot.label ? regions.question(slot.label) : NO_RUN,
    answer: null,
    solution: [],
    passage: [],
    hindi: [],
    heading: null,
    instructions: '',
    subject: null,
    section: null,
    reasons: slot.reason ? [slot.reason] : [],
  }));
  placeInSections(
    drafts,
    english,
    slots.map((s) => s.label),
  );
  for (const draft of drafts) readAnswer(draft, regions);
  for (const draft of drafts)
    if (draft.heading && draft.label && isPassageHeading(draft.heading.line.text))
      draft.passage = regions.block(draft.heading).regions;
  const matched = second ? matchSecond(drafts, second, sizes, ink) : splitStacked(drafts);
  applyKeyPage(drafts, english);
  const questions = drafts.map((d, i) => finish(d, i, drafts, matched));
  return {
    questions,
    languages: matched ? ['en', 'hi'] : ['en'],
    durationMinutes: durationOf(pages),
    title: titleOf(layout[0]?.columns.flatMap((c) => c.lines) ?? []),
  };
}

/** Compatibility: the questions alone. */
export const detectQuestions = (pages: PageText[], ink: Map<number, InkBitmap> = new Map()) =>
  detectPaper(pages, ink).questions;

/**
 * Each question's heading, subject and section from the headings above it; where the paper prints no
 * subject, each block of numbering (between restarts) takes the subject its words name.
 */
function placeInSections(drafts: Draft[], stream: Stream, labels: (StreamLabel | null)[]): void {
  const headings = headingOrders(stream);
  let h = 0;
  let heading: StreamLine | null = null;
  let subject: string | null = null;
  let section: string | null = null;
  let order = -1;
  for (const [i, draft] of drafts.entries()) {
    order = labels[i]?.order ?? order;
    while (h < headings.length && headings[h] < order) {
      heading = stream.lines[headings[h]];
      subject = subjectOf(heading.line.text) ?? subject;
      section = sectionOf(heading.line.text) ?? (subjectOf(heading.line.text) ? null : section);
      h += 1;
    }
    draft.heading = heading;
    draft.subject = subject;
    draft.section = section;
    if (heading) {
      const firstLabel = labels.find((l) => l && l.order > heading!.order)?.order ?? heading.order + 20;
      draft.instructions = stream.lines
        .slice(heading.order, Math.min(firstLabel, heading.order + 20))
        .map((s) => s.line.text)
        .join(' ');
    }
  }
  if (drafts.some((d) => d.subject)) return;
  const blocks: Draft[][] = [];
  for (const draft of drafts) {
    if (draft.restart || !blocks.length) blocks.push([]);
    blocks[blocks.length - 1].push(draft);
  }
  if (blocks.length < 2) return;
  for (const block of blocks) {
    const subjectOfBlock = subjectByWords(
      block.flatMap((d) => d.run.lines.map((s) => s.line.text)).join(' '),
    );
    for (const draft of block) draft.subject = subjectOfBlock;
  }
}

/**
 * An `Answer (k)` line and a `Sol.` block after the question (in either order): the answer is its proposed
 * key; the solution, from `Sol.` down to the next question or heading, its solution regions.
 */
function readAnswer(draft: Draft, regions: StreamRegions): void {
  const end = draft.run.end;
  if (!end) return;
  const answer = answerOf(end.line.text);
  if (answer === null && !isSolutionStart(end.line.text)) return;
  draft.answer = answer;
  const block = regions.block(end);
  const solution = block.lines.find((s) => isSolutionStart(s.line.text));
  if (solution) draft.solution = solution === end ? block.regions : regions.block(solution).regions;
  if (draft.answer === null)
    for (const s of block.lines) {
      const printed = answerOf(s.line.text);
      if (printed !== null) {
        draft.answer = printed;
        break;
      }
    }
}

/**
 * The second language printed side by side or on facing pages: each of its questions is matched to the
 * English question with the same number on the same page or the next one, in order.
 */
function matchSecond(
  drafts: Draft[],
  second: Stream,
  sizes: Map<number, { w: number; h: number }>,
  ink: Map<number, InkBitmap>,
): boolean {
  const labels = streamLabels(second);
  const regions = new StreamRegions(
    second,
    labels.map((l) => l.line),
    sizes,
    ink,
  );
  let next = 0;
  let matched = 0;
  for (const draft of drafts) {
    if (!draft.label) continue;
    const { n } = draft.label.label;
    const page = draft.label.column.page;
    for (let i = next; i < labels.length && i < next + 6; i += 1) {
      const other = labels[i];
      if (other.label.n !== n || Math.abs(other.column.page - page) > 1) continue;
      draft.hindi = regions.question(other).regions;
      next = i + 1;
      matched += 1;
      break;
    }
  }
  if (!matched) return false;
  for (const draft of drafts) if (!draft.hindi.length) draft.reasons.push('no Hindi copy was matched to it');
  return true;
}

/**
 * English then Hindi in the same question (NTA's booklets): the question's regions are cut where its
 * first Hindi line follows English ones. Only when most questions have such a line, so a stray Hindi word
 * in an English paper cuts nothing.
 */
function splitStacked(drafts: Draft[]): boolean {
  const splits = drafts.map((d) => {
    const lines = d.run.lines;
    let english = false;
    for (const s of lines) {
      const lang = languageOf(s.line.text);
      if (lang === 'en') english = true;
      else if (lang === 'hi' && english) return s;
    }
    return null;
  });
  const found = splits.filter((s) => s !== null).length;
  if (!found || found * 2 < drafts.length) return false;
  for (const [i, draft] of drafts.entries()) {
    const split = splits[i];
    if (!split) {
      draft.reasons.push('no Hindi copy was found in it');
      continue;
    }
    const en: Region[] = [];
    const hi: Region[] = [];
    for (const region of draft.run.regions) {
      const same = region.page === split.column.page && Math.abs(region.x - split.column.left) < 1;
      if (same && region.y < split.line.y && region.y + region.height > split.line.y) {
        en.push({ ...region, height: Math.round((split.line.y - 1 - region.y) * 10) / 10 });
        hi.push({
          ...region,
          y: split.line.y - 1,
          height: Math.round((region.y + region.height - split.line.y + 1) * 10) / 10,
          lang: 'hi',
        });
      } else if (hi.length || (same && region.y >= split.line.y - 1) || isAfter(region, split))
        hi.push({ ...region, lang: 'hi' });
      else en.push(region);
    }
    draft.run = { ...draft.run, regions: en };
    draft.hindi = hi;
  }
  return true;
}

/** A region on a later page than the split line, or in a later column of its page. */
const isAfter = (region: Region, split: StreamLine) =>
  region.page > split.column.page || (region.page === split.column.page && region.x > split.column.right - 1);

/** An answer-key grid on the paper (`1. (2)  2. (4) …`): answers for questions that have none. */
function applyKeyPage(drafts: Draft[], stream: Stream): void {
  const key = new Map<number, string>();
  for (const s of stream.lines)
    if (isKeyRow(s.line.text)) for (const [n, a] of keyEntries(s.line.text)) key.set(n, a);
  if (key.size < drafts.length * 0.5) return;
  for (const [i, draft] of drafts.entries()) if (draft.answer === null) draft.answer = key.get(i + 1) ?? null;
}

/** The duration printed on the first pages ("Time: 3 hours", "समय : 3 घंटे", "Duration: 60 minutes"), minutes. */
function durationOf(pages: PageText[]): number | null {
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
function titleOf(lines: TextLine[]): string | null {
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

/** The question as proposed: its number, type, place and confidence. */
function finish(draft: Draft, index: number, drafts: Draft[], bilingual: boolean): DetectedQuestion {
  const text = draft.run.lines.map((s) => s.line.text).join('\n');
  const marks = optionMarks(text);
  const letters = marks.letters >= 2 && marks.numbers < 2;
  const hasOptions = marks.letters >= 2 || marks.numbers >= 2;
  const instructions = draft.instructions;
  const multiple = /one or more|more than one|multiple correct/i.test(instructions);
  const numerical = /numerical|integer|numeric/i.test(instructions);
  const type: QuestionType = !hasOptions ? 'numerical' : multiple ? 'multiple' : 'single';
  const regions = [...draft.passage, ...draft.run.regions, ...draft.hindi].slice(0, 8);
  const reasons = [...draft.reasons];
  const pageHeight = Math.max(...draft.run.regions.map((r) => r.height), 0);
  const total = draft.run.regions.reduce((sum, r) => sum + r.height, 0);
  if (draft.run.regions.length && total > pageHeight * 1.9 && draft.run.regions.length > 2)
    reasons.push('its region is taller than a page');
  if (!hasOptions && neighboursHaveOptions(drafts, index) && !numerical)
    reasons.push('no options were found');
  const confidence = Math.max(0.1, 1 - 0.3 * reasons.length);
  return {
    number: index + 1,
    label: draft.label?.label.text || null,
    regions,
    solutionRegions: draft.solution.slice(0, 8),
    answer: draft.answer,
    type,
    typeSaid: (type === 'numerical' && numerical) || (type === 'multiple' && multiple),
    optionLabels: letters ? 'letters' : 'numbers',
    heading: draft.heading?.line.text ?? null,
    subject: draft.subject,
    section: draft.section,
    confidence: bilingual || reasons.length ? confidence : 1,
    reasons,
  };
}

/** Both questions on either side have options (a lone question without them is in doubt). */
function neighboursHaveOptions(drafts: Draft[], index: number): boolean {
  const has = (d: Draft | undefined) => {
    if (!d) return false;
    const m = optionMarks(d.run.lines.map((s) => s.line.text).join(' '));
    return m.letters >= 2 || m.numbers >= 2;
  };
  return has(drafts[index - 1]) && has(drafts[index + 1]);
}
