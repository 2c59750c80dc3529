import { defineCatalog } from '@exam/web-platform/i18n';
import en from './locales/en.json';
import type hi from './locales/hi.json';

/** The test list's and the instructions page's message ids: their English texts. */
export type TestsMessageId = keyof typeof hi;

/**
 * The test list's and the instructions page's messages, in their own chunks: `useTestsT()` in components,
 * `testsT` in helpers.
 */
export const {
  ready: testsMessagesReady,
  useT: useTestsT,
  t: testsT,
} = defineCatalog<TestsMessageId>(en, () => import('./locales/hi.json'));
