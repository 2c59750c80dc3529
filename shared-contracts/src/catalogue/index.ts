/** The catalogue's contracts (books, covers, search): HTTP schemas and rules, no browser code. */
export * from './kinds';
export * from './rules';
export * from './books';
export * from './paths';
