/**
 * What `npm run bench:reader` (reader.mjs) measures inside Chromium: the in-page probe of the Read Now click
 * and each page's first paint, the bytes of every response (CDP network events), the page's JS heap, and
 * one timed page turn.
 */

/** In the page: the time of the Read Now click, and the first time each page number was painted. */
export const PAGE_PROBE = `
  window.__bench = { clickAt: null, painted: {} };
  addEventListener('click', (e) => {
    if (window.__bench.clickAt === null && e.target.closest && e.target.closest('button')?.textContent?.includes('Read Now')) window.__bench.clickAt = performance.now();
  }, true);
  new MutationObserver(() => {
    const frame = document.querySelector('[data-testid="pdf-page"]');
    const n = frame && Number(frame.getAttribute('data-painted'));
    if (n && !(n in window.__bench.painted)) window.__bench.painted[n] = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-painted'] });
`;

/**
 * Tracks bytes of every response as it arrives (exact totals on loadingFinished), by URL. `since(match,
 * sentBefore)` counts requests sent after `mark()` (and, with `sentBefore`, before that wall-clock ms),
 * optionally only those whose URL matches. Resolves `{ mark(), since(match, sentBefore) → bytes, urls() →
 * every URL requested, list() → [url, bytes, sent ms, done ms] after the mark, by time sent }`.
 */
export async function trackBytes(cdp) {
  await cdp.send('Network.enable');
  const urls = new Map();
  const order = new Map();
  const received = new Map();
  const times = new Map();
  const wall = new Map();
  let n = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    times.set(e.requestId, [e.timestamp * 1000, null]);
    wall.set(e.requestId, e.wallTime * 1000);
    urls.set(e.requestId, e.request.url);
    order.set(e.requestId, (n += 1));
  });
  cdp.on('Network.dataReceived', (e) =>
    received.set(e.requestId, (received.get(e.requestId) ?? 0) + Math.max(e.encodedDataLength, e.dataLength)),
  );
  cdp.on('Network.loadingFinished', (e) => {
    received.set(e.requestId, e.encodedDataLength);
    if (times.has(e.requestId)) times.get(e.requestId)[1] = e.timestamp * 1000;
  });
  let markAt = 0;
  return {
    mark: () => (markAt = n),
    since: (match = () => true, sentBefore = Infinity) =>
      [...received.entries()]
        .filter(([id]) => order.get(id) > markAt && match(urls.get(id) ?? '') && wall.get(id) <= sentBefore)
        .reduce((a, [, b]) => a + b, 0),
    urls: () => [...urls.values()],
    /** [url, bytes] of the requests sent after `mark()`, largest first. */
    list: () => {
      const ids = [...received.keys()].filter((id) => order.get(id) > markAt);
      const t0 = Math.min(...ids.map((id) => times.get(id)?.[0] ?? Infinity));
      return ids
        .map((id) => {
          const [sent, done] = times.get(id) ?? [t0, null];
          return [
            urls.get(id),
            received.get(id),
            Math.round(sent - t0),
            done === null ? '-' : Math.round(done - t0),
          ];
        })
        .sort((a, b) => a[2] - b[2]);
    },
  };
}

/** The page's used JS heap in bytes (CDP `Runtime.getHeapUsage`), read after a forced GC. */
export async function heap(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/**
 * One page turn inside the page: presses `key`, then waits for page `target`'s pixels and the end of the
 * 150 ms transition; resolves the ms from the key press to the target's paint.
 */
export function turn(page, key, target) {
  return page.evaluate(
    ({ key, target }) =>
      new Promise((resolve) => {
        const started = performance.now();
        let paintedAt = null;
        const done = () => {
          const frame = document.querySelector('[data-testid="pdf-page"]');
          if (
            !frame ||
            Number(frame.getAttribute('data-painted')) !== target ||
            frame.getAttribute('data-rendering') !== 'false'
          )
            return false;
          paintedAt ??= performance.now();
          return frame.getAttribute('data-transition') === 'false';
        };
        const observer = new MutationObserver(
          () => done() && (observer.disconnect(), resolve(paintedAt - started)),
        );
        observer.observe(document, { subtree: true, childList: true, attributes: true });
        dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      }),
    { key, target },
  );
}
