/**
 * Bookmarked questions, kept across tests in a list of their own (docs/domains/exams.md "Bookmarks"): in a
 * submitted test's review the student bookmarks two questions; "Bookmarked questions" lists them newest
 * first with their images and keys, inside the screen; one is let go and stays gone after a reload. At
 * 360 × 780 and 1280 × 800, in English and हिंदी.
 */
import { expect, test } from './support/fixtures';
import { pictureDrawn, submitWithRightAnswers } from './support/online-test';
import { examOnScreen, STUDENT_SCREENS } from './support/student-screens';
import { callApi } from './support/store-session';

const TEXT = {
  en: {
    bookmark: 'Bookmark',
    next: 'Next question',
    list: 'Bookmarked questions',
    question: (n: number) => `Question ${n} · `,
    empty: 'No bookmarked questions yet',
  },
  hi: {
    bookmark: 'बुकमार्क',
    next: 'अगला प्रश्न',
    list: 'बुकमार्क किए गए प्रश्न',
    question: (n: number) => `प्रश्न ${n} · `,
    empty: 'अभी कोई बुकमार्क किया गया प्रश्न नहीं',
  },
} as const;

for (const screen of STUDENT_SCREENS)
  test(`${screen.lang} at ${screen.width} px: questions bookmarked in a review are listed, newest first, and let go`, async ({
    signedInContext,
    platform,
  }) => {
    const text = TEXT[screen.lang];
    const { page, errors, student, testId, attemptId } = await examOnScreen(
      signedInContext,
      platform.url,
      screen,
      'Bookmarks',
    );
    const token = student.token;
    await submitWithRightAnswers(token, attemptId, [1]);
    await page.goto(`${platform.url}/test/${testId}/attempt/${attemptId}/result`);

    // The review opens at question 1: bookmark it, then question 2.
    const toggle = page.getByRole('button', { name: text.bookmark, exact: true });
    await expect(
      page.getByRole('heading', { level: 3, name: new RegExp(`^${text.question(1)}`) }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: text.next }).click();
    await expect(
      page.getByRole('heading', { level: 3, name: new RegExp(`^${text.question(2)}`) }),
    ).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    // The list: newest first, each with its image and the key, nothing past the screen's edge.
    await page.getByRole('link', { name: text.list }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.list })).toBeVisible();
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(2);
    await expect(headings.nth(0)).toHaveText(new RegExp(`^${text.question(2)}`));
    await expect(headings.nth(1)).toHaveText(new RegExp(`^${text.question(1)}`));
    // Printed on the laptop, reflowed on the phone (Fit to screen, on until turned off).
    const images = page.getByRole('main').getByRole('img');
    await expect(images).toHaveCount(2);
    for (const image of await images.all()) {
      await expect.poll(() => pictureDrawn(image, 100)).toBe(true);
      const box = (await image.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
    }
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBeLessThanOrEqual(0);

    // Question 2 let go: gone at once, and after a reload.
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: new RegExp(`^${text.question(2)}`) }) })
      .getByRole('button', { name: text.bookmark, exact: true })
      .click();
    await expect(headings).toHaveCount(1);
    // After a reload the question's image is held back: its place is kept while it loads, so the toggle
    // below it does not move under a finger (or a click) when it arrives.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/questions/*/image?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(headings).toHaveCount(1);
    await expect(headings).toHaveText(new RegExp(`^${text.question(1)}`));
    const lastToggle = page.getByRole('button', { name: text.bookmark, exact: true });
    await expect(lastToggle).toBeEnabled();
    const before = (await lastToggle.boundingBox())!;
    release();
    const image = page.getByRole('main').getByRole('img');
    await expect.poll(() => pictureDrawn(image, 100)).toBe(true);
    const after = (await lastToggle.boundingBox())!;
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
    await page.unroute('**/questions/*/image?*');
    const listed = await callApi<{ number: number }[]>('/user/bookmarks', { token });
    expect(listed.map((b) => b.number)).toEqual([1]);

    // The last one let go: the empty state says how to keep one.
    await lastToggle.click();
    await expect(page.getByText(text.empty)).toBeVisible();
    expect(errors).toEqual([]);
  });
