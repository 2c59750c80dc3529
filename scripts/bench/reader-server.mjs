/**
 * Server-side parts of `npm run bench:reader` (see reader.mjs): the search time in the 1,321-page book, and
 * the render throughput with its resident memory, each on a platform of bench-platform.mjs.
 */
import { treeRss } from '../lib/process-tree.mjs';
import { adminLogin, BENCH_DEVICE, call, startPlatform } from './bench-platform.mjs';
import { deviceFetch } from '../lib/device-key.mjs';

/** The admin book row titled `title` (with its `preparation`). */
async function adminBook(url, token, title) {
  const books = await call(url, '/api/admin/books', { token });
  const book = books.find((b) => b.title === title);
  if (!book) throw new Error(`no book titled ${title}`);
  return book;
}

/**
 * Waits (up to `timeoutMs`) until the book titled `title` is prepared (its text extracted), then times a
 * search for `word` in it twice through `GET /api/reading/search`: cold (text chunks read from storage)
 * and warm (kept in memory). Resolves `{ pages, hits, truncated, coldMs, warmMs, waitedMs }`.
 */
export async function benchSearch(url, token, title, word, timeoutMs = 600_000) {
  const started = performance.now();
  let book = await adminBook(url, token, title);
  while (book.preparation?.state !== 'ready') {
    if (performance.now() - started > timeoutMs) throw new Error(`${title} not prepared in time`);
    if (book.preparation?.state === 'failed') throw new Error(`${title}: ${book.preparation.error}`);
    await new Promise((r) => setTimeout(r, 1000));
    book = await adminBook(url, token, title);
  }
  const waitedMs = performance.now() - started;
  const session = await call(url, '/api/reading/sessions', {
    token,
    method: 'POST',
    body: { bookId: book._id },
  });
  const timed = async () => {
    const t0 = performance.now();
    const answer = await call(url, `/api/reading/search?q=${encodeURIComponent(word)}`, {
      token: session.token,
    });
    return { ms: performance.now() - t0, answer };
  };
  const cold = await timed();
  const warm = await timed();
  return {
    pages: book.preparation.pageCount,
    hits: cold.answer.results.length,
    truncated: cold.answer.truncated,
    coldMs: cold.ms,
    warmMs: warm.ms,
    waitedMs,
  };
}

/**
 * Render throughput: a fresh platform with `RENDER_WORKERS=workers` (no background preparation) serves
 * pages 1..`pages` of the book titled `title` at `width` px as a reader gets them (rendered, marked,
 * sent), `workers + 1` requests at a time. Resolves `{ pages, seconds, perSecond, rssBytes, failed }`,
 * rssBytes being the whole platform's resident memory after the last page.
 */
export async function benchRender({ port, password, title, workers, pages, width = 960 }) {
  const platform = await startPlatform(port, password, {
    RENDER_WORKERS: String(workers),
    RENDER_PREPARE_ON_START: 'off',
  });
  try {
    const token = await adminLogin(platform.url, password);
    const book = await adminBook(platform.url, token, title);
    const session = await call(platform.url, '/api/reading/sessions', {
      token,
      method: 'POST',
      body: { bookId: book._id },
    });
    const last = Math.min(pages, book.preparation?.pageCount ?? book.pages ?? pages);
    let next = 1;
    let failed = 0;
    const t0 = performance.now();
    const lane = async () => {
      while (next <= last) {
        const page = next++;
        const res = await deviceFetch(
          `${platform.url}/api/reading/pages/${page}?w=${width}`,
          { headers: { authorization: `Bearer ${session.token}` } },
          BENCH_DEVICE,
        );
        await res.arrayBuffer();
        if (!res.ok) failed += 1;
      }
    };
    await Promise.all(Array.from({ length: workers + 1 }, lane));
    const seconds = (performance.now() - t0) / 1000;
    return { pages: last, seconds, perSecond: last / seconds, rssBytes: treeRss(platform.child.pid), failed };
  } finally {
    await platform.stop();
  }
}
