import Negotiator from 'negotiator';
import { LANG_COOKIE, pickLang, type Lang } from '@exam/shared-contracts/i18n/lang-rule';

/** What {@link pageLang} reads of a request: its cookies and headers. */
export interface LangRequest {
  cookies?: Record<string, string | undefined>;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The language a page request will be shown in, by the browser's own rule (i18n/lang-rule.ts `pickLang`): the
 * `lang` cookie the theme script and the switch write (docs/languages.md "Font"), else the first of the
 * `Accept-Language` header's languages (by their `q`) that is English or Hindi, else English. Used only
 * for what to preload; the page itself always picks its language in the browser.
 */
export function pageLang(req: LangRequest): Lang {
  const preferred = new Negotiator({ headers: req.headers }).languages();
  return pickLang(req.cookies?.[LANG_COOKIE], preferred);
}

/** The Devanagari face files the shell's `index.html` names (`data-hindi-fonts`: space-separated URLs). */
export function hindiFontUrls(index: string | null): string[] {
  const listed = index && /data-hindi-fonts="([^"]*)"/.exec(index)?.[1];
  // Only same-site paths: the attribute comes from our own build, and a preload must never leave the site.
  return listed ? listed.split(/\s+/).filter((u) => u.startsWith('/') && !u.startsWith('//')) : [];
}

/**
 * The `Link` preloads of Hindi's face for a page shown in `lang`: none in English, which never draws it.
 * A Hindi first paint waits for the face (constants/theme-init.ts FONT_WAIT_MS); from the header it starts
 * with the document instead of after the theme script has run: Lighthouse's three runs of the Hindi home
 * on a mid-tier phone went from 1,443–1,604 ms to 1,289–1,294 ms (1,316–1,460 in a later set). The
 * script's own preload of the same URL, with the same `crossorigin`, reuses this one.
 */
export function fontLinks(lang: Lang, index: string | null): string[] {
  if (lang !== 'hi') return [];
  return hindiFontUrls(index).map(
    (u) => `<${u}>; rel=preload; as=font; type="font/woff2"; crossorigin=anonymous`,
  );
}
