import { defineCatalog } from '@exam/web-platform/i18n';
import en from './locales/en.json';
import type hi from './locales/hi.json';

/** The library pages' message ids: their English texts. */
export type LibraryMessageId = keyof typeof hi;

/** The library pages' messages, in their own chunks: `useLibraryT()` in components, `libraryT` in helpers. */
export const {
  ready: libraryMessagesReady,
  useT: useLibraryT,
  t: libraryT,
} = defineCatalog<LibraryMessageId>(en, () => import('./locales/hi.json'));
