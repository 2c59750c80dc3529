import { useCallback, useSyncExternalStore } from 'react';
import { i18n, type Messages } from '@lingui/core';
import { initialLang, LANG_STORAGE_KEY, type Lang } from './lang';

/**
 * One app's messages: English loaded with the app (its texts are needed at once, and are what the page
 * used to carry as literals), Hindi fetched only when Hindi is chosen. Ids are namespaced by app
 * (`shell.…`, `store.…`): every app's messages live in the one shared Lingui instance.
 */
export interface Catalog {
  en: Messages;
  hi: () => Promise<{ default: Messages }>;
}

const catalogs: Catalog[] = [];
const loaded = new WeakSet<Catalog>();
let lang: Lang = initialLang();
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Copies, never the imported objects: Lingui merges later loads into the first object of a locale. */
function loadHindi(catalog: Catalog): Promise<void> {
  if (loaded.has(catalog)) return Promise.resolve();
  return catalog.hi().then((module) => {
    loaded.add(catalog);
    i18n.load('hi', { ...module.default });
  });
}

function setHtmlLang(next: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = next;
}

/**
 * Adds an app's catalog (each app once, when its code first runs). Its English texts stand in for Hindi
 * until its Hindi messages arrive, so a Hindi page never shows a message id; in Hindi they are fetched at
 * once. Resolves when the app's messages for the current language are in.
 */
export function registerCatalog(catalog: Catalog): Promise<void> {
  catalogs.push(catalog);
  i18n.load('en', { ...catalog.en });
  i18n.load('hi', { ...catalog.en });
  if (!i18n.locale) {
    i18n.activate(lang);
    setHtmlLang(lang);
  }
  if (lang !== 'hi') return Promise.resolve();
  return loadHindi(catalog).then(changed, (error: unknown) => {
    // A failed chunk leaves the app in English (its stand-in texts); the next switch tries again.
    console.error('Hindi messages not loaded', error);
  });
}

/** The language shown now. */
export const currentLang = (): Lang => lang;

/**
 * Switches every app to `next`: stores it (localStorage `lang`), sets `<html lang>`, and fetches the Hindi
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
 * A message by id with its ICU values (`{name}`, plurals), as `t('shell.nav.home')` or
 * `t('store.book.pages', { count })`. `Id` is the app's own ids (`keyof typeof en`), so a typo is a type
 * error.
 */
export type Translate<Id extends string = string> = (id: Id, values?: Record<string, unknown>) => string;

/**
 * The translate function of the current language; the caller re-renders when the language changes or
 * an app's Hindi messages arrive. Each app wraps it with its own ids: `useT<keyof typeof en>()`.
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

/** The translate function outside React (a toast, a title), in the current language. */
export const t: Translate = (id, values) => i18n._(id, values);

/** A registered catalog's handles, typed by its ids (`keyof` its English messages). */
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
 * `export const { ready, useT } = defineCatalog(en, () => import('./hi.json'))`.
 */
export function defineCatalog<E extends Messages>(
  en: E,
  hi: () => Promise<{ default: Messages }>,
): CatalogHandle<Extract<keyof E, string>> {
  return { ready: registerCatalog({ en, hi }), useT: useT<Extract<keyof E, string>>, t };
}
