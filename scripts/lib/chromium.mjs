import fs from 'node:fs';

/** Path of the Chromium binary for the browser tests: CHROMIUM_PATH, else Debian's /usr/bin/chromium; null if none. */
export function chromiumPath() {
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return null;
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
