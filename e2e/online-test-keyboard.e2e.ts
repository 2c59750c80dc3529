/**
 * The online test (CBT) screen in a real browser (docs/domains/exams.md "Online tests"; exam-remote), at
 * 1280 px: the palette beside the question and the keyboard, Submit's confirmation with the counts of each
 * state, the ranked result, a practice re-attempt, and My tests; and a guest sent to sign in who comes back.
 */
import { collectErrors } from './support/browser';
import { rightOption } from './support/demo-options';
import { expect, test } from './support/fixtures';
import { DEMO_SERIES, DEMO_TEST, demoBuyer, openDemoTest, questionHeading } from './support/online-test';
import { callApi, card } from './support/store-session';

test('at 1280 px: the palette beside the question, the keyboard, Submit’s counts, the ranked result, a practice re-attempt and My tests', async ({
  signedInContext,
  platform,
}) => {
  test.setTimeout(240_000);
  const { student, bookId } = await demoBuyer('Kiran Das');
  const context = await signedInContext({ token: student.token }, false);
  const page = await context.newPage();
  const errors = collectErrors(page);

  // The Test Series listing's card offers Take Test too.
  await page.goto(`${platform.url}/tests`);
  await card(page, DEMO_SERIES).getByRole('link', { name: 'Take Test' }).click();
  await openDemoTest(page);
  await expect(page).toHaveURL(/\/test\/[0-9a-f-]{36}$/);
  await page.getByLabel('I have read and understood the instructions').check();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(questionHeading(page)).toHaveText('Question 1');
  const palette = page.getByRole('complementary', { name: 'Question palette' });
  await expect(palette.getByRole('button', { name: 'Question 1: Not Answered' })).toHaveAttribute(
    'aria-current',
    'step',
  );

  // Keyboard only: choose with Space, save with Enter, move with the palette.
  await page.getByRole('radio', { name: rightOption(1) }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Save & Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(questionHeading(page)).toHaveText('Question 2');
  await palette.getByRole('button', { name: 'Question 5: Not Visited' }).focus();
  await page.keyboard.press('Enter');
  await expect(questionHeading(page)).toHaveText('Question 5');
  // The reader's shortcuts are blocked (the page stays, nothing prints).
  await page.keyboard.press('Control+P');
  await page.getByRole('radio', { name: rightOption(5) }).check();
  await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
  await expect(questionHeading(page)).toHaveText('Question 6');
  await expect(
    palette.getByRole('button', { name: 'Question 5: Answered & Marked for Review' }),
  ).toBeVisible();

  // Submit asks first, with the count of each state.
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
  const total = dialog.getByRole('row', { name: /^Total/ });
  // 24 questions: 20 not visited, 2 not answered (Q2, Q6), 1 answered, 0 marked, 1 answered & marked.
  await expect(total.getByRole('cell')).toHaveText(['24', '20', '2', '1', '0', '1']);
  await dialog.getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page).toHaveURL(/\/result$/);
  await expect(page.getByTestId('result-score')).toHaveText('8 / 96');
  await expect(page.getByTestId('result-rank')).toHaveText(/^\d+ of \d+$/);

  // A second attempt is practice: not ranked.
  await page.getByRole('link', { name: 'Take it again (practice)' }).click();
  await expect(page.getByText('You have taken this test once.')).toBeVisible();
  await page.getByLabel('I have read and understood the instructions').check();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(questionHeading(page)).toHaveText('Question 1');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page).toHaveURL(/\/result$/);
  await expect(
    page.getByText('This is a practice attempt: only your first attempt of a test is ranked.'),
  ).toBeVisible();

  // My tests: both attempts, newest first, the practice one said so.
  await page.getByRole('link', { name: 'My tests', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My tests' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'My tests' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Practice');
  await expect(rows.nth(2)).toContainText(/Rank \d+ of \d+/);
  await expect(rows.nth(2)).toContainText('8 / 96');
  await rows
    .nth(2)
    .getByRole('link', { name: /^Result/ })
    .click();
  await expect(page.getByTestId('result-score')).toHaveText('8 / 96');
  const listed = await callApi<{ title: string }[]>(`/tests?bookId=${bookId}`, { token: student.token });
  expect(listed.map((t) => t.title)).toContain(DEMO_TEST);
  expect(errors).toEqual([]);
});

test('a guest on a test page is sent to sign in, and comes back to it after', async ({ guestPage }) => {
  const { student } = await demoBuyer('Meena Iyer');
  const page = await guestPage('/my-tests');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/my-tests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My tests' })).toBeVisible();
  await expect(page.getByText('No tests taken yet')).toBeVisible();
});
