import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { books } from './books';
import { users } from './users';

/**
 * How much of a book's text the in-book search has shown an account on one day (UTC): `chars` is the
 * characters of the snippets answered (context and match). Past the day's share of the book's letters a
 * search still gives pages and highlights, without snippets (modules/reading/search-reveals). Deleting a user or a
 * book removes its rows; rows of past days are kept for the leak trace's reading of an account.
 */
export const searchReveals = pgTable(
  'search_reveals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    chars: integer('chars').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookId, t.day] })],
);

export type SearchRevealRow = typeof searchReveals.$inferSelect;
