/**
 * The truth of a question paper, in the format of `../shared/fixtures/tests/real/<name>.truth.json`: every
 * question once, in order. Boxes are `[x0, y0, x1, y1]` in PDF points, origin at the top left of the page,
 * pages from 1 (as `pdftotext -bbox-layout` gives them).
 */
export type Box = [x0: number, y0: number, x1: number, y1: number];

/** One question of the truth; the optional fields are those a layout has. */
export interface TruthQuestion {
  /** 1..N over the whole paper. */
  n: number;
  page: number;
  /** The label as printed (`1.`, `Q.3`: in JEE Advanced it restarts per subject). */
  label: string;
  labelBox: Box;
  subject?: string;
  section?: string;
  type?: 'MCQ' | 'numerical';
  /** The printed key: an option number `1`..`4` (or `A`..`D` in JEE Advanced) or a number. */
  answer?: string;
  /** The Hindi copy of the question: its page and the box of its first Devanagari line. */
  hindiPage?: number;
  hindiLabelBox?: Box;
  /** Answers & solutions sets: the page and box of the `Sol.` block (from `Sol.` to its last line). */
  solutionPage?: number;
  solutionBox?: Box;
  /** Comprehension: the page and box of the paragraph printed above the questions that share it. */
  paragraphPage?: number;
  paragraphBox?: Box;
}

/** A whole truth file. `pageSize` is `[w, h]` in points, or `{ "1-3": [w, h], … }` when it changes. */
export interface PaperTruth {
  file: string;
  exam: string;
  pages: number;
  pageSize: [number, number] | Record<string, [number, number]>;
  layout: string;
  questionCount: number;
  questions: TruthQuestion[];
  notes: string;
}

/** A generated paper: its PDF bytes and its truth. */
export interface GeneratedPaper {
  name: string;
  pdf: Buffer;
  truth: PaperTruth;
}

/** Rounds to 0.01 pt, as the real truth files do. */
export const pt = (n: number): number => Math.round(n * 100) / 100;

/** `pageSize` for pages of sizes `sizes` (index 0 = page 1): one size, or ranges `"a-b"` of equal sizes. */
export function pageSizeOf(sizes: [number, number][]): PaperTruth['pageSize'] {
  const out: Record<string, [number, number]> = {};
  let start = 0;
  for (let i = 1; i <= sizes.length; i += 1) {
    if (i < sizes.length && sizes[i][0] === sizes[start][0] && sizes[i][1] === sizes[start][1]) continue;
    out[start + 1 === i ? String(i) : `${start + 1}-${i}`] = sizes[start];
    start = i;
  }
  const keys = Object.keys(out);
  return keys.length === 1 ? sizes[0] : out;
}
