import type { CandidateQuestion, TestLanguage } from '@exam/shared-contracts/http';

/** A paper's language as its candidates read it (NTA's booklets: English, and Hindi). */
export const LANGUAGE_NAMES: Record<TestLanguage, string> = { en: 'English', hi: 'हिंदी' };

/**
 * The language `question`'s image is shown in when the student asks for `wanted`: that one when the
 * question has it, else its first language (English when it names none).
 */
export function shownLanguage(
  question: Pick<CandidateQuestion, 'languages'>,
  wanted: TestLanguage,
): TestLanguage {
  return question.languages.includes(wanted) ? wanted : (question.languages[0] ?? 'en');
}
