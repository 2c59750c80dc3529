import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { books } from './books';
import { users } from './users';

/**
 * UPI payments awaiting or past admin review (SPEC 3 "Payment", SPEC 4). A UTR can be used once (unique),
 * and a user has at most one pending payment per book (partial unique index), so retries and races cannot
 * create duplicates. `amount_paise` is computed by the server from the book at submission time.
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
    utr: text('utr').notNull().unique(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
  },
  (t) => [
    check('payments_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    uniqueIndex('payments_one_pending_per_user_book')
      .on(t.userId, t.bookId)
      .where(sql`status = 'pending'`),
    index('payments_user_book_idx').on(t.userId, t.bookId),
    index('payments_book_idx').on(t.bookId),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
