/**
 * The paper stays closed until the test, from the student's side in a real browser (docs/domains/exams.md
 * "Online tests"): a buyer of the demo test series sees "Readable after your test" instead of Read Now on its card,
 * in the store's listing and in My Books (Take Test beside it); a click says why, in the server's words; the
 * series' own page says it too; the reader, opened from its payment page, shows the server's refusal. In Hindi the card says it in
 * Hindi. Once the student has submitted their attempt, the card offers Read Now again.
 */
import { collectErrors } from './support/browser';
import { expect, test } from './support/fixtures';
import { demoAttempt, demoBuyer, DEMO_SERIES } from './support/online-test';
import { viewer } from './support/reader-helpers';
import { callApi, card, toast } from './support/store-session';

const LABEL = 'Readable after your test';
/** The server's refusal (403 read_after_test), which the card's click shows too. */
const WHY =
  'Readable after your test: this book holds an online test, and it opens once you have submitted your attempt of every test in it';

test('before the test: the series card and My Books say Readable after your test, and the reader says why', async ({
  signedInPage,
  platform,
}) => {
  const { student } = await demoBuyer('Early Reader');
  const page = await signedInPage(student.token, '/tests');
  // The card knows once the student's closed books are in (its chunk loads them): the click is made then.
  const listed = page.waitForResponse((r) => r.url().endsWith('/api/user/closed-books') && r.ok());
  const errors = collectErrors(page);
  const series = card(page, DEMO_SERIES);
  const closed = series.getByRole('button', { name: LABEL });
  await expect(closed).toBeVisible({ timeout: 30_000 });
  await expect(closed).toHaveAttribute('aria-disabled', 'true');
  await expect(series.getByRole('button', { name: 'Read Now' })).toHaveCount(0);
  await expect(series.getByRole('link', { name: 'Take Test' })).toBeVisible();
  await listed;
  // aria-disabled (Playwright waits for an enabled button): a student's click still reaches it.
  await closed.click({ force: true });
  await toast(page, WHY).waitFor();

  await page.goto(`${platform.url}/my-books`);
  const mine = card(page, DEMO_SERIES);
  await expect(mine.getByRole('button', { name: LABEL })).toBeVisible({ timeout: 30_000 });
  await expect(mine.getByRole('button', { name: 'Read Now' })).toHaveCount(0);
  await expect(mine.getByRole('link', { name: 'Take Test' })).toBeVisible();

  // The series' own page says the same as its card.
  await mine.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/book\//);
  await expect(page.getByRole('button', { name: LABEL })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Read Now' })).toHaveCount(0);
  // The payment page still offers Read Now to the buyer: the server refuses the reading session, and the
  // reader shows its words.
  const refused = page.waitForResponse(
    (r) => r.url().endsWith('/api/reading/sessions') && r.request().method() === 'POST',
  );
  await page.goto(page.url().replace('/book/', '/payment/'));
  await page.getByRole('button', { name: 'Read Now' }).click();
  expect((await refused).status()).toBe(403);
  await expect(viewer(page).getByRole('alert')).toContainText(WHY);
  // The refused session is the one error the page logs.
  expect(errors.filter((e) => !/403/.test(e))).toEqual([]);
});

test('in Hindi the card says it in Hindi', async ({ signedInContext, platform }) => {
  const { student } = await demoBuyer('Hindi Reader');
  const context = await signedInContext(
    { token: student.token },
    false,
    {},
    "localStorage.setItem('lang', 'hi')",
  );
  const page = await context.newPage();
  const listed = page.waitForResponse((r) => r.url().endsWith('/api/user/closed-books') && r.ok());
  await page.goto(`${platform.url}/my-books`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const closed = page.getByRole('button', { name: 'आपके टेस्ट के बाद पढ़ सकेंगे' });
  await expect(closed).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: LABEL })).toHaveCount(0);
  await listed;
  await closed.click({ force: true });
  await toast(
    page,
    'आपके टेस्ट के बाद पढ़ सकेंगे: इस किताब में एक ऑनलाइन टेस्ट है, और यह तब खुलेगी जब आप इसके हर टेस्ट का अपना प्रयास जमा कर देंगे',
  ).waitFor();
  await context.close();
});

test('after the submitted attempt the card offers Read Now again', async ({ signedInPage }) => {
  const { student, attemptId } = await demoAttempt('Done Reader');
  await callApi(`/attempts/${attemptId}/submit`, { token: student.token, method: 'POST' });
  const page = await signedInPage(student.token, '/my-books');
  const mine = card(page, DEMO_SERIES);
  await expect(mine.getByRole('button', { name: 'Read Now' })).toBeVisible({ timeout: 30_000 });
  await expect(mine.getByRole('button', { name: LABEL })).toHaveCount(0);
});
