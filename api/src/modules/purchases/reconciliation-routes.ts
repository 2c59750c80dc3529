import {
  ApproveMatchedResponse,
  ReconciliationOverview,
  ReconciliationSettings,
  StatementImportResult,
  StatementMapping,
} from '@exam/shared-contracts/purchases';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mailReviewed } from './payment-mail';
import { approveMatched } from './statements/approve-matched';
import { importStatement } from './statements/import-statement';
import { reconciliationOverview } from './statements/overview';
import {
  getReconciliationSettings,
  saveMapping,
  saveReconciliationSettings,
} from './statements/reconciliation-settings';
import { readStatementForm } from './statements/statement-form';
import { StatementReader } from './statements/read-rows';
import { ERRORS } from '../../platform/http/route-schemas';

/**
 * Bank-statement reconciliation: import a statement, see what matches, approve all matched
 * payments at once, and the settings (auto-approve, column mappings of other banks).
 */
const adminReconciliation: FastifyPluginAsyncTypebox = async (app) => {
  const reader = new StatementReader(app.config.statements);
  app.addHook('onClose', () => reader.close());

  app.get('/reconciliation', { schema: { response: { 200: ReconciliationOverview, ...ERRORS } } }, async () =>
    reconciliationOverview(app.db),
  );

  app.post(
    '/reconciliation/statements',
    {
      schema: {
        consumes: ['multipart/form-data'],
        response: { 200: StatementImportResult, ...ERRORS },
      },
    },
    async (req) => {
      const admin = req.currentUser!;
      const result = await importStatement(app.db, await readStatementForm(req), admin, reader);
      const { autoApproveMatched } = await getReconciliationSettings(app.db);
      // Approvals over many users: every cached viewer is forgotten.
      const approved = autoApproveMatched
        ? await app.viewers.afterWrite(
            () => approveMatched(app.db, admin),
            () => undefined,
          )
        : [];
      mailReviewed(
        app,
        approved.map((p) => p.id),
      );
      return { ...result, autoApproved: approved.length };
    },
  );

  app.post(
    '/reconciliation/approve-matched',
    { schema: { response: { 200: ApproveMatchedResponse, ...ERRORS } } },
    async (req) => {
      const approved = await app.viewers.afterWrite(
        () => approveMatched(app.db, req.currentUser!),
        () => undefined,
      );
      mailReviewed(
        app,
        approved.map((p) => p.id),
      );
      return { approved: approved.length, paymentIds: approved.map((p) => p.id) };
    },
  );

  app.put(
    '/reconciliation/settings',
    { schema: { body: ReconciliationSettings, response: { 200: ReconciliationSettings, ...ERRORS } } },
    async (req) => saveReconciliationSettings(app.db, req.body, req.currentUser!.id),
  );

  app.put(
    '/reconciliation/mappings',
    {
      schema: {
        body: StatementMapping,
        response: { 200: Type.Object({ mappings: Type.Array(StatementMapping) }), ...ERRORS },
      },
    },
    async (req) => ({ mappings: await saveMapping(app.db, req.body, req.currentUser!.id) }),
  );
};
export default adminReconciliation;
