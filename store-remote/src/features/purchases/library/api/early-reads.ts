import { startEarlyRead } from '@exam/web-platform/client/early-read';

/**
 * Starts the reads of a library page (API paths) when its chunk runs at its own address: a deep link or a
 * reload, where the chunk was started by the routes module alongside the shell's session check. They go
 * before the page's first render (which waits for its messages and the session), and its queries take them
 * once (`earlyOr` in purchased-api.ts). The guests' pages do not carry this: only the page chunks do.
 */
export function readEarlyAt(pattern: RegExp | undefined, reads: readonly string[]): void {
  if (typeof window === 'undefined' || !pattern?.test(window.location.pathname)) return;
  for (const path of reads) startEarlyRead(path);
}
