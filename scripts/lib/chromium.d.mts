/** Path of the full Chromium browser (the benchmarks): CHROMIUM_PATH, else Debian's /usr/bin/chromium; null if none. */
export function chromiumPath(): string | null;

/** Path of the browser the browser tests drive: CHROMIUM_PATH, else Debian's chromium-headless-shell, else chromiumPath(). */
export function testBrowserPath(): string | null;

/** Flags for Chromium on this machine and in CI (headless, no sandbox, no GPU, no traffic of its own). */
export const CHROMIUM_ARGS: readonly string[];
