/**
 * Past results are easy to find (docs/domains/exams.md "Online tests"): My tests is in the header (behind the
 * menu toggle on a phone), and a test series' page shows where the student stands with each test: once its
 * test is submitted it shows the score and opens the result, instead of sending the student on to start
 * again. At 360 × 780 (touch) and 1280 × 800, in English and हिंदी.
 */
import { expect, test } from './support/fixtures';
import { languageScript, screenOptions, STUDENT_SCREENS } from './support/student-screens';
import { collectErrors } from './support/browser';
import { DEMO_TEST, demoAttempt, submitWithRightAnswers } from './support/online-test';

const TEXT = {
  en: {
    menu: 'Open menu',
    myTests: 'My tests',
    standing: 'Submitted: 4 out of 96',
    result: 'View result',
    open: 'Open test',
  },
  hi: {
    menu: 'मेन्यू खोलें',
    myTests: 'मेरे टेस्ट',
    standing: 'सबमिट किया: 96 में से 4',
    result: 'परिणाम देखें',
    open: 'टेस्ट खोलें',
  },
} as const;

for (const screen of STUDENT_SCREENS)
  test(`${screen.lang} at ${screen.width} px: the series page shows a submitted test's score and opens its result; My tests is in the header`, async ({
    signedInContext,
    platform,
  }) => {
    const { lang, width, phone } = screen;
    const text = TEXT[lang];
    const { student, bookId, testId, attemptId } = await demoAttempt(`Standing ${lang} ${width}`);
    const token = student.token;
    await submitWithRightAnswers(token, attemptId, [1]);

    const context = await signedInContext({ token }, false, screenOptions(screen), languageScript(screen));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${platform.url}/test/book/${bookId}`);
    const card = page.getByRole('region', { name: DEMO_TEST, exact: true });
    await expect(card.getByTestId('test-standing')).toHaveText(text.standing);
    await expect(card.getByRole('link', { name: text.open })).toHaveAttribute('href', `/test/${testId}`);
    const result = card.getByRole('link', { name: text.result });
    await expect(result).toBeInViewport();
    await result.click();
    await expect(page).toHaveURL(`${platform.url}/test/${testId}/attempt/${attemptId}/result`);
    await expect(page.getByTestId('result-score')).toBeVisible();

    // My tests from the header: behind the menu toggle on a phone, in the bar on a laptop.
    const banner = page.getByRole('banner');
    if (phone) await banner.getByRole('button', { name: text.menu }).click();
    const link = banner.getByRole('link', { name: text.myTests, exact: true });
    await expect(link).toBeInViewport();
    await link.click();
    await expect(page).toHaveURL(`${platform.url}/my-tests`);
    await expect(page.getByRole('heading', { level: 1, name: text.myTests })).toBeVisible();
    expect(errors).toEqual([]);
  });
