import { useEffect } from 'react';

/** The site's name, after every page's own title. */
export const SITE_TITLE = 'Exam Store';

/** `"<page> · Exam Store"`, or the site's name alone when `page` is empty. */
export const documentTitle = (page: string | null | undefined): string =>
  page ? `${page} · ${SITE_TITLE}` : SITE_TITLE;

/**
 * Sets the browser tab's title to `"<page> · Exam Store"` while the calling page is shown (a
 * distinct `<title>` per page, for tabs, history and screen readers). Pass null while the page does not
 * know its title yet (a book still loading) to keep the previous one.
 */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    if (page !== null) document.title = documentTitle(page);
  }, [page]);
}
