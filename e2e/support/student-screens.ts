import type { Page } from '@playwright/test';
import { collectErrors } from './browser';
import type { SignedInContext } from './fixtures';
import { demoAttempt } from './online-test';

/**
 * The screens a student's browser tests run on: a 360 × 780 touch phone and a 1280 × 800 laptop, each in
 * English and हिंदी, and the context options that make one.
 */
export const STUDENT_SCREENS = [
  { lang: 'en', width: 360, height: 780, phone: true },
  { lang: 'hi', width: 360, height: 780, phone: true },
  { lang: 'en', width: 1280, height: 800, phone: false },
  { lang: 'hi', width: 1280, height: 800, phone: false },
] as const;

/** One of {@link STUDENT_SCREENS}. */
export type StudentScreen = (typeof STUDENT_SCREENS)[number];

/** Playwright context options for `screen`: its viewport, and touch on the phone. */
export function screenOptions(screen: StudentScreen) {
  return {
    viewport: { width: screen.width, height: screen.height },
    hasTouch: screen.phone,
    isMobile: screen.phone,
  };
}

/** The init script that opens the app in `screen`'s language. */
export const languageScript = (screen: StudentScreen) => `localStorage.setItem('lang', '${screen.lang}')`;

/**
 * A new student who bought the demo series, with an attempt started through the API, on the exam screen in
 * a context of `screen` (its size, touch and language), named `${who} ${lang} ${width}`: the page, the
 * errors it logs, and the ids.
 */
export async function examOnScreen(
  signedInContext: SignedInContext,
  base: string,
  screen: StudentScreen,
  who: string,
  /** Run on the new page before it opens the exam screen (an init script, a listener). */
  before?: (page: Page) => Promise<unknown>,
): Promise<{ page: Page; errors: string[] } & Awaited<ReturnType<typeof demoAttempt>>> {
  const attempt = await demoAttempt(`${who} ${screen.lang} ${screen.width}`);
  const context = await signedInContext(
    { token: attempt.student.token },
    false,
    screenOptions(screen),
    languageScript(screen),
  );
  const page = await context.newPage();
  const errors = collectErrors(page);
  await before?.(page);
  await page.goto(`${base}/test/${attempt.testId}/attempt/${attempt.attemptId}`);
  return { page, errors, ...attempt };
}
