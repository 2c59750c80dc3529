import type { Section } from '@exam/shared-contracts/catalogue';
import type { TestSummary } from '@exam/shared-contracts/exams';
import {
  fillBookTemplate,
  fillExamTemplate,
  fillTestTemplate,
  type ExamFitSlot,
  type ExamSlot,
  type PrerenderedPage,
} from '@exam/web-platform/prerender/file';
import type { BookRow } from '../../db/schema';
import { toBookDto } from '../../modules/catalogue';
import type { LiveSite } from './live-site';
import { composeIndexHtml } from './page-html';
import { matchPage } from './page-match';
import { fontLinks } from './page-lang';
import { bookCoverLinks, listedBook, listingLinks, preloadLinks } from './preload';
import type { Lang } from '@exam/shared-contracts/i18n/lang-rule';

/** The listed books of a catalogue section (all listed books without one); none when it cannot be read. */
export type CatalogueRows = (section?: Section) => Promise<BookRow[]>;

/** A published test by id (any string from an address), or null: none, not published, or unreadable. */
export type PublishedExams = (id: string) => Promise<TestSummary | null>;

/**
 * The exam screen's slots (shared-contracts `examSlots`) for the open attempt whose id is `attemptId`, of the
 * test the path's `params` name, when the request may resume it (its resume cookie, its device); else null.
 */
export type ResumedExams = (
  attemptId: string,
  params: Record<string, string>,
) => Promise<(Record<ExamSlot, string> & Partial<Record<ExamFitSlot, string>>) | null>;

/**
 * The `Link` header of a page's HTML (docs/serving.md "Web edge"), from the live page manifests alone:
 * `/remotes.json`, the live manifest of the remote that draws the page (the best match's: its remote for a
 * remote's own entry, the app it names for a host's entry; none when the best match says `no-remote`), then the
 * preloads of the best match's hints (`listing-cover`, `book-cover`), computed from the catalogue, and for a
 * page shown in Hindi (`lang`, page-lang.ts `pageLang`) the Devanagari face its first paint waits for,
 * unless the page is led by an image (`imageFirst`, page-html.ts `markedImageFirst`): its face is fetched
 * after the image is drawn.
 */
export async function pageLinks(
  site: LiveSite,
  pagePath: string,
  rows: CatalogueRows,
  lang: Lang = 'en',
  imageFirst = false,
): Promise<string> {
  const best = matchPage(site.pages, pagePath);
  const noRemote = best?.entry.preload.some((hint) => hint.kind === 'no-remote') ?? false;
  // The app of the best match: a remote's own entry names its remote, a host entry the app it names. (The
  // best among the remotes' entries alone gave the store's `/*` for `/test/…`, over the host's `/test/*`.)
  const remote = noRemote ? undefined : (best?.app ?? best?.entry.app);
  const links = [preloadLinks(remote ? site.apps.get(remote)?.manifestUrl : undefined)];
  if (!imageFirst) links.push(...fontLinks(lang, site.index));
  for (const hint of best?.entry.preload ?? []) {
    if (hint.kind === 'listing-cover') links.push(...listingLinks(hint.grouped, await rows(hint.section)));
    else if (hint.kind === 'book-cover')
      links.push(...bookCoverLinks(listedBook(best!.params[hint.param], await rows())));
  }
  return links.join(', ');
}

/**
 * The page's HTML with its prerendered top (docs/speed.md "Prerendered first paint"), or null when it has
 * none: the best match's `fragment` from its app's live prerender file, its `book-template` filled with
 * the listed book its param names (`fillBookTemplate`: none for a free book or one without a cover), or its
 * `test-template` filled with the published test its param names, when that test's series is listed
 * (`fillTestTemplate`), or its `exam-template` filled with the open attempt its param names, when the
 * request may resume it (`exams`; `fillExamTemplate`; its `fitKey` variant when the slots hold the reflowed
 * question), else its `fallback` fragment. Throws when a template
 * is broken (a slot it does not declare).
 */
export async function prerenderedHtml(
  site: LiveSite,
  pagePath: string,
  rows: CatalogueRows,
  tests: PublishedExams = async () => null,
  exams: ResumedExams = async () => null,
): Promise<string | null> {
  const best = matchPage(site.pages, pagePath);
  const prerender = best?.entry.prerender;
  const file = best && site.apps.get(best.app ?? '')?.prerender;
  if (!site.index || !prerender || !file) return null;
  if (prerender.kind === 'fragment')
    return Object.hasOwn(file.pages, prerender.key)
      ? composeIndexHtml(site.index, file.pages[prerender.key], file.css, pagePath)
      : null;
  let page: PrerenderedPage | null | undefined;
  if (prerender.kind === 'exam-template') {
    const slots = await exams(best.params[prerender.param], best.params);
    // The reflowed variant when the server drew the question reflowed and the remote's build has one.
    const fitKey = slots?.reflowHtml !== undefined ? prerender.fitKey : undefined;
    const key = fitKey && Object.hasOwn(file.pages, fitKey) ? fitKey : prerender.key;
    page = slots ? fillExamTemplate(file, key, slots) : file.pages[prerender.fallback];
  } else if (prerender.kind === 'book-template') {
    const book = listedBook(best.params[prerender.param], await rows());
    page = book && fillBookTemplate(file, prerender.key, toBookDto(book));
  } else {
    const test = await tests(best.params[prerender.param]);
    // A test is drawn only in a series the store lists (a withdrawn series' tests stay unnamed).
    const series = test && listedBook(test.bookId, await rows());
    page = series && fillTestTemplate(file, prerender.key, test, series.title);
  }
  return page ? composeIndexHtml(site.index, page, file.css, pagePath) : null;
}
