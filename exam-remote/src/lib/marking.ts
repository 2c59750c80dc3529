import type { Translate } from '@exam/web-platform/i18n';
import type { MarkingScheme, QuestionType } from '@exam/shared-contracts/rules';
import { formatMarks } from './format';
import { appT, type AppMessageId } from './i18n';

/** A question type as the screens name it: a message id of the app's catalog, translated where shown. */
export const TYPE_NAMES: Record<QuestionType, AppMessageId> = {
  single: 'Single correct',
  multiple: 'Multiple correct',
  numerical: 'Numerical value',
};

/**
 * The marks of one question type as a candidate reads them: "+4 correct, −1 wrong", with "partial marks"
 * for a multiple-correct scheme that gives them, and "no negative marking" for a wrong mark of 0; in the
 * language of `t`.
 */
export function marksText(
  marking: MarkingScheme,
  type: QuestionType,
  t: Translate<AppMessageId> = appT,
): string {
  const { correct, wrong } = marking[type];
  const parts = [
    t('{marks} correct', { marks: formatMarks(correct) }),
    wrong === 0 ? t('no negative marking') : t('{marks} wrong', { marks: formatMarks(wrong) }),
  ];
  if (type === 'multiple' && marking.multiple.partial) parts.push(t('partial marks'));
  return parts.join(', ');
}

/**
 * A section's marking in one line for the question types it holds (`types`; every type when none is
 * given): one text when they all score alike ("+4 correct, −1 wrong"), else one per type ("Single
 * correct: +3 correct, −1 wrong; …"); in the language of `t`.
 */
export function sectionMarkingText(
  marking: MarkingScheme,
  types: QuestionType[] = [],
  t: Translate<AppMessageId> = appT,
): string {
  if (!types.length) types = ['single', 'multiple', 'numerical'];
  const texts = types.map((type) => marksText(marking, type, t));
  if (texts.every((text) => text === texts[0])) return texts[0];
  // "Type: marks" reads the same in every language: only its words are translated.
  return types.map((type, i) => `${t(TYPE_NAMES[type])}: ${texts[i]}`).join('; ');
}
