import type { AdminTest, Region, TestLanguage, TestSection } from '@exam/shared-contracts/exams';
import {
  displayAnswer,
  type DropMode,
  type MarkingScheme,
  type OptionLabels,
  type QuestionType,
} from '@exam/shared-contracts/rules';

/**
 * The editor's copy of a test (docs/domains/exams.md "Online tests"): what the admin types is kept as typed
 * (numbers as text, the answer as entered) and checked when the edit is built (`buildEditBody`), so a
 * half-typed "-" or "A;" never turns into 0 or a silent change. Sections and questions carry a stable `key`
 * for React and for the link between them: a question points at its section's key, so renaming a section
 * keeps its questions.
 */

/** Marks of one question type as typed: `correct` (> 0) and `wrong` (≤ 0). */
export interface MarksDraft {
  correct: string;
  wrong: string;
}

/** A section as edited: name, subject ('' for none), and marks per type as typed. */
export interface SectionDraft {
  key: string;
  name: string;
  subject: string;
  marking: { single: MarksDraft; multiple: MarksDraft & { partial: boolean }; numerical: MarksDraft };
}

/** Which regions of a question: those of the paper it shows, or those of its solution. */
export type RegionKind = 'regions' | 'solutionRegions';

/**
 * A question as edited: `number` (1..n in paper order, kept by the question operations), its section's
 * key, type, option names, the answer and tolerance as typed ('' for none), whole-number flag, decimal places
 * as typed ('' for any, up to 6), drop mode,
 * chapter ('' for none), and its regions in points.
 */
export interface QuestionDraft {
  key: string;
  number: number;
  sectionKey: string;
  type: QuestionType;
  optionLabels: OptionLabels;
  answerText: string;
  toleranceText: string;
  integerOnly: boolean;
  /** A decimal question's most digits after the point as typed, 1–6; '' for any (up to 6). */
  decimalsText: string;
  dropped: DropMode | null;
  chapter: string;
  regions: Region[];
  solutionRegions: Region[];
  /** The label printed on the paper (`Q.3`); null or absent: none (proposed from a gap, or drawn by hand). */
  label?: string | null;
  /** How sure the proposal from the paper is, 0..1; absent: drawn by hand or from an older test. */
  confidence?: number;
  /** Why the confidence is low, in the admin's words (as the API gave them). */
  reasons?: string[];
  /** The NCERT chapter proposed from the question's words, for the admin to confirm; absent: none. */
  proposedChapter?: string | null;
}

/** The whole edit: the header (title, duration in minutes as typed, languages), sections and questions. */
export interface TestDraft {
  title: string;
  durationMinutes: string;
  languages: TestLanguage[];
  instructions: string | null;
  sections: SectionDraft[];
  questions: QuestionDraft[];
}

let keySeq = 0;
/** A key no other section or question of this page holds. */
export const newKey = (prefix: string): string => `${prefix}${(keySeq += 1)}`;

/** A number as the editor shows it in a text field. */
const numberText = (n: number | null): string => (n === null ? '' : String(n));

/** A marking scheme as the editor's text fields. */
export function markingDraft(marking: MarkingScheme): SectionDraft['marking'] {
  return {
    single: { correct: numberText(marking.single.correct), wrong: numberText(marking.single.wrong) },
    multiple: {
      correct: numberText(marking.multiple.correct),
      wrong: numberText(marking.multiple.wrong),
      partial: marking.multiple.partial,
    },
    numerical: { correct: numberText(marking.numerical.correct), wrong: numberText(marking.numerical.wrong) },
  };
}

/** A section of the API as a draft with a new key. */
export function sectionDraft(section: TestSection): SectionDraft {
  return {
    key: newKey('s'),
    name: section.name,
    subject: section.subject ?? '',
    marking: markingDraft(section.marking),
  };
}

/**
 * The draft of an API test: duration in whole minutes, answers shown the way the paper names options
 * (`displayAnswer`: "A, C"), every number as text. A question whose section is missing points at the
 * first section (the API never answers such a test; this only keeps the editor whole).
 */
export function draftOf(
  test: Pick<
    AdminTest,
    'title' | 'durationSeconds' | 'languages' | 'instructions' | 'sections' | 'questions'
  >,
): TestDraft {
  const sections = test.sections.map(sectionDraft);
  const keyOf = (name: string) => (sections.find((s) => s.name === name) ?? sections[0])?.key ?? '';
  return {
    title: test.title,
    durationMinutes: numberText(Math.round(test.durationSeconds / 60)),
    languages: [...test.languages],
    instructions: test.instructions,
    sections,
    questions: test.questions.map((q) => ({
      key: newKey('q'),
      number: q.number,
      sectionKey: keyOf(q.section),
      type: q.type,
      optionLabels: q.optionLabels,
      answerText: q.answer === null ? '' : displayAnswer(q.type, q.answer, q.optionLabels),
      toleranceText: numberText(q.tolerance),
      integerOnly: q.integerOnly,
      decimalsText: numberText(q.decimals ?? null),
      dropped: q.dropped,
      chapter: q.chapter ?? '',
      regions: q.regions.map((r) => ({ ...r })),
      solutionRegions: q.solutionRegions.map((r) => ({ ...r })),
      // Kept as the paper gave them, so a save keeps them (and the checks at the editor's top) too.
      ...(q.label !== undefined ? { label: q.label } : {}),
      ...(q.confidence !== undefined ? { confidence: q.confidence } : {}),
      ...(q.reasons !== undefined ? { reasons: [...q.reasons] } : {}),
      ...(q.proposedChapter !== undefined ? { proposedChapter: q.proposedChapter } : {}),
    })),
  };
}

/** Whether `q` has a chapter proposed from its words and no chapter tag yet (the admin's to confirm). */
export const awaitsChapter = (q: QuestionDraft): boolean => Boolean(q.proposedChapter) && !q.chapter.trim();
