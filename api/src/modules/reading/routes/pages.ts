import {
  LIMIT_MESSAGES,
  PAGE_WIDTHS,
  ReadingDocument,
  ReadingOutline,
  ReadingPageParams,
  ReadingPageQuery,
  ReadingSearchQuery,
  ReadingSearchResult,
  THUMBNAIL_WIDTH,
  TILE_SIZE,
  TILE_WIDTHS,
  WATERMARK_CODE_HEADER,
} from '@exam/shared-contracts/reading';
import { READING_SEARCH_MIN_CHARS } from '@exam/shared-contracts/rules';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../../../platform/http-error';
import { snapPageRequest, type PageRequest } from '../../../platform/render/page-sizes';
import { markReader } from '../render/watermark';
import { chargePage } from '../page-budget';
import { pageCharged, recordPageServed, recordSearch } from '../reading-sessions';
import { flagAccount } from '../../accounts';
import { retryAfterSeconds } from '../../../platform/limiters';
import { ERRORS } from '../../../platform/http/route-schemas';
import { readingContext, readingSessionAuth, type ReadingContext } from './reader-auth';
import { noStoreJson } from '../../../platform/http/no-store';
import { revealWithinShare } from '../search-reveals';

/**
 * The server-rendered reader (docs/domains/reading.md "The reader", "The viewer"), every route
 * authorised ONLY by the reading-session token of the book (sign-in token → 401 `A reading session is
 * required`, expired → 401 `Reading session expired`):
 *  - `GET /api/reading/document` → page count, page sizes (all of them once prepared), preparation,
 *    widths, leak code;
 *  - `GET /api/reading/pages/:page?w=&tile=x,y` → `image/webp` of the page (width snapped to PAGE_WIDTHS,
 *    tiles of TILE_SIZE above 2560 px) with the reader's mark burned in, `X-Watermark-Code`, and
 *    `Cache-Control: private, max-age=<seconds left in the session>`;
 *  - `GET /api/reading/pages/:page/thumbnail` → a 160-px marked WebP;
 *  - `GET /api/reading/outline` → the PDF's table of contents with page numbers;
 *  - `GET /api/reading/search?q=` → at most 50 matches with short snippets that cannot be chained, and
 *    highlight rectangles (fractions of the page); recorded for the leak trace. An account is shown at most
 *    0.5 % of a book's letters as snippets a day (modules/reading/search-reveals); past it, matches come with their
 *    page and highlights only (`snippetsWithheld`).
 * New pages and searches draw on the account's budgets (429 with `Retry-After` past them).
 */
/** Searches in a row, each continuing the previous one's text, that flag a walk through the book. */
const WALK_RUN = 5;

const readerPages: FastifyPluginAsyncTypebox = async (app) => {
  noStoreJson(app);
  const onRequest = readingSessionAuth(app);

  /** Composites the mark on a clean render, records the page, sends the image with its headers. */
  async function sendMarked(
    ctx: ReadingContext,
    page: number,
    req: PageRequest,
    reply: FastifyReply,
    charged = true,
  ) {
    const sent = (p: number) => pageCharged(app.db, ctx.session.id, p);
    if (charged) await chargePage(app, { user: ctx.user, code: ctx.session.code, sent }, page, reply);
    const marked = await app.render.marked.get(ctx.book, page, req, {
      session: ctx.session,
      reader: markReader(ctx.user),
      userId: ctx.user.id,
    });
    await recordPageServed(app.db, ctx.session.id, page, charged);
    const left = Math.max(0, Math.floor((ctx.session.expiresAt.getTime() - Date.now()) / 1000));
    return reply
      .headers({
        'content-type': 'image/webp',
        'cache-control': `private, max-age=${left}`,
        vary: 'Authorization',
        [WATERMARK_CODE_HEADER]: ctx.session.code,
      })
      .send(marked);
  }

  app.get(
    '/reading/document',
    { onRequest, schema: { response: { 200: ReadingDocument, ...ERRORS } } },
    async (req) => {
      const { book, session } = readingContext(req);
      const [meta, pageSizes] = await Promise.all([app.render.meta(book), app.render.pageSizes(book)]);
      return {
        bookId: book.id,
        title: book.title,
        pageCount: meta.pages,
        pageSize: meta.size,
        pageSizes: pageSizes?.length === meta.pages ? pageSizes : null,
        preparedPages: book.preparedPages,
        prepareState: book.prepareState,
        widths: [...PAGE_WIDTHS],
        tileSize: TILE_SIZE,
        tileWidths: [...TILE_WIDTHS],
        watermarkCode: session.code,
      };
    },
  );

  app.get(
    '/reading/pages/:page',
    { onRequest, schema: { params: ReadingPageParams, querystring: ReadingPageQuery, response: ERRORS } },
    async (req, reply) => {
      const ctx = readingContext(req);
      return sendMarked(ctx, req.params.page, snapPageRequest(req.query.w, req.query.tile), reply);
    },
  );

  app.get(
    '/reading/pages/:page/thumbnail',
    { onRequest, schema: { params: ReadingPageParams, response: ERRORS } },
    // A 160-px thumbnail is not a readable page: it costs nothing and does not make its page free.
    async (req, reply) =>
      sendMarked(readingContext(req), req.params.page, { width: THUMBNAIL_WIDTH }, reply, false),
  );

  app.get(
    '/reading/outline',
    { onRequest, schema: { response: { 200: ReadingOutline, ...ERRORS } } },
    async (req) => ({ outline: (await app.render.meta(readingContext(req).book)).outline }),
  );

  app.get(
    '/reading/search',
    {
      onRequest,
      schema: { querystring: ReadingSearchQuery, response: { 200: ReadingSearchResult, ...ERRORS } },
    },
    async (req, reply) => {
      const { book, session, user } = readingContext(req);
      const query = req.query.q.trim();
      if (query.length < READING_SEARCH_MIN_CHARS)
        throw new HttpError(400, `Search needs at least ${READING_SEARCH_MIN_CHARS} characters`, {
          code: 'search_too_short',
          params: { min: READING_SEARCH_MIN_CHARS },
        });
      if (user.role !== 'admin') {
        const spent = await app.budgets.spend('searches', user.id);
        if (!spent.ok) {
          const wait = retryAfterSeconds(spent.retryAfterMs);
          await flagAccount(app.db, user.id, 'search-budget', {
            code: session.code,
            budget: `${spent.window.points} searches in ${spent.window.seconds} s`,
            waitSeconds: wait,
          });
          reply.header('retry-after', String(wait));
          throw new HttpError(429, LIMIT_MESSAGES.searches(wait), {
            code: 'searches_too_fast',
            params: { seconds: wait },
          });
        }
      }
      const found = await app.render.text.search(book, query);
      const { truncated } = found;
      // The day's share of the book shown as snippets (admins unlimited): past it, pages without text.
      const { results, withheld } =
        user.role === 'admin'
          ? { results: found.results, withheld: false }
          : await revealWithinShare(app.db, user.id, book.id, found.letters, found.results);
      // Every search is kept for the leak trace; a run of queries that each continue the last one's text
      // is a walk through the book, flagged for the admin with the queries.
      const pages = [...new Set(results.map((r) => r.page))];
      const { chained, run } = await recordSearch(app.db, session.id, query, results.length, pages);
      if (chained && run >= WALK_RUN)
        await flagAccount(app.db, user.id, 'search-walk', { code: session.code, run, lastQuery: query });
      return {
        query,
        results,
        truncated,
        preparedPages: book.preparedPages,
        pageCount: book.pageCount,
        snippetsWithheld: withheld,
      };
    },
  );
};
export default readerPages;
