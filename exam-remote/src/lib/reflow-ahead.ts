import { imageWidth, needsReflow, reflowImageWidth } from '@exam/shared-contracts/exams/screen';
import { loadLayout } from '../hooks/use-question-layout';
import { fitIsOn } from './fit-choice';

/**
 * Fetches ahead the layouts Fit to screen needs to reflow a question in a box `box` CSS px wide at device
 * pixel ratio `dpr` (docs/domains/exams.md "Reading a question on a phone"): the layout at the width the
 * screen asks the image at, and, where that says the printed text is too small there, the layout at the
 * wider width the reflow is drawn from. `layoutAt(w)` is the question's layout path at image width `w` px.
 * Resolves that wider width (px), or 0 when the question reads as printed; rejects as the calls do. With
 * both layouts known, the screen draws the reflow's place at its final height before the image is here, so
 * nothing below it moves when the image comes.
 */
export async function reflowAhead(
  box: number,
  dpr: number,
  layoutAt: (w: number) => string,
): Promise<number> {
  const probe = await loadLayout(layoutAt(imageWidth(box, dpr)));
  if (!needsReflow(probe, box)) return 0;
  const wide = reflowImageWidth(probe, dpr);
  await loadLayout(layoutAt(wide));
  return wide;
}

/** How long a start waits for the first question's layouts before opening the screen anyway (ms). */
export const REFLOW_WAIT_MS = 2500;

/**
 * Before the exam screen opens on a start: with Fit to screen on (lib/fit-choice.ts), fetches the first
 * question's layouts for a box `box` CSS px wide (the screen's, predicted from the window), so the screen
 * draws the reflow's place at once rather than a place that then changes height. `layoutAt(w)` is that
 * question's layout path at image width `w` px. Waits at most {@link REFLOW_WAIT_MS}; never rejects (a
 * failure leaves the screen to ask again).
 */
export async function reflowFirstAhead(box: number, layoutAt: (w: number) => string): Promise<void> {
  if (!fitIsOn() || box <= 0) return;
  await Promise.race([
    reflowAhead(box, window.devicePixelRatio, layoutAt).catch(() => 0),
    new Promise((resolve) => setTimeout(resolve, REFLOW_WAIT_MS)),
  ]);
}
