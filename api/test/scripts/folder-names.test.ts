import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';

/**
 * The folder-name rule of `npm run checks` (scripts/folder-names.mjs, an ES module run by Node as the checks
 * run it): product code in a folder named `tests` is named; the same names under `__tests__`, and folders
 * merely containing the letters (`contests`, `tests-page`), are not.
 */
function folderBreaches(files: string[]): string[] {
  const script = path.join(REPO_ROOT, 'scripts', 'folder-names.mjs');
  const code =
    `const m = await import(${JSON.stringify(script)});` +
    `console.log(JSON.stringify(m.folderBreaches(${JSON.stringify(files)})));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as string[];
}

it('names product code in a folder named tests, and nothing else', () => {
  const found = folderBreaches([
    'admin-remote/src/features/tests/lib/answer-key.ts',
    'tests/top-level.ts',
    'admin-remote/src/features/exams/lib/answer-key.ts',
    'shell/src/contests/page.tsx',
    'exam-remote/src/features/series/pages/tests-page.tsx',
  ]);
  expect(found).toEqual([
    'admin-remote/src/features/tests/lib/answer-key.ts: product code in a folder named "tests"; name the folder for its domain (exams)',
    'tests/top-level.ts: product code in a folder named "tests"; name the folder for its domain (exams)',
  ]);
});
