import { useCallback, useSyncExternalStore } from 'react';
import { setupI18n, type Messages } from '@lingui/core';
import { initialLang, INTL_LOCALES, LANG_STORAGE_KEY, rememberLangCookie, type Lang } from './lang';

/**
 * One app's (or one lazily loaded part's) messages, keyed by their English text: `en` holds only the
 * messages with placeholders or plurals (compiled at build time; the others are their own ids), loaded
 * with the code; `hi` holds every message, fetched only when Hindi is chosen.
 */
export interface Catalog {
  en: Messages;
  hi: () => Promise<{ default: Messages }>;
  /**
   * Its Hindi arriving redraws nothing: for messages read when they are needed (a refusal's text) rather
   * than drawn by components waiting for them, so their arrival costs no re-render of every translated
   * component.
   */
  quiet?: boolean;
}

/**
 * The one Lingui instance of every app. Ids are the English source texts (gettext's practice): a message
 * with no entry in the current language's catalog is shown as its id, so English plain texts need no
 * catalog at all (the English catalog holds only what needs compiling: placeholders, plurals), and a Hindi
 * text not yet translated shows in English rather than as a key.
 */
const i18n = setupI18n({ missing: (_locale, id) => id });

const catalogs: Catalog[] = [];
const loaded = new WeakSet<Catalog>();
/** Ids with a Hindi message in (from any catalog): a later catalog's English never stands in for them. */
const hindiIds = new Set<string>();
let lang: Lang = initialLang();
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Puts Hindi messages in (a copy, never the imported object: Lingui merges later loads into the first). */
function putHindi(messages: Messages): void {
  for (const id of Object.keys(messages)) hindiIds.add(id);
  i18n.load('hi', { ...messages });
}

function loadHindi(catalog: Catalog): Promise<void> {
  if (loaded.has(catalog)) return Promise.resolve();
  return catalog.hi().then((module) => {
    loaded.add(catalog);
    putHindi(module.default);
  });
}

function setHtmlLang(next: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = next;
}

/**
 * Adds an app's catalog (each app once, when its code first runs). Its English texts stand in for Hindi
 * until its Hindi messages arrive; in Hindi they are fetched at once. Resolves when the app's messages for
 * the current language are in.
 */
export function registerCatalog(catalog: Catalog): Promise<void> {
  catalogs.push(catalog);
  i18n.load('en', { ...catalog.en });
  // Two catalogs may share a message ("{count} pages"): one already in Hindi keeps its Hindi.
  i18n.load('hi', Object.fromEntries(Object.entries(catalog.en).filter(([id]) => !hindiIds.has(id))));
  if (!i18n.locale) {
    i18n.activate(lang);
    setHtmlLang(lang);
  }
  if (lang !== 'hi') return Promise.resolve();
  return loadHindi(catalog).then(catalog.quiet ? undefined : changed, (error: unknown) => {
    // A failed chunk leaves the app in English (its stand-in texts); the next switch tries again.
    console.error('Hindi messages not loaded', error);
  });
}

/** The language shown now. */
export const currentLang = (): Lang => lang;

/**
 * Switches every app to `next`: stores it (localStorage `lang`, and the `lang` cookie the server reads for
 * the next page's preloads), sets `<html lang>`, and fetches the Hindi
 * messages of every registered app first, so the page changes language at once rather than piece by piece.
 * Rejects (and stays in the old language) when those messages cannot be fetched.
 */
export async function setLang(next: Lang): Promise<void> {
  if (next === 'hi') await Promise.all(catalogs.map(loadHindi));
  lang = next;
  try {
    localStorage.setItem(LANG_STORAGE_KEY, next);
  } catch {
    /* storage unavailable (private mode): the choice lasts for this page */
  }
  rememberLangCookie(next);
  setHtmlLang(next);
  i18n.activate(next);
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language shown now, re-rendering the caller when it changes. */
export function useLang(): Lang {
  return useSyncExternalStore(subscribe, currentLang, currentLang);
}

/**
 * A message by id (its English text) with its ICU values, as `t('Home')` or `t('{count} pages', { count })`.
 * `Id` is the app's ids (the keys of its Hindi catalog), so an English text with no Hindi is a type error.
 */
export type Translate<Id extends string = string> = (id: Id, values?: Record<string, unknown>) => string;

/**
 * The translate function of the current language; the caller re-renders when the language changes or
 * an app's Hindi messages arrive. Each app wraps it with its own ids ({@link defineCatalog}).
 */
export function useT<Id extends string = string>(): Translate<Id> {
  const seen = useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  // A new function per change, so memoised children that take `t` re-render too.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((id: Id, values?: Record<string, unknown>) => i18n._(id, values), [seen]);
}

/** The `Intl` locale of the language shown now (`en-IN` or `hi-IN`), re-rendering on a change. */
export function useIntlLocale(): string {
  return INTL_LOCALES[useLang()];
}

/**
 * The `lang` attribute for data written in English (book titles, place names) on the current page:
 * `'en'` when the page is in another language, so a screen reader reads it in English (WCAG 3.1.2,
 * language of parts); undefined on an English page.
 */
export function useDataLang(): 'en' | undefined {
  return useLang() === 'en' ? undefined : 'en';
}

/** The translate function outside React (a toast, a title), in the current language. */
export const t: Translate = (id, values) => i18n._(id, values);

/** A registered catalog's handles, typed by its ids (the keys of its Hindi catalog). */
export interface CatalogHandle<Id extends string> {
  /** Resolves when the catalog's messages for the current language are in (see {@link registerCatalog}). */
  ready: Promise<void>;
  /** The hook: a translate function that re-renders its caller on a language change. */
  useT: () => Translate<Id>;
  /** The same outside components. */
  t: Translate<Id>;
}

/**
 * Registers a catalog and gives its typed handles: each app (and each lazily loaded part of an app, so its
 * messages travel with its code) calls it once, in the module its components import:
 * `export const { ready, useT } = defineCatalog<keyof typeof hi>(en, () => import('./locales/hi.json'))`
 * with `import type hi from './locales/hi.json'` (the type only: Hindi stays out of the English bundle).
 */
export function defineCatalog<Id extends string>(
  en: Messages,
  hi: () => Promise<{ default: Messages }>,
  options: Pick<Catalog, 'quiet'> = {},
): CatalogHandle<Id> {
  return { ready: registerCatalog({ en, hi, ...options }), useT: useT<Id>, t };
}

/**
 * Build time only (a prerender in Node, `prerender/index.tsx`): runs `render` in `next` with the given Hindi
 * messages in, then goes back to the language before. `compile` is Lingui's message compiler: the raw
 * catalogs a Node bundle imports are compiled as they are used, whatever NODE_ENV says.
 */
export function renderIn<T>(
  next: Lang,
  hindi: readonly Messages[],
  compile: Parameters<typeof i18n.setMessagesCompiler>[0],
  render: () => T,
): T {
  i18n.setMessagesCompiler(compile);
  hindi.forEach(putHindi);
  const before = lang;
  lang = next;
  i18n.activate(next);
  try {
    return render();
  } finally {
    lang = before;
    i18n.activate(before);
  }
}
