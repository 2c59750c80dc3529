import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { books } from './books';
import { statementLines } from './statements';
import { users } from './users';

/**
 * UPI payments awaiting or past admin review (docs/domains/purchases.md "Payment states"). A UTR can be held
 * by one pending or approved payment only (partial unique index `payments_utr_active`): a rejected payment
 * releases its UTR, so the real payer can still submit it, and the rejected row stays as history. A user has
 * at most one pending payment per book (partial unique index), so retries and races cannot create duplicates.
 * `amount_paise` is computed by the server from the book at submission time. `statement_line_id` is the
 * bank-statement credit that proved the payment when it was approved (one line proves one payment).
 *
 * A UTR rejected for one student and then submitted by another can be taken back by the student who first
 * submitted it: that payment is a `reclaim` (at most one open per UTR, `payments_utr_reclaim`), held beside
 * the other student's for the admin to decide; whatever happens, a UTR is approved once at most
 * (`payments_utr_approved`).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id),
    utr: text('utr').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    statementLineId: uuid('statement_line_id').references(() => statementLines.id),
    /** The first submitter taking back a UTR another student holds since its rejection (see above). */
    reclaim: boolean('reclaim').notNull().default(false),
  },
  (t) => [
    check('payments_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    uniqueIndex('payments_one_pending_per_user_book')
      .on(t.userId, t.bookId)
      .where(sql`status = 'pending'`),
    uniqueIndex('payments_utr_active')
      .on(t.utr)
      .where(sql`status in ('pending', 'approved') and not reclaim`),
    uniqueIndex('payments_utr_reclaim')
      .on(t.utr)
      .where(sql`status in ('pending', 'approved') and reclaim`),
    uniqueIndex('payments_utr_approved')
      .on(t.utr)
      .where(sql`status = 'approved'`),
    uniqueIndex('payments_statement_line_unique')
      .on(t.statementLineId)
      .where(sql`statement_line_id is not null`),
    index('payments_utr_idx').on(t.utr),
    index('payments_user_book_idx').on(t.userId, t.bookId),
    index('payments_book_idx').on(t.bookId),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
