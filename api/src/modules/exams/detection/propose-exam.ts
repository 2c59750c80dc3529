import type { AdminQuestion, TestSection } from '@exam/shared-contracts/exams';
import {
  canonicalAnswer,
  presetMarking,
  presetPlace,
  presetSpec,
  type QuestionType,
  type TestPreset,
} from '@exam/shared-contracts/rules';
import { chapterSubjectOf, proposeChapters } from '../chapters/propose-chapter.ts';
import type { DetectedPaper, DetectedQuestion } from './paper/detect-questions.ts';

/**
 * A draft test from a detected paper and the admin's preset (docs/domains/exams.md "Making a test from a
 * paper"):
 * - sections come from the paper's headings (subject, then section: "Physics Section 1") when it prints
 *   them, each with the preset's marks for that subject and type; otherwise from the preset, in paper order;
 * - a question's type is what its layout says (no options: numerical; "one or more" above it: multiple),
 *   except that a preset with no numerical questions (NEET) keeps it single-correct unless the paper says
 *   numerical above it (options drawn as figures have no text);
 * - the answer printed with a question or in the paper's key is the proposed key, for the admin to confirm;
 * - the duration is the cover's when printed, else the preset's;
 * - each question's NCERT chapter is proposed from its words (proposeChapters), within the subject its
 *   heading names; the chapter tag itself stays empty until the admin confirms;
 * - a numerical question whose words say "correct to two decimal places" (or "rounded off to", "up to")
 *   gets those decimal places ({@link printedDecimals}).
 */

/** What the admin's preset and the paper together make. */
export interface ProposedExam {
  questions: AdminQuestion[];
  sections: TestSection[];
  durationMinutes: number;
  languages: ('en' | 'hi')[];
}

/** Section names from headings: "Physics Section 1", "Physics", "Section B". */
function headingSection(q: DetectedQuestion): string | null {
  if (q.subject && q.section) return `${q.subject} ${q.section}`;
  return q.subject ?? q.section;
}

const DECIMAL_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const DECIMAL_RULE =
  /\b(?:correct(?:ed)?|round(?:ed)?(?:\s+off)?|up)\s+(?:up\s+)?to\s+(one|two|three|four|five|six|[1-6])\s+decimal\s+places?\b/i;

/**
 * The decimal places a question's own words ask for ("Give the answer correct to two decimal places",
 * "rounded off to 2 decimal places", "up to 2 decimal places"), 1–6, or null when they name none. The text
 * is the question's as read from the paper (`DetectedQuestion.text`).
 */
export function printedDecimals(text: string | null | undefined): number | null {
  const m = text ? DECIMAL_RULE.exec(text) : null;
  if (!m) return null;
  return DECIMAL_WORDS[m[1].toLowerCase()] ?? Number(m[1]);
}

/** The test proposed from `paper` with `preset`. */
export function proposeExam(paper: DetectedPaper, preset: TestPreset): ProposedExam {
  const spec = presetSpec(preset);
  const fromHeadings = paper.questions.some((q) => headingSection(q) !== null);
  const presetHasNumerical = spec.sections.some((s) => s.type === 'numerical');
  const sections = new Map<string, TestSection>();
  const chapters = proposeChapters(
    paper.questions.map((d) => ({ text: d.text, subject: chapterSubjectOf(d.subject) })),
  );
  const questions = paper.questions.map((d, i): AdminQuestion => {
    const place = presetPlace(spec, i, paper.questions.length);
    const type: QuestionType =
      d.type === 'numerical' && !presetHasNumerical && !d.typeSaid
        ? 'single'
        : d.type !== 'single'
          ? d.type
          : !fromHeadings && place.type === 'multiple'
            ? 'multiple'
            : 'single';
    const name = fromHeadings ? (headingSection(d) ?? 'General') : place.name;
    if (!sections.has(name)) {
      const subject = fromHeadings ? d.subject : place.subject;
      sections.set(name, {
        name,
        subject,
        marking: fromHeadings ? presetMarking(preset) : structuredClone(place.marking),
      });
    }
    const decimals = type === 'numerical' ? printedDecimals(d.text) : null;
    const answer = canonicalAnswer(type, d.answer, false, decimals);
    return {
      number: d.number,
      section: name,
      type,
      optionLabels: d.optionLabels,
      answer: answer.ok ? answer.answer : null,
      tolerance: null,
      integerOnly: false,
      ...(decimals === null ? {} : { decimals }),
      dropped: null,
      chapter: null,
      proposedChapter: chapters[i]?.chapter ?? null,
      regions: d.regions,
      solutionRegions: d.solutionRegions,
      label: d.label,
      confidence: Math.round(d.confidence * 100) / 100,
      reasons: d.reasons.slice(0, 8),
    };
  });
  return {
    questions,
    sections: [...sections.values()],
    durationMinutes: paper.durationMinutes ?? spec.durationMinutes,
    languages: paper.languages,
  };
}
