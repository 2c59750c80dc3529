import { testPaths } from '@exam/shared-contracts/constants';
import { peekEarlyRead } from '@exam/web-platform/client/early-read';
import type { AttemptState } from '@exam/shared-contracts/exams';
import { seedBoxWidth } from '../../../hooks/use-box-width';
import { takeReflowSeed } from '../../../lib/reflow-seed';
import { imageWidth, startEarlyImage } from '../../../lib/image-cache';
import { shownLanguage } from '../../../lib/languages';
import { QUESTION_FRAME_BORDER_PX, QUESTION_FRAME_PAD_PX } from '../../../lib/question-frame';
import { PALETTE_COLUMN_PX, QUESTION_PAD_X_PX, WIDE_MIN_PX } from './exam-sizes';

/** The width group of the exam screen's question image (components/question-panel.tsx's `widthGroup`). */
export const QUESTION_WIDTH_GROUP = 'exam-question';

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

/**
 * For a deep-linked exam screen: once the attempt's early read answers, starts fetching its current
 * question's image at the width the screen will ask for, in the language it will show it in, and gives the
 * screen's image box that width before it is measured (so its first render asks for that same image);
 * on a screen the server drew reflowed (Fit to screen), takes its layouts and starts its wider image too.
 * Nothing for a submitted attempt, a refused or failed read, or when no early read is running.
 */
export function startEarlyQuestionImage(attemptId: string): void {
  // A screen the server drew reflowed: its wider copy too, which the browser already has.
  for (const path of takeReflowSeed()) startEarlyImage(path);
  void peekEarlyRead<AttemptState>(testPaths.attempt(attemptId))?.then(
    ({ value: attempt }) => {
      if (attempt.status !== 'open') return;
      const question =
        attempt.questions.find((q) => q.number === attempt.currentQuestion) ?? attempt.questions[0];
      if (!question) return;
      const css = predictedQuestionWidth(document.documentElement.clientWidth);
      seedBoxWidth(QUESTION_WIDTH_GROUP, css);
      startEarlyImage(
        testPaths.attemptQuestionImage(
          attemptId,
          question.number,
          imageWidth(css, window.devicePixelRatio),
          shownLanguage(question, attempt.lang),
        ),
      );
    },
    () => undefined,
  );
}
