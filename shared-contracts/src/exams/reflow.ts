import { Type, type Static } from '@sinclair/typebox';
import { TestLanguage } from './test-common';

/**
 * A question image's lines and words, for the exam screen to lay them out again at a phone's width
 * (docs/domains/exams.md "Reading a question on a phone"), in px of the image at the width asked for:
 * `GET /api/attempts/:attemptId/questions/:number/layout?w=&lang=`. No text: positions only.
 */
export const ReflowLine = Type.Object({
  /** The line's top row and height. */
  top: Type.Integer({ minimum: 0 }),
  height: Type.Integer({ minimum: 1 }),
  /** Where its text sits, in rows from its top: the bottom of its letters without descenders (a block: its height). */
  baseline: Type.Integer({ minimum: 0 }),
  /** A figure, a table or a tall formula: shown whole (scrolling sideways alone when wider than the screen). */
  block: Type.Boolean(),
  /** Each word's [left, right) columns; a block has one span, its ink's extent. */
  // Pairs as arrays of two, not TypeBox tuples: OpenAPI 3.1 has no `additionalItems`.
  words: Type.Array(Type.Array(Type.Integer({ minimum: 0 }), { minItems: 2, maxItems: 2 })),
  /** A paragraph (or the question's part, or an option's line) ends after this line. */
  breakAfter: Type.Boolean(),
});
export type ReflowLine = Static<typeof ReflowLine>;

/** The whole layout: the image's size, the usual text line's height, and its lines top to bottom. */
export const QuestionLayout = Type.Object({
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  lineHeight: Type.Number({ minimum: 1 }),
  lines: Type.Array(ReflowLine),
});
export type QuestionLayout = Static<typeof QuestionLayout>;

/** The layout's query: the image's width in px and language, and whether the question's or (once the
 * attempt is submitted) its solution's image is read (`of`, default the question). */
export const LayoutQuery = Type.Object({
  w: Type.Integer({ minimum: 16, maximum: 4096 }),
  lang: Type.Optional(TestLanguage),
  of: Type.Optional(Type.Union([Type.Literal('question'), Type.Literal('solution')])),
});
export type LayoutQuery = Static<typeof LayoutQuery>;
