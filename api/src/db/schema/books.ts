import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Books and test series (docs/domains/catalogue.md "Book fields"). Money is integer paise. `image_key` /
 * `pdf_key` are generated file names, stored as `covers/<name>` and `pdfs/<name>` (app.storage:
 * DATA_DIR/files or an S3 bucket). `deleted_at` is a soft delete: the book leaves the catalogue but buyers
 * keep reading it.
 */
export const books = pgTable(
  'books',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Optional Hindi title and description (docs/languages.md), shown on Hindi pages. */
    titleHi: text('title_hi'),
    descriptionHi: text('description_hi'),
    category: text('category', { enum: ['NEET', 'JEE'] }).notNull(),
    section: text('section', { enum: ['class11', 'class12', 'test', 'home'] }).notNull(),
    pricePaise: integer('price_paise').notNull(),
    priceDiscountedPaise: integer('price_discounted_paise'),
    pages: integer('pages'),
    imageKey: text('image_key').unique(),
    pdfKey: text('pdf_key').unique(),
    isFree: boolean('is_free').notNull().default(false),
    /** Pages counted by the render engine at upload or preparation (null until inspected). */
    pageCount: integer('page_count'),
    /** Reader preparation (text for search): null never started, queued, preparing, ready, failed. */
    prepareState: text('prepare_state', { enum: ['queued', 'preparing', 'ready', 'failed'] }),
    /** Pages whose text has been extracted so far. */
    preparedPages: integer('prepared_pages').notNull().default(0),
    /** Why preparation failed (admin-facing). */
    prepareError: text('prepare_error'),
    /**
     * Published online tests made from this book (kept by the exams' admin routes; docs/domains/exams.md
     * "Online tests").
     */
    testCount: integer('test_count').notNull().default(0),
    /** Questions in those published tests, all together (its card's "24 questions · 60 min"). */
    testQuestions: integer('test_questions').notNull().default(0),
    /** Minutes of those published tests, all together. */
    testMinutes: integer('test_minutes').notNull().default(0),
    /**
     * A practice book: readable at any time although it holds published tests. Otherwise a book holding a
     * published test stays closed to a student until their ranked attempt of each test is submitted.
     */
    readableAnyTime: boolean('readable_any_time').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'books_price_check',
      sql`${t.pricePaise} >= 0 and (${t.priceDiscountedPaise} is null or ${t.priceDiscountedPaise} >= 0)`,
    ),
    index('books_section_idx').on(t.section),
    // Book search (modules/catalogue/book-search): trigram indexes serve the typo-tolerant `<%`
    // matches on title and description, the expression index the full-text match of both.
    index('books_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('books_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    index('books_search_tsv_idx').using(
      'gin',
      sql`to_tsvector('english', ${t.title} || ' ' || ${t.description})`,
    ),
  ],
);

export type BookRow = typeof books.$inferSelect;
