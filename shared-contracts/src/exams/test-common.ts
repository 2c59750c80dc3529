import { Type, type Static } from '@sinclair/typebox';
import { DROP_MODES, OPTION_LABELS, QUESTION_TYPES, TEST_LANGUAGES } from '../rules/test-marking';
import { TEST_PRESETS } from '../rules/test-presets';

/**
 * Online tests (docs/domains/exams.md "Online tests"): a test is made from a test-series book's PDF by
 * question regions, taken on an NTA-style screen with the server's clock, then scored, ranked and reviewed.
 *
 * Admin routes (`/api/admin/tests…`, their schemas in `./admin-tests` and `./admin-test-results`) see the
 * key; student routes (`/api/tests…`, `/api/attempts…`, their schemas in `./test-info`, `./attempt-start`,
 * `./attempt-answers`, `./attempt-state`, `./attempt-results` and `./attempt-review`) never carry the key,
 * the PDF or a question's text before the attempt is submitted: questions reach the student only as marked
 * images (`X-Watermark-Code`), like reader pages. This file holds the parts both sides share: the kinds of
 * question, option names, drop modes, presets, languages, a test's state, a region of the paper and a
 * section's marks.
 */

/** single | multiple | numerical. */
export const QuestionTypeSchema = Type.Union(QUESTION_TYPES.map((v) => Type.Literal(v)));
/** numbers ("Option 1"…) | letters ("Option A"…). */
export const OptionLabelsSchema = Type.Union(OPTION_LABELS.map((v) => Type.Literal(v)));
/** all | attempted (how a dropped question is marked). */
export const DropModeSchema = Type.Union(DROP_MODES.map((v) => Type.Literal(v)));
/** jee-main | neet | jee-advanced | custom. */
export const TestPresetSchema = Type.Union(TEST_PRESETS.map((v) => Type.Literal(v)));
/** en | hi (rules/test-marking `TEST_LANGUAGES`). */
export const TestLanguage = Type.Union(TEST_LANGUAGES.map((v) => Type.Literal(v)));
export type TestLanguage = (typeof TEST_LANGUAGES)[number];
/** A test's state: only a published test can be taken. */
export const TestStatus = Type.Union([Type.Literal('draft'), Type.Literal('published')]);
export type TestStatus = Static<typeof TestStatus>;

/**
 * A rectangle of a PDF page holding (part of) a question or a solution, in PDF points with the origin at
 * the top-left of the page, pages counted from 1 (as `fixtures/tests/*.layout.json`). `lang` names the
 * language block it holds on a bilingual paper (default `en`). A solution region may come from the
 * paper's own PDF (`source: 'paper'`, the default) or from the test's solutions PDF (`'solutions'`).
 */
export const Region = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 100_000 }),
    x: Type.Number({ minimum: 0, maximum: 20_000 }),
    y: Type.Number({ minimum: 0, maximum: 20_000 }),
    width: Type.Number({ exclusiveMinimum: 0, maximum: 20_000 }),
    height: Type.Number({ exclusiveMinimum: 0, maximum: 20_000 }),
    lang: Type.Optional(TestLanguage),
    source: Type.Optional(Type.Union([Type.Literal('paper'), Type.Literal('solutions')])),
  },
  { additionalProperties: false },
);
export type Region = Static<typeof Region>;

const Marks = Type.Object(
  {
    correct: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
    wrong: Type.Number({ minimum: -100, maximum: 0 }),
  },
  { additionalProperties: false },
);

/** Marks per question type (rules/test-marking `MarkingScheme`). */
export const MarkingSchemeSchema = Type.Object(
  {
    single: Marks,
    multiple: Type.Object(
      {
        correct: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
        wrong: Type.Number({ minimum: -100, maximum: 0 }),
        partial: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
    numerical: Marks,
  },
  { additionalProperties: false },
);

/** A section of a test: name (unique in the test), subject, marks per type. */
export const TestSection = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 80 }),
    subject: Type.Union([Type.Null(), Type.String({ minLength: 1, maxLength: 40 })]),
    marking: MarkingSchemeSchema,
  },
  { additionalProperties: false },
);
export type TestSection = Static<typeof TestSection>;
