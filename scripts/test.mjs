/**
 * `npm test`: every test of the platform, ending with one line `N passed, N failed` (ARCHITECTURE "Tests").
 *  1. builds the front ends that are stale (the browser tests drive the built platform);
 *  2. Jest, in parallel: API tests (real PostgreSQL when DATABASE_URL is set, else PGlite) and component tests;
 *  3. Jest, one file at a time: the browser journeys in Debian's Chromium against `npm start`.
 * Without Chromium the browser tests are skipped with a loud warning; under CI=true that is a failure.
 * Extra arguments are passed to both Jest runs (e.g. a test-name pattern).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, buildStaleApps } from './lib/apps.mjs';
import { chromiumPath } from './lib/chromium.mjs';

const outDir = path.join(ROOT, '.test-results');
fs.mkdirSync(outDir, { recursive: true });
const jest = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
const extra = process.argv.slice(2);

/** Runs one Jest invocation; returns its counts from the JSON report. */
function runJest(label, args) {
  const report = path.join(outDir, `${label}.json`);
  fs.rmSync(report, { force: true });
  console.log(`\n=== ${label} tests ===`);
  const run = spawnSync(process.execPath, [jest, ...args, '--json', `--outputFile=${report}`, ...extra], {
    cwd: ROOT,
    stdio: 'inherit',
    env: process.env,
  });
  if (!fs.existsSync(report)) {
    console.error(`${label}: Jest produced no report (exit ${run.status})`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  const failedSuites = json.numFailedTestSuites ?? 0;
  return {
    passed: json.numPassedTests,
    // A suite that fails to load counts as a failure even when it ran no test.
    failed:
      json.numFailedTests +
      (json.numFailedTests === 0 ? failedSuites : 0) +
      (run.status !== 0 && json.numFailedTests === 0 && failedSuites === 0 ? 1 : 0),
    skipped: json.numPendingTests + json.numTodoTests,
  };
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const add = (r) => {
  totals.passed += r.passed;
  totals.failed += r.failed;
  totals.skipped += r.skipped;
};

add(runJest('unit-and-api', ['-c', 'jest.config.cjs']));

const browser = chromiumPath();
let browserSkipped = false;
if (browser) {
  try {
    await buildStaleApps();
    add(runJest('browser', ['-c', 'e2e/jest.config.cjs', '--runInBand']));
  } catch (error) {
    console.error(error);
    totals.failed += 1;
  }
} else {
  browserSkipped = true;
  const bar = '!'.repeat(78);
  console.error(
    `\n${bar}\n!!! BROWSER TESTS SKIPPED: no Chromium found (install Debian's 'chromium' or set CHROMIUM_PATH).\n!!! The journeys were NOT checked. CI never skips them.\n${bar}\n`,
  );
}

console.log(`\nunit, API and browser tests${browserSkipped ? ' (browser tests SKIPPED)' : ''}:`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
if (totals.failed > 0 || (browserSkipped && process.env.CI)) process.exitCode = 1;
