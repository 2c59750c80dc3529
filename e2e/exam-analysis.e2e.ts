/**
 * The analysis says where the student stands (docs/domains/exams.md "Online tests"): the result page shows
 * the student's score, accuracy and time on questions beside the topper's and the average, for the whole test
 * and each section, in a table no phone cuts; and names both times: the time used and the time on
 * questions. At 360 × 780 and 1280 × 800, in English and हिंदी.
 */
import { expect, test } from './support/fixtures';
import { submitWithRightAnswers } from './support/online-test';
import { examOnScreen, STUDENT_SCREENS } from './support/student-screens';

const TEXT = {
  en: {
    table: 'You, the topper and the average',
    whole: 'Whole test',
    you: 'You',
    topper: 'Topper',
    average: 'Average',
    used: 'Time used',
    onQuestions: 'Time on questions',
  },
  hi: {
    table: 'आप, टॉपर और औसत',
    whole: 'पूरा टेस्ट',
    you: 'आप',
    topper: 'टॉपर',
    average: 'औसत',
    used: 'इस्तेमाल हुआ समय',
    onQuestions: 'प्रश्नों पर लगा समय',
  },
} as const;

for (const screen of STUDENT_SCREENS)
  test(`${screen.lang} at ${screen.width} px: the result puts the student beside the topper and the average, overall and per section, and names both times`, async ({
    signedInContext,
    platform,
  }) => {
    const text = TEXT[screen.lang];
    const { page, errors, student, testId, attemptId } = await examOnScreen(
      signedInContext,
      platform.url,
      screen,
      'Analysis',
    );
    const token = student.token;
    // Two right answers: 8 marks out of 96, accuracy 100 %.
    await submitWithRightAnswers(token, attemptId, [1, 3]);
    await page.goto(`${platform.url}/test/${testId}/attempt/${attemptId}/result`);

    const table = page.getByRole('table', { name: text.table });
    await expect(table).toBeVisible({ timeout: 30_000 });
    // The whole test, then six sections: seven groups of You, Topper, Average.
    await expect(table.getByRole('rowheader', { name: text.you, exact: true })).toHaveCount(7);
    await expect(table.getByRole('rowheader', { name: text.topper, exact: true })).toHaveCount(7);
    await expect(table.getByRole('rowheader', { name: text.average, exact: true })).toHaveCount(7);
    const you = table.getByRole('row', { name: new RegExp(`^${text.you} `) }).first();
    await expect(you.getByRole('cell').first()).toHaveText('8 / 96');
    await expect(you.getByRole('cell').nth(1)).toHaveText('100%');
    const topperScore = await table
      .getByRole('row', { name: new RegExp(`^${text.topper} `) })
      .first()
      .getByRole('cell')
      .first()
      .innerText();
    expect(Number(topperScore.split(' / ')[0])).toBeGreaterThanOrEqual(8);
    // No cell of it is cut, and nothing scrolls sideways.
    const cut = await table.evaluate((el) => {
      const width = document.documentElement.clientWidth;
      const wrap = el.parentElement!;
      return {
        cells: [...el.querySelectorAll('td')].filter((c) => c.getBoundingClientRect().right > width + 0.5)
          .length,
        scrolls: wrap.scrollWidth > wrap.clientWidth + 1,
      };
    });
    expect(cut).toEqual({ cells: 0, scrolls: false });

    const summary = page.getByTestId('result-score').locator('xpath=ancestor::section[1]');
    await expect(summary.getByText(text.used, { exact: true })).toBeVisible();
    await expect(summary.getByText(text.onQuestions, { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });
