import type { BrowserContext, Page } from '@playwright/test';

/**
 * Bytes actually transferred by the responses whose URL `matches` (Chrome DevTools Protocol
 * `Network.dataReceived` / `loadingFinished` encoded lengths), and each such request's URL and status.
 * Used by e2e/reader-pages.e2e.ts; scripts/bench/reader-probes.mjs (`trackBytes`) does the same in plain JS.
 */
export interface Traffic {
  bytes(): number;
  requests(): Array<{ url: string; status: number | undefined }>;
}

export async function trackTraffic(
  context: BrowserContext,
  page: Page,
  matches: (url: string) => boolean = (url) => url.includes('/api/'),
): Promise<Traffic> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<string, { url: string; status: number | undefined }>();
  // Per request: bytes seen so far; loadingFinished replaces them with Chrome's exact total.
  const received = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (matches(e.request.url)) seen.set(e.requestId, { url: e.request.url, status: undefined });
  });
  cdp.on('Network.responseReceived', (e) => {
    const entry = seen.get(e.requestId);
    if (entry) entry.status = e.response.status;
  });
  cdp.on('Network.dataReceived', (e) => {
    // encodedDataLength is 0 for some chunks (reported at the end instead): fall back to the body length.
    if (seen.has(e.requestId))
      received.set(
        e.requestId,
        (received.get(e.requestId) ?? 0) + Math.max(e.encodedDataLength, e.dataLength),
      );
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (seen.has(e.requestId)) received.set(e.requestId, e.encodedDataLength);
  });
  const bytes = () => [...received.values()].reduce((a, b) => a + b, 0);
  return { bytes, requests: () => [...seen.values()] };
}

/** The page's JS heap after a forced garbage collection (CDP), in bytes. */
export async function usedHeap(context: BrowserContext, page: Page): Promise<number> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}
