// The language rule without browser code (docs/languages.md): the server reads it to know the language a
// page will be shown in; lang.ts adds the browser's half (storage, cookie, navigator).

/** The languages of every student screen (English as the domain pages write it, and Hindi). */
export const LANGS = ['en', 'hi'] as const;
/** One of {@link LANGS}: a BCP 47 primary language subtag, as `<html lang>` takes it. */
export type Lang = (typeof LANGS)[number];

/** localStorage key of the chosen language, beside `theme` (docs/domains/accounts.md "Session"). */
export const LANG_STORAGE_KEY = 'lang';

/**
 * Cookie that mirrors the shown language for the server (docs/languages.md "Font"): the theme script writes
 * it on every page load and the switch on every change, so the next HTML answer already preloads what that
 * language's first paint needs (Hindi's face). Never read for anything a user is owed.
 */
export const LANG_COOKIE = 'lang';

/** Each language's name in itself, as the switch shows it ("English | हिंदी"). */
export const LANG_NAMES: Record<Lang, string> = { en: 'English', hi: 'हिंदी' };

/** The `Intl` locale of each language: Indian digit grouping (₹1,23,456) and IST dates in both. */
export const INTL_LOCALES: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN' };

/** True when `value` is one of {@link LANGS}. */
export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang);

/**
 * The language to show: the stored choice when there is one, else the first of the browser's preferred
 * languages (`navigator.languages`, e.g. `['hi-IN', 'en']`) that is ours, by its primary subtag; else English.
 */
export function pickLang(stored: string | null | undefined, preferred: readonly string[] = []): Lang {
  if (isLang(stored)) return stored;
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLang(primary)) return primary;
  }
  return 'en';
}
