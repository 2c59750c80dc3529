import { registerCatalog, useT } from '@exam/shared-contracts/i18n';
import en from '../locales/en.json';

/** The shell's message ids (its English catalog's keys). */
export type ShellMessageId = keyof typeof en;

/**
 * The shell's catalog, registered when the shell's code first runs; resolves when its messages for the
 * current language are in (the start waits for it, so a Hindi page never opens in English).
 */
export const shellMessagesReady = registerCatalog({ en, hi: () => import('../locales/hi.json') });

/** The shell's translate function (`t('shell.nav.home')`), re-rendering on a language change. */
export const useShellT = () => useT<ShellMessageId>();
