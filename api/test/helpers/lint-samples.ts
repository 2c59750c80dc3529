import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '../../src/config';

/** A text to lint as if it were the file at `filePath` (relative to the repository root). */
export type LintSample = { filePath: string; text: string };
/** One ESLint message of a sample: its rule and line. */
export type LintMessage = { ruleId: string | null; line: number };

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

/**
 * The messages of each sample, in order, from the repository's own ESLint config through ESLint's Node API
 * (`lintText`), in a child Node process: the config is an ES module, which Jest's module VM cannot import.
 * Throws with ESLint's stderr when the child fails.
 */
export function lintSamples(samples: LintSample[]): LintMessage[][] {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', LINT], {
    cwd: REPO_ROOT,
    input: JSON.stringify(samples),
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`ESLint failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as LintMessage[][];
}
