import type { FastifyPluginAsync } from 'fastify';
import adminAuditLog from '../../modules/operations/audit-log-routes';
import adminBooks from '../../modules/catalogue/admin-book-routes';
import adminLeakTrace from '../../modules/reading/leak-trace-routes';
import adminLimits from './limits';
import adminLogin from '../../modules/accounts/admin-login-routes';
import adminPayments from '../../modules/purchases/admin-payment-routes';
import adminReconciliation from '../../modules/purchases/reconciliation-routes';
import adminRejectionTemplates from '../../modules/purchases/rejection-template-routes';
import adminTestRanks from './test-ranks';
import { adminTests } from '../../modules/exams';
import adminUsers from '../../modules/accounts/admin-user-routes';

/**
 * `/api/admin/*` (docs/domains/accounts.md "Roles"). Login is open; everything else sits behind
 * `requireAdmin` as an onRequest hook, so refusals (401/403) come before any body is read or validated.
 */
const admin: FastifyPluginAsync = async (app) => {
  await app.register(adminLogin);
  await app.register(async (guarded) => {
    guarded.addHook('onRequest', app.requireAdmin);
    await guarded.register(adminBooks);
    await guarded.register(adminPayments);
    await guarded.register(adminUsers);
    await guarded.register(adminAuditLog);
    await guarded.register(adminLeakTrace);
    await guarded.register(adminRejectionTemplates);
    await guarded.register(adminReconciliation);
    await guarded.register(adminTests);
    await guarded.register(adminTestRanks);
    await guarded.register(adminLimits);
  });
};
export default admin;
