import { Type, type Static } from '@sinclair/typebox';
import { PaymentState } from './payment-state';
import { Book } from '../catalogue/books';
import { UPI_ID_PATTERN } from './rules';
import { UTR_PATTERN } from '../rules/utr';
import { MatchState, PaymentMatch } from './reconciliation';

/** A UTR (UPI transaction reference) is exactly 12 digits: the rule lives in `rules/utr`. */
export { UTR_PATTERN };

/**
 * A payment as the admin and its buyer see it (docs/domains/purchases.md "Rules and limits"). `amount` is in
 * rupees and was computed by the server from the book (discounted price when set). `user` and `book` are null
 * when the row was deleted.
 */
/**
 * Another payment carrying the same UTR (admin list only): who claimed it, when, and how it ended. A UTR
 * rejected for one student and claimed by another is never approved by a statement match: the admin
 * decides with this history in view.
 */
export const UtrClaim = Type.Object({
  paymentId: Type.String(),
  user: Type.Union([
    Type.Object({ name: Type.String(), email: Type.Union([Type.String(), Type.Null()]) }),
    Type.Null(),
  ]),
  status: PaymentState,
  submittedAt: Type.String({ format: 'date-time' }),
  rejectionReason: Type.Union([Type.String(), Type.Null()]),
  /** The first submitter taking the UTR back while another student's payment held it. */
  reclaim: Type.Boolean(),
});
export type UtrClaim = Static<typeof UtrClaim>;

export const Payment = Type.Object({
  _id: Type.String(),
  paymentId: Type.String(),
  user: Type.Union([
    Type.Object({ _id: Type.String(), name: Type.String(), email: Type.Union([Type.String(), Type.Null()]) }),
    Type.Null(),
  ]),
  book: Type.Union([
    Type.Object({
      _id: Type.String(),
      title: Type.String(),
      price: Type.Number(),
      priceDiscounted: Type.Union([Type.Number(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  utr: Type.String(),
  amount: Type.Number(),
  status: PaymentState,
  submittedAt: Type.String({ format: 'date-time' }),
  reviewedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  rejectionReason: Type.Union([Type.String(), Type.Null()]),
  /**
   * Admin list only: the payment against the imported bank statements; null for a
   * rejected payment. Absent elsewhere.
   */
  match: Type.Optional(Type.Union([PaymentMatch, Type.Null()])),
  /** Admin list only: the other payments of this UTR, oldest first (empty when it is the only one). */
  utrHistory: Type.Optional(Type.Array(UtrClaim)),
});
export type Payment = Static<typeof Payment>;

/** Params of `GET /api/payment/{bookId}`. */
export const BookIdParams = Type.Object({ bookId: Type.String({ minLength: 1, maxLength: 64 }) });
export type BookIdParams = Static<typeof BookIdParams>;

/** Params of `GET /api/payment/{paymentId}/status`. */
export const PaymentIdParams = Type.Object({ paymentId: Type.String({ minLength: 1, maxLength: 64 }) });
export type PaymentIdParams = Static<typeof PaymentIdParams>;

/**
 * `GET /api/payment/{bookId}` (docs/domains/purchases.md "Calls"): the book, a QR code (PNG data URL) of
 * `upi://pay?pa={upiId}&pn={payeeName}&am={amount}&cu=INR`, the payee, the amount in rupees and the
 * caller's latest payment for this book (null when none).
 */
export const PaymentData = Type.Object({
  book: Book,
  qrCode: Type.String(),
  upiLink: Type.String(),
  /** The same link with `tn` (a note naming the book paid for): the Android "Pay with a UPI app" button. */
  upiIntentLink: Type.Optional(Type.String()),
  upiId: Type.String(),
  payeeName: Type.String(),
  amount: Type.Number(),
  existingPayment: Type.Union([Payment, Type.Null()]),
});
export type PaymentData = Static<typeof PaymentData>;

/** `POST /api/payment/submit` (docs/domains/purchases.md "Rules and limits"). `amount` is accepted for
 * compatibility and ignored: the server computes it. */
export const PaymentSubmitBody = Type.Object({
  bookId: Type.String({ minLength: 1, maxLength: 64 }),
  utr: Type.String({ minLength: 1, maxLength: 64 }),
  amount: Type.Optional(Type.Number()),
});
export type PaymentSubmitBody = Static<typeof PaymentSubmitBody>;

/** Answer of a payment submission: the new (or, for a retried identical request, the existing) payment. */
export const PaymentSubmitResponse = Type.Object({ paymentId: Type.String(), status: PaymentState });
export type PaymentSubmitResponse = Static<typeof PaymentSubmitResponse>;

/** `GET /api/payment/{paymentId}/status`: the caller's own payment. */
export const PaymentStatusResponse = Type.Object({ payment: Payment });
export type PaymentStatusResponse = Static<typeof PaymentStatusResponse>;

/** `GET /api/admin/payments` (our path, docs/domains/operations.md "Calls"): filter, search (UTR, e-mail,
 * title) and pages. */
export const AdminPaymentsQuery = Type.Object({
  status: Type.Optional(Type.Union([PaymentState, Type.Literal('all')])),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  /** Only payments in this match state. */
  match: Type.Optional(MatchState),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type AdminPaymentsQuery = Static<typeof AdminPaymentsQuery>;

/** The paging fields of a listed page: `total` counts every match, `page` from 1, `limit` rows a page. */
export const PAGE_FIELDS = { total: Type.Integer(), page: Type.Integer(), limit: Type.Integer() };

/** A page of payments, newest first; `total` counts every match. */
export const AdminPaymentsResponse = Type.Object({ payments: Type.Array(Payment), ...PAGE_FIELDS });
export type AdminPaymentsResponse = Static<typeof AdminPaymentsResponse>;

/** `POST /api/admin/payments/{id}/reject`: an optional reason shown to the student. */
export const RejectBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500 })) });
export type RejectBody = Static<typeof RejectBody>;

/** Approve and reject answer the payment as it now is. */
export const PaymentReviewResponse = Type.Object({ payment: Payment });
export type PaymentReviewResponse = Static<typeof PaymentReviewResponse>;

/** The payee settings (docs/domains/operations.md "Payment Config"). */
export const PaymentConfig = Type.Object({
  upiId: Type.String({ minLength: 1, maxLength: 320, pattern: UPI_ID_PATTERN }),
  payeeName: Type.String({ minLength: 1, maxLength: 100 }),
  bankName: Type.String({ minLength: 1, maxLength: 100 }),
});
export type PaymentConfig = Static<typeof PaymentConfig>;

/** `GET /api/admin/payment-config`: the settings (empty strings when not configured) and the test amount (rupees, default 100). */
export const PaymentConfigResponse = Type.Object({
  upiId: Type.String(),
  payeeName: Type.String(),
  bankName: Type.String(),
  testAmount: Type.Number(),
  /** PNG data URL of the QR code of the test UPI link (docs/domains/operations.md "Payment Config"); '' when
   * no UPI ID is set. */
  testQrCode: Type.String(),
});
export type PaymentConfigResponse = Static<typeof PaymentConfigResponse>;

/**
 * A student's library (`GET /api/user/purchased-books`, docs/domains/purchases.md "My Books"): the books of
 * the caller's approved payments with `paymentStatus: 'approved'`, soft-deleted books included (buyers keep
 * access), oldest first; then every listed free book they did not buy, with `paymentStatus: 'free'`, in title
 * order.
 */
export const PurchasedBooks = Type.Array(Book);
export type PurchasedBooks = Static<typeof PurchasedBooks>;
