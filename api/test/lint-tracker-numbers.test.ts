import { lintSamples as lint, type LintSample as Sample } from './helpers/lint-samples';

/**
 * The lint rule `local/no-tracker-numbers` (eslint.config.mjs): a comment that names a tracker issue by its
 * number fails `npm run lint` in every kind of file the repository lints (ts, tsx, mjs, cjs); other comments,
 * and the same words in code, pass. Each sample is linted with the repository's own config
 * (helpers/lint-samples.ts).
 */
const RULE = 'local/no-tracker-numbers';

describe('lint: no tracker numbers in comments', () => {
  it('fails on a comment naming an issue by its number, in ts, tsx, mjs and cjs files', () => {
    const failing: Sample[] = [
      { filePath: 'scripts/probe.mjs', text: '// see issue 12\nexport const a = 1;\n' },
      {
        filePath: 'api/src/probe.ts',
        text: 'export const a = 1;\n/**\n * Book search (Issues #14 and 16).\n */\n',
      },
      { filePath: 'store-remote/src/probe.tsx', text: 'export const a = 1; // since issue 3\n' },
      { filePath: 'scripts/probe.cjs', text: '/* issues 4 and 5 */\nmodule.exports = {};\n' },
    ];
    expect(lint(failing)).toEqual([
      [{ ruleId: RULE, line: 1 }],
      [{ ruleId: RULE, line: 2 }],
      [{ ruleId: RULE, line: 1 }],
      [{ ruleId: RULE, line: 1 }],
    ]);
  });

  it('passes on docs and ARCHITECTURE references, the word alone, and numbers outside comments', () => {
    const passing: Sample[] = [
      {
        filePath: 'scripts/probe.mjs',
        text: '// docs/domains/purchases.md "Rules and limits"\nexport const a = 1;\n',
      },
      {
        filePath: 'api/src/probe.ts',
        text: '// ARCHITECTURE "Marks": each receipt issued once\nexport const a = 1;\n',
      },
      {
        filePath: 'store-remote/src/probe.tsx',
        text: "export const label = 'issue 12'; // the issue: a label\n",
      },
    ];
    expect(lint(passing)).toEqual([[], [], []]);
  });
});
