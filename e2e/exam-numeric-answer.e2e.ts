/**
 * A numerical answer is exactly what the student typed (docs/domains/exams.md "Online tests"): on the demo
 * test's whole-number question 7, typing 66.44 or 4.5 leaves the box showing 66.44 or 4.5, marked invalid
 * with a message a screen reader speaks, and Save & Next saves nothing until the student fixes it; the number
 * then saved is the one in the box. Never 6644 or 45, in the box or on the server. At 360 × 780 (touch)
 * and 1280 × 800, in English and हिंदी. A question of 2 decimal places (a test of its own made from the demo
 * paper, so the shared demo test stays as it is) names the rule, keeps 3.141 as typed with a message and
 * saves nothing, then saves 3.14.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AdminQuestion, AdminTest } from '@exam/shared-contracts/exams';
import { collectErrors } from './support/browser';
import { expect, test } from './support/fixtures';
import { demoKey } from './support/online-test';
import { paperSeries, publishTest, putKey, testFromPaper, buyerOf } from './support/paper-tests';
import { ROOT } from './support/platform';
import { examOnScreen, languageScript, screenOptions, STUDENT_SCREENS } from './support/student-screens';
import { adminToken, callApi } from './support/store-session';

const TEXT = {
  en: {
    heading: 'Question',
    save: 'Save & Next',
    keypad: 'Keypad',
    backspace: 'Backspace',
    whole: 'This answer must be a whole number',
    places: 'At most 2 digits after the decimal point',
    label: 'Numerical value (up to 2 decimal places)',
  },
  hi: {
    heading: 'प्रश्न',
    save: 'सेव एंड नेक्स्ट',
    keypad: 'कीपैड',
    backspace: 'बैकस्पेस',
    whole: 'यह उत्तर पूर्ण संख्या होना चाहिए',
    places: 'दशमलव के बाद अधिकतम 2 अंक',
    label: 'संख्यात्मक मान (दशमलव के बाद अधिकतम 2 अंक)',
  },
} as const;

/** Question 7's saved answer on the server (null when none is saved). */
async function savedAnswer(attemptId: string, token: string): Promise<string | null> {
  const state = await callApi<{ answers: { number: number; answer: string | null }[] }>(
    `/attempts/${attemptId}`,
    {
      token,
    },
  );
  return state.answers.find((a) => a.number === 7)?.answer ?? null;
}

for (const screen of STUDENT_SCREENS)
  test(`${screen.lang} at ${screen.width} px: 66.44 and 4.5 on a whole-number question stay as typed, refused with a message, never saved as 6644 or 45`, async ({
    signedInContext,
    platform,
  }) => {
    const text = TEXT[screen.lang];
    const { page, errors, student, attemptId } = await examOnScreen(
      signedInContext,
      platform.url,
      screen,
      'Numeric',
    );
    const heading = page.getByRole('heading', { level: 2, name: new RegExp(`^${text.heading} \\d+$`) });
    await expect(heading).toHaveText(`${text.heading} 1`);
    await page.getByRole('button', { name: /^Physics Section B/ }).click();
    await expect(heading).toHaveText(`${text.heading} 7`);

    const box = page.getByTestId('exam-screen').locator('#numeric-answer');
    const save = page.getByRole('button', { name: text.save, exact: true });
    // Every value the box shows while the student types, to catch a rewrite even for a moment.
    await box.evaluate((el: HTMLInputElement) => {
      const seen: string[] = [];
      (window as unknown as { __boxValues: string[] }).__boxValues = seen;
      el.addEventListener('input', () => {
        queueMicrotask(() => seen.push(el.value));
        setTimeout(() => seen.push(el.value));
      });
    });
    for (const typed of ['66.44', '4.5']) {
      await box.fill('');
      await box.pressSequentially(typed, { delay: 30 });
      await expect(box).toHaveValue(typed);
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      const alert = page.getByRole('alert').filter({ hasText: text.whole });
      await expect(alert).toBeVisible();
      await expect(box).toHaveAttribute('aria-describedby', (await alert.getAttribute('id'))!);
      await save.click();
      await expect(heading).toHaveText(`${text.heading} 7`);
      await expect(box).toHaveValue(typed);
      expect(await savedAnswer(attemptId, student.token)).toBeNull();
    }

    // Fixed as the paper says (66.44 → 66): Backspace on the keypad, then Save & Next saves 66.
    await box.fill('66.44');
    const keypad = page.getByRole('group', { name: text.keypad });
    for (let i = 0; i < 3; i += 1) await keypad.getByRole('button', { name: text.backspace }).click();
    await expect(box).toHaveValue('66');
    await expect(box).not.toHaveAttribute('aria-invalid');
    await expect(page.getByRole('alert').filter({ hasText: text.whole })).toHaveCount(0);
    await save.click();
    await expect(heading).toHaveText(`${text.heading} 8`);
    await expect.poll(() => savedAnswer(attemptId, student.token)).toBe('66');
    const seen = await page.evaluate(() => (window as unknown as { __boxValues: string[] }).__boxValues);
    expect(seen.length).toBeGreaterThan(5);
    expect(seen.filter((v) => v === '6644' || v === '45')).toEqual([]);
    expect(errors).toEqual([]);
  });

let decimalTest: Promise<string> | undefined;

/**
 * A published test of its own made from the demo paper (a series of its own, so the demo test and its
 * ranks stay as they are), its key the demo's, question 7 a decimal question of 2 places keyed 3.14.
 */
function twoPlacesTest(): Promise<string> {
  decimalTest ??= (async () => {
    const dir = process.env.FIXTURES_DIR ?? path.join(ROOT, '..', 'shared', 'fixtures');
    const pdf = fs.readFileSync(path.join(dir, 'tests', 'jee-main-mock-01.pdf'));
    const bookId = await paperSeries(pdf, 'Decimal places: Online CBT', 'JEE');
    const made = await testFromPaper(bookId, 'jee-main');
    await putKey(made.id, demoKey());
    const token = await adminToken();
    const keyed = await callApi<AdminTest>(`/admin/tests/${made.id}`, { token });
    const questions = keyed.questions.map((q): AdminQuestion =>
      q.number === 7 ? { ...q, type: 'numerical', integerOnly: false, decimals: 2, answer: '3.14' } : q,
    );
    await callApi(`/admin/tests/${made.id}`, { token, method: 'PUT', json: { questions } });
    await publishTest(made.id);
    return `${bookId}/${made.id}`;
  })();
  return decimalTest;
}

for (const screen of [STUDENT_SCREENS[1], STUDENT_SCREENS[2]])
  test(`${screen.lang} at ${screen.width} px: on a question of 2 decimal places 3.141 stays as typed, refused with a message, and 3.14 is saved`, async ({
    signedInContext,
    platform,
  }) => {
    test.setTimeout(180_000);
    const text = TEXT[screen.lang];
    const [bookId, testId] = (await twoPlacesTest()).split('/');
    const student = await buyerOf(bookId, `Places ${screen.lang} ${screen.width}`);
    const { attemptId } = await callApi<{ attemptId: string }>(`/tests/${testId}/attempts`, {
      token: student.token,
      json: {},
    });
    const context = await signedInContext(
      { token: student.token },
      false,
      screenOptions(screen),
      languageScript(screen),
    );
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${platform.url}/test/${testId}/attempt/${attemptId}`);
    const heading = page.getByRole('heading', { level: 2, name: new RegExp(`^${text.heading} \\d+$`) });
    await expect(heading).toHaveText(`${text.heading} 1`);
    await page.getByRole('button', { name: /^Physics Section B/ }).click();
    await expect(heading).toHaveText(`${text.heading} 7`);
    await expect(page.getByText(text.label)).toBeVisible();

    const box = page.getByTestId('exam-screen').locator('#numeric-answer');
    const save = page.getByRole('button', { name: text.save, exact: true });
    // Shown with its question (on a phone, once its reflow's place is known).
    await expect(box).toBeVisible();
    await box.pressSequentially('3.141', { delay: 30 });
    await expect(box).toHaveValue('3.141');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    const alert = page.getByRole('alert').filter({ hasText: text.places });
    await expect(alert).toBeVisible();
    await expect(box).toHaveAttribute('aria-describedby', (await alert.getAttribute('id'))!);
    await save.click();
    await expect(heading).toHaveText(`${text.heading} 7`);
    await expect(box).toHaveValue('3.141');
    expect(await savedAnswer(attemptId, student.token)).toBeNull();

    await page
      .getByRole('group', { name: text.keypad })
      .getByRole('button', { name: text.backspace })
      .click();
    await expect(box).toHaveValue('3.14');
    await expect(box).not.toHaveAttribute('aria-invalid');
    await save.click();
    await expect(heading).toHaveText(`${text.heading} 8`);
    await expect.poll(() => savedAnswer(attemptId, student.token)).toBe('3.14');
    expect(errors).toEqual([]);
  });
