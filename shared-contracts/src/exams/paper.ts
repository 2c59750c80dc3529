import { Type, type Static } from '@sinclair/typebox';

/**
 * What a test keeps of the paper it was made from (docs/domains/exams.md "Making a test from a paper"):
 * its pages' sizes, how it was read, and the chapter proposed for each question.
 */

/** A page's size in PDF points. */
export const PageSize = Type.Object({ w: Type.Number(), h: Type.Number() });
export type PageSize = Static<typeof PageSize>;

/**
 * How a test was made from its paper: whether the pages were read by OCR (a scan with no text layer), and
 * how many pages were read. Null for a test made before this was kept.
 */
export const TestDetection = Type.Object({
  fromImages: Type.Boolean(),
  pages: Type.Integer(),
});
export type TestDetection = Static<typeof TestDetection>;

/**
 * A question's NCERT chapter as proposed from its words when the test was made from its paper, for the
 * admin to confirm into its `chapter` (docs/domains/exams.md "Chapters"); null or absent: none proposed.
 * The analysis never counts it.
 */
export const ProposedChapter = Type.Optional(
  Type.Union([Type.Null(), Type.String({ minLength: 1, maxLength: 120 })]),
);
