import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { testAttempts, tests } from './tests';
import { users } from './users';

/**
 * A question a student keeps to study again (docs/domains/exams.md "Bookmarks"): one row per student,
 * test and question number, set from the review of one of their submitted attempts (`attempt_id`, whose
 * marked question image the list shows), kept across tests and re-attempts until removed. Deleting the
 * user, the test or the attempt removes it.
 */
export const questionBookmarks = pgTable(
  'question_bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    questionNumber: integer('question_number').notNull(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => testAttempts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.testId, t.questionNumber] }),
    index('question_bookmarks_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export type QuestionBookmarkRow = typeof questionBookmarks.$inferSelect;
