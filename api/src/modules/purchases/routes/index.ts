import { paiseToRupees, upiLink } from '@exam/shared-contracts/rules';
import {
  BookIdParams,
  PaymentData,
  PaymentIdParams,
  PaymentStatusResponse,
  PaymentSubmitBody,
  PaymentSubmitResponse,
} from '@exam/shared-contracts/purchases';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findBook, payablePaise, withAccess } from '../../catalogue';
import { HttpError } from '../../../platform/http-error';
import { findPayment, latestPayment, PAYMENT_MESSAGES } from '../payments';
import { submitPayment } from '../payment-submission';
import { getPaymentConfig } from '../../operations';
import { qrDataUrl, upiIntentLink } from '../upi';
import { rateLimited } from '../../../platform/http/rate-limit';
import { ERRORS } from '../../../platform/http/route-schemas';

/** The purchase flow (docs/domains/purchases.md "Purchase page", "Payment states"): payment data, UTR
 * submission, status polling. */
const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/payment/:bookId',
    {
      onRequest: app.authenticate,
      schema: { params: BookIdParams, response: { 200: PaymentData, ...ERRORS } },
    },
    async (req) => {
      const user = req.currentUser!;
      const book = await findBook(app.db, req.params.bookId);
      if (!book) throw new HttpError(404, PAYMENT_MESSAGES.bookNotFound);
      const config = await getPaymentConfig(app.db);
      if (!config.upiId)
        throw new HttpError(503, 'Payments are not configured yet', { code: 'payments_not_configured' });
      // Free books answer amount 0 (the page shows Read Now instead of the form).
      const amount = book.isFree ? 0 : paiseToRupees(payablePaise(book));
      const link = upiLink(config.upiId, config.payeeName, amount);
      const [dto] = await withAccess(app.db, [book], user);
      return {
        book: dto,
        qrCode: await qrDataUrl(link),
        upiLink: link,
        upiIntentLink: upiIntentLink(config.upiId, config.payeeName, amount, `Exam Store: ${book.title}`),
        upiId: config.upiId,
        payeeName: config.payeeName,
        amount,
        existingPayment: await latestPayment(app.db, user.id, book.id),
      };
    },
  );

  app.post(
    '/payment/submit',
    {
      config: rateLimited(app, 'submit'),
      onRequest: app.authenticate,
      schema: {
        body: PaymentSubmitBody,
        response: { 200: PaymentSubmitResponse, 201: PaymentSubmitResponse, ...ERRORS },
      },
    },
    async (req, reply) => {
      // `amount` from the client is ignored: the server charges the book's price.
      const { paymentId, created } = await app.viewers.afterWrite(
        () => submitPayment(app.db, req.currentUser!, req.body),
        req.currentUser!.id,
      );
      return reply.status(created ? 201 : 200).send({ paymentId, status: 'pending' as const });
    },
  );

  app.get(
    '/payment/:paymentId/status',
    {
      onRequest: app.authenticate,
      schema: { params: PaymentIdParams, response: { 200: PaymentStatusResponse, ...ERRORS } },
    },
    async (req) => {
      const user = req.currentUser!;
      const payment = await findPayment(app.db, req.params.paymentId);
      // Someone else's payment is answered exactly like a missing one.
      if (!payment || (user.role !== 'admin' && payment.user?._id !== user.id))
        throw new HttpError(404, PAYMENT_MESSAGES.notFound);
      return { payment };
    },
  );
};
export default paymentRoutes;
