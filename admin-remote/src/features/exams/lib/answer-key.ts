import type { KeyLineError } from '@exam/shared-contracts/exams';

/**
 * The answer-key CSV as the admin sends it (`PUT /api/admin/tests/:id/key`, `text/csv`) and its refusal
 * (400 `{error, lines:[{line, error}]}`, nothing saved).
 */

/** The columns of an answer key: `question` and `answer` are required, the rest optional, in any order. */
export const KEY_COLUMNS = {
  required: ['question', 'answer'],
  optional: ['type', 'tolerance', 'section', 'subject', 'chapter'],
} as const;

/** Answers as a key may write them: an option, a letter, several options, a number. */
export const KEY_EXAMPLES = ['3', 'B', 'A;C', '1;3;4', '12.5'] as const;

/** A short key that shows the format (pasted into the box as its placeholder). */
export const KEY_SAMPLE = 'question,answer,type\n1,3,single\n2,B,single\n3,A;C,multiple\n4,12.5,numerical';

/** Largest key file read into the box, in bytes (the API takes 256 KiB). */
export const MAX_KEY_FILE_BYTES = 256 * 1024;

/** Why a key was refused: the summary and one entry per refused line (each "line 14: …"). */
export interface KeyRefusal {
  error: string;
  lines: KeyLineError[];
}

/**
 * The refusal carried by a failed key upload (an RTK Query error whose `data` is the API's 400 body), or
 * null when the failure is of another kind (network, 404, 409…), which the caller shows as a toast.
 */
export function keyRefusalOf(error: unknown): KeyRefusal | null {
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const data = (error as { data?: unknown }).data as Partial<KeyRefusal> | null | undefined;
  if (!data || typeof data.error !== 'string' || !Array.isArray(data.lines)) return null;
  const lines = data.lines.filter(
    (l): l is KeyLineError => !!l && typeof l.line === 'number' && typeof l.error === 'string',
  );
  return { error: data.error, lines };
}

/** The key for one question, as a CSV of one line (the key correction of a test's statistics). */
export function oneLineKey(number: number, answer: string): string {
  return `question,answer\n${number},${answer.includes(',') ? `"${answer}"` : answer}\n`;
}
