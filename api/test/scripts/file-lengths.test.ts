import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';

/**
 * The 300-line rule of `npm run checks` (scripts/file-lengths.mjs, an ES module run by Node as the checks
 * run it): every file over 300 lines is named, whatever it is; files within the rule are not. No file is
 * allowed to be longer (the list that once allowed some is gone).
 */
function breaches(lengths: [string, number][]): string[] {
  const script = path.join(REPO_ROOT, 'scripts', 'file-lengths.mjs');
  const code =
    `const m = await import(${JSON.stringify(script)});` +
    `console.log(JSON.stringify([m.MAX_LINES, m.breaches(new Map(${JSON.stringify(lengths)}))]));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  const [max, found] = JSON.parse(run.stdout) as [number, string[]];
  expect(max).toBe(300);
  return found;
}

it('names every file over 300 lines, and none within', () => {
  const lengths: [string, number][] = [
    ['a/new-long.ts', 301],
    ['a/short.ts', 300],
    ['api/test/helpers/test-app.ts', 314],
    ['a/empty.ts', 1],
  ];
  expect(breaches(lengths)).toEqual([
    'a/new-long.ts: 301 lines (at most 300); split it',
    'api/test/helpers/test-app.ts: 314 lines (at most 300); split it',
  ]);
});

it('finds no file of the repository over 300 lines', () => {
  const script = path.join(REPO_ROOT, 'scripts', 'file-lengths.mjs');
  const run = spawnSync(process.execPath, [script], { cwd: REPO_ROOT, encoding: 'utf8' });
  expect([run.status, run.stderr]).toEqual([0, '']);
});

it('counts the tests, their helpers and the browser tests too, never type declarations', () => {
  const script = path.join(REPO_ROOT, 'scripts', 'file-lengths.mjs');
  const code =
    `const m = await import(${JSON.stringify(script)});` +
    'console.log(JSON.stringify([[...m.sourceLengths({ tests: true }).keys()], [...m.sourceLengths().keys()]]));';
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  const [checked, product] = JSON.parse(run.stdout) as [string[], string[]];
  for (const file of [
    'api/test/scripts/file-lengths.test.ts',
    'api/test/helpers/test-app.ts',
    'e2e/playwright.config.ts',
    'exam-remote/src/features/exam/__tests__/exam-harness.tsx',
  ])
    expect([file, checked.includes(file), product.includes(file)]).toEqual([file, true, false]);
  expect(checked.filter((f) => /\.d\.m?ts$/.test(f))).toEqual([]);
});
