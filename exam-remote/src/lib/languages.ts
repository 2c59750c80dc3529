import type { TestLanguage } from '@exam/shared-contracts/exams';

/** A paper's language as its candidates read it (NTA's booklets: English, and Hindi). */
export const LANGUAGE_NAMES: Record<TestLanguage, string> = { en: 'English', hi: 'हिंदी' };

export { questionPlace, shownLanguage } from '@exam/shared-contracts/rules';
