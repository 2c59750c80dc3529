/**
 * The catalogue domain's module (docs/domains/catalogue.md): what other modules use of it. A payment and an
 * online test look their book up (`findBook`), ask who may read it (`canRead`,
 * `withAccess`) and what it costs (`payablePaise`); an exam paper is uploaded through the book form's
 * reader (`readBookForm`).
 */
export { findBook, withAccess, canRead, payablePaise } from './books';
export { readBookForm } from './uploads';
