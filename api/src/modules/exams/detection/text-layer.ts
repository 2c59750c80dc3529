import type { PageText } from '../../../platform/render/render-types';

/**
 * Fewer letters and digits than this on a page and it counts as having no text: a scanned page's text
 * layer, when it has one, is often a page number or a stamp, and a printed question page has hundreds.
 */
export const MIN_PAGE_CHARS = 20;

/** True when the page's text layer has at least {@link MIN_PAGE_CHARS} letters or digits. */
export function pageHasText(page: PageText): boolean {
  const chars = page.text.match(/[\p{L}\p{N}]/gu);
  return (chars?.length ?? 0) >= MIN_PAGE_CHARS;
}

/**
 * True when the paper's text layer can be used to find questions: more than half its pages have text
 * ({@link pageHasText}). False for a scanned paper (pages of images, maybe a stamp or a page number each),
 * and for no pages at all; such a paper is read by OCR instead.
 */
export function hasUsableText(pages: PageText[]): boolean {
  if (!pages.length) return false;
  return pages.filter(pageHasText).length * 2 > pages.length;
}
