/**
 * Every count is in view before the student confirms (NTA's exam summary): the submit dialog shows, per
 * section and in total, the questions and how many are answered, not answered, not visited, marked, and
 * answered & marked, with no sideways scrolling: stacked per section on a 360 px phone, every column in
 * the table at 1280 px. In English and हिंदी.
 */
import { expect, test } from './support/fixtures';
import { examOnScreen, STUDENT_SCREENS } from './support/student-screens';

const TEXT = {
  en: { submit: 'Submit', dialog: 'Submit the test?', table: 'Questions in each state' },
  hi: { submit: 'सबमिट', dialog: 'टेस्ट सबमिट करें?', table: 'हर स्थिति में प्रश्न' },
} as const;

for (const screen of STUDENT_SCREENS)
  test(`${screen.lang} at ${screen.width} px: the submit dialog shows every count of every section and the total inside the window`, async ({
    signedInContext,
    platform,
  }) => {
    const { lang, height } = screen;
    const text = TEXT[lang];
    const { page, errors } = await examOnScreen(signedInContext, platform.url, screen, 'Counts');
    await page.getByRole('button', { name: text.submit, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await expect(dialog).toBeVisible();
    const table = dialog.getByRole('table', { name: text.table });
    // Six sections and the total, each with its questions and five states: 7 × 6 counts.
    const cells = table.getByRole('cell');
    await expect(cells).toHaveCount(42);
    await expect(table.getByRole('rowheader')).toHaveCount(7);
    await expect(table.getByRole('columnheader')).toHaveCount(7);
    const boxes = await cells.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, text: el.textContent };
      }),
    );
    expect(boxes.every((b) => /^\d+$/.test(b.text ?? ''))).toBe(true);
    // Inside the window, and inside the dialog's own padding (not drawn over its edge).
    const frame = await dialog.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const pad = parseFloat(getComputedStyle(el).paddingRight);
      return { left: Math.max(0, r.left + pad - 1), right: Math.min(window.innerWidth, r.right - pad + 1) };
    });
    const outside = boxes.filter(
      (b) => b.left < frame.left || b.right > frame.right || b.top < 0 || b.bottom > height,
    );
    expect(outside).toEqual([]);
    // Nothing in the dialog scrolls sideways (the table's headings hidden for screen readers aside).
    const wide = await dialog.evaluate((root) =>
      [root, ...root.querySelectorAll('*')]
        .filter(
          (el) =>
            el.clientWidth > 1 &&
            el.scrollWidth > el.clientWidth + 1 &&
            getComputedStyle(el).overflowX !== 'visible',
        )
        .map((el) => `${el.tagName} ${el.scrollWidth} > ${el.clientWidth}`),
    );
    expect(wide).toEqual([]);
    // The total row: 24 questions, 23 not visited, the first visited and not answered, none answered or marked.
    const total = table.getByRole('row').last().getByRole('cell');
    await expect(total).toHaveText(['24', '23', '1', '0', '0', '0']);
    expect(errors).toEqual([]);
  });
