import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { devices } from './devices';
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
 * Reading sessions (docs/domains/reading.md "The reader", "Viewer states"): one row per session opened
 * by `POST /api/reading/sessions`, with the short leak `code` burned into every page image of that session,
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
    /** The device that opened it: its token is refused from any other (null: opened before devices). */
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'set null' }),
    /** The client's address when it opened (the admin's "many addresses in a day" flag). */
    ip: text('ip'),
    /** Set when the student opened a book on another device: this one's token is refused from then on. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (t) => [
    index('reading_sessions_user_book_idx').on(t.userId, t.bookId),
    index('reading_sessions_user_created_idx').on(t.userId, t.createdAt),
  ],
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
    /** Counted against the page budget (a full page was sent; a thumbnail alone does not count). */
    charged: boolean('charged').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.page] })],
);

/**
 * Searches made in a session (the leak trace lists them): the query as typed, how many hits, and the pages
 * they were on; `chained` when the query continues the previous one's text (a walk through the book).
 */
export const readingSearches = pgTable(
  'reading_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => readingSessions.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    hits: integer('hits').notNull(),
    pages: integer('pages').array().notNull(),
    chained: boolean('chained').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reading_searches_session_idx').on(t.sessionId, t.createdAt)],
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
export type ReadingSearchRow = typeof readingSearches.$inferSelect;
export type BookmarkRow = typeof bookmarks.$inferSelect;
