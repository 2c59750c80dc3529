import { paiseToRupees, UTR_INVALID_MESSAGE } from '@exam/shared-contracts/rules';
import type { Payment } from '@exam/shared-contracts/purchases';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { books, payments, users } from '../../db/schema';
import { isUuid } from '../../platform/http-error';

/**
 * The texts of the payment errors, by cause (submission, review, undo).
 * docs/domains/purchases.md "Rules and limits" / our rule: a UTR is exactly 12 digits after trimming
 * (`badUtr`).
 */
export const PAYMENT_MESSAGES = {
  badUtr: UTR_INVALID_MESSAGE,
  owned: 'You already have access to this book',
  pending: 'Payment is already pending for this book. Please wait for admin approval.',
  utrUsed: 'This UTR has already been submitted',
  utrApproved: 'This UTR is already approved for another payment',
  free: 'This book is free: no payment is needed',
  bookNotFound: 'Book not found',
  notFound: 'Payment not found',
} as const;

/** The columns of a payment with its user and book, as {@link joined} selects them. */
export const paymentSelect = {
  p: payments,
  user: { _id: users.id, name: users.name, email: users.email },
  book: {
    _id: books.id,
    title: books.title,
    pricePaise: books.pricePaise,
    priceDiscountedPaise: books.priceDiscountedPaise,
  },
};

/** A payment row joined with its user and book (each null when gone), as {@link paymentSelect} reads it. */
export type PaymentJoinRow = {
  p: typeof payments.$inferSelect;
  user: { _id: string; name: string; email: string | null } | null;
  book: { _id: string; title: string; pricePaise: number; priceDiscountedPaise: number | null } | null;
};

/** The API shape of a payment (docs/domains/purchases.md "Payment states"), amounts in rupees. */
export function toPaymentDto(r: PaymentJoinRow): Payment {
  return {
    _id: r.p.id,
    paymentId: r.p.id,
    user: r.user?._id ? r.user : null,
    book: r.book?._id
      ? {
          _id: r.book._id,
          title: r.book.title,
          price: paiseToRupees(r.book.pricePaise),
          priceDiscounted:
            r.book.priceDiscountedPaise === null ? null : paiseToRupees(r.book.priceDiscountedPaise),
        }
      : null,
    utr: r.p.utr,
    amount: paiseToRupees(r.p.amountPaise),
    status: r.p.status,
    submittedAt: r.p.submittedAt.toISOString(),
    reviewedAt: r.p.reviewedAt ? r.p.reviewedAt.toISOString() : null,
    rejectionReason: r.p.rejectionReason,
  };
}

/** Every payment with its user and book (left joins): a query to filter, order and page. */
export function joined(db: Db) {
  return db
    .select(paymentSelect)
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(books, eq(books.id, payments.bookId));
}

/** One payment with its user and book, or undefined. */
export async function findPayment(db: Db, id: string): Promise<Payment | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await joined(db).where(eq(payments.id, id));
  return row ? toPaymentDto(row) : undefined;
}

/** The caller's latest payment for a book (docs/domains/purchases.md "Payment states" `existingPayment`), or
 * null. */
export async function latestPayment(db: Db, userId: string, bookId: string): Promise<Payment | null> {
  const [row] = await joined(db)
    .where(and(eq(payments.userId, userId), eq(payments.bookId, bookId)))
    .orderBy(desc(payments.submittedAt), desc(payments.id))
    .limit(1);
  return row ? toPaymentDto(row) : null;
}
