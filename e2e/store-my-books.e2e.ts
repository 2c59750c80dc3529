/**
 * My Books in a real browser (docs/domains/purchases.md "My Books"; docs/domains/accounts.md "Roles"): the
 * title and subtitle, the loading spinner while the session is checked, the empty state with Browse Books to
 * /class11, the grid of approved books with Read Now, the free books under their own heading, and the
 * logged-out message with the redirect to /login.
 */
import { collectErrors } from './support/browser';
import type { Book } from '@exam/shared-contracts/catalogue';
import {
  bookId,
  callApi,
  card,
  registerStudent,
  reviewPayment,
  submitPayment,
  toast,
} from './support/store-session';
import { expect, test } from './support/fixtures';

const BOOK = 'Current Electricity and Circuit Diagrams'; // class12, JEE, ₹399 discounted to ₹299

test('a new student sees My Books, the subtitle and No Books Purchased Yet with Browse Books to /class11', async ({
  platform,
  student,
  signedInPage,
}) => {
  const page = await signedInPage(student.token, '/my-books');
  const errors = collectErrors(page);
  await page.getByRole('heading', { level: 1, name: 'My Books' }).waitFor({ timeout: 20_000 });
  // In the page's main (while the session check gives way to the page, React may keep a hidden copy of
  // the heading's block for a moment).
  await page.getByRole('main').getByText('Your purchased study materials').waitFor();
  await page.getByRole('heading', { name: 'No Books Purchased Yet' }).waitFor();
  // Free books are theirs too: listed under their own heading, each with Read Now.
  const free = (await callApi<Book[]>('/books')).filter((b) => b.isFree);
  expect(free.length).toBeGreaterThan(0);
  const freeSection = page.getByRole('region', { name: 'Free books' });
  await expect(freeSection.locator('article')).toHaveCount(free.length);
  for (const book of free) {
    await freeSection
      .getByRole('article', { name: book.title, exact: true })
      .getByRole('button', { name: 'Read Now' })
      .waitFor();
  }
  await page.getByRole('link', { name: 'Browse Books' }).click();
  await page.waitForURL(`${platform.url}/class11`);
  expect(errors).toEqual([]);
});

test('an approved purchase is listed with Read Now and View Details', async ({ signedInPage }) => {
  const student = await registerStudent('Full Shelf');
  const payment = await submitPayment(student, await bookId(BOOK, 'class12'));
  await reviewPayment(payment, 'approve');
  const page = await signedInPage(student.token, '/my-books');
  const book = card(page, BOOK);
  await book.getByRole('button', { name: 'Read Now' }).waitFor({ timeout: 20_000 });
  await book.getByRole('link', { name: 'View Details' }).waitFor();
  // One bought book, then the free ones in their own section.
  const freeSection = page.getByRole('region', { name: 'Free books' });
  await freeSection.waitFor();
  const freeCount = await freeSection.locator('article').count();
  await expect(page.locator('article')).toHaveCount(1 + freeCount);
  await expect(freeSection.getByRole('article', { name: BOOK })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No Books Purchased Yet' })).toHaveCount(0);
});

test('a loading spinner shows while the session is checked', async ({ platform, guestPage }) => {
  const student = await registerStudent('Slow Check');
  const page = await guestPage('/faq');
  await page.evaluate((t) => localStorage.setItem('token', t), student.token);
  // Hold the session check back until the spinner has been seen (a fixed delay can end before the store
  // remote has even loaded on a busy machine); the answer itself is the server's.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/me', async (route) => {
    await Promise.race([released, new Promise((r) => setTimeout(r, 25_000))]);
    await route.continue();
  });
  await page.goto(`${platform.url}/my-books`);
  await page.getByRole('status').getByText('Checking your session...').waitFor();
  // The page's heading is already there, above the spinner (the server drew it from the HTML).
  await expect(page.getByRole('heading', { level: 1, name: 'My Books' })).toBeVisible();
  release();
  await page.getByRole('heading', { name: 'No Books Purchased Yet' }).waitFor({ timeout: 20_000 });
  await expect(page.getByText('Checking your session...')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'My Books' })).toHaveCount(1);
});

test('logged out: "Please log in to view your books" and /login', async ({ platform, guestPage }) => {
  const page = await guestPage('/my-books');
  await page.waitForURL(`${platform.url}/login`);
  await toast(page, 'Please log in to view your books').waitFor();
});
