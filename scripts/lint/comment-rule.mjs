/**
 * An ESLint rule that reports every comment matching `pattern`, with `message` (its `{{text}}` is what
 * matched): the shape of this repository's comment rules (no-tracker-numbers.mjs, no-spec-sections.mjs).
 */
export function commentRule(description, pattern, message) {
  return {
    meta: { type: 'suggestion', docs: { description }, messages: { found: message }, schema: [] },
    create(context) {
      return {
        Program() {
          for (const comment of context.sourceCode.getAllComments()) {
            const match = pattern.exec(comment.value);
            if (match) context.report({ loc: comment.loc, messageId: 'found', data: { text: match[0] } });
          }
        },
      };
    },
  };
}
