import type { AdminQuestion, KeyLineError, TestSection } from '@exam/shared-contracts/exams';
import {
  canonicalAnswer,
  presetMarking,
  questionDecimals,
  type QuestionType,
  type TestPreset,
} from '@exam/shared-contracts/rules';
import { parse, type Info } from 'csv-parse/sync';

/** Largest answer-key CSV accepted, in bytes: a 1,000-question key with every optional column is ~60 KB. */
export const MAX_KEY_BYTES = 256 * 1024;
/** Most data lines of an answer-key CSV (a test holds at most 1,000 questions). */
export const MAX_KEY_LINES = 1000;

const TYPES: Record<string, { type: QuestionType; integerOnly?: boolean }> = {
  single: { type: 'single' },
  multiple: { type: 'multiple' },
  numerical: { type: 'numerical' },
  integer: { type: 'numerical', integerOnly: true },
};
const COLUMNS = ['question', 'answer', 'type', 'tolerance', 'section', 'subject', 'chapter'] as const;

/** A parsed CSV line with `info: true`: its cells and where it was read (`info.lines`: its last line, from 1). */
type InfoRecord = { record: string[]; info: Info };

/**
 * Whether csv-parse's answer has the shape `info: true` asks for: its sync typings know only `string[][]`
 * for options without `columns`, so the records' shape is checked, not assumed.
 */
function isInfoRecords(parsed: unknown): parsed is InfoRecord[] {
  return (
    Array.isArray(parsed) &&
    parsed.every(
      (r: unknown) =>
        typeof r === 'object' &&
        r !== null &&
        'record' in r &&
        Array.isArray(r.record) &&
        r.record.every((cell: unknown) => typeof cell === 'string') &&
        'info' in r &&
        typeof r.info === 'object' &&
        r.info !== null &&
        'lines' in r.info &&
        typeof r.info.lines === 'number',
    )
  );
}

/** The outcome of reading a key: the questions and sections as they would be saved, or the refused lines. */
export type KeyResult =
  | { ok: true; questions: AdminQuestion[]; sections: TestSection[] }
  | { ok: false; error: string; lines: KeyLineError[] };

/**
 * Reads an answer-key CSV into a test's questions (docs/domains/exams.md "Online tests"). The first line is
 * the header: `question` and `answer` are required; `type` (`single|multiple|numerical`, or `integer` for a
 * whole-number numerical), `tolerance`, `section`, `subject` and `chapter` are optional, in any order.
 * Answers look like `3`, `B`, `A;C`, `1;3;4`, `12.5`. A question's type is the line's `type`, else the one
 * it has. A `section` not in the test is added with the preset's marks. Questions without a line keep their
 * key. Any bad line refuses the whole key, with one error per line ("line 14: question 14 is numerical;
 * 'C' is not a number"); nothing is saved then. Input is bounded by {@link MAX_KEY_BYTES} and
 * {@link MAX_KEY_LINES}, so the synchronous parse stays a few milliseconds.
 */
export function readAnswerKey(
  csv: string,
  current: { questions: AdminQuestion[]; sections: TestSection[]; preset: TestPreset },
): KeyResult {
  let records: InfoRecord[];
  try {
    const parsed: unknown = parse(csv, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      to: MAX_KEY_LINES + 1,
    });
    if (!isInfoRecords(parsed)) throw new Error('csv-parse answered without the records’ info');
    records = parsed;
  } catch (err) {
    return {
      ok: false,
      error: 'This CSV could not be read',
      lines: [{ line: lineOf(err), error: 'not valid CSV' }],
    };
  }
  const header = records[0]?.record.map((h) => h.toLowerCase().replace(/[^a-z]/g, ''));
  if (!header)
    return { ok: false, error: 'The answer key is empty', lines: [{ line: 1, error: 'no header row' }] };
  const col = Object.fromEntries(COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<
    (typeof COLUMNS)[number],
    number
  >;
  const missing = (['question', 'answer'] as const).filter((c) => col[c] === -1);
  if (missing.length)
    return {
      ok: false,
      error: `The header row needs ${missing.map((m) => `'${m}'`).join(' and ')}`,
      lines: [{ line: records[0].info.lines, error: `missing column ${missing.join(', ')}` }],
    };
  if (records.length - 1 > MAX_KEY_LINES)
    return { ok: false, error: `An answer key holds at most ${MAX_KEY_LINES} lines`, lines: [] };

  const questions = current.questions.map((q) => ({ ...q }));
  const sections = current.sections.map((s) => ({ ...s }));
  const errors: KeyLineError[] = [];
  const seen = new Map<number, number>();
  const cell = (record: string[], name: (typeof COLUMNS)[number]) =>
    col[name] === -1 ? '' : (record[col[name]] ?? '').trim();
  for (const { record, info } of records.slice(1)) {
    const line = info.lines;
    const fail = (error: string) => errors.push({ line, error: `line ${line}: ${error}` });
    const rawNumber = cell(record, 'question').replace(/^q\.?\s*/i, '');
    const number = /^\d{1,4}$/.test(rawNumber) ? Number(rawNumber) : NaN;
    const question = questions.find((q) => q.number === number);
    if (!question) {
      fail(
        Number.isNaN(number)
          ? `'${cell(record, 'question')}' is not a question number`
          : `question ${number} is not in this test (it has ${questions.length} questions)`,
      );
      continue;
    }
    if (seen.has(number)) {
      fail(`question ${number} is given twice (first on line ${seen.get(number)})`);
      continue;
    }
    seen.set(number, line);
    const typeText = cell(record, 'type').toLowerCase();
    const typed = typeText ? TYPES[typeText] : undefined;
    if (typeText && !typed) {
      fail(`'${typeText}' is not a type (single, multiple, numerical or integer)`);
      continue;
    }
    const type = typed?.type ?? question.type;
    const integerOnly = typed ? (typed.integerOnly ?? false) : type === 'numerical' && question.integerOnly;
    const answerText = cell(record, 'answer');
    if (!answerText) {
      fail(`question ${number} has no answer`);
      continue;
    }
    // The question's decimal places hold for its key too, while it stays a decimal question.
    const decimals = questionDecimals({ type, integerOnly, decimals: question.decimals });
    const answer = canonicalAnswer(type, answerText, integerOnly, decimals);
    if (!answer.ok) {
      fail(`question ${number} is ${type}; ${answer.error}`);
      continue;
    }
    const toleranceText = cell(record, 'tolerance');
    let tolerance = type === 'numerical' ? question.tolerance : null;
    if (toleranceText) {
      if (type !== 'numerical') {
        fail(`question ${number} is ${type}; a tolerance is for numerical questions`);
        continue;
      }
      if (!/^\d{1,9}(\.\d{1,6})?$/.test(toleranceText)) {
        fail(`tolerance '${toleranceText}' is not a number of 0 or more`);
        continue;
      }
      tolerance = Number(toleranceText);
    }
    const sectionName = cell(record, 'section');
    if (sectionName) {
      if (sectionName.length > 80) {
        fail('the section name is longer than 80 characters');
        continue;
      }
      if (!sections.some((s) => s.name === sectionName))
        sections.push({
          name: sectionName,
          subject: cell(record, 'subject').slice(0, 40) || null,
          marking: presetMarking(current.preset),
        });
      question.section = sectionName;
    }
    const chapter = cell(record, 'chapter');
    if (decimals === null) delete question.decimals;
    Object.assign(question, {
      type,
      integerOnly,
      answer: answer.answer,
      tolerance: tolerance ?? null,
      chapter: chapter ? chapter.slice(0, 120) : question.chapter,
    });
  }
  if (errors.length)
    return {
      ok: false,
      error: `${errors.length} line${errors.length === 1 ? '' : 's'} of the answer key ${errors.length === 1 ? 'is' : 'are'} wrong; nothing was saved`,
      lines: errors,
    };
  // Sections no question uses any more (the key moved every question elsewhere) are dropped.
  return {
    ok: true,
    questions,
    sections: sections.filter((s) => questions.some((q) => q.section === s.name)),
  };
}

/** The line csv-parse names in its error, else 1. */
function lineOf(err: unknown): number {
  const lines = (err as { lines?: number }).lines;
  return typeof lines === 'number' && lines > 0 ? lines : 1;
}
