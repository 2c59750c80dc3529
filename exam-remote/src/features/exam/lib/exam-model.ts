import type { AttemptState, CandidateQuestion, TestSectionInfo } from '@exam/shared-contracts/exams';
import {
  countStatuses,
  isEvaluated,
  paletteStatus,
  type PaletteStatus,
  type QuestionMarks,
} from '../../../lib/palette-status';
import type { QueueItem } from './queue-items';

/**
 * The exam screen's model (docs/domains/exams.md "Online tests"), as pure functions: what each question
 * holds, where the candidate is, the palette's states and the moves of Save & Next, Back and Next.
 */

/** What the screen knows of one question: its saved answer and mark, a visit, and the time spent (ms). */
export interface QuestionState extends QuestionMarks {
  timeSpentMs: number;
  /** The seq of the save that set `answer` (0: never saved). */
  seq: number;
}

/** Questions by number. */
export type Answers = Record<number, QuestionState>;

/** Where the screen resumes: every question's state and the question to show. */
export interface Resumed {
  answers: Answers;
  current: number;
}

/**
 * The state to resume from (a reload, another device, a dropped network): the server's saved answers and
 * position, with this device's unsent saves laid over them (a save the server does not hold yet is newer
 * than what it holds; `seq` decides), the unsent move's question as the position, and the larger of the
 * two times per question.
 */
export function resumeFrom(
  state: Pick<AttemptState, 'answers' | 'currentQuestion' | 'questions'>,
  unsent: readonly QueueItem[],
  localTimes: Record<number, number>,
): Resumed {
  const answers: Answers = {};
  for (const a of state.answers)
    answers[a.number] = {
      answer: a.answer,
      markedForReview: a.markedForReview,
      visited: a.visited,
      timeSpentMs: a.timeSpentMs,
      seq: a.seq,
    };
  let current = state.currentQuestion;
  for (const item of unsent) {
    if (item.kind === 'answer') {
      const held = answers[item.number];
      if (held && held.seq >= item.seq) continue;
      answers[item.number] = {
        answer: item.answer,
        markedForReview: item.markedForReview,
        visited: true,
        timeSpentMs: Math.max(held?.timeSpentMs ?? 0, item.timeSpentMs),
        seq: item.seq,
      };
    } else if (item.kind === 'move') {
      current = item.number;
      answers[item.number] = { ...blankQuestion(), ...answers[item.number], visited: true };
    }
  }
  for (const [key, ms] of Object.entries(localTimes)) {
    const n = Number(key);
    if (answers[n]) answers[n] = { ...answers[n], timeSpentMs: Math.max(answers[n].timeSpentMs, ms) };
  }
  const numbers = state.questions.map((q) => q.number);
  if (!numbers.includes(current)) current = numbers[0] ?? 1;
  return { answers, current };
}

/** A question nothing is known of yet: not visited, no answer, no mark, no time. */
export const blankQuestion = (): QuestionState => ({
  answer: null,
  markedForReview: false,
  visited: false,
  timeSpentMs: 0,
  seq: 0,
});

/** The questions in the order of the paper: by section (the test's order), then by number. */
export function paperOrder(questions: CandidateQuestion[], sections: TestSectionInfo[]): CandidateQuestion[] {
  const rank = new Map(sections.map((s, i) => [s.name, i]));
  return [...questions].sort(
    (a, b) =>
      (rank.get(a.section) ?? sections.length) - (rank.get(b.section) ?? sections.length) ||
      a.number - b.number,
  );
}

/**
 * The question after `current` in paper order: the next one of its section, or on a section's last question
 * the first of the next section; after the very last question, the first (NTA's screen goes round).
 */
export function nextQuestion(ordered: CandidateQuestion[], current: number): number {
  const i = ordered.findIndex((q) => q.number === current);
  return ordered[(i + 1) % ordered.length]?.number ?? current;
}

/** The question before `current` in paper order (from the first, the last). */
export function previousQuestion(ordered: CandidateQuestion[], current: number): number {
  const i = ordered.findIndex((q) => q.number === current);
  return ordered[(i - 1 + ordered.length) % ordered.length]?.number ?? current;
}

/** The first question of section `name`, or null when it has none. */
export function firstOfSection(ordered: CandidateQuestion[], name: string): number | null {
  return ordered.find((q) => q.section === name)?.number ?? null;
}

/** The palette state of every question, by number. */
export function statusesOf(ordered: CandidateQuestion[], answers: Answers): Map<number, PaletteStatus> {
  return new Map(ordered.map((q) => [q.number, paletteStatus(answers[q.number])]));
}

/** Counts of each state over `numbers` (all questions, or one section's). */
export function countsOf(numbers: number[], statuses: Map<number, PaletteStatus>) {
  return countStatuses(numbers.map((n) => statuses.get(n) ?? 'not-visited'));
}

/** Per section: its name, how many of its questions are answered (evaluated states) and how many it has. */
export function sectionProgress(
  ordered: CandidateQuestion[],
  sections: TestSectionInfo[],
  statuses: Map<number, PaletteStatus>,
): { name: string; answered: number; total: number }[] {
  return sections.map((s) => {
    const mine = ordered.filter((q) => q.section === s.name);
    return {
      name: s.name,
      answered: mine.filter((q) => isEvaluated(statuses.get(q.number) ?? 'not-visited')).length,
      total: mine.length,
    };
  });
}
