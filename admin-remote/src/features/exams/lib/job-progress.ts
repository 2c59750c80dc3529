import type { TestJob } from '@exam/shared-contracts/exams';

/**
 * How the "Make a test" dialog words a job of making a test from a paper (`TestJob`, docs/domains/exams.md
 * "Online tests"): what the server is doing now, and how far along it is as a whole.
 */

/** The job's progress: `text`, the stage in words; `percent`, 0..100 of the whole job (a progress bar). */
export interface JobProgress {
  text: string;
  percent: number;
}

/**
 * Share of the whole job (in percent) done when each stage starts. Reading page images is nearly all of the
 * time (rendering each page, or OCR of a scan), so it spans most of the bar, page by page.
 */
const STAGE_START = { text: 0, images: 5, questions: 90, done: 100 } as const;

/** How often the dialog asks the server about the job, in milliseconds. */
export const JOB_POLL_MS = 700;

/** Whether the job has ended (no more polling): its test is made, or it failed. */
export const jobEnded = (job: Pick<TestJob, 'stage'>): boolean =>
  job.stage === 'done' || job.stage === 'failed';

/**
 * The stage in words and the share done: "Reading the text…", "Reading page 12 of 44…" (or for a scan
 * "Reading page images (OCR): 3 of 13…"), "Finding questions…", then "180 questions found: opening the
 * editor…". A failed job keeps the bar where it was not known; its `error` is said instead (null text).
 */
export function jobProgress(
  job: Pick<TestJob, 'stage' | 'pages' | 'pagesRead' | 'fromImages' | 'questionsFound'>,
): JobProgress | null {
  switch (job.stage) {
    case 'text':
      return { text: 'Reading the text…', percent: STAGE_START.text };
    case 'images': {
      const pages = Math.max(job.pages, 1);
      const read = Math.min(Math.max(job.pagesRead, 0), pages);
      const span = STAGE_START.questions - STAGE_START.images;
      // The page being read is the next one (the count is of pages already read).
      const at = Math.min(read + 1, pages);
      return {
        text: job.fromImages
          ? `Reading page images (OCR): ${at} of ${pages}…`
          : `Reading page ${at} of ${pages}…`,
        percent: Math.round(STAGE_START.images + (span * read) / pages),
      };
    }
    case 'questions':
      return { text: 'Finding questions…', percent: STAGE_START.questions };
    case 'done': {
      const n = job.questionsFound ?? 0;
      return {
        text: `${n} question${n === 1 ? '' : 's'} found: opening the editor…`,
        percent: STAGE_START.done,
      };
    }
    case 'failed':
      return null;
  }
}
