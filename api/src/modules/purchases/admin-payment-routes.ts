import {
  AdminPaymentsCsv,
  AdminPaymentsExportQuery,
  AdminPaymentsQuery,
  AdminPaymentsResponse,
  PaymentConfig,
  PaymentConfigResponse,
  type Payment,
  PaymentReviewResponse,
  RejectBody,
} from '@exam/shared-contracts/purchases';
import { IdParams } from '@exam/shared-contracts/http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { allAdminPayments, listAdminPayments } from './admin-payment-list';
import { reviewPayment } from './payment-review';
import { paymentsCsv } from './payments-csv';
import { mailReviewed } from './payment-mail';
import { qrDataUrl } from './upi';
import { getPaymentConfig, getTestAmount, updatePaymentConfig, undoApproval } from '../operations';
import { ADMIN_UNDO } from '@exam/shared-contracts/constants';
import { upiLink } from '@exam/shared-contracts/rules';
import { ERRORS } from '../../platform/http/route-schemas';

/** The buyer of a reviewed payment: whose cached statuses it changed. */
const buyer = (payment: Payment) => payment.user?._id;

/** Admin payment review and payee settings (docs/domains/operations.md "Payments", "Payment Config",
 * "Rules and limits"). */
const adminPayments: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/payments',
    { schema: { querystring: AdminPaymentsQuery, response: { 200: AdminPaymentsResponse, ...ERRORS } } },
    async (req) => listAdminPayments(app.db, req.query),
  );

  // Export Data: the filtered payments as a CSV download named after today's date.
  app.get(
    '/payments/export.csv',
    { schema: { querystring: AdminPaymentsExportQuery, response: { 200: AdminPaymentsCsv, ...ERRORS } } },
    async (req, reply) => {
      const csv = paymentsCsv(await allAdminPayments(app.db, req.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="payments-${new Date().toISOString().slice(0, 10)}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/payments/:id/approve',
    { schema: { params: IdParams, response: { 200: PaymentReviewResponse, ...ERRORS } } },
    async (req) => {
      const payment = await app.viewers.afterWrite(
        () => reviewPayment(app.db, req.params.id, req.currentUser!, 'approved'),
        buyer,
      );
      // Held back for the undo window: an approval undone in time never reaches the student's inbox.
      mailReviewed(app, [payment.paymentId], ADMIN_UNDO.windowMs);
      return { payment };
    },
  );

  // Undo of an approval: back to pending within the undo window, by the approving admin.
  app.post(
    '/payments/:id/undo-approve',
    { schema: { params: IdParams, response: { 200: PaymentReviewResponse, ...ERRORS } } },
    async (req) => ({
      payment: await app.viewers.afterWrite(
        () => undoApproval(app.db, req.params.id, req.currentUser!),
        buyer,
      ),
    }),
  );

  app.post(
    '/payments/:id/reject',
    {
      // A reject may come with no payload (docs/domains/operations.md "Calls"): treat a missing body as `{}`
      // before validation.
      preValidation: async (req) => {
        req.body ??= {};
      },
      schema: { params: IdParams, body: RejectBody, response: { 200: PaymentReviewResponse, ...ERRORS } },
    },
    async (req) => {
      const payment = await app.viewers.afterWrite(
        () => reviewPayment(app.db, req.params.id, req.currentUser!, 'rejected', req.body?.reason),
        buyer,
      );
      mailReviewed(app, [payment.paymentId]);
      return { payment };
    },
  );

  // The Test QR Code box (docs/domains/operations.md "Admin screens") shows the QR of the test link: payee,
  // test amount, INR (docs/domains/purchases.md "Rules and limits").
  const configResponse = async () => {
    const config = await getPaymentConfig(app.db);
    const testAmount = await getTestAmount(app.db);
    const testQrCode = config.upiId
      ? await qrDataUrl(upiLink(config.upiId, config.payeeName, testAmount))
      : '';
    return { ...config, testAmount, testQrCode };
  };

  app.get(
    '/payment-config',
    { schema: { response: { 200: PaymentConfigResponse, ...ERRORS } } },
    configResponse,
  );

  app.put(
    '/payment-config',
    { schema: { body: PaymentConfig, response: { 200: PaymentConfigResponse, ...ERRORS } } },
    async (req) => {
      const { upiId, payeeName, bankName } = req.body;
      await updatePaymentConfig(
        app.db,
        { upiId: upiId.trim(), payeeName: payeeName.trim(), bankName: bankName.trim() },
        req.currentUser!.id,
      );
      return configResponse();
    },
  );
};
export default adminPayments;
