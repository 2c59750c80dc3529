/**
 * The platform's languages (docs/languages.md): Lingui's runtime with one instance for every app,
 * shared as one singleton under `@exam/web-platform/i18n`, the language choice (localStorage `lang`,
 * `<html lang>`) and each app's catalogs. Messages are compiled at build time (ICU → Lingui's compiled
 * form), so the runtime carries no message parser.
 */
export * from './lang';
export * from './runtime';
