/** Path of the Chromium binary for the browser tests: CHROMIUM_PATH, else Debian's /usr/bin/chromium; null if none. */
export function chromiumPath(): string | null;

/** Flags for Chromium on this machine and in CI (headless, no sandbox, no GPU, no traffic of its own). */
export const CHROMIUM_ARGS: readonly string[];
