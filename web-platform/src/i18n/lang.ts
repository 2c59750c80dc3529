// The browser's half of the language choice (docs/languages.md): storage, the cookie, navigator.
import {
  LANG_COOKIE,
  LANG_STORAGE_KEY,
  isLang,
  pickLang,
  type Lang,
} from '@exam/shared-contracts/i18n/lang-rule';

export * from '@exam/shared-contracts/i18n/lang-rule';

/** A year, in seconds: as long as the localStorage choice lasts in practice. */
const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** Writes {@link LANG_COOKIE} as `lang` (in a browser; nothing elsewhere). */
export function rememberLangCookie(lang: Lang): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** The stored choice, or null when none (or no storage: private mode, Node). */
export function readStoredLang(): Lang | null {
  try {
    const value = globalThis.localStorage?.getItem(LANG_STORAGE_KEY);
    return isLang(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The language this browser starts in: {@link pickLang} of the stored choice and `navigator.languages`.
 * English outside a browser: the build's prerender runs in Node, whose `navigator.languages` follows the
 * machine's locale, and the prerendered HTML is English for everyone.
 */
export function initialLang(): Lang {
  if (typeof window === 'undefined') return 'en';
  const preferred = navigator.languages ?? [navigator.language];
  return pickLang(readStoredLang(), preferred);
}
