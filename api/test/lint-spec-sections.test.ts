import { lintSamples as lint, type LintSample as Sample } from './helpers/lint-samples';

/**
 * The lint rule `local/no-spec-sections` (scripts/lint/no-spec-sections.mjs): a comment that names a numbered
 * section of the product's source document fails `npm run lint` in every kind of file the repository lints
 * (ts, tsx, mjs, cjs); a comment citing our docs page and heading passes, and so does the word in code. The
 * document's name is built here from two halves so this file holds no such comment itself.
 */
const RULE = 'local/no-spec-sections';
const DOC = ['SP', 'EC'].join('');

describe('lint: no numbered sections of the source document in comments', () => {
  it('fails on a planted comment naming a section by its number, in ts, tsx, mjs and cjs files', () => {
    const failing: Sample[] = [
      {
        filePath: 'api/src/probe.ts',
        text: `/** The UTR rule (${DOC} 5 "UTR form"). */\nexport const a = 1;\n`,
      },
      {
        filePath: 'store-remote/src/probe.tsx',
        text: `export const a = 1;\n/**\n * My Books (${DOC} 2, ${DOC} 6).\n */\n`,
      },
      { filePath: 'scripts/probe.mjs', text: `// see ${DOC}.md §9\nexport const a = 1;\n` },
      { filePath: 'scripts/probe.cjs', text: `/* ${DOC} section 4 */\nmodule.exports = {};\n` },
    ];
    expect(lint(failing)).toEqual([
      [{ ruleId: RULE, line: 1 }],
      [{ ruleId: RULE, line: 2 }],
      [{ ruleId: RULE, line: 1 }],
      [{ ruleId: RULE, line: 1 }],
    ]);
  });

  it('passes on the new style (a docs page and its heading), the word alone, and the words in code', () => {
    const passing: Sample[] = [
      {
        filePath: 'api/src/probe.ts',
        text: '/** The UTR rule (docs/domains/purchases.md "Rules and limits"). */\nexport const a = 1;\n',
      },
      {
        filePath: 'store-remote/src/probe.tsx',
        text: '// docs/screens.md "Toasts": top right, 4 s\nexport const a = 1;\n',
      },
      {
        filePath: 'scripts/probe.mjs',
        text: `// the ${DOC} document is read by people\nexport const a = 1;\n`,
      },
      { filePath: 'scripts/probe.cjs', text: `module.exports = { label: '${DOC} 2' };\n` },
    ];
    expect(lint(passing)).toEqual([[], [], [], []]);
  });
});
