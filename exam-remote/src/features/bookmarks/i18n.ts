import { defineCatalog } from '@exam/web-platform/i18n';
import en from './locales/en.json';
import type hi from './locales/hi.json';

/** The bookmarks page's message ids: their English texts. */
export type BookmarksMessageId = keyof typeof hi;

/** The bookmarks page's messages, in its own chunk: `useBookmarksT()` in components. */
export const { ready: bookmarksMessagesReady, useT: useBookmarksT } = defineCatalog<BookmarksMessageId>(
  en,
  () => import('./locales/hi.json'),
);
