import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { bookId, registerStudent, type Account } from './support/store-session';

/**
 * Navigation that keeps the student oriented: a new page opens at its top, Back returns
 * to where the list was left, sign-in returns to where the student was going, and every page has its own
 * title.
 */

let student: Account;
test.beforeAll(async () => {
  student = await registerStudent('Nav Student');
});

/** A locked book low on /class12 (the last card with a Buy Now). */
const lastBuyNow = (page: Page) =>
  page
    .locator('article[aria-labelledby^="book-"]')
    .filter({ has: page.getByRole('button', { name: 'Buy Now' }) })
    .last();

async function signIn(page: Page, account: Account) {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

for (const width of [360, 1280]) {
  test(`${width} px: Buy Now from low on /class12 opens the payment page at its top; Back returns to the card`, async ({
    signedInPage,
  }) => {
    const page = await signedInPage(student.token, '/class12', false, width);
    const card = lastBuyNow(page);
    await card.scrollIntoViewIfNeeded();
    // Where the list is left: its last scroll position while it was shown, the tap included (Playwright's
    // click may scroll the button once more, and the page may move under the tap before it is left).
    await page.evaluate(() => {
      const keep = () => {
        if (window.location.pathname === '/class12') sessionStorage.setItem('leftAt', String(window.scrollY));
      };
      keep();
      window.addEventListener('scroll', keep, { passive: true });
      window.addEventListener('pointerdown', keep, { capture: true });
    });
    await card.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/payment\//);
    await page.getByRole('heading', { name: 'Pay with UPI' }).waitFor();
    const listY = Number(await page.evaluate(() => sessionStorage.getItem('leftAt')));
    expect(listY).toBeGreaterThan(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('img', { name: /UPI QR code/ })).toBeInViewport();

    await page.goBack();
    await expect(page).toHaveURL(/\/class12$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listY - 5);
    await page.waitForTimeout(500);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - listY)).toBeLessThan(5);
  });
}

test('a guest’s Buy Now → sign in → back on that book’s payment page', async ({ guestPage }) => {
  const page = await guestPage('/class12', 360);
  const card = lastBuyNow(page);
  const title = (await card.locator('h3').textContent())!;
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The form is on screen, not scrolled away with the list.
  await expect(page.getByLabel('Email', { exact: true })).toBeInViewport();
  await signIn(page, student);
  const id = await bookId(title, 'class12');
  await expect(page).toHaveURL(new RegExp(`/payment/${id}$`));
  await page.getByRole('heading', { name: 'Pay with UPI' }).waitFor();
});

test('a payment link opened signed out → sign in (via the registration page too) → that payment page', async ({
  guestPage,
  platform,
}) => {
  const id = await bookId('Genetics and Inheritance: Pedigree Charts', 'class12');
  const page = await guestPage(`/payment/${id}`);
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, student);
  await expect(page).toHaveURL(`${platform.url}/payment/${id}`);

  // A new student who goes on to register lands there too.
  const other = await guestPage(`/payment/${id}`);
  await expect(other).toHaveURL(/\/login$/);
  await other.getByRole('link', { name: 'Sign up' }).click();
  await other.getByLabel('Full Name').fill('Later Student');
  await other.getByLabel('Email', { exact: true }).fill(`later-${Date.now()}@example.com`);
  await other.getByLabel('Password', { exact: true }).fill('copper-lantern-meadow-52');
  await other.getByLabel('Confirm Password', { exact: true }).fill('copper-lantern-meadow-52');
  await other.getByRole('button', { name: /Create Account/i }).click();
  await expect(other).toHaveURL(`${platform.url}/payment/${id}`);
});

test('every page has its own title', async ({ guestPage, signedInPage, platform }) => {
  const titles = new Map<string, string>();
  const page = await guestPage('/help');
  for (const path of ['/', '/class11', '/class12', '/tests', '/login', '/register', '/faq']) {
    await page.goto(`${platform.url}${path}`);
    await expect(page).toHaveTitle(/ · Exam Store$/);
    titles.set(path, await page.title());
  }
  const mine = await signedInPage(student.token, '/my-books');
  await expect(mine).toHaveTitle('My Books · Exam Store');
  expect(new Set(titles.values()).size).toBe(titles.size);
  expect(titles.get('/class12')).toBe('Class 12 NEET and JEE material · Exam Store');
});
