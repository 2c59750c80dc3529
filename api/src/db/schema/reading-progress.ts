import { integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { books } from './books';
import { users } from './users';

/**
 * Where each user left off in each book (the reader reopens there, on any device).
 * One row per (user, book), overwritten by the viewer's debounced saves; deleting a user or a book
 * removes its rows.
 */
export const readingProgress = pgTable(
  'reading_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookId] })],
);

export type ReadingProgressRow = typeof readingProgress.$inferSelect;
