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
