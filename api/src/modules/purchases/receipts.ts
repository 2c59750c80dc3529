import { paiseToRupees } from '@exam/shared-contracts/rules';
import type { PaymentReceipt, UserOrders, UserReceipts } from '@exam/shared-contracts/purchases';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { books, payments, users } from '../../db/schema';
import { HttpError, isUuid } from '../../platform/http-error';
import { getPaymentConfig } from '../operations';

/**
 * The receipt of one approved payment, for its owner only: 404 `Receipt not found` for a missing,
 * someone else's, pending or rejected payment (all alike, so ids cannot be probed).
 */
export async function paymentReceipt(db: Db, userId: string, paymentId: string): Promise<PaymentReceipt> {
  const notFound = new HttpError(404, 'Receipt not found', { code: 'receipt_not_found' });
  if (!isUuid(paymentId)) throw notFound;
  const [row] = await db
    .select({
      p: payments,
      book: { _id: books.id, title: books.title },
      user: { name: users.name, email: users.email },
    })
    .from(payments)
    .innerJoin(books, eq(books.id, payments.bookId))
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId), eq(payments.status, 'approved')));
  if (!row?.p.reviewedAt) throw notFound;
  const payee = await getPaymentConfig(db);
  return {
    paymentId: row.p.id,
    book: row.book,
    student: row.user,
    amount: paiseToRupees(row.p.amountPaise),
    utr: row.p.utr,
    submittedAt: row.p.submittedAt.toISOString(),
    approvedAt: row.p.reviewedAt.toISOString(),
    payee: { name: payee.payeeName, upiId: payee.upiId },
  };
}

/** The caller's approved payments, the latest per book (My Books links each book to its receipt). */
export async function userReceipts(db: Db, userId: string): Promise<UserReceipts> {
  const rows = await db
    .select({ paymentId: payments.id, bookId: payments.bookId })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'approved')))
    .orderBy(desc(payments.reviewedAt));
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.bookId) && seen.add(r.bookId));
}

/**
 * Every payment of `userId` for "My orders", newest first, with its book's title (a deleted
 * book's too) and the review's time and reason. One indexed query (payments by user).
 */
export async function userOrders(db: Db, userId: string): Promise<UserOrders> {
  const rows = await db
    .select({
      paymentId: payments.id,
      bookId: books.id,
      title: books.title,
      amountPaise: payments.amountPaise,
      utr: payments.utr,
      submittedAt: payments.submittedAt,
      status: payments.status,
      rejectionReason: payments.rejectionReason,
      reviewedAt: payments.reviewedAt,
    })
    .from(payments)
    .innerJoin(books, eq(books.id, payments.bookId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.submittedAt), desc(payments.id));
  return rows.map((r) => ({
    paymentId: r.paymentId,
    book: { _id: r.bookId, title: r.title },
    amount: paiseToRupees(r.amountPaise),
    utr: r.utr,
    submittedAt: r.submittedAt.toISOString(),
    status: r.status,
    rejectionReason: r.status === 'rejected' ? r.rejectionReason : null,
    reviewedAt: r.reviewedAt ? r.reviewedAt.toISOString() : null,
  }));
}
