import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';

/**
 * The longest test files printed at the end of `npm test` (scripts/lib/slowest-files.mjs, an ES module, run
 * in a child Node process as the script runs it): per-file times from Jest's and Playwright's JSON reports,
 * longest first.
 */
function run(expression: string): unknown {
  const lib = path.join(REPO_ROOT, 'scripts', 'lib', 'slowest-files.mjs');
  const code = `const m = await import(${JSON.stringify(lib)}); console.log(JSON.stringify(${expression}));`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  expect(child.stderr).toBe('');
  return JSON.parse(child.stdout);
}

const jestReport = {
  testResults: [
    { name: '/repo/api/test/a.test.ts', startTime: 1_000, endTime: 3_500, assertionResults: [{}, {}] },
    { name: '/repo/api/test/b.test.ts', startTime: 1_000, endTime: 41_000, assertionResults: [{}] },
  ],
};

const playwrightReport = {
  suites: [
    {
      specs: [{ file: 'x.e2e.ts', tests: [{ results: [{ duration: 4_000 }, { duration: 6_000 }] }] }],
      suites: [
        {
          specs: [
            { file: 'y.e2e.ts', tests: [{ results: [{ duration: 2_000 }] }] },
            { file: 'x.e2e.ts', tests: [{ results: [{ duration: 1_000 }] }] },
          ],
        },
      ],
    },
  ],
};

it("gives Jest's files their wall time, longest first, relative to the root", () => {
  expect(run(`m.jestFileTimes(${JSON.stringify(jestReport)}, '/repo')`)).toEqual([
    { file: 'api/test/b.test.ts', seconds: 40, tests: 1 },
    { file: 'api/test/a.test.ts', seconds: 2.5, tests: 2 },
  ]);
});

it("sums a browser file's tests in every suite, retries included", () => {
  expect(run(`m.playwrightFileTimes(${JSON.stringify(playwrightReport)})`)).toEqual([
    { file: 'x.e2e.ts', seconds: 11, tests: 2 },
    { file: 'y.e2e.ts', seconds: 2, tests: 1 },
  ]);
});

it('prints the sum and the longest files under a label', () => {
  const lines = run(
    `m.slowestLines('browser', m.playwrightFileTimes(${JSON.stringify(playwrightReport)}), 1)`,
  ) as string[];
  expect(lines).toEqual([
    'browser: 2 files, 13 s summed over workers; the 1 longest:',
    '    11.0 s    2 tests  x.e2e.ts',
  ]);
});
