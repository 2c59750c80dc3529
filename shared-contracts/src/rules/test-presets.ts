import type { MarkingScheme, QuestionType } from './test-marking';

/**
 * Exam patterns that fill a new test's sections, marks and duration (docs/domains/exams.md "Online tests").
 * Every number stays editable per section afterwards; a preset only saves typing.
 */
export const TEST_PRESETS = ['jee-main', 'neet', 'jee-advanced', 'custom'] as const;
export type TestPreset = (typeof TEST_PRESETS)[number];

/** A section of a test: its name (unique in the test), subject, and marks per question type. */
export interface TestSectionSpec {
  name: string;
  subject: string | null;
  marking: MarkingScheme;
}

/** One planned section of a preset: the section and how many questions of which type it holds. */
export interface PresetSection extends TestSectionSpec {
  type: QuestionType;
  count: number;
}

/** A preset: its name on screen, duration in minutes, and its sections in paper order. */
export interface PresetSpec {
  label: string;
  durationMinutes: number;
  sections: PresetSection[];
}

/** +4 / −1 for every type (JEE Main, NEET, the custom default). */
const PLUS4_MINUS1: MarkingScheme = {
  single: { correct: 4, wrong: -1 },
  multiple: { correct: 4, wrong: -1, partial: false },
  numerical: { correct: 4, wrong: -1 },
};

/** JEE Advanced: single +3/−1; multiple +4, partial +3/+2/+1, −2; numerical +4/0. */
const JEE_ADVANCED: MarkingScheme = {
  single: { correct: 3, wrong: -1 },
  multiple: { correct: 4, wrong: -2, partial: true },
  numerical: { correct: 4, wrong: 0 },
};

const JEE_SUBJECTS = ['Physics', 'Chemistry', 'Mathematics'];

/** The marking scheme of each preset (a copy: callers may edit it). */
export function presetMarking(preset: TestPreset): MarkingScheme {
  return structuredClone(preset === 'jee-advanced' ? JEE_ADVANCED : PLUS4_MINUS1);
}

/**
 * The presets:
 * - JEE Main (2025 pattern): per subject, Section A of 20 single-correct and Section B of 5 numerical,
 *   +4/−1 for both; 180 minutes;
 * - NEET (2025 pattern): 180 single-correct (Physics 45, Chemistry 45, Botany 45, Zoology 45), +4/−1; 180
 *   minutes;
 * - JEE Advanced (one paper): per subject, 4 single (+3/−1), 3 multiple (+4, partial +3/+2/+1, −2) and 6
 *   numerical (+4/0); 180 minutes;
 * - custom: one section of single-correct questions at +4/−1; 60 minutes.
 */
export function presetSpec(preset: TestPreset): PresetSpec {
  const marking = presetMarking(preset);
  const section = (name: string, subject: string | null, type: QuestionType, count: number) => ({
    name,
    subject,
    type,
    count,
    marking: structuredClone(marking),
  });
  switch (preset) {
    case 'jee-main':
      return {
        label: 'JEE Main',
        durationMinutes: 180,
        sections: JEE_SUBJECTS.flatMap((s) => [
          section(`${s} Section A`, s, 'single', 20),
          section(`${s} Section B`, s, 'numerical', 5),
        ]),
      };
    case 'neet':
      return {
        label: 'NEET',
        durationMinutes: 180,
        sections: ['Physics', 'Chemistry', 'Botany', 'Zoology'].map((s) => section(s, s, 'single', 45)),
      };
    case 'jee-advanced':
      return {
        label: 'JEE Advanced',
        durationMinutes: 180,
        sections: JEE_SUBJECTS.flatMap((s) => [
          section(`${s} Section 1`, s, 'single', 4),
          section(`${s} Section 2`, s, 'multiple', 3),
          section(`${s} Section 3`, s, 'numerical', 6),
        ]),
      };
    case 'custom':
      return {
        label: 'Custom',
        durationMinutes: 60,
        sections: [section('Section 1', null, 'single', 1_000)],
      };
  }
}

/**
 * Where the preset puts question `index` (0-based, in paper order) of a paper with `total` questions:
 * its section and type. A paper with as many questions as the preset plans fills it exactly; a shorter or
 * longer one is spread over the same sections in proportion, so a 24-question JEE Main mock gets 6 + 2
 * per subject like a 75-question paper's 20 + 5.
 */
export function presetPlace(spec: PresetSpec, index: number, total: number): PresetSection {
  const planned = spec.sections.reduce((n, s) => n + s.count, 0);
  if (spec.sections.length === 1 || total <= 0) return spec.sections[0];
  // Cumulative section ends scaled to the paper's length; the last section takes what is left.
  let end = 0;
  for (const section of spec.sections) {
    end += section.count;
    if (index < Math.round((end * total) / planned)) return section;
  }
  return spec.sections[spec.sections.length - 1];
}

/**
 * How many questions a published paper of each preset holds: JEE Main 75 or 90 (with the optional
 * numerical questions), NEET 180 or 200 (with the optional ones), JEE Advanced 48 to 54 per paper; null
 * for a custom test, which may hold any number.
 */
export function presetQuestionCounts(
  preset: TestPreset,
): { min: number; max: number; exact?: number[] } | null {
  switch (preset) {
    case 'jee-main':
      return { min: 75, max: 90, exact: [75, 90] };
    case 'neet':
      return { min: 180, max: 200, exact: [180, 200] };
    case 'jee-advanced':
      return { min: 48, max: 54 };
    case 'custom':
      return null;
  }
}

/**
 * The count check said at the top of the editor: null when `found` is what the preset's papers hold (or the
 * preset is custom), else the sentence, e.g. "88 questions were found; a JEE Main paper has 75 or 90".
 */
export function questionCountProblem(preset: TestPreset, found: number): string | null {
  const counts = presetQuestionCounts(preset);
  if (!counts) return null;
  const fits = counts.exact ? counts.exact.includes(found) : found >= counts.min && found <= counts.max;
  if (fits) return null;
  const expected = counts.exact ? counts.exact.join(' or ') : `${counts.min} to ${counts.max}`;
  return `${found} question${found === 1 ? ' was' : 's were'} found; a ${presetSpec(preset).label} paper has ${expected}`;
}
