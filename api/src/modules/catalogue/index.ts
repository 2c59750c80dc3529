/**
 * The catalogue domain's module (docs/domains/catalogue.md): what other modules use of it. A payment, a
 * reading session and an online test look their book up (`findBook`), ask who may read it (`canRead`,
 * `withAccess`) and what it costs (`payablePaise`); an exam paper is uploaded through the book form's
 * reader (`readBookForm`); the reader's first page becomes a book's cover at `FIRST_PAGE_COVER_WIDTH`. The
 * student's library and the web edge list books as the catalogue does (`libraryBooks`, `toBookDto`,
 * `COVER_URL_PREFIX`).
 * The module holds all of its domain's code, its plugin and routes included; app.ts and routes/index.ts
 * register those directly (docs/architecture.md "Where to read more"), everything else goes through here.
 */
export {
  bestStatusByBook,
  canRead,
  COVER_URL_PREFIX,
  findBook,
  libraryBooks,
  payablePaise,
  PDF_URL_PREFIX,
  toBookDto,
  withAccess,
} from './books';
export { readBookForm } from './uploads';
export { FIRST_PAGE_COVER_WIDTH, storeFirstPageCover } from './first-page-cover';
