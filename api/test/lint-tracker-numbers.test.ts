import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '../src/config';

/**
 * The lint rule `local/no-tracker-numbers` (eslint.config.mjs): a comment that names a tracker issue by its
 * number fails `npm run lint` in every kind of file the repository lints (ts, tsx, mjs, cjs); other comments,
 * and the same words in code, pass. Each sample is linted with the repository's own config through ESLint's
 * Node API (`lintText`), in a child Node process: the config is an ES module, which Jest's module VM cannot
 * import.
 */
type Sample = { filePath: string; text: string };
type Message = { ruleId: string | null; line: number };

const RULE = 'local/no-tracker-numbers';

const LINT = `
import fs from 'node:fs';
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { filePath, text } of JSON.parse(fs.readFileSync(0, 'utf8'))) {
  const [result] = await eslint.lintText(text, { filePath });
  out.push(result.messages.map((m) => ({ ruleId: m.ruleId, line: m.line })));
}
process.stdout.write(JSON.stringify(out));
`;

/** The messages of each sample, in order. */
function lint(samples: Sample[]): Message[][] {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', LINT], {
    cwd: REPO_ROOT,
    input: JSON.stringify(samples),
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`ESLint failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as Message[][];
}

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

  it('passes on SPEC and ARCHITECTURE references, the word alone, and numbers outside comments', () => {
    const passing: Sample[] = [
      {
        filePath: 'scripts/probe.mjs',
        text: '// docs/screens.md "Routes and access"\nexport const a = 1;\n',
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
