import { defineCatalog } from '@exam/web-platform/i18n';
import en from './locales/en.json';
import type hi from './locales/hi.json';

/** My tests' message ids: their English texts. */
export type MyTestsMessageId = keyof typeof hi;

/** My tests' messages, in its own chunk: `useMyTestsT()` in components, `myTestsT` in helpers. */
export const {
  ready: myTestsMessagesReady,
  useT: useMyTestsT,
  t: myTestsT,
} = defineCatalog<MyTestsMessageId>(en, () => import('./locales/hi.json'));
