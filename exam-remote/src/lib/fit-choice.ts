import { useState } from 'react';
import { EXAM_FIT_COOKIE, fitCookieValue, type FitBox } from '@exam/shared-contracts/exams/screen';

/**
 * The student's Fit to screen choice (docs/domains/exams.md "Reading a question on a phone"): kept in
 * localStorage for the screen, and, while on, in a cookie with the question box's width for the server,
 * which then draws a reopened exam screen already reflowed (shared-contracts exams/fit-cookie.ts).
 */

/** Where the student's Fit to screen choice is kept on this device ('1': on). */
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

/**
 * The student's Fit to screen choice, kept in localStorage for every question and test on this device. Off
 * until chosen: the question first shows as printed (as NTA shows it), and a switch made by the screen
 * itself would move the answers under the student's finger. Turning it off also drops the cookie.
 */
export function useFitChoice(): [boolean, (on: boolean) => void] {
  const [fit, setFit] = useState(() => {
    try {
      return localStorage.getItem(FIT_KEY) === '1';
    } catch {
      return false;
    }
  });
  return [
    fit,
    (on) => {
      setFit(on);
      if (!on) writeCookie(null);
      try {
        if (on) localStorage.setItem(FIT_KEY, '1');
        else localStorage.removeItem(FIT_KEY);
      } catch {
        // Private mode without storage: the choice lasts as long as the screen.
      }
    },
  ];
}
