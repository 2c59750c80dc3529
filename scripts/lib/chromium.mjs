import fs from 'node:fs';

/** Path of the Chromium binary for the browser tests: CHROMIUM_PATH, else Debian's /usr/bin/chromium; null if none. */
export function chromiumPath() {
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return null;
}
