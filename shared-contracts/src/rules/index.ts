/**
 * Product rules shared by the API and every browser app, each stated once: the UTR, money, sizes, who may
 * read, and the 401 redirect. Plain TypeScript (no TypeBox, no React), bundled into each app like
 * `constants`, not a federated singleton.
 */
export * from './utr';
export * from './upi-link';
export * from './money';
export * from './bytes';
export * from './access';
export * from './auth-redirect';
export * from './reading';
export * from './book-figure';
export * from './blocked-shortcuts';
export * from './return-to';
export * from './dates';
export * from './test-marking';
export * from './test-presets';
export * from './detection-messages';
export * from './test-screen';
