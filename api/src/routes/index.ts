import type { FastifyPluginAsync } from 'fastify';
import admin from './admin';
import auth from '../modules/accounts/routes';
import books from '../modules/catalogue/routes';
import bookPage from '../modules/catalogue/book-page-routes';
import bookmarks from '../modules/exams/bookmarks/bookmark-routes';
import reflow from '../modules/exams/reflow/reflow-routes';
import files from '../modules/catalogue/file-routes';
import google from '../modules/accounts/routes/google';
import deviceRoutes from '../modules/accounts/routes/devices';
import health from '../modules/operations/health';
import healthProbes from '../modules/operations/health/probes';
import metrics from '../modules/operations/health/metrics';
import payment from '../modules/purchases/routes';
import receipts from '../modules/purchases/routes/receipts';
import pdfProxy from '../modules/reading/pdf-proxy';
import reading from '../modules/reading/routes';
import readerBookmarks from '../modules/reading/routes/bookmarks';
import readerPages from '../modules/reading/routes/pages';
import site from './site';
import tests from '../modules/exams/exam-routes';
import user from './user';

/** Every API route, mounted by app.ts under `/api`; unknown `/api/*` paths answer 404 `{ error: 'Not found' }`. */
const routes: FastifyPluginAsync = async (app) => {
  for (const plugin of [
    health,
    healthProbes,
    metrics,
    site,
    auth,
    google,
    deviceRoutes,
    books,
    bookPage,
    payment,
    receipts,
    user,
    pdfProxy,
    reading,
    readerPages,
    readerBookmarks,
    tests,
    bookmarks,
    reflow,
    files,
  ])
    await app.register(plugin);
  await app.register(admin, { prefix: '/admin' });
  app.setNotFoundHandler((_req, reply) => reply.status(404).send({ error: 'Not found', code: 'not_found' }));
};
export default routes;
