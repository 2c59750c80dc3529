import type { MarkingScheme, QuestionType } from '@exam/shared-contracts/rules';
import { formatMarks } from './format';

/** A question type as the screens name it. */
export const TYPE_NAMES: Record<QuestionType, string> = {
  single: 'Single correct',
  multiple: 'Multiple correct',
  numerical: 'Numerical value',
};

/**
 * The marks of one question type as a candidate reads them: "+4 correct, −1 wrong", with "partial marks"
 * for a multiple-correct scheme that gives them, and "no negative marking" for a wrong mark of 0.
 */
export function marksText(marking: MarkingScheme, type: QuestionType): string {
  const { correct, wrong } = marking[type];
  const parts = [
    `${formatMarks(correct)} correct`,
    wrong === 0 ? 'no negative marking' : `${formatMarks(wrong)} wrong`,
  ];
  if (type === 'multiple' && marking.multiple.partial) parts.push('partial marks');
  return parts.join(', ');
}

/**
 * A section's marking in one line for the question types it holds (`types`; every type when none is
 * given): one text when they all score alike ("+4 correct, −1 wrong"), else one per type ("Single
 * correct: +3 correct, −1 wrong; …").
 */
export function sectionMarkingText(marking: MarkingScheme, types: QuestionType[] = []): string {
  if (!types.length) types = ['single', 'multiple', 'numerical'];
  const texts = types.map((t) => marksText(marking, t));
  if (texts.every((t) => t === texts[0])) return texts[0];
  return types.map((t, i) => `${TYPE_NAMES[t]}: ${texts[i]}`).join('; ');
}
