import { LeakImageTrace, LeakTrace, LeakTraceParams } from '@exam/shared-contracts/reading';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readLeakTraceForm } from './leak-form';
import { ERRORS } from '../../platform/http/route-schemas';

/**
 * Leak tracing (admin; docs/domains/reading.md "Marks"):
 *  - `GET /api/admin/leak-trace/:code`: the leak code read off a leaked page's visible mark (any case, with
 *    or without the dash) → who read (user id, e-mail, name), which book, the session's times and the pages
 *    sent with first/last time and count (an exam attempt's code: the candidate, the test's book, the
 *    attempt's start and deadline, the paper pages of the question images sent). 404 `Unknown leak code`.
 *  - `POST /api/admin/leak-trace/image` (multipart: one or more `image` files of one leak, optional
 *    `bookId` and `page`): the hidden mark read from the images → `{ code, user, confidence, book, pages }`;
 *    422 when nothing can be read, 400 for a bad upload, 413 for a file or a form too large.
 */
const adminLeakTrace: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/leak-trace/:code',
    { schema: { params: LeakTraceParams, response: { 200: LeakTrace, ...ERRORS } } },
    async (req) => app.leakTracer.byCode(req.params.code),
  );

  app.post(
    '/leak-trace/image',
    { schema: { consumes: ['multipart/form-data'], response: { 200: LeakImageTrace, ...ERRORS } } },
    async (req) => app.leakTracer.trace(await readLeakTraceForm(req)),
  );
};
export default adminLeakTrace;
