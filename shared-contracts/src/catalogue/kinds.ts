import { Type, type Static } from '@sinclair/typebox';
import { BOOK_ACCESS } from '../rules/access';
import { CATEGORIES, SECTIONS, SUBJECTS } from './rules';

/** Book categories (docs/domains/catalogue.md "Rules and limits"). */
export const Category = Type.Union(CATEGORIES.map((c) => Type.Literal(c)));
export type Category = Static<typeof Category>;

/** Book sections (docs/domains/catalogue.md "Rules and limits"): `test` holds test series, `home` the
 * featured materials. */
export const Section = Type.Union(SECTIONS.map((s) => Type.Literal(s)));
export type Section = Static<typeof Section>;

/** Subjects a book is found by: derived by the server from title and description. */
export const Subject = Type.Union(SUBJECTS.map((s) => Type.Literal(s)));
export type Subject = Static<typeof Subject>;

/** A book's status for the caller (docs/domains/catalogue.md "Book fields", "Book access"): the values of
 * `BOOK_ACCESS` in `rules/access`. */
export { BOOK_ACCESS };
export const BookAccess = Type.Union(BOOK_ACCESS.map((s) => Type.Literal(s)));
export type BookAccess = Static<typeof BookAccess>;
