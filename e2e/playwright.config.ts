/**
 * Browser journeys: @playwright/test runs them on E2E_WORKERS workers (one per core, at most 4), each against
 * a platform of its own started by global-setup (`npm start` on a fresh data folder and, with DATABASE_URL, a
 * fresh PostgreSQL database).
 * The browser is Debian's `chromium-headless-shell` (else its `chromium`, or CHROMIUM_PATH): Playwright never
 * downloads a browser here.
 *
 *   npx playwright test -c e2e/playwright.config.ts [file or -g pattern]
 *
 * Reports: the list in the terminal, HTML in playwright-report/ (`npx playwright show-report`), JSON in
 * .test-results/browser.json (read by scripts/test.mjs). A failing test keeps its trace in test-results/
 * (under CI, its retry's: `npx playwright show-trace test-results/<test>/trace.zip`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testBrowserPath } from '../scripts/lib/chromium.mjs';
import { e2eWorkers } from './support/browser';

const ROOT = path.resolve(__dirname, '..');

/**
 * The longest files (a minute and more each on CI: docs/testing.md "How long the suite takes"), run first.
 * Playwright hands files to free workers in name order; a long file drawn last keeps one worker busy while
 * the other has finished. Started first, the short files that follow fill in, and the two workers end
 * within a short file of each other. A file named here that does not exist stops the run (so a rename
 * cannot quietly undo the order); every other file runs in the second project, so none is left out.
 */
const LONG_FILES = [
  'admin-a11y.e2e.ts',
  'admin-tests.e2e.ts',
  'shell-theme-a11y.e2e.ts',
  'online-test.e2e.ts',
  'releases.e2e.ts',
  'store-search.e2e.ts',
];
for (const file of LONG_FILES) {
  if (!fs.existsSync(path.join(__dirname, file))) throw new Error(`e2e/playwright.config.ts: no ${file}`);
}

export default defineConfig({
  testDir: __dirname,
  testMatch: '*.e2e.ts',
  // One queue: the long files first, then the rest in name order (see LONG_FILES).
  projects: [
    { name: 'long', testMatch: LONG_FILES },
    { name: 'rest', testIgnore: LONG_FILES },
  ],
  // Each worker has a platform of its own (global-setup starts one per worker, support/browser.ts): a
  // file's tests run in order on one worker, files spread over the workers.
  workers: e2eWorkers(),
  fullyParallel: false,
  // Under CI a failed test runs once more: a test that passes only on its retry is reported as flaky by
  // scripts/test.mjs (and counted as passed), so one slow moment of a busy 2-core machine in a 15-minute
  // run does not throw away the run; a test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 120_000,
  expect: { timeout: 30_000 },
  outputDir: path.join(ROOT, 'test-results'),
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  reporter: [
    ['list'],
    ['html', { outputFolder: path.join(ROOT, 'playwright-report'), open: 'never' }],
    ['json', { outputFile: path.join(ROOT, '.test-results', 'browser.json') }],
  ],
  use: {
    browserName: 'chromium',
    // A failing test keeps its trace: actions, DOM snapshots, network and console. Not the screencast: its
    // frames, taken all through every test, cost the suite about a sixth of its time here. Under CI the
    // trace is recorded on a failed test's retry only (the run it fails for good), not all through the
    // passing ones: recording costs the heaviest files a tenth to a quarter of their time (7% over the
    // five longest).
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    viewport: { width: 1280, height: 900 },
    // So "Copy" buttons can be exercised.
    permissions: ['clipboard-read', 'clipboard-write'],
    launchOptions: {
      // CHROMIUM_PATH, else Debian's headless shell, else its full Chromium (the lookup scripts/test.mjs uses).
      executablePath: testBrowserPath() ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS],
    },
  },
});
