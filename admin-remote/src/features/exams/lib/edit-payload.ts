import type { AdminQuestion, TestSection, UpdateTestBody } from '@exam/shared-contracts/exams';
import { canonicalAnswer, MAX_DECIMALS } from '@exam/shared-contracts/rules';
import type { MarksDraft, QuestionDraft, SectionDraft, TestDraft } from './test-draft';

/**
 * The editor's Save (`PUT /api/admin/tests/:id`, docs/domains/exams.md "Online tests"): the whole edit built
 * from the draft, with the API's own limits checked first so the admin sees every problem at once, worded for
 * the field, instead of the server's first one.
 */

/** The bounds of UpdateTestBody, as the editor words them. */
export const EDIT_LIMITS = {
  titleMax: 200,
  /** Minutes of a test: at least one, at most a day (the API takes 10 s to 24 h). */
  minutesMin: 1,
  minutesMax: 24 * 60,
  sectionNameMax: 80,
  subjectMax: 40,
  chapterMax: 120,
  marksMax: 100,
  regionsMax: 8,
} as const;

/** What building the edit gives: the request body, or every problem found (field by field). */
export type EditResult = { ok: true; body: Required<UpdateTestBody> } | { ok: false; problems: string[] };

const decimal = /^-?(?:\d{1,6}(?:\.\d{1,6})?|\.\d{1,6})$/;

/** A mark as typed, or null when it is not a number in the range the API takes. */
function mark(text: string, positive: boolean): number | null {
  const t = text.trim();
  if (!decimal.test(t)) return null;
  const n = Number(t);
  if (positive) return n > 0 && n <= EDIT_LIMITS.marksMax ? n : null;
  return n <= 0 && n >= -EDIT_LIMITS.marksMax ? n : null;
}

/** The section as the API takes it, pushing a problem for each field that is not right. */
function sectionOf(s: SectionDraft, problems: string[]): TestSection {
  const name = s.name.trim();
  const where = `Section '${name || '(no name)'}'`;
  if (!name) problems.push('Every section needs a name');
  else if (name.length > EDIT_LIMITS.sectionNameMax)
    problems.push(`${where}: the name is longer than ${EDIT_LIMITS.sectionNameMax} characters`);
  const subject = s.subject.trim();
  if (subject.length > EDIT_LIMITS.subjectMax)
    problems.push(`${where}: the subject is longer than ${EDIT_LIMITS.subjectMax} characters`);
  const marks = (type: string, m: MarksDraft) => {
    const correct = mark(m.correct, true);
    const wrong = mark(m.wrong, false);
    if (correct === null)
      problems.push(`${where}: ${type} correct must be a number above 0, at most ${EDIT_LIMITS.marksMax}`);
    if (wrong === null)
      problems.push(
        `${where}: ${type} wrong must be 0 or a negative number, at least −${EDIT_LIMITS.marksMax}`,
      );
    return { correct: correct ?? 0, wrong: wrong ?? 0 };
  };
  return {
    name,
    subject: subject || null,
    marking: {
      single: marks('single', s.marking.single),
      multiple: { ...marks('multiple', s.marking.multiple), partial: s.marking.multiple.partial },
      numerical: marks('numerical', s.marking.numerical),
    },
  };
}

/**
 * A question's decimal places as the API takes them: a number 1–6 for a numerical question that is not
 * whole-number-only and has them typed, null for any other (blank: up to 6), or `'bad'` when what is
 * typed is not 1 to 6 (the Decimal places field's message).
 */
export function draftDecimals(
  q: Pick<QuestionDraft, 'type' | 'integerOnly' | 'decimalsText'>,
): number | null | 'bad' {
  const text = q.decimalsText.trim();
  if (q.type !== 'numerical' || q.integerOnly || !text) return null;
  return /^\d$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_DECIMALS ? Number(text) : 'bad';
}

/** The message of a Decimal places field that is not 1 to 6. */
export const DECIMALS_BAD = `Decimal places must be a whole number from 1 to ${MAX_DECIMALS} (blank: any, up to ${MAX_DECIMALS})`;

/** The question as the API takes it (answer canonical), pushing a problem for each field that is not right. */
function questionOf(q: QuestionDraft, sectionName: string | undefined, problems: string[]): AdminQuestion {
  const where = `Question ${q.number}`;
  if (sectionName === undefined) problems.push(`${where}: choose a section`);
  const numerical = q.type === 'numerical';
  const decimals = draftDecimals(q);
  if (decimals === 'bad') problems.push(`${where}: ${DECIMALS_BAD.toLowerCase()}`);
  const places = decimals === 'bad' ? null : decimals;
  const answer = canonicalAnswer(q.type, q.answerText, numerical && q.integerOnly, places);
  if (!answer.ok) problems.push(`${where} is ${q.type}; ${answer.error}`);
  const toleranceText = numerical ? q.toleranceText.trim() : '';
  const tolerance = toleranceText ? Number(toleranceText) : null;
  if (toleranceText && !/^\d{1,9}(\.\d{1,6})?$/.test(toleranceText))
    problems.push(`${where}: the tolerance must be a number of 0 or more`);
  const chapter = q.chapter.trim();
  if (chapter.length > EDIT_LIMITS.chapterMax)
    problems.push(`${where}: the chapter is longer than ${EDIT_LIMITS.chapterMax} characters`);
  if (q.regions.length > EDIT_LIMITS.regionsMax || q.solutionRegions.length > EDIT_LIMITS.regionsMax)
    problems.push(
      `${where}: at most ${EDIT_LIMITS.regionsMax} regions each for the question and its solution`,
    );
  return {
    number: q.number,
    section: sectionName ?? '',
    type: q.type,
    optionLabels: q.optionLabels,
    answer: answer.ok ? answer.answer : null,
    tolerance,
    integerOnly: numerical && q.integerOnly,
    // Sent only when set, so a test without decimal places saves exactly as before.
    ...(places !== null ? { decimals: places } : {}),
    dropped: q.dropped,
    chapter: chapter || null,
    regions: q.regions.map((r) => ({ ...r })),
    solutionRegions: q.solutionRegions.map((r) => ({ ...r })),
    // What the paper's reading said of the question travels with it, only when there is something.
    ...(q.label !== undefined ? { label: q.label } : {}),
    ...(q.confidence !== undefined ? { confidence: q.confidence } : {}),
    ...(q.reasons !== undefined ? { reasons: [...q.reasons] } : {}),
    ...(q.proposedChapter !== undefined ? { proposedChapter: q.proposedChapter } : {}),
  };
}

/**
 * The body of the editor's Save: title, duration in seconds (whole minutes × 60), languages, instructions,
 * every section and every question (answers in canonical form: "A, C" → "1;3"), or the list of problems:
 * an empty or long title, a duration that is not 1–1440 whole minutes, missing or repeated section names,
 * marks out of range, a question without a section, an answer that is not one for its type, a bad
 * tolerance. Questions are sent in the draft's order, numbered as the draft numbers them (1..n).
 */
export function buildEditBody(draft: TestDraft): EditResult {
  const problems: string[] = [];
  const title = draft.title.trim();
  if (!title) problems.push('The test needs a title');
  else if (title.length > EDIT_LIMITS.titleMax)
    problems.push(`The title is longer than ${EDIT_LIMITS.titleMax} characters`);
  const minutesText = draft.durationMinutes.trim();
  const minutes = /^\d{1,4}$/.test(minutesText) ? Number(minutesText) : NaN;
  if (!(minutes >= EDIT_LIMITS.minutesMin && minutes <= EDIT_LIMITS.minutesMax))
    problems.push(
      `The duration must be whole minutes from ${EDIT_LIMITS.minutesMin} to ${EDIT_LIMITS.minutesMax}`,
    );
  if (!draft.sections.length) problems.push('The test needs at least one section');
  const sections = draft.sections.map((s) => sectionOf(s, problems));
  const seen = new Set<string>();
  for (const s of sections) {
    if (s.name && seen.has(s.name)) problems.push(`Two sections are named '${s.name}'`);
    seen.add(s.name);
  }
  if (!draft.questions.length) problems.push('The test needs at least one question');
  const nameOf = new Map(draft.sections.map((s, i) => [s.key, sections[i].name]));
  const questions = draft.questions.map((q) => questionOf(q, nameOf.get(q.sectionKey), problems));
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    body: {
      title,
      durationSeconds: minutes * 60,
      // English always, Hindi beside it (the API refuses a test without English).
      languages: draft.languages.includes('hi') ? ['en', 'hi'] : ['en'],
      instructions: draft.instructions,
      sections,
      questions,
    },
  };
}

/**
 * Whether `draft` differs from the saved `base` in anything Save would send: both built and compared, so
 * "A,C" typed over a saved "A, C" is no change; a draft that does not build is always a change (the saved
 * test always builds).
 */
export function isDirty(base: TestDraft, draft: TestDraft): boolean {
  if (base === draft) return false;
  const a = buildEditBody(base);
  const b = buildEditBody(draft);
  if (!a.ok || !b.ok) return true;
  return JSON.stringify(a.body) !== JSON.stringify(b.body);
}
