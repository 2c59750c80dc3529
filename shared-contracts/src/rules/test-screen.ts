import type { CandidateQuestion } from '../exams/attempt-start';
import type { TestLanguage } from '../exams/test-common';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A countdown as NTA shows it, `HH:MM:SS`, from milliseconds left (docs/domains/exams.md "Online tests").
 * Rounded up to the second, so `00:00:00` shows only once the time is really over; negative values show as
 * zero. The exam screen's timer and the server's prerendered exam screen write it the same way.
 */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/**
 * The language `question`'s image is shown in when the student asks for `wanted`: that one when the
 * question has it, else its first language (English when it names none). The exam screen and the server's
 * prerendered exam screen pick the same.
 */
export function shownLanguage(
  question: Pick<CandidateQuestion, 'languages'>,
  wanted: TestLanguage,
): TestLanguage {
  return question.languages.includes(wanted) ? wanted : (question.languages[0] ?? 'en');
}

/**
 * Where a question stands on its paper, as the exam screen and the review write it beside "Question N":
 * the label printed on the paper, when there is one, and its section (`Q.1 · Physics Section 1`). The
 * number the screen gives is the test's own order; the printed label can differ (a paper numbered 1–45 per
 * subject, or from 151), and it is what a candidate looking at the paper's numbering knows. The exam
 * screen and the server's prerendered exam screen write the same.
 */
export function questionPlace(question: { label?: string | null; section: string }): string {
  return [question.label, question.section].filter(Boolean).join(' · ');
}
