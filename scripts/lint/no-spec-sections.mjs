// The lint rule `local/no-spec-sections` (registered in eslint.config.mjs beside `local/no-tracker-numbers`):
// no comment names a section of the product's source document by its number (the word SPEC, or SPEC.md,
// then a section number, with or without "§" or "section"). That document lives outside the repository, so
// the number means nothing to a reader of the code; a comment cites our own page and heading instead, e.g.
// (docs/domains/purchases.md "Rules and limits").

/** "SPEC" (or "SPEC.md"), then an optional "§" or "section", then a section number. Case-sensitive on SPEC. */
export const SPEC_SECTION = /\bSPEC(?:\.md)?\s*(?:§\s*|[Ss]ections?\s+)?\d/;

/** The rule: reports every comment that matches {@link SPEC_SECTION}, naming what it found. */
export const noSpecSections = {
  meta: {
    type: 'suggestion',
    docs: {
      description:
        'Disallow numbered sections of the source document in comments: cite a docs page and its heading.',
    },
    messages: {
      specSection:
        '"{{text}}" names a section of a document outside the repository: cite our docs page and heading instead, e.g. (docs/domains/purchases.md "Rules and limits").',
    },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = SPEC_SECTION.exec(comment.value);
          if (match) context.report({ loc: comment.loc, messageId: 'specSection', data: { text: match[0] } });
        }
      },
    };
  },
};
