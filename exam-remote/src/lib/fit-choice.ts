import { useState } from 'react';
import { EXAM_FIT_COOKIE, fitCookieValue, type FitBox } from '@exam/shared-contracts/exams/screen';

/**
 * The student's Fit to screen choice (docs/domains/exams.md "Reading a question on a phone"): kept in
 * localStorage for the screen, and, while on, in a cookie with the question box's width for the server,
 * which then draws a reopened exam screen already reflowed (shared-contracts exams/fit-cookie.ts).
 */

/** Where the student's Fit to screen choice is kept on this device ('0': off; '1' or nothing: on). */
export const FIT_KEY = 'examQuestionFit';

/** A year, in seconds: the choice lasts as long as the localStorage one in practice. */
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

function writeCookie(value: string | null): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    value === null
      ? `${EXAM_FIT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${EXAM_FIT_COOKIE}=${value}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/**
 * Tells the server the box the question is reflowed in (`box` CSS px at `dpr`) while Fit to screen is on;
 * written only when it changed (a rotated phone, a new device pixel ratio), so a reload draws the same
 * reflow the screen will.
 */
export function rememberFitBox(fit: FitBox): void {
  const value = fitCookieValue(fit);
  if (!document.cookie.split('; ').includes(`${EXAM_FIT_COOKIE}=${value}`)) writeCookie(value);
}

/** Whether Fit to screen is on on this device: unless the student turned it off (see {@link useFitChoice}). */
export function fitIsOn(): boolean {
  try {
    return localStorage.getItem(FIT_KEY) !== '0';
  } catch {
    return true;
  }
}

/**
 * The student's Fit to screen choice, kept in localStorage for every question and test on this device: on
 * until the student turns it off ('0' kept), so a phone shows a question too small to read reflowed without
 * a tap (docs/domains/exams.md "Reading a question on a phone"). It only acts where the printed text is too
 * small (`needsReflow`), so a laptop shows the question as printed, as NTA does. The screen never switches
 * by itself under the student's finger: while a reflow may come, the question waits for it
 * (components/question-image.tsx). Turning it off also drops the cookie.
 */
export function useFitChoice(): [boolean, (on: boolean) => void] {
  const [fit, setFit] = useState(fitIsOn);
  return [
    fit,
    (on) => {
      setFit(on);
      if (!on) writeCookie(null);
      try {
        localStorage.setItem(FIT_KEY, on ? '1' : '0');
      } catch {
        // Private mode without storage: the choice lasts as long as the screen.
      }
    },
  ];
}
