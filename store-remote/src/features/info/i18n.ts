import { defineCatalog } from '@exam/web-platform/i18n';
import en from './locales/en.json';
import type hi from './locales/hi.json';

/** The help and policy pages' message ids: their English texts. */
export type InfoMessageId = keyof typeof hi;

/** The help, contact, FAQ, policy and not-found pages' messages, in their own chunks: `useInfoT()`. */
export const { ready: infoMessagesReady, useT: useInfoT } = defineCatalog<InfoMessageId>(
  en,
  () => import('./locales/hi.json'),
);
