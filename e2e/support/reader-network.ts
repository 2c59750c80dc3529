import type { BrowserContext, Page } from '@playwright/test';

/**
 * Bytes of `/api/pdf-proxy` responses actually transferred (Chrome DevTools Protocol `Network.dataReceived`
 * encoded lengths, so a full GET that pdf.js aborts after its headers counts only what arrived), and the
 * Range header of every such request. Used by e2e/reader-streaming.e2e.ts and scripts/bench/reader.mjs does
 * the same in plain JS.
 */
export interface PdfTraffic {
  bytes(): number;
  requests(): Array<{ range: string | undefined; status: number | undefined }>;
}

export async function trackPdfTraffic(context: BrowserContext, page: Page): Promise<PdfTraffic> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const pdfRequests = new Map<string, { range: string | undefined; status: number | undefined }>();
  // Per request: bytes seen so far; loadingFinished replaces them with Chrome's exact total.
  const received = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.includes('/api/pdf-proxy'))
      pdfRequests.set(e.requestId, {
        range: e.request.headers.Range ?? e.request.headers.range,
        status: undefined,
      });
  });
  cdp.on('Network.responseReceived', (e) => {
    const entry = pdfRequests.get(e.requestId);
    if (entry) entry.status = e.response.status;
  });
  cdp.on('Network.dataReceived', (e) => {
    // encodedDataLength is 0 for some chunks (reported at the end instead): fall back to the body length.
    if (pdfRequests.has(e.requestId))
      received.set(
        e.requestId,
        (received.get(e.requestId) ?? 0) + Math.max(e.encodedDataLength, e.dataLength),
      );
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (pdfRequests.has(e.requestId)) received.set(e.requestId, e.encodedDataLength);
  });
  const bytes = () => [...received.values()].reduce((a, b) => a + b, 0);
  return { bytes, requests: () => [...pdfRequests.values()] };
}

/** The page's JS heap after a forced garbage collection (CDP), in bytes. */
export async function usedHeap(context: BrowserContext, page: Page): Promise<number> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}
