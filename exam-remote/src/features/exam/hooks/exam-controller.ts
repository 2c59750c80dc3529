import type { AttemptState, CandidateQuestion, TestLanguage } from '@exam/shared-contracts/exams';
import type { Answers } from '../lib/exam-model';
import type { SaveQueue } from '../lib/save-queue';

/**
 * Where the screen is: loading the attempt, failed to, taking the test, submitting it, or stopped because
 * the attempt was opened on another device (`taking`: Continue here is under way; `problem`: why it failed).
 */
export type ExamPhase =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready' }
  | { kind: 'submitting'; by: 'student' | 'time'; problem: string | null }
  | { kind: 'elsewhere'; taking: boolean; problem: string | null };

/** What the exam screen renders and the candidate's actions. */
export interface ExamController {
  phase: ExamPhase;
  /** The attempt as loaded (title, sections, questions, languages). */
  attempt: AttemptState | null;
  /** Questions in paper order. */
  ordered: CandidateQuestion[];
  answers: Answers;
  current: number;
  /** What the current question shows as chosen or typed, not yet saved. */
  draft: string | null;
  /** Why the typed answer cannot be saved (a lone "-"), shown under it. */
  draftError: string | null;
  remainingMs: number;
  /** The save queue (null until the attempt is read): the parts that show it subscribe (useQueueSnapshot). */
  queue: SaveQueue | null;
  /** The language the current question is shown in. */
  language: TestLanguage;
  /** Changes each time the attempt is read anew (Retry, Continue here): images refused before are asked again. */
  generation: number;
  retryLoad: () => void;
  setDraft: (answer: string | null) => void;
  setLanguage: (lang: TestLanguage) => void;
  goTo: (number: number) => void;
  back: () => void;
  next: () => void;
  saveAndNext: () => void;
  markAndNext: () => void;
  clearResponse: () => void;
  submit: () => void;
  /** Continue here: takes the attempt back from the other device, then resumes with the unsent saves. */
  takeBack: () => void;
  /** A refused request outside the queue (a question image): a 409 "opened on another device" stops the screen. */
  noticeRefusal: (error: unknown) => void;
}

/** The state of the latest render that useExam's callbacks read through a ref (so they stay stable). */
export interface ExamState {
  answers: Answers;
  current: number;
  draft: string | null;
  ordered: CandidateQuestion[];
  queue: SaveQueue | null;
  attempt: AttemptState | null;
}
