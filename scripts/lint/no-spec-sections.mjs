// The lint rule `local/no-spec-sections` (registered in eslint.config.mjs beside `local/no-tracker-numbers`):
// no comment names a section of the product's source document by its number (the word SPEC, or SPEC.md,
// then a section number, with or without "§" or "section"). That document lives outside the repository, so
// the number means nothing to a reader of the code; a comment cites our own page and heading instead, e.g.
// (docs/domains/purchases.md "Rules and limits").
import { commentRule } from './comment-rule.mjs';

/** "SPEC" (or "SPEC.md"), then an optional "§" or "section", then a section number. Case-sensitive on SPEC. */
export const SPEC_SECTION = /\bSPEC(?:\.md)?\s*(?:§\s*|[Ss]ections?\s+)?\d/;

/** The rule: reports every comment that matches {@link SPEC_SECTION}, naming what it found. */
export const noSpecSections = commentRule(
  'Disallow numbered sections of the source document in comments: cite a docs page and its heading.',
  SPEC_SECTION,
  '"{{text}}" names a section of a document outside the repository: cite our docs page and heading instead, e.g. (docs/domains/purchases.md "Rules and limits").',
);
