import { registerCatalog, useT } from '@exam/shared-contracts/i18n';
import en from '../locales/en.json';

/** The store's message ids (its English catalog's keys). */
export type StoreMessageId = keyof typeof en;

/**
 * The store's catalog, registered when its code first runs; resolves when its messages for the current
 * language are in (a Hindi page shows the store's English until then, never an id).
 */
export const storeMessagesReady = registerCatalog({ en, hi: () => import('../locales/hi.json') });

/** The store's translate function (`t('store.home.title')`), re-rendering on a language change. */
export const useStoreT = () => useT<StoreMessageId>();
