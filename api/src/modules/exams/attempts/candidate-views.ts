import type { CandidateQuestion, Region, TestLanguage, TestSectionInfo } from '@exam/shared-contracts/exams';
import { questionDecimals } from '@exam/shared-contracts/rules';
import type { TestRow } from '../../../db/schema';

/**
 * An attempt's questions as a candidate sees them: never the key, the text or the regions, only the shape
 * of each language's image (its regions' height ÷ width, summed, and how many are stacked).
 */
export function candidateQuestions(test: TestRow): CandidateQuestion[] {
  return test.questions.map((q) => {
    const languages = [...new Set(q.regions.map((r) => r.lang ?? 'en'))].sort() as TestLanguage[];
    return {
      number: q.number,
      type: q.type,
      section: q.section,
      optionLabels: q.optionLabels,
      integerOnly: q.integerOnly,
      decimals: questionDecimals(q),
      label: q.label ?? null,
      languages,
      shapes: languages.map((lang) => ({
        lang,
        ...imageShape(q.regions.filter((r) => (r.lang ?? 'en') === lang)),
      })),
    };
  });
}

/**
 * The shape of the image cut from `regions` (one language's, stacked): `ratio` the sum of their height ÷
 * width (unitless), `parts` how many.
 */
export function imageShape(regions: Region[]): { ratio: number; parts: number } {
  return { ratio: regions.reduce((sum, r) => sum + r.height / r.width, 0), parts: regions.length };
}

/** A test's sections with their question counts, in paper order. */
export function sectionInfo(test: TestRow): TestSectionInfo[] {
  return test.sections.map((s) => {
    const own = test.questions.filter((q) => q.section === s.name);
    return { ...s, questionCount: own.length, types: [...new Set(own.map((q) => q.type))] };
  });
}
