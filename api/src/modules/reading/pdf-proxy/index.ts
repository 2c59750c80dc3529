import { PdfProxyQuery } from '@exam/shared-contracts/reading';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { books } from '../../../db/schema';
import { parseRange } from '../../../platform/byte-range';
import { PDF_URL_PREFIX } from '../../catalogue';
import { HttpError } from '../../../platform/http-error';
import { PDF_NAME_RE, pdfFileKey } from '../../../platform/storage/storage';
import { readerAuth, readingScope } from '../routes/reader-auth';
import { ERRORS } from '../../../platform/http/route-schemas';

const NOT_FOUND = 'PDF not found';

/** 403 texts: students read server-rendered page images (modules/reading/routes), never the PDF file. */
export const PDF_PROXY_REFUSALS = {
  notAdmin: 'The original PDF is available to admins only: students read books in the viewer',
  readingToken: 'A reading session opens page images, not the PDF file',
} as const;

/** A download name from the title: ASCII letters, digits and dashes only (safe in any header). */
function downloadName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'document'}.pdf`;
}

/**
 * `GET /api/pdf-proxy?url=` (docs/domains/reading.md "The reader", api/README.md "Files"). `url` must equal
 * the `pdfUrl` of one of our books (`/files/pdfs/<uuid>.pdf`); nothing is ever fetched, and only the
 * generated name, after an exact DB match, reaches storage (app.storage: a ranged read of the local file or a
 * ranged S3 GetObject). Access: admins ONLY (docs/domains/reading.md "The reader": the PDF never reaches a
 * student). Any other signed-in user, and any reading-session token, gets 403 `{ error }` before the key is
 * even looked up; no token gets 401; an inactive account 401. Streams with Range support: 206 + Content-Range
 * for one range, 416 when unsatisfiable, else 200.
 */
const pdfProxy: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pdf-proxy',
    { onRequest: readerAuth(app), schema: { querystring: PdfProxyQuery, response: ERRORS } },
    async (req, reply) => {
      if (readingScope(req) !== undefined) throw new HttpError(403, PDF_PROXY_REFUSALS.readingToken);
      if (req.currentUser!.role !== 'admin') throw new HttpError(403, PDF_PROXY_REFUSALS.notAdmin);
      const url = req.query.url;
      const name = url.startsWith(PDF_URL_PREFIX) ? url.slice(PDF_URL_PREFIX.length) : '';
      if (!PDF_NAME_RE.test(name)) throw new HttpError(404, NOT_FOUND);
      const [book] = await app.db.select().from(books).where(eq(books.pdfKey, name));
      if (!book) throw new HttpError(404, NOT_FOUND);

      const key = pdfFileKey(name);
      const size = await app.storage.size(key);
      const range = size === undefined ? undefined : parseRange(req.headers.range, size);
      if (range === 'unsatisfiable') {
        reply.headers({ 'accept-ranges': 'bytes', 'content-range': `bytes */${size}` });
        throw new HttpError(416, 'Requested range not satisfiable');
      }
      const body = size === undefined ? undefined : await app.storage.stream(key, range);
      if (!body) {
        req.log.error({ bookId: book.id, key }, 'pdf-proxy: stored PDF missing');
        throw new HttpError(404, NOT_FOUND);
      }
      reply.headers({
        'accept-ranges': 'bytes',
        'content-type': 'application/pdf',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-disposition': `inline; filename="${downloadName(book.title)}"`,
      });
      if (range) {
        reply.status(206).headers({
          'content-range': `bytes ${range.start}-${range.end}/${size}`,
          'content-length': String(range.end - range.start + 1),
        });
        return reply.send(body as never);
      }
      reply.header('content-length', String(size));
      return reply.send(body as never);
    },
  );
};
export default pdfProxy;
