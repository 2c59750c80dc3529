import { SUBJECTS } from '@exam/shared-contracts/constants';
import type { Category, Subject } from '@exam/shared-contracts/catalogue';
import { storeT } from '../../../../lib/i18n';

/**
 * The Class 11 links of the footer (docs/screens.md "Header and footer"): `?category=NEET|JEE` narrows the
 * page to one grid; `?subject=physics|chemistry|biology|mathematics` is answered by the search, which knows
 * each book's subject (the server's classifier), across every section.
 */
export interface ListingFilter {
  category: Category | null;
  subject: Subject | null;
}

/** Reads the filter from a query string: case-insensitive, unknown categories and subjects ignored. */
export function readListingFilter(params: URLSearchParams): ListingFilter {
  const category = params.get('category')?.trim().toUpperCase();
  const subject = params.get('subject')?.trim().toLowerCase();
  return {
    category: category === 'NEET' || category === 'JEE' ? category : null,
    subject: (SUBJECTS as readonly string[]).includes(subject ?? '') ? (subject as Subject) : null,
  };
}

/**
 * Where a subject link goes: the search page for that subject, with the category when one was given
 * (`/search?category=NEET&subject=physics`); null without a subject.
 */
export function subjectSearchPath(filter: ListingFilter): string | null {
  if (!filter.subject) return null;
  const params = new URLSearchParams();
  if (filter.category) params.set('category', filter.category);
  params.set('subject', filter.subject);
  return `/search?${params.toString()}`;
}

/** The line that says what the listing is filtered by, e.g. "Filtering by category: NEET". */
export function describeFilter(filter: ListingFilter): string | null {
  return filter.category ? storeT('Filtering by category: {category}', { category: filter.category }) : null;
}
