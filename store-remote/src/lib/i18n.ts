import { defineCatalog } from '@exam/web-platform/i18n';
import en from '../locales/en.json';
import type hi from '../locales/hi.json';

/** The ids of the store's eager catalog: their English texts (the keys of its Hindi catalog). */
export type StoreMessageId = keyof typeof hi;

/**
 * The messages of the store's first pages (the catalogue, the book cards, the tab titles), registered with
 * the routes: `useStoreT()` in components, `storeT` in helpers. A page with its own chunk (search, payment,
 * My Books, the policy pages) has its own catalog in its feature's `locales/`, loaded with its code, so a
 * guest's home page carries none of their texts.
 */
export const {
  ready: storeMessagesReady,
  useT: useStoreT,
  t: storeT,
} = defineCatalog<StoreMessageId>(en, () => import('../locales/hi.json'));
