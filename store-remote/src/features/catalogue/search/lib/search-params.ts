import { CATEGORIES, SEARCH_QUERY_MAX_LENGTH, SECTIONS, SUBJECTS } from '@exam/shared-contracts/constants';
import type { BookSearchQuery, Category, Section, Subject } from '@exam/shared-contracts/catalogue';
import { searchT } from '../i18n';

/** What the search page shows, read from its URL (`/search?q=&category=&section=&subject=`). */
export interface SearchState {
  /** Trimmed, at most 100 characters. */
  q: string;
  category: Category | null;
  section: Section | null;
  subject: Subject | null;
}

/** The filter keys of {@link SearchState}, in the order the page shows them. */
export const FILTER_KEYS = ['category', 'section', 'subject'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Names of the sections in the filter (docs/domains/catalogue.md "Rules and limits": `test` holds test
 * series, `home` the featured books). */
export const SECTION_LABELS: Record<Section, string> = {
  class11: 'Class 11',
  class12: 'Class 12',
  test: 'Test series',
  home: 'Featured',
};

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | null {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;
}

/** Reads the page's state from its query string; unknown filter values are ignored, `q` trimmed and cut. */
export function readSearchState(params: URLSearchParams): SearchState {
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH),
    category: oneOf(CATEGORIES, params.get('category')),
    section: oneOf(SECTIONS, params.get('section')),
    subject: oneOf(SUBJECTS, params.get('subject')),
  };
}

/** The query string of a state (empty values left out), e.g. `q=organic&category=NEET`. */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const key of FILTER_KEYS) {
    const value = state[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** True when any filter is set. */
export function hasFilters(state: SearchState): boolean {
  return FILTER_KEYS.some((key) => state[key] !== null);
}

/** The API query of a state, or null when there is nothing to search for (the API would answer 400). */
export function apiQueryOf(state: SearchState): BookSearchQuery | null {
  if (!state.q && !hasFilters(state)) return null;
  const query: BookSearchQuery = {};
  if (state.q) query.q = state.q;
  for (const key of FILTER_KEYS) {
    const value = state[key];
    if (value) Object.assign(query, { [key]: value });
  }
  return query;
}

/** The announced result line, e.g. `3 books found for “physics”` (or `No books match …`). */
export function resultLine(state: SearchState, count: number): string {
  if (count === 0) {
    return state.q
      ? searchT('No books match “{q}”', { q: state.q })
      : searchT('No books match these filters');
  }
  return state.q
    ? searchT('{count, plural, one {# book found for “{q}”} other {# books found for “{q}”}}', {
        count,
        q: state.q,
      })
    : searchT('{count, plural, one {# book found} other {# books found}}', { count });
}
