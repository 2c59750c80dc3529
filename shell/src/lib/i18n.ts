import { defineCatalog } from '@exam/web-platform/i18n';
import en from '../locales/en.json';
import type hi from '../locales/hi.json';

/** The shell's message ids: their English texts (the keys of its Hindi catalog). */
export type ShellMessageId = keyof typeof hi;

/**
 * The shell's catalog, registered when the shell's code first runs. `shellMessagesReady` resolves when its
 * messages for the current language are in (the start waits for it, so a Hindi page never opens in English);
 * `useShellT()` is its translate hook (`t('Home')`).
 */
export const { ready: shellMessagesReady, useT: useShellT } = defineCatalog<ShellMessageId>(
  en,
  () => import('../locales/hi.json'),
);
