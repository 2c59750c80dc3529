/**
 * The cookie that tells the server how a student reads questions on this device (docs/domains/exams.md
 * "Reading a question on a phone"): present only while Fit to screen is on, holding the question box's
 * last measured width and the screen's device pixel ratio, so a reopened exam screen's HTML can be drawn
 * already reflowed at that width (docs/speed.md "Prerendered first paint"). Not a secret: the browser's
 * script writes it and the server only reads numbers from it.
 */
export const EXAM_FIT_COOKIE = 'exam_fit';

/** The box widths (CSS px) and device pixel ratios the server accepts from the cookie. */
const BOX_PX = { min: 120, max: 4096 };
const DPR = { min: 0.5, max: 8 };

/** What the cookie holds: the question box's content width (CSS px) and the screen's device pixel ratio. */
export interface FitBox {
  box: number;
  dpr: number;
}

/** The cookie's value for `fit` (`372.5x2.625`): the width to a hundredth of a px, the ratio as given. */
export function fitCookieValue({ box, dpr }: FitBox): string {
  return `${Math.round(box * 100) / 100}x${dpr}`;
}

/**
 * The cookie's value read back, or null when it is malformed or out of range (a box of 120–4,096 CSS px, a
 * ratio of 0.5–8): the server then draws the question as printed, as without the cookie.
 */
export function parseFitCookie(value: string | undefined): FitBox | null {
  const match = /^(\d{1,4}(?:\.\d{1,2})?)x(\d(?:\.\d{1,6})?)$/.exec(value ?? '');
  if (!match) return null;
  const box = Number(match[1]);
  const dpr = Number(match[2]);
  if (box < BOX_PX.min || box > BOX_PX.max || dpr < DPR.min || dpr > DPR.max) return null;
  return { box, dpr };
}
