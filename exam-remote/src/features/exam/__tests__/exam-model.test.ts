import type { SavedAnswer } from '@exam/shared-contracts/exams';
import {
  firstOfSection,
  nextQuestion,
  paperOrder,
  previousQuestion,
  resumeFrom,
  sectionProgress,
  statusesOf,
} from '../lib/exam-model';
import type { QueueItem } from '../lib/queue-items';
import { QUESTIONS, SECTIONS } from './fixtures';

const saved = (number: number, answer: string | null, seq: number, markedForReview = false): SavedAnswer => ({
  number,
  answer,
  markedForReview,
  visited: true,
  timeSpentMs: 1000,
  seq,
});

describe('resumeFrom: the server’s state with this device’s unsent saves over it', () => {
  it('an unsent save wins over the older answer the server holds; the unsent move is the position', () => {
    const unsent: QueueItem[] = [
      { kind: 'answer', number: 1, answer: '4', markedForReview: true, seq: 20, timeSpentMs: 4000 },
      { kind: 'answer', number: 3, answer: '12', markedForReview: false, seq: 21, timeSpentMs: 0 },
      { kind: 'move', number: 4, seq: 22, times: [] },
    ];
    const resumed = resumeFrom(
      { answers: [saved(1, '2', 10), saved(2, '1', 11)], currentQuestion: 2, questions: QUESTIONS },
      unsent,
      {},
    );
    expect(resumed.current).toBe(4);
    expect(resumed.answers[1]).toMatchObject({
      answer: '4',
      markedForReview: true,
      seq: 20,
      timeSpentMs: 4000,
    });
    expect(resumed.answers[2]).toMatchObject({ answer: '1', seq: 11 });
    expect(resumed.answers[3]).toMatchObject({ answer: '12', visited: true });
    expect(resumed.answers[4]).toMatchObject({ answer: null, visited: true });
  });

  it('a save the server already holds with a higher seq (another device, later) is not undone', () => {
    const unsent: QueueItem[] = [
      { kind: 'answer', number: 1, answer: '4', markedForReview: false, seq: 5, timeSpentMs: 0 },
    ];
    const resumed = resumeFrom(
      { answers: [saved(1, '2', 9)], currentQuestion: 1, questions: QUESTIONS },
      unsent,
      {
        1: 7000,
      },
    );
    expect(resumed.answers[1]).toMatchObject({ answer: '2', seq: 9, timeSpentMs: 7000 });
    expect(resumed.current).toBe(1);
  });

  it('a position the test does not have falls back to its first question', () => {
    expect(resumeFrom({ answers: [], currentQuestion: 99, questions: QUESTIONS }, [], {}).current).toBe(1);
  });
});

describe('moving through the paper', () => {
  const ordered = paperOrder([...QUESTIONS].reverse(), SECTIONS);

  it('orders by section, then number', () => {
    expect(ordered.map((q) => q.number)).toEqual([1, 2, 3, 4, 5]);
  });

  it('next from a section’s last question is the next section’s first; after the last, the first', () => {
    expect(nextQuestion(ordered, 2)).toBe(3);
    expect(nextQuestion(ordered, 4)).toBe(5);
    expect(nextQuestion(ordered, 5)).toBe(1);
    expect(previousQuestion(ordered, 1)).toBe(5);
    expect(previousQuestion(ordered, 3)).toBe(2);
    expect(firstOfSection(ordered, 'Chemistry')).toBe(5);
    expect(firstOfSection(ordered, 'Biology')).toBeNull();
  });

  it('counts answered questions per section (answered, and answered & marked)', () => {
    const statuses = statusesOf(ordered, {
      1: { answer: '1', markedForReview: false, visited: true, timeSpentMs: 0, seq: 1 },
      2: { answer: '2', markedForReview: true, visited: true, timeSpentMs: 0, seq: 2 },
      3: { answer: null, markedForReview: true, visited: true, timeSpentMs: 0, seq: 3 },
    });
    expect(sectionProgress(ordered, SECTIONS, statuses)).toEqual([
      { name: 'Physics Section A', answered: 2, total: 2 },
      { name: 'Physics Section B', answered: 0, total: 2 },
      { name: 'Chemistry', answered: 0, total: 1 },
    ]);
  });
});
