import { isValidUtr } from '@exam/shared-contracts/rules';
import { and, eq, or } from 'drizzle-orm';
import { type Db, constraintName, isUniqueViolation } from '../../db/client';
import { payments, type UserRow } from '../../db/schema';
import { findBook, payablePaise } from '../catalogue';
import { HttpError } from '../../platform/http-error';
import { PAYMENT_MESSAGES } from './payments';

/**
 * Records a UTR for review (docs/domains/purchases.md "Calls", "Payment states"). The amount comes from the
 * book, never the client. Idempotent: the same user re-sending the same UTR for the same pending book gets
 * the same payment back (`created: false`). A UTR held by a pending or approved payment is refused (409); one
 * held only by rejected payments is accepted again, as a new payment (the rejected ones stay as history). The
 * student who first submitted a UTR, rejected since, may submit it again even while another student's
 * pending payment holds it (a `reclaim`, both left for the admin; never over an approved one).
 * Errors: 404 book, 400 UTR/free book, 409 owned/pending/UTR used.
 */
export async function submitPayment(
  db: Db,
  user: UserRow,
  input: { bookId: string; utr: string },
): Promise<{ paymentId: string; created: boolean }> {
  const book = await findBook(db, input.bookId);
  if (!book) throw new HttpError(404, PAYMENT_MESSAGES.bookNotFound);
  const utr = input.utr.trim();
  if (!isValidUtr(utr)) throw new HttpError(400, PAYMENT_MESSAGES.badUtr);
  if (book.isFree) throw new HttpError(400, PAYMENT_MESSAGES.free);
  // An admin reads every book already: an admin token cannot be used to file purchases.
  if (user.role === 'admin') throw new HttpError(409, PAYMENT_MESSAGES.owned);

  // One query (one snapshot) over this user's payments for the book and any payment with this UTR, so a
  // racing request that committed in between is seen consistently (idempotent submission).
  const resolveConflict = async (): Promise<{ paymentId: string; created: boolean; reclaim: boolean }> => {
    const rows = await db
      .select({
        id: payments.id,
        status: payments.status,
        utr: payments.utr,
        userId: payments.userId,
        bookId: payments.bookId,
        reclaim: payments.reclaim,
        submittedAt: payments.submittedAt,
      })
      .from(payments)
      .where(or(and(eq(payments.userId, user.id), eq(payments.bookId, book.id)), eq(payments.utr, utr)));
    const mine = rows.filter((p) => p.userId === user.id && p.bookId === book.id);
    if (mine.some((p) => p.status === 'approved')) throw new HttpError(409, PAYMENT_MESSAGES.owned);
    const pending = mine.find((p) => p.status === 'pending');
    if (pending?.utr === utr) return { paymentId: pending.id, created: false, reclaim: false };
    if (pending) throw new HttpError(409, PAYMENT_MESSAGES.pending);
    // A rejected payment released its UTR: only a pending or approved one holds it.
    const holders = rows.filter((p) => p.utr === utr && p.status !== 'rejected');
    if (!holders.length) return { paymentId: '', created: true, reclaim: false };
    // Held since by another student's pending payment: the student who first submitted the UTR (and was
    // rejected) may claim it again, beside it, for the admin to decide. Never over an approval.
    if (holders.every((p) => p.status === 'pending' && !p.reclaim && p.userId !== user.id)) {
      const withUtr = rows.filter((p) => p.utr === utr);
      const first = withUtr.reduce((a, b) => (b.submittedAt < a.submittedAt ? b : a));
      if (first.userId === user.id && first.status === 'rejected')
        return { paymentId: '', created: true, reclaim: true };
    }
    throw new HttpError(409, PAYMENT_MESSAGES.utrUsed);
  };

  const pre = await resolveConflict();
  if (!pre.created) return { paymentId: pre.paymentId, created: false };
  try {
    const [row] = await db
      .insert(payments)
      .values({
        userId: user.id,
        bookId: book.id,
        utr,
        amountPaise: payablePaise(book),
        status: 'pending',
        reclaim: pre.reclaim,
      })
      .returning({ id: payments.id });
    return { paymentId: row.id, created: true };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // A concurrent request won the race: answer as if it had come first.
    const after = await resolveConflict();
    if (!after.created) return { paymentId: after.paymentId, created: false };
    const which = constraintName(err);
    throw new HttpError(
      409,
      which === 'payments_one_pending_per_user_book' ? PAYMENT_MESSAGES.pending : PAYMENT_MESSAGES.utrUsed,
    );
  }
}
