import { defineCatalog } from '@exam/shared-contracts/i18n';
import en from './locales/en.json';

/** The search page's messages, in its own chunk: `useSearchT()` in components, `searchT` in helpers. */
export const {
  ready: searchMessagesReady,
  useT: useSearchT,
  t: searchT,
} = defineCatalog(en, () => import('./locales/hi.json'));
