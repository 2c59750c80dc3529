import { ATTEMPT_DEVICE_MESSAGES } from '@exam/shared-contracts/constants';
import type { AttemptState, CandidateQuestion, TestSectionInfo } from '@exam/shared-contracts/exams';

const marking = {
  single: { correct: 4, wrong: -1 },
  multiple: { correct: 4, wrong: -2, partial: true },
  numerical: { correct: 4, wrong: 0 },
};

/**
 * Three sections: Physics A (Q1 single, Q2 single lettered), Physics B (Q3 whole number, Q4 decimal),
 * Chemistry (Q5 multiple). Q1 and Q3 carry the labels printed on their paper (`Q.1`, `Q.21`), the others none.
 */
export const SECTIONS: TestSectionInfo[] = [
  { name: 'Physics Section A', subject: 'Physics', marking, questionCount: 2, types: ['single'] },
  { name: 'Physics Section B', subject: 'Physics', marking, questionCount: 2, types: ['numerical'] },
  { name: 'Chemistry', subject: 'Chemistry', marking, questionCount: 1, types: ['multiple'] },
];

const q = (
  number: number,
  section: string,
  type: CandidateQuestion['type'],
  extra: Partial<CandidateQuestion> = {},
): CandidateQuestion => ({
  number,
  section,
  type,
  optionLabels: 'numbers',
  integerOnly: false,
  languages: ['en'],
  ...extra,
});

export const QUESTIONS: CandidateQuestion[] = [
  q(1, 'Physics Section A', 'single', { languages: ['en', 'hi'], label: 'Q.1' }),
  q(2, 'Physics Section A', 'single', { optionLabels: 'letters' }),
  q(3, 'Physics Section B', 'numerical', { integerOnly: true, label: 'Q.21' }),
  q(4, 'Physics Section B', 'numerical'),
  q(5, 'Chemistry', 'multiple'),
];

/** An open attempt with `remainingMs` left by the server's clock, `now` being the server's time. */
export function attemptState(
  now: number,
  remainingMs: number,
  patch: Partial<AttemptState> = {},
): AttemptState {
  return {
    attemptId: 'att-1',
    testId: 'test-1',
    bookId: 'book-1',
    title: 'JEE Main Mock Test 01',
    status: 'open',
    ranked: true,
    lang: 'en',
    languages: ['en', 'hi'],
    startedAt: new Date(now - 60_000).toISOString(),
    deadline: new Date(now + remainingMs).toISOString(),
    serverNow: new Date(now).toISOString(),
    remainingMs,
    currentQuestion: 1,
    lastSeq: 0,
    sections: SECTIONS,
    questions: QUESTIONS,
    answers: [],
    watermarkCode: 'ABCD-EFGH',
    result: null,
    ...patch,
  };
}

/** The 409 body of an attempt opened on another device, as the API sends it (its text and code). */
export const OPENED_ELSEWHERE = {
  error: ATTEMPT_DEVICE_MESSAGES.openedElsewhere,
  code: 'test_opened_elsewhere',
};
