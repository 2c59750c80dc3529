import { PaymentIdParams, PaymentReceipt, UserOrders, UserReceipts } from '@exam/shared-contracts/purchases';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paymentReceipt, userOrders, userReceipts } from '../receipts';
import { ERRORS } from '../../../platform/http/route-schemas';

/** Receipts of approved payments for their owner, and their orders. */
const receiptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/payment/:paymentId/receipt',
    {
      onRequest: app.authenticate,
      schema: { params: PaymentIdParams, response: { 200: PaymentReceipt, ...ERRORS } },
    },
    async (req) => paymentReceipt(app.db, req.currentUser!.id, req.params.paymentId),
  );

  app.get(
    '/user/receipts',
    { onRequest: app.authenticate, schema: { response: { 200: UserReceipts, ...ERRORS } } },
    async (req) => userReceipts(app.db, req.currentUser!.id),
  );

  // Every payment of the caller with its state and reason.
  app.get(
    '/user/orders',
    { onRequest: app.authenticate, schema: { response: { 200: UserOrders, ...ERRORS } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return userOrders(app.db, req.currentUser!.id);
    },
  );
};
export default receiptRoutes;
