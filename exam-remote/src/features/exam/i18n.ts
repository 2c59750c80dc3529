import { defineCatalog } from '@exam/web-platform/i18n';
import en from './locales/en.json';
import type hi from './locales/hi.json';

/** The exam screen's message ids: their English texts. */
export type ExamMessageId = keyof typeof hi;

/** The exam screen's messages, in its own chunk: `useExamT()` in components, `examT` in helpers. */
export const {
  ready: examMessagesReady,
  useT: useExamT,
  t: examT,
} = defineCatalog<ExamMessageId>(en, () => import('./locales/hi.json'));
