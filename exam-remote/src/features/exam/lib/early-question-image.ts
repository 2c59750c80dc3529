import { testPaths } from '@exam/shared-contracts/constants';
import { peekEarlyRead } from '@exam/web-platform/client/early-read';
import type { AttemptState } from '@exam/shared-contracts/exams';
import { seedBoxWidth } from '../../../hooks/use-box-width';
import { takeReflowSeed } from '../../../lib/reflow-seed';
import { imageWidth, startEarlyImage } from '../../../lib/image-cache';
import { shownLanguage } from '../../../lib/languages';
import { predictedQuestionWidth } from '../../../lib/question-box';

/** The width group of the exam screen's question image (components/question-panel.tsx's `widthGroup`). */
export const QUESTION_WIDTH_GROUP = 'exam-question';

export { predictedQuestionWidth, questionImageSizes } from '../../../lib/question-box';

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
