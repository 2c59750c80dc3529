import type { TestSummary } from '@exam/shared-contracts/exams';
import { fillSlots, slotToken } from './book-template';
import type { PrerenderedPage, PrerenderFile } from './prerender-types';

/**
 * The named slots of the per-test template (the online test's instructions page: the test's title, its
 * series' title, and the facts: duration in minutes, number of questions, total marks). Each is language-free
 * (a title is the admin's, in English; the others are numbers), so one set of values fills the English and
 * the Hindi copy alike: the words around them are the template's own, drawn by the test remote's build.
 */
export const TEST_SLOTS = ['title', 'bookTitle', 'minutes', 'questions', 'maxScore'] as const;
export type TestSlot = (typeof TEST_SLOTS)[number];

/** A test's facts as the instructions page writes them (`minutes`, `questions`: numbers, or slot tokens). */
export interface TestTopView {
  title: string;
  bookTitle: string;
  minutes: number | string;
  questions: number | string;
  /** The total marks as text, with a true minus sign below zero (`formatScore`). */
  maxScore: string;
}

/** A score as a plain number rounded to 2 decimals, with a true minus sign: `-3` → "−3", `81` → "81". */
export function formatScore(score: number): string {
  const value = Math.round(score * 100) / 100;
  return value < 0 ? `−${Math.abs(value)}` : String(value);
}

/** A duration in seconds as the minutes the page writes: to one decimal (`5400` → 90, `90` → 1.5). */
export const minutesOf = (seconds: number): number => Math.round((seconds / 60) * 10) / 10;

/** The view of `test` in its series `bookTitle` (its page draws exactly these; the server fills a template with them). */
export function testTopView(test: TestSummary, bookTitle: string): TestTopView {
  return {
    title: test.title,
    bookTitle,
    minutes: minutesOf(test.durationSeconds),
    questions: test.questionCount,
    maxScore: formatScore(test.maxScore),
  };
}

/** The view the build draws the template with: every slot a {@link slotToken}. */
export function testTemplateView(): TestTopView {
  return {
    title: slotToken('title'),
    bookTitle: slotToken('bookTitle'),
    minutes: slotToken('minutes'),
    questions: slotToken('questions'),
    maxScore: slotToken('maxScore'),
  };
}

/**
 * The instructions page's prerendered top for the published `test` of the listed series `bookTitle`
 * (the general instructions under the facts are the page's largest paint, which the server can draw before
 * any script runs): the file's template under `key` filled by slot name, for signed-in visitors only.
 * Null when the file has no such template or one without declared slots, or when the duration is 1 minute
 * or less: the template's words are those of a plural ("90 minutes"), and a page never shows a wrong one.
 * Throws when the template is broken (a slot it does not declare).
 */
export function fillTestTemplate(
  file: PrerenderFile,
  key: string,
  test: TestSummary,
  bookTitle: string,
): PrerenderedPage | null {
  const template = file.pages[key];
  const view = testTopView(test, bookTitle);
  if (!template?.slots || Number(view.minutes) <= 1) return null;
  const slots: Record<TestSlot, string> = {
    title: view.title,
    bookTitle: view.bookTitle,
    minutes: String(view.minutes),
    questions: String(view.questions),
    maxScore: view.maxScore,
  };
  return {
    html: fillSlots(template.html, template.slots, slots),
    guestOnly: false,
    signedInOnly: true,
    css: template.css,
  };
}
