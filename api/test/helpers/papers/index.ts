import fs from 'node:fs';
import path from 'node:path';
import { answerKeyPage } from './answer-key-page';
import { jeeAdvComprehension } from './jee-adv-comprehension';
import { neetBilingualStacked } from './neet-bilingual-stacked';
import { neetTwoColumnHeader } from './neet-two-column-header';
import type { GeneratedPaper } from './paper-truth';
import { solutionsSet } from './solutions-set';

export type { Box, GeneratedPaper, PaperTruth, TruthQuestion } from './paper-truth';

/**
 * The generated question papers with their truth, of the layouts real papers have (two columns under a
 * header, stacked English/Hindi, answers & solutions, JEE Advanced comprehension with mixed page sizes, an
 * answer-key page). Each is deterministic: the same bytes on every run.
 */
export const GENERATED_PAPERS: readonly (() => Promise<GeneratedPaper>)[] = [
  neetTwoColumnHeader,
  neetBilingualStacked,
  solutionsSet,
  jeeAdvComprehension,
  answerKeyPage,
];

/**
 * Writes every generated paper into `dir` as `<name>.pdf` and `<name>.truth.json` (the format of
 * `../shared/fixtures/tests/real`); resolves the names written.
 */
export async function writeGeneratedPapers(dir: string): Promise<string[]> {
  fs.mkdirSync(dir, { recursive: true });
  const names: string[] = [];
  for (const make of GENERATED_PAPERS) {
    const paper = await make();
    fs.writeFileSync(path.join(dir, `${paper.name}.pdf`), paper.pdf);
    fs.writeFileSync(path.join(dir, `${paper.name}.truth.json`), `${JSON.stringify(paper.truth, null, 1)}\n`);
    names.push(paper.name);
  }
  return names;
}
