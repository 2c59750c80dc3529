import { defineCatalog } from '@exam/web-platform/i18n';
import en from './locales/en.json';
import type hi from './locales/hi.json';

/** The search page's message ids: their English texts. */
export type SearchMessageId = keyof typeof hi;

/** The search page's messages, in its own chunk: `useSearchT()` in components, `searchT` in helpers. */
export const {
  ready: searchMessagesReady,
  useT: useSearchT,
  t: searchT,
} = defineCatalog<SearchMessageId>(en, () => import('./locales/hi.json'));
