import { defineCatalog } from '@exam/web-platform/i18n';
import en from './locales/en.json';
import type hi from './locales/hi.json';

/** The result page's message ids: their English texts. */
export type ResultsMessageId = keyof typeof hi;

/** The result page's messages, in its own chunk: `useResultsT()` in components, `resultsT` in helpers. */
export const {
  ready: resultsMessagesReady,
  useT: useResultsT,
  t: resultsT,
} = defineCatalog<ResultsMessageId>(en, () => import('./locales/hi.json'));
