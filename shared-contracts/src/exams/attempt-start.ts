import { Type, type Static } from '@sinclair/typebox';
import { OptionLabelsSchema, QuestionTypeSchema, TestLanguage } from './test-common';

/**
 * Starting an attempt (docs/domains/exams.md "Online tests"): the language chosen, the questions as a
 * candidate sees them (without key or text, with their images' shapes), the server's deadline and clock, and
 * the query of a question's image.
 */

/** `POST /api/tests/:id/attempts`: the language the candidate chose on the instructions page. */
export const StartAttemptBody = Type.Object(
  { lang: Type.Optional(TestLanguage) },
  { additionalProperties: false },
);
export type StartAttemptBody = Static<typeof StartAttemptBody>;

/**
 * The shape of a question's image in one language, known before the image is asked for, so the exam
 * screen keeps the image's place and nothing below it moves when it arrives. `ratio` is the sum of its
 * regions' height ÷ width and `parts` how many regions are stacked: at a width of W image px the image is
 * `W × ratio + QUESTION_IMAGE_GAP × (parts − 1)` px high (give or take a pixel of rounding).
 */
export const QuestionImageShape = Type.Object({
  lang: TestLanguage,
  ratio: Type.Number({ exclusiveMinimum: 0 }),
  parts: Type.Integer({ minimum: 1 }),
});
export type QuestionImageShape = Static<typeof QuestionImageShape>;

/** A question as a candidate sees it: number, type, section, option names; never its key or text. */
export const CandidateQuestion = Type.Object({
  number: Type.Integer(),
  type: QuestionTypeSchema,
  section: Type.String(),
  optionLabels: OptionLabelsSchema,
  integerOnly: Type.Boolean(),
  /**
   * A decimal question's most digits after the point, 1–6; null or absent (an older API, or no limit): up
   * to 6. The screen names the rule and refuses more before saving; the server refuses more with 400.
   */
  decimals: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 6 }), Type.Null()])),
  /**
   * The label printed on the paper (`Q.1`, `153.`), which the exam screen shows beside the number, so a
   * candidate with the paper's numbering in mind finds the question; null or absent: none printed.
   */
  label: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** Languages this question's image exists in. */
  languages: Type.Array(TestLanguage),
  /** Its image's shape in each of those languages (absent from an API older than the field). */
  shapes: Type.Optional(Type.Array(QuestionImageShape)),
});
export type CandidateQuestion = Static<typeof CandidateQuestion>;

/**
 * 201 (new) or 200 (the open attempt) of `POST /api/tests/:id/attempts`. Times are the server's:
 * `serverNow` lets the screen correct its clock (remaining = deadline − (device now + offset)).
 */
export const AttemptStart = Type.Object({
  attemptId: Type.String(),
  testId: Type.String(),
  deadline: Type.String({ format: 'date-time' }),
  serverNow: Type.String({ format: 'date-time' }),
  ranked: Type.Boolean(),
  questions: Type.Array(CandidateQuestion),
});
export type AttemptStart = Static<typeof AttemptStart>;

/** `?w=` width in px of a question or solution image, `lang` the language block (default: the attempt's). */
export const QuestionImageQuery = Type.Object({
  w: Type.Integer({ minimum: 16, maximum: 4096 }),
  lang: Type.Optional(TestLanguage),
});
export type QuestionImageQuery = Static<typeof QuestionImageQuery>;
