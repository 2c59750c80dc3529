import { Type, type Static } from '@sinclair/typebox';
import { QuestionImageShape } from './attempt-start';
import { OptionLabelsSchema, QuestionTypeSchema } from './test-common';

/**
 * Bookmarked questions (docs/domains/exams.md "Bookmarks"): a student keeps a question from the review of a
 * submitted attempt, across tests and re-attempts, in a list of their own. At most
 * {@link MAX_BOOKMARKS} per student.
 */
export const MAX_BOOKMARKS = 1000;

/** One bookmarked question of `GET /api/user/bookmarks`, newest first. */
export const BookmarkedQuestion = Type.Object({
  testId: Type.String(),
  testTitle: Type.String(),
  /** The submitted attempt it was kept from: its marked question image and its review. */
  attemptId: Type.String(),
  number: Type.Integer({ minimum: 1 }),
  /** The label printed on the paper; null: none printed. */
  label: Type.Union([Type.String(), Type.Null()]),
  section: Type.String(),
  chapter: Type.Union([Type.String(), Type.Null()]),
  type: QuestionTypeSchema,
  optionLabels: OptionLabelsSchema,
  /** The student's answer in that attempt, and the key (the attempt is submitted). */
  answer: Type.Union([Type.String(), Type.Null()]),
  key: Type.Union([Type.String(), Type.Null()]),
  bookmarkedAt: Type.String({ format: 'date-time' }),
  /**
   * The shape of the image the list shows (the attempt's language), so its place is kept while it loads;
   * absent from an API older than the field.
   */
  shape: Type.Optional(Type.Pick(QuestionImageShape, ['ratio', 'parts'])),
});
export type BookmarkedQuestion = Static<typeof BookmarkedQuestion>;
export const BookmarkList = Type.Array(BookmarkedQuestion);
export type BookmarkList = Static<typeof BookmarkList>;
