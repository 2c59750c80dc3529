import { isValidUtr, paiseToRupees, UTR_INVALID_MESSAGE } from '@exam/shared-contracts/rules';
import type {
  AdminPaymentsQuery,
  AdminPaymentsResponse,
  MatchState,
  Payment,
} from '@exam/shared-contracts/http';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { constraintName, isUniqueViolation } from '../db/client';
import { books, payments, users, type UserRow } from '../db/schema';
import { recordAudit } from './audit';
import { freeExactLine } from './statements/approve-matched';
import { matchStateSql, statementPaiseSql, utrHistorySql, type UtrClaimRow } from './statements/match-sql';
import { findBook, payablePaise } from './books';
import { HttpError, isUuid } from './http-error';

/** SPEC 5 / our rule: a UTR is exactly 12 digits after trimming. */

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

const paymentSelect = {
  p: payments,
  user: { _id: users.id, name: users.name, email: users.email },
  book: {
    _id: books.id,
    title: books.title,
    pricePaise: books.pricePaise,
    priceDiscountedPaise: books.priceDiscountedPaise,
  },
};

type PaymentJoinRow = {
  p: typeof payments.$inferSelect;
  user: { _id: string; name: string; email: string | null } | null;
  book: { _id: string; title: string; pricePaise: number; priceDiscountedPaise: number | null } | null;
};

/** The API shape of a payment (SPEC 3 "Payment"), amounts in rupees. */
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

function joined(db: Db) {
  return db
    .select(paymentSelect)
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(books, eq(books.id, payments.bookId));
}

/** Like {@link joined}, with each payment's match against the imported statements (admin list). */
function joinedWithMatch(db: Db) {
  return db
    .select({
      ...paymentSelect,
      matchState: matchStateSql,
      statementPaise: statementPaiseSql,
      utrHistory: utrHistorySql,
    })
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

/** The caller's latest payment for a book (SPEC 3 `existingPayment`), or null. */
export async function latestPayment(db: Db, userId: string, bookId: string): Promise<Payment | null> {
  const [row] = await joined(db)
    .where(and(eq(payments.userId, userId), eq(payments.bookId, bookId)))
    .orderBy(desc(payments.submittedAt), desc(payments.id))
    .limit(1);
  return row ? toPaymentDto(row) : null;
}

/**
 * Records a UTR for review (SPEC 3 "Payment submission", SPEC 4). The amount comes from the book, never
 * the client. Idempotent: the same user re-sending the same UTR for the same pending book gets the same
 * payment back (`created: false`). A UTR held by a pending or approved payment is refused (409); one held
 * only by rejected payments is accepted again, as a new payment (the rejected ones stay as history). The
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

/** A listed payment with its match. */
function toAdminPaymentDto(
  r: PaymentJoinRow & {
    matchState: MatchState | null;
    statementPaise: number | null;
    utrHistory: UtrClaimRow[] | string;
  },
): Payment {
  // pg parses json columns; a driver that hands back text gets parsed here.
  const history = (
    typeof r.utrHistory === 'string' ? JSON.parse(r.utrHistory) : r.utrHistory
  ) as UtrClaimRow[];
  return {
    ...toPaymentDto(r),
    utrHistory: history.map((h) => ({
      paymentId: h.paymentId,
      user: h.name === null ? null : { name: h.name, email: h.email },
      status: h.status,
      submittedAt: new Date(h.submittedAt).toISOString(),
      rejectionReason: h.rejectionReason,
      reclaim: h.reclaim,
    })),
    match: r.matchState
      ? {
          state: r.matchState,
          statementAmount: r.statementPaise === null ? null : paiseToRupees(Number(r.statementPaise)),
        }
      : null,
  };
}

/**
 * The admin list's filter: `status` (all when absent), `match` and `q` on UTR, user e-mail or
 * book title (ILIKE, escaped).
 */
function adminPaymentsWhere(query: Pick<AdminPaymentsQuery, 'status' | 'q' | 'match'>): SQL | undefined {
  const conds: SQL[] = [];
  if (query.status && query.status !== 'all') conds.push(eq(payments.status, query.status));
  if (query.match) conds.push(sql`${matchStateSql} = ${query.match}`);
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(
      or(ilike(payments.utr, pattern), ilike(users.email, pattern), ilike(books.title, pattern)) as SQL,
    );
  }
  return conds.length ? and(...conds) : undefined;
}

/** Pending first, then newest. */
const ADMIN_PAYMENTS_ORDER = [
  sql`case when ${payments.status} = 'pending' then 0 else 1 end`,
  desc(payments.submittedAt),
  desc(payments.id),
];

/**
 * Every payment matching the admin list's `status`, `match` and `q` filters, in its order (no paging), for
 * the CSV export (the Payments tab exports what its filter shows).
 */
export async function allAdminPayments(
  db: Db,
  query: Pick<AdminPaymentsQuery, 'status' | 'q' | 'match'>,
): Promise<Payment[]> {
  return (
    await joined(db)
      .where(adminPaymentsWhere(query))
      .orderBy(...ADMIN_PAYMENTS_ORDER)
  ).map(toPaymentDto);
}

/**
 * Admin payments list (our path, SPEC 2 "Payments"): pending first, then newest; `q` matches UTR, user
 * e-mail or book title case-insensitively. Defaults: status all, page 1, limit 20.
 */
export async function listAdminPayments(db: Db, query: AdminPaymentsQuery): Promise<AdminPaymentsResponse> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const where = adminPaymentsWhere(query);
  const rows = await joinedWithMatch(db)
    .where(where)
    .orderBy(...ADMIN_PAYMENTS_ORDER)
    .limit(limit)
    .offset((page - 1) * limit);
  const [{ total }] = await db
    .select({ total: count() })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(books, eq(books.id, payments.bookId))
    .where(where);
  return { payments: rows.map(toAdminPaymentDto), total, page, limit };
}

/**
 * Approves or rejects a pending payment (SPEC 4: only pending moves). One transaction holds a single
 * conditional UPDATE (`where status = 'pending'`) and its audit record, so two admins clicking at once
 * cannot both succeed (the loser waits on the row lock, then matches no row → 409) and no approval exists
 * without its audit entry. 404 unknown, 409 not pending.
 */
export async function reviewPayment(
  db: Db,
  id: string,
  admin: UserRow,
  decision: 'approved' | 'rejected',
  reason?: string,
): Promise<Payment> {
  if (!isUuid(id)) throw new HttpError(404, PAYMENT_MESSAGES.notFound);
  const moved = await reviewInTransaction(db, id, admin, decision, reason).catch((err: unknown) => {
    // Two claims of one UTR (a reclaim): once one is approved the other cannot be.
    if (isUniqueViolation(err) && constraintName(err) === 'payments_utr_approved')
      throw new HttpError(409, PAYMENT_MESSAGES.utrApproved);
    throw err;
  });
  if (!moved) {
    const existing = await findPayment(db, id);
    if (!existing) throw new HttpError(404, PAYMENT_MESSAGES.notFound);
    throw new HttpError(409, `Only pending payments can be ${decision}`);
  }
  return (await findPayment(db, id))!;
}

/** The conditional UPDATE and its audit record of {@link reviewPayment}; false when the payment was not pending. */
function reviewInTransaction(
  db: Db,
  id: string,
  admin: UserRow,
  decision: 'approved' | 'rejected',
  reason?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({
        status: decision,
        reviewedAt: new Date(),
        reviewedBy: admin.id,
        rejectionReason: decision === 'rejected' ? reason?.trim() || null : null,
        // A manual approval is linked to its exact statement line too, so that line proves no other payment.
        statementLineId: decision === 'approved' ? freeExactLine : null,
      })
      .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
      .returning();
    if (!row) return false;
    await recordAudit(tx, {
      actorId: admin.id,
      action: decision === 'approved' ? 'payment.approve' : 'payment.reject',
      entity: 'payments',
      entityId: id,
      before: { status: 'pending' },
      after: {
        status: row.status,
        rejectionReason: row.rejectionReason,
        amountPaise: row.amountPaise,
        utr: row.utr,
      },
    });
    return true;
  });
}
