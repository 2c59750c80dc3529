import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';

/**
 * The 300-line rule of `npm run checks` (scripts/file-lengths.mjs, an ES module run by Node as the checks
 * run it): a new long file, a listed one growing, and a listed one that no longer needs its place are each
 * named; files within the rule, and listed ones shrinking, are not.
 */
function breaches(lengths: [string, number][], listed: Record<string, number>): string[] {
  const script = path.join(REPO_ROOT, 'scripts', 'file-lengths.mjs');
  const code =
    `const m = await import(${JSON.stringify(script)});` +
    `console.log(JSON.stringify([m.MAX_LINES, m.breaches(new Map(${JSON.stringify(lengths)}), ${JSON.stringify(listed)})]));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  const [max, found] = JSON.parse(run.stdout) as [number, string[]];
  expect(max).toBe(300);
  return found;
}

it('names a new long file, a listed file that grew, and a listed file back under the limit', () => {
  const lengths: [string, number][] = [
    ['a/new-long.ts', 301],
    ['a/short.ts', 300],
    ['a/growing.ts', 420],
    ['a/shrinking.ts', 380],
    ['a/now-short.ts', 290],
  ];
  const listed = { 'a/growing.ts': 410, 'a/shrinking.ts': 400, 'a/now-short.ts': 350, 'a/gone.ts': 500 };
  expect(breaches(lengths, listed)).toEqual([
    'a/new-long.ts: 301 lines (at most 300); split it',
    'a/growing.ts: 420 lines, longer than its listed 410; it may only shrink',
    'a/now-short.ts: no longer over 300 lines; remove it from scripts/long-files.json',
    'a/gone.ts: no longer over 300 lines; remove it from scripts/long-files.json',
  ]);
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
