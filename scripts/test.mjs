/**
 * `npm test`: every test of the platform, ending with one line `N passed, N failed` (docs/testing.md).
 *  1. builds the front ends that are stale (the browser tests drive the built platform);
 *  2. Jest, in parallel: API tests (real PostgreSQL when DATABASE_URL is set, else PGlite) and component tests;
 *  3. Playwright Test (e2e/playwright.config.ts), E2E_WORKERS workers (one per core: 2 here), each
 *     driving Debian's Chromium against an `npm start` of its own; counts come from its JSON report,
 *     .test-results/browser.json;
 *  4. the production topology (`npm run test:topology`): nginx, two API replicas, PostgreSQL, Redis
 *     and a local S3 server; it needs DATABASE_URL, nginx and redis-server (.test-results/topology.json).
 * Without Chromium the browser tests are skipped with a loud warning, and the topology tests without their
 * parts; under CI=true either is a failure.
 *
 * Extra arguments: file patterns and a test-name pattern (`-t <regex>`, `--testNamePattern`) go to both
 * runners (to Playwright as `--grep`), and a runner that then finds no test passes; any other option goes
 * to Jest; everything after `--browser` goes to Playwright alone (e.g. `--browser --headed -x`).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, buildStaleApps } from './lib/apps.mjs';
import { testBrowserPath } from './lib/chromium.mjs';
import { requireWantedNode } from './lib/node-version.mjs';
import { jestFileTimes, playwrightFileTimes, slowestLines } from './lib/slowest-files.mjs';

requireWantedNode();

const outDir = path.join(ROOT, '.test-results');
fs.mkdirSync(outDir, { recursive: true });
const jest = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
const playwright = path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
const browserReport = path.join(outDir, 'browser.json');

/** Splits the command line into Jest's arguments and Playwright's (see the header). */
function splitArgs(argv) {
  const marker = argv.indexOf('--browser');
  const shared = marker === -1 ? argv : argv.slice(0, marker);
  const jestArgs = [];
  const pwArgs = [];
  let filtered = false;
  for (let i = 0; i < shared.length; i += 1) {
    const arg = shared[i];
    const name = /^(-t|--testNamePattern)(=(.*))?$/.exec(arg);
    if (name) {
      const value = name[3] ?? shared[(i += 1)];
      jestArgs.push(`--testNamePattern=${value}`);
      pwArgs.push(`--grep=${value}`);
      filtered = true;
    } else if (!arg.startsWith('-')) {
      jestArgs.push(arg);
      pwArgs.push(arg);
      filtered = true;
    } else {
      jestArgs.push(arg);
    }
  }
  if (filtered) {
    jestArgs.push('--passWithNoTests');
    pwArgs.push('--pass-with-no-tests');
  }
  if (marker !== -1) pwArgs.push(...argv.slice(marker + 1));
  return { jestArgs, pwArgs, filtered };
}

const { jestArgs, pwArgs, filtered } = splitArgs(process.argv.slice(2));

/** Runs one Jest invocation; returns its counts from the JSON report. */
function runJest(label, args) {
  const report = path.join(outDir, `${label}.json`);
  fs.rmSync(report, { force: true });
  console.log(`\n=== ${label} tests ===`);
  const run = spawnSync(process.execPath, [jest, ...args, '--json', `--outputFile=${report}`, ...jestArgs], {
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

/** The "file › title" of every test of a Playwright JSON report's suites that passed only on a retry. */
function flakyTitles(suites) {
  const titles = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((t) => t.status === 'flaky')) titles.push(`${spec.file} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of suites) walk(suite);
  return titles;
}

/**
 * Runs the browser tests with Playwright Test; returns its counts from the JSON report. A run that leaves
 * no report (a crash, a broken config) or exits non-zero with no failed test counts as one failure.
 */
function runPlaywright(label = 'browser', config = 'e2e/playwright.config.ts', report = browserReport) {
  fs.rmSync(report, { force: true });
  console.log(`\n=== ${label} tests (Playwright) ===`);
  const run = spawnSync(process.execPath, [playwright, 'test', '-c', config, ...pwArgs], {
    cwd: ROOT,
    stdio: 'inherit',
    env: process.env,
  });
  if (!fs.existsSync(report)) {
    console.error(`${label}: Playwright produced no report (exit ${run.status ?? run.signal})`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  const { expected = 0, unexpected = 0, skipped = 0, flaky = 0 } = json.stats ?? {};
  // Errors outside any test (global setup, a file that does not load) leave `unexpected` at 0.
  const outside = json.errors?.length ?? 0;
  if (outside) console.error(`${label}: ${outside} error(s) outside the tests (see above)`);
  if (flaky) {
    console.error(`${label}: ${flaky} flaky test(s) passed only on a retry:`);
    for (const title of flakyTitles(json.suites ?? [])) console.error(`  flaky: ${title}`);
  }
  const failed = unexpected + (unexpected === 0 ? outside : 0);
  return {
    passed: expected + flaky,
    failed: failed + (run.status !== 0 && failed === 0 ? 1 : 0),
    skipped,
  };
}

const topologyReport = path.join(outDir, 'topology.json');
let topologySkipped = false;

/** What the topology tests need and this machine lacks (PostgreSQL through DATABASE_URL, nginx, Redis). */
function topologyMissing() {
  const missing = [];
  if (!process.env.DATABASE_URL) missing.push('DATABASE_URL is not set');
  if (!['/usr/sbin/nginx', '/usr/bin/nginx'].some((p) => fs.existsSync(p))) missing.push('no nginx');
  if (spawnSync('redis-server', ['--version']).status !== 0) missing.push('no redis-server');
  return missing;
}

/** Prints the longest test files of this run's Jest and browser reports (docs/testing.md "How long the suite takes"). */
function printSlowest() {
  const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
  const jestReport = read(path.join(outDir, 'unit-and-api.json'));
  // A skipped browser run leaves an older report behind: not this run's.
  const browserJson = browserSkipped ? null : read(browserReport);
  if (jestReport) console.log(slowestLines('jest', jestFileTimes(jestReport, ROOT)).join('\n'));
  if (browserJson) console.log(slowestLines('browser', playwrightFileTimes(browserJson)).join('\n'));
}

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each phase's wall time (s), printed with the counts so a slow run shows where its time went. */
const phases = [];
/** Runs `phase` (sync or async) and records how long it took under `label`. */
async function timed(label, phase) {
  const started = Date.now();
  try {
    return await phase();
  } finally {
    phases.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
  }
}
const add = (r) => {
  totals.passed += r.passed;
  totals.failed += r.failed;
  totals.skipped += r.skipped;
};

add(await timed('jest', () => runJest('unit-and-api', ['-c', 'jest.config.cjs'])));

const browser = testBrowserPath();
let browserSkipped = false;
if (browser) {
  try {
    await timed('build', () => buildStaleApps());
    add(await timed('browser', () => runPlaywright()));
  } catch (error) {
    console.error(error);
    totals.failed += 1;
  }
  // The production topology: nginx, two API replicas, PostgreSQL, Redis and a local S3 server.
  const missing = topologyMissing();
  // A filtered run starts the topology (a minute) only when a pattern could select its tests.
  const wanted = !filtered || pwArgs.some((a) => /topology|journey/.test(a));
  if (!wanted) console.log('\n(topology tests not selected by the filter)');
  else if (missing.length === 0)
    add(
      await timed('topology', () =>
        runPlaywright('topology', 'e2e/topology/playwright.config.ts', topologyReport),
      ),
    );
  else {
    topologySkipped = true;
    console.error(
      `\n!!! TOPOLOGY TESTS SKIPPED: ${missing.join(', ')} (npm run test:topology). CI never skips them.\n`,
    );
  }
} else {
  browserSkipped = true;
  const bar = '!'.repeat(78);
  console.error(
    `\n${bar}\n!!! BROWSER TESTS SKIPPED: no Chromium found (install Debian's 'chromium' or set CHROMIUM_PATH).\n!!! The journeys were NOT checked. CI never skips them.\n${bar}\n`,
  );
}

console.log(`\nphase times: ${phases.join(', ')}`);
printSlowest();
console.log(`\nunit, API and browser tests${browserSkipped ? ' (browser tests SKIPPED)' : ''}:`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
if (totals.failed > 0 || ((browserSkipped || topologySkipped) && process.env.CI)) process.exitCode = 1;
