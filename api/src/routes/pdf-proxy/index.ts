import fs from 'node:fs';
import { PdfProxyQuery } from '@exam/shared-contracts/http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { books } from '../../db/schema';
import { parseRange } from '../../services/byte-range';
import { canRead, PDF_URL_PREFIX } from '../../services/books';
import { HttpError } from '../../services/http-error';
import { PDF_NAME_RE } from '../../services/storage';
import { readerAuth, readingScope } from '../reading/reader-auth';
import { ERRORS } from '../schemas';

const NOT_FOUND = 'PDF not found';

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
 * `GET /api/pdf-proxy?url=` (SPEC 7, ARCHITECTURE "Files"). `url` must equal the `pdfUrl` of one of our
 * books (`/files/pdfs/<uuid>.pdf`); nothing is ever fetched, and only the generated name, after an exact
 * DB match, reaches the filesystem. Access: admin, free book, or an approved payment (403 otherwise).
 * Streams with Range support: 206 + Content-Range for one range, 416 when unsatisfiable, else 200.
 * Auth: the stored sign-in token (SPEC 7), or a reading-session token (routes/reading) that only opens its
 * own book and is refused once expired, so the viewer's 30-minute session holds on the server too.
 */
const pdfProxy: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pdf-proxy',
    { onRequest: readerAuth(app), schema: { querystring: PdfProxyQuery, response: ERRORS } },
    async (req, reply) => {
      const url = req.query.url;
      const name = url.startsWith(PDF_URL_PREFIX) ? url.slice(PDF_URL_PREFIX.length) : '';
      if (!PDF_NAME_RE.test(name)) throw new HttpError(404, NOT_FOUND);
      const [book] = await app.db.select().from(books).where(eq(books.pdfKey, name));
      if (!book) throw new HttpError(404, NOT_FOUND);
      const scope = readingScope(req);
      if (scope !== undefined && scope !== book.id)
        throw new HttpError(403, 'This reading session is for another book');
      if (!(await canRead(app.db, req.currentUser!, book)))
        throw new HttpError(403, 'You do not have access to this book');

      const file = app.storage.pdfPath(name);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (!stat?.isFile()) {
        req.log.error({ bookId: book.id, file }, 'pdf-proxy: stored PDF missing');
        throw new HttpError(404, NOT_FOUND);
      }
      const range = parseRange(req.headers.range, stat.size);
      if (range === 'unsatisfiable') {
        reply.headers({ 'accept-ranges': 'bytes', 'content-range': `bytes */${stat.size}` });
        throw new HttpError(416, 'Requested range not satisfiable');
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
          'content-range': `bytes ${range.start}-${range.end}/${stat.size}`,
          'content-length': String(range.end - range.start + 1),
        });
        return reply.send(fs.createReadStream(file, { start: range.start, end: range.end }) as never);
      }
      reply.header('content-length', String(stat.size));
      return reply.send(fs.createReadStream(file) as never);
    },
  );
};
export default pdfProxy;
