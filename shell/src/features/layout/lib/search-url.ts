/**
 * The results page URL of a header search: `/search?q=<words>`. On the results page
 * itself the page's filters (category, section, subject) are kept, so a new search keeps "NEET only".
 * `pathname`/`search` are the current location's.
 */
export function searchUrl(q: string, pathname: string, search: string): string {
  const params = pathname === '/search' ? new URLSearchParams(search) : new URLSearchParams();
  params.set('q', q);
  return `/search?${params.toString()}`;
}
