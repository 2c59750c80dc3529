import { QUESTION_FRAME_BORDER_PX, QUESTION_FRAME_PAD_PX } from './question-frame';
import { PALETTE_COLUMN_PX, QUESTION_PAD_X_PX, WIDE_MIN_PX } from './exam-sizes';

/**
 * How wide (CSS px) the exam screen draws a question image in a window `viewport` CSS px wide: the
 * question's column (the window, less the palette's column on a wide screen), less its padding and the
 * image frame's padding and border. A scroll bar that takes room (a desktop's) makes it narrower; the
 * image is asked for at a snapped width, so that rarely changes what is asked for.
 */
export function predictedQuestionWidth(viewport: number): number {
  const column = viewport >= WIDE_MIN_PX ? viewport - PALETTE_COLUMN_PX : viewport;
  return Math.max(0, column - IMAGE_INSET_PX);
}

/** CSS px around a question image inside its column: the column's padding, the frame's padding and border. */
const IMAGE_INSET_PX = 2 * QUESTION_PAD_X_PX + 2 * (QUESTION_FRAME_BORDER_PX + QUESTION_FRAME_PAD_PX);

/**
 * {@link predictedQuestionWidth} as an `<img sizes>` (the prerendered exam screen's image, which the
 * browser picks a width of before any script runs): the window less the palette's column on a wide screen.
 */
export function questionImageSizes(): string {
  return `(min-width: ${WIDE_MIN_PX}px) calc(100vw - ${PALETTE_COLUMN_PX + IMAGE_INSET_PX}px), calc(100vw - ${IMAGE_INSET_PX}px)`;
}
