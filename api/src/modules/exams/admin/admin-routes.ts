import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PaperDetector } from '../detection/paper-detector';
import { adminDraftRoutes } from './admin-draft-routes';
import { adminExtraTimeRoutes } from './admin-extra-time-routes';
import { adminKeyRoutes } from './admin-key-routes';
import { adminPaperRoutes } from './admin-paper-routes';
import { adminResultRoutes } from './admin-result-routes';
import { adminExamWrites } from './admin-exam-writes';
import { MAX_KEY_BYTES } from './answer-key';

/**
 * The admin's online tests (docs/domains/exams.md "Online tests"), behind `requireAdmin`:
 * - `GET /api/admin/tests`, `POST` (make a draft from a test-series book's PDF with a preset), `GET|PUT|DELETE
 *   /api/admin/tests/:id`;
 * - `PUT …/key` (`text/csv`: 200 `{questions}` or 400 `{error, lines}`), `POST …/publish`, `…/unpublish`,
 *   `POST …/questions/:number/drop`;
 * - `GET …/attempts` (and `attempts.csv`), `GET …/stats`, `GET …/pages/:page?w=` (the editor's page images),
 *   `POST …/solutions-pdf` (multipart `pdf`), `POST /api/admin/attempts/:attemptId/time`.
 * A change that can alter scores on a test with submitted attempts (key, type, section, marks, a drop)
 * re-scores every attempt in the same transaction, sets `keyRevisedAt` and is written to the audit log.
 * The routes are added to this one plugin, in this order, by admin-draft-routes.ts, admin-key-routes.ts,
 * admin-result-routes.ts, admin-paper-routes.ts and admin-extra-time-routes.ts, so they share its paper
 * detector and its text body parser; their saves are admin-exam-writes.ts.
 */
const adminExams: FastifyPluginAsyncTypebox = async (app) => {
  const detector = new PaperDetector(app.config.detection);
  app.addHook('onClose', () => detector.close());
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: MAX_KEY_BYTES },
    (_req, body, done) => done(null, body),
  );
  const writes = adminExamWrites(app);
  adminDraftRoutes(app, writes, detector);
  adminKeyRoutes(app, writes);
  adminResultRoutes(app);
  adminPaperRoutes(app, writes);
  adminExtraTimeRoutes(app);
};

export default adminExams;
