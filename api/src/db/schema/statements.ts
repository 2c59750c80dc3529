import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One uploaded bank statement: which bank format, the file name, what was
 * read, and the calendar days it covers (`covers_from`..`covers_to`, the earliest and latest transaction
 * dates in it, as the bank prints them: Indian dates). A payment is "Not in statement" once imports cover
 * its IST submission day and the day after.
 */
export const statementImports = pgTable('statement_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  bank: text('bank').notNull(),
  fileName: text('file_name').notNull(),
  linesRead: integer('lines_read').notNull(),
  credits: integer('credits').notNull(),
  newLines: integer('new_lines').notNull(),
  coversFrom: date('covers_from', { mode: 'string' }),
  coversTo: date('covers_to', { mode: 'string' }),
  importedBy: uuid('imported_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A credit line of an imported statement. `reference` is the 12-digit UTR/RRN found in the narration (or
 * the bank's reference column), null when the line carries none. `fingerprint` (unique) makes re-importing
 * the same or an overlapping statement add nothing: a hash of the bank, date, narration, reference, amount,
 * balance and the line's occurrence number among identical lines of its file.
 */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: uuid('import_id')
      .notNull()
      .references(() => statementImports.id),
    bank: text('bank').notNull(),
    txnDate: date('txn_date', { mode: 'string' }).notNull(),
    narration: text('narration').notNull(),
    reference: text('reference'),
    amountPaise: integer('amount_paise').notNull(),
    fingerprint: text('fingerprint').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('statement_lines_reference_idx').on(t.reference),
    index('statement_lines_date_idx').on(t.txnDate),
  ],
);

export type StatementLineRow = typeof statementLines.$inferSelect;
export type StatementImportRow = typeof statementImports.$inferSelect;
