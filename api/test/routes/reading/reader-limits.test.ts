import { DEFAULT_READER_LIMITS, LIMIT_MESSAGES } from '@exam/shared-contracts/reading';
import { normaliseLeakCode } from '../../../src/modules/reading/reading-sessions';
import { textBook } from '../../helpers/text-book';
import {
  auth,
  createTestAppWithAdmin,
  openReadingSession,
  signUp,
  TEST_DEVICE,
  type TestContext,
} from '../../helpers/test-app';

/**
 * Limits a student never feels and a scraper always does (docs/domains/reading.md "Per-user budgets"),
 * against the real database: search snippets that cannot be walked, the search and page budgets (time
 * simulated), and the leak trace of a session's searches.
 */
let ctx: TestContext;
let admin: string;
let book: { id: string; texts: string[] };

beforeAll(async () => {
  ({ ctx, admin } = await createTestAppWithAdmin({
    books: false,
    config: {
      rateLimit: { enabled: true, auth: 1000, register: 1000, submit: 1000, forgotPerAddress: 3 },
      render: { workers: 1, timeoutMs: 20000, memoryMb: 512, prepareOnStart: false, hostEnv: {} },
    },
  }));
  book = await textBook(ctx, 100);
}, 120_000);
afterAll(() => ctx.close());
afterEach(() => jest.restoreAllMocks());

async function openSession(
  token: string,
  device = TEST_DEVICE,
): Promise<{ token: string; watermarkCode: string }> {
  const res = await openReadingSession(ctx.app, token, book.id, { device });
  expect(res.statusCode).toBe(201);
  return res.json();
}
const search = (token: string, q: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/reading/search?q=${encodeURIComponent(q)}`,
    headers: auth(token),
  });
const norm = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();

describe('search inside a book', () => {
  it('a walk that feeds each snippet back as the next query recovers < 1% of a 100-page book before 429', async () => {
    const { token } = await signUp(ctx.app, 'Walker');
    const session = await openSession(token);
    const book100 = norm(book.texts.join(' '));
    // The attacker knows the first 60 characters of page 1 and walks from there, as in the probe.
    let known = norm(book.texts[0]).slice(0, 60);
    const start = known.length;
    let refused: { status: number; retryAfter: unknown; body: unknown } | undefined;
    let requests = 0;
    let tailLength = 60;
    while (!refused && requests < 5000) {
      const q = known.slice(-tailLength).trim();
      const res = await search(session.token, q);
      requests += 1;
      if (res.statusCode === 429) {
        refused = { status: 429, retryAfter: res.headers['retry-after'], body: res.json() };
        break;
      }
      expect(res.statusCode).toBe(200);
      const body = res.json() as { results: { page: number; snippet: string }[] };
      expect(body.results.length).toBeLessThanOrEqual(50);
      let grew = false;
      for (const hit of body.results) {
        // A snippet is the match and a few words: never more than ~80 characters beyond what was typed.
        expect(hit.snippet.length).toBeLessThanOrEqual(q.length + 80);
        const s = norm(hit.snippet.replace(/…/g, ' '));
        const at = s.indexOf(norm(q));
        if (at < 0) continue;
        const beyond = s.slice(at + norm(q).length);
        if (beyond.trim()) {
          known = norm(known + beyond);
          grew = true;
          break;
        }
      }
      // Stuck: try a shorter tail, as a patient attacker would, down to 10 characters, then start over.
      tailLength = grew ? 60 : tailLength > 10 ? tailLength - 10 : 60;
    }
    const recovered = known.length - start;
    expect(refused).toEqual({
      status: 429,
      retryAfter: expect.stringMatching(/^\d+$/),
      body: {
        error: expect.stringMatching(/^You have searched this book very often/),
        code: 'searches_too_fast',
        params: { seconds: expect.any(Number) },
      },
    });
    expect(book100.startsWith(known)).toBe(true);
    // The figure the report quotes.
    process.stdout.write(
      `search walk: ${requests} requests, ${recovered} of ${book100.length} characters recovered ` +
        `(${((100 * recovered) / book100.length).toFixed(3)} %) before 429\n`,
    );
    expect(recovered / book100.length).toBeLessThan(0.01);

    // The leak trace lists the session's searches, and the walk flagged the account.
    const trace = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/leak-trace/${session.watermarkCode}`,
        headers: auth(admin),
      })
    ).json();
    expect(trace.searchCount).toBe(requests - 1);
    expect(trace.searches).toHaveLength(requests - 1);
    expect(trace.searches[0]).toMatchObject({ query: norm(book.texts[0]).slice(0, 60).trim(), pages: [1] });
    expect(trace.searchedPages).toContain(1);
    const flags = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/flags', headers: auth(admin) })
    ).json().flags as { kind: string; user: { name: string }; evidence: Record<string, unknown> }[];
    const mine = flags.filter((f) => f.user.name === 'Walker').map((f) => f.kind);
    expect(mine).toEqual(expect.arrayContaining(['search-walk', 'search-budget']));
    expect(normaliseLeakCode(session.watermarkCode)).toBe(session.watermarkCode);
  }, 120_000);

  it('a student searching as people do never meets the budget', async () => {
    const { token } = await signUp(ctx.app);
    let t = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => t);
    // 300 searches over five hours, one a minute (a reading session lasts 30 minutes: the viewer opens the
    // next): far from 60 a minute and 1,000 a day.
    let session = await openSession(token);
    for (let i = 0; i < 300; i += 1) {
      if (i % 25 === 24) session = await openSession(token);
      const word = norm(book.texts[i % 100]).split(' ')[i % 7];
      const res = await search(session.token, word);
      expect([i, res.statusCode]).toEqual([i, 200]);
      t += 60_000;
    }
  }, 120_000);
});

describe('page budget', () => {
  /** Pages are served from a stub: the budget is under test, not the renderer. */
  const stubRender = () =>
    jest.spyOn(ctx.app.render.marked, 'get').mockImplementation(async () => Buffer.from('RIFF0000WEBP'));
  const page = (token: string, n: number, w = 960) =>
    ctx.app.inject({ method: 'GET', url: `/api/reading/pages/${n}?w=${w}`, headers: auth(token) });

  it('280 pages asked for at once: 429 past the budget, with the time to wait; a page already sent stays free', async () => {
    stubRender();
    const { token } = await signUp(ctx.app, 'Scraper');
    const session = await openSession(token);
    const answers = await Promise.all(Array.from({ length: 280 }, (_, i) => page(session.token, i + 1)));
    const ok = answers.filter((r) => r.statusCode === 200).length;
    const refused = answers.filter((r) => r.statusCode === 429);
    process.stdout.write(`scrape: 280 pages in parallel → ${ok} served, ${refused.length} × 429\n`);
    expect(ok).toBeLessThanOrEqual(DEFAULT_READER_LIMITS.pagesPerMinute);
    expect(refused.length).toBe(280 - ok);
    const wait = Number(refused[0].headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused[0].json()).toEqual({
      error: LIMIT_MESSAGES.pages(wait),
      code: 'pages_too_fast',
      params: { seconds: wait },
    });
    // A page already sent in the session is free, at any width: re-views never meet the budget.
    const served = answers.findIndex((r) => r.statusCode === 200) + 1;
    for (const w of [480, 960, 1440]) expect((await page(session.token, served, w)).statusCode).toBe(200);
    const flags = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/flags', headers: auth(admin) })
    ).json().flags as { kind: string; user: { name: string } }[];
    expect(flags.some((f) => f.kind === 'page-budget' && f.user.name === 'Scraper')).toBe(true);
  });

  it('100 page turns at human speed (one every 10 s, the next two prefetched) never meet it', async () => {
    stubRender();
    const { token } = await signUp(ctx.app);
    const session = await openSession(token);
    let t = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => t);
    const codes: number[] = [];
    for (let n = 1; n <= 100; n += 1) {
      // The viewer shows page n, then prefetches n+1 and n+2 (reader-remote, PREFETCH_PAGES).
      for (const p of [n, n + 1, n + 2].filter((p) => p <= 100))
        codes.push((await page(session.token, p)).statusCode);
      t += 10_000;
    }
    expect(codes.every((c) => c === 200)).toBe(true);
    // The sustained rate is the hour's: 100 new pages in 1,000 s is inside 400 an hour.
  }, 120_000);
});
