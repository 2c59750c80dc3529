import { textBook } from '../../helpers/text-book';
import { auth, createTestApp, openReadingSession, signUp, type TestContext } from '../../helpers/test-app';

/**
 * The in-book search shows an account under 1 % of a book's letters a day, whatever it searches
 * (docs/domains/reading.md "Per-user budgets"): 200 searches of words found once in the book, each answered
 * with its page and a snippet of context while the day's share lasts, recover less than 1 % of the text; past
 * the share the matches still come with their pages and highlights.
 */
let ctx: TestContext;
let book: { id: string; texts: string[] };

beforeAll(async () => {
  ctx = await createTestApp({ books: false });
  book = await textBook(ctx, 100);
}, 120_000);
afterAll(() => ctx.close());
afterEach(() => jest.restoreAllMocks());

const norm = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();

it('200 rare-word searches recover under 1 % of the book; past the share, pages come without snippets', async () => {
  const pages = book.texts.map(norm);
  const counts = new Map<string, number>();
  for (const page of pages) for (const w of page.split(' ')) counts.set(w, (counts.get(w) ?? 0) + 1);
  // Words found once in the whole book, one or two per page, spread over the book.
  const rare = pages
    .flatMap((page) => [...new Set(page.split(' '))].filter((w) => w.length >= 4 && counts.get(w) === 1))
    .filter((_, i, all) => i % Math.max(1, Math.floor(all.length / 200)) === 0)
    .slice(0, 200);
  expect(rare).toHaveLength(200);

  const { token } = await signUp(ctx.app, 'Rare Words');
  // One search every 20 s (under the per-minute budget), a new reading session every 50.
  let now = Date.now();
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  let session = '';
  const seen = pages.map((p) => new Uint8Array(p.length));
  let withheld = 0;
  for (const [i, word] of rare.entries()) {
    if (i % 50 === 0) session = (await openReadingSession(ctx.app, token, book.id)).json().token;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/reading/search?q=${encodeURIComponent(word)}`,
      headers: auth(session),
    });
    expect([i, res.statusCode]).toEqual([i, 200]);
    const body = res.json() as {
      results: { page: number; snippet: string; rects: unknown[] }[];
      snippetsWithheld?: boolean;
    };
    expect(body.results.length).toBeGreaterThan(0);
    for (const hit of body.results) {
      expect(hit.rects.length).toBeGreaterThan(0);
      const text = norm(hit.snippet.replace(/…/g, ' '));
      if (!text) continue;
      const at = pages[hit.page - 1].indexOf(text);
      expect(at).toBeGreaterThanOrEqual(0);
      seen[hit.page - 1].fill(1, at, at + text.length);
    }
    if (body.snippetsWithheld) withheld += 1;
    now += 20_000;
  }
  const total = pages.reduce((n, p) => n + p.length, 0);
  const recovered = seen.reduce((n, page) => n + page.reduce((a, b) => a + b, 0), 0);
  process.stdout.write(
    `rare-word search: 200 searches, ${recovered} of ${total} characters recovered ` +
      `(${((100 * recovered) / total).toFixed(3)} %), ${withheld} answered without snippets\n`,
  );
  expect(recovered / total).toBeLessThan(0.01);
  expect(withheld).toBeGreaterThan(0);
}, 180_000);
