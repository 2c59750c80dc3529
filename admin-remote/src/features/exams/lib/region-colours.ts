import type { QuestionType } from '@exam/shared-contracts/rules';

/**
 * Colours of the region boxes drawn over page images. A page image is white paper in both themes, so these
 * are fixed rather than theme tokens: each is a border of at least 3:1 on white (WCAG non-text contrast)
 * and the fill behind the box's white label text at 4.5:1 or more (checked in region-colours.test.ts).
 */
export const REGION_COLOURS: Record<QuestionType | 'solution', string> = {
  single: '#1d4ed8',
  multiple: '#7e22ce',
  numerical: '#b45309',
  solution: '#047857',
};

/** The label text colour on every region colour. */
export const REGION_LABEL_TEXT = '#ffffff';

/** A question type's name on screen. */
export const TYPE_LABELS: Record<QuestionType, string> = {
  single: 'Single correct',
  multiple: 'Multiple correct',
  numerical: 'Numerical',
};
