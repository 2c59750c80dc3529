import { defineCatalog } from '@exam/shared-contracts/i18n';
import en from '../locales/en.json';

/** The shell's message ids (its English catalog's keys). */
export type ShellMessageId = keyof typeof en;

/**
 * The shell's catalog, registered when the shell's code first runs. `shellMessagesReady` resolves when its
 * messages for the current language are in (the start waits for it, so a Hindi page never opens in English);
 * `useShellT()` is its translate hook (`t('shell.nav.home')`).
 */
export const { ready: shellMessagesReady, useT: useShellT } = defineCatalog(
  en,
  () => import('../locales/hi.json'),
);
