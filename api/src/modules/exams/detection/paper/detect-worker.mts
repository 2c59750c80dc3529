/**
 * The detection thread (docs/domains/exams.md "Making a test from a paper"): proposes a paper's questions
 * off the API's event loop, so a 200-page paper, or a hostile one with 50,000 text items on a page, never
 * stalls `/api/health`. The pool (paper-detector.ts) ends the thread past its time limit; V8 ends it past
 * its heap limit. Node loads this file directly (erasable TypeScript, an ES module folder).
 */
import type { PageText } from '../../../../platform/render/render-types.ts';
import { detectPaper, type DetectedPaper } from './detect-questions.ts';
import type { InkBitmap } from './ink.ts';

/** One job: the pages' text, and the pixels of some pages (`[page, bitmap]`) to end regions at their ink. */
export interface DetectTask {
  pages: PageText[];
  ink: [number, InkBitmap][];
}

export default function detect(task: DetectTask): DetectedPaper {
  return detectPaper(task.pages, new Map(task.ink));
}
