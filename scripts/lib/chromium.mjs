import fs from 'node:fs';

/** Path of the full Chromium browser (the benchmarks): CHROMIUM_PATH, else Debian's /usr/bin/chromium; null if none. */
export function chromiumPath() {
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * Path of the browser the browser tests drive: CHROMIUM_PATH, else Debian's `chromium-headless-shell` (the
 * same Blink and V8 as the package `chromium`, without the desktop browser around them: what Playwright
 * itself runs for headless tests), else the full Chromium; null if none. On this 2-core machine the shell
 * opens a page in about half the time and leaves the suite's CPU to the pages under test.
 */
export function testBrowserPath() {
  const shell = '/usr/bin/chromium-headless-shell';
  if (!process.env.CHROMIUM_PATH && fs.existsSync(shell)) return shell;
  return chromiumPath();
}

/**
 * Flags for Chromium on this machine and in CI: headless without a sandbox or GPU, and no traffic of its own
 * (no background networking, component updates, QUIC or sync), so only the platform under test is reached.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];
