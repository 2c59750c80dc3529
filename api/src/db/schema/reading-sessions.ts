import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { books } from './books';
import { users } from './users';

/** The reader and the book of a row; deleting either removes the row. */
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const bookRef = () =>
  uuid('book_id')
    .notNull()
    .references(() => books.id, { onDelete: 'cascade' });

/**
 * Reading sessions (ARCHITECTURE "Reading"; SPEC 4 "session timer"): one row per session opened by
 * `POST /api/reading/sessions`, with the short leak `code` burned into every page image of that session,
 * so a leaked page traces back to its reader, book and time.
 */
export const readingSessions = pgTable(
  'reading_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    userId: userRef(),
    bookId: bookRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('reading_sessions_user_book_idx').on(t.userId, t.bookId)],
);

/** Pages served in a session, one row per page: first and last time and how many images were sent. */
export const readingSessionPages = pgTable(
  'reading_session_pages',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => readingSessions.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
    views: integer('views').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.page] })],
);

/** Bookmarks per user and book (the reader's own marks), kept on the server like reading progress. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: userRef(),
    bookId: bookRef(),
    page: integer('page').notNull(),
    label: text('label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookId, t.page] })],
);

export type ReadingSessionRow = typeof readingSessions.$inferSelect;
export type BookmarkRow = typeof bookmarks.$inferSelect;
