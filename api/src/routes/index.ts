import type { FastifyPluginAsync } from 'fastify';
import adminAuditLog from '../modules/operations/audit-log-routes';
import adminBooks from '../modules/catalogue/admin-book-routes';
import adminExams from '../modules/exams/admin/admin-routes';
import adminLeakTrace from '../modules/reading/leak-trace-routes';
import adminLimits from '../modules/reading/admin-limit-routes';
import adminLogin from '../modules/accounts/admin-login-routes';
import adminPayments from '../modules/purchases/admin-payment-routes';
import adminRanks from '../modules/exams/ranks/admin-rank-routes';
import adminReconciliation from '../modules/purchases/reconciliation-routes';
import adminRejectionTemplates from '../modules/purchases/rejection-template-routes';
import adminUsers from '../modules/accounts/admin-user-routes';
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
import library from '../modules/purchases/routes/library';
import pdfProxy from '../modules/reading/pdf-proxy';
import reading from '../modules/reading/routes';
import readerBookmarks from '../modules/reading/routes/bookmarks';
import readerPages from '../modules/reading/routes/pages';
import site from '../modules/operations/site-routes';
import exams from '../modules/exams/exam-routes';

/** Every module's routes under `/api`, in the order they are registered. */
const STUDENT_ROUTES = [
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
  library,
  pdfProxy,
  reading,
  readerPages,
  readerBookmarks,
  exams,
  bookmarks,
  reflow,
  files,
];

/** Every module's routes under `/api/admin` behind `requireAdmin`, in the order they are registered. */
const ADMIN_ROUTES = [
  adminBooks,
  adminPayments,
  adminUsers,
  adminAuditLog,
  adminLeakTrace,
  adminRejectionTemplates,
  adminReconciliation,
  adminExams,
  adminRanks,
  adminLimits,
];

/**
 * The one list of the API's routes, every module's (docs/architecture.md "Where to read more"), mounted by
 * app.ts under `/api`; unknown `/api/*` paths answer 404 `{ error: 'Not found' }`. `/api/admin/*`
 * (docs/domains/accounts.md "Roles"): login is open; everything else sits behind `requireAdmin` as an
 * onRequest hook, so refusals (401/403) come before any body is read or validated.
 */
const routes: FastifyPluginAsync = async (app) => {
  for (const plugin of STUDENT_ROUTES) await app.register(plugin);
  await app.register(
    async (admin) => {
      await admin.register(adminLogin);
      await admin.register(async (guarded) => {
        guarded.addHook('onRequest', app.requireAdmin);
        for (const plugin of ADMIN_ROUTES) await guarded.register(plugin);
      });
    },
    { prefix: '/admin' },
  );
  app.setNotFoundHandler((_req, reply) => reply.status(404).send({ error: 'Not found', code: 'not_found' }));
};
export default routes;
