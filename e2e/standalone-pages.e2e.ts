/**
 * Every remote's standalone page (docs/releases.md), served from its own folder by the running platform: the
 * reader's asks a guest to sign in and lists a student's own books, free ones included (and opens one), the
 * admin's asks for an admin sign-in and shows the dashboard once signed in, the online tests' asks a guest to
 * sign in on the site and shows a student My tests. None shows anything protected without the server's say.
 * (The store's is checked in releases.e2e.ts.)
 */
import type { Page } from '@playwright/test';
import { FREE_BOOK, viewer, waitForPainted } from './support/reader-helpers';
import { expect, test } from './support/fixtures';
import { bookId, callApi, reviewPayment, submitPayment } from './support/store-session';

/** A small paid book (29 pages) the student buys. */
const BOUGHT = { title: 'Chemical Equations and Reactions', section: 'class11' } as const;

/** Records every `/api/admin/…` request the page makes except the sign-in itself. */
function adminCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/api/admin/') && pathname !== '/api/admin/login') calls.push(pathname);
  });
  return calls;
}

test("the reader's standalone page asks a guest to sign in, and shows nothing of a book given in its address", async ({
  platform,
  guestPage,
}) => {
  const page = await guestPage('/remotes/reader/');
  await page.getByRole('heading', { level: 1, name: 'Reader' }).waitFor();
  await expect(page.getByText('Sign in and open a book from the store to read it here.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

  // A paid book's PDF address, opened by a guest: the server refuses the reading session.
  const books = await callApi<{ title: string; pdfUrl: string | null }[]>('/books?section=home');
  const paid = books.find((b) => b.pdfUrl && b.title !== FREE_BOOK.title);
  expect(paid).toBeDefined();
  const images: string[] = [];
  page.on('response', (res) => {
    if (res.ok() && res.request().resourceType() === 'image') images.push(res.url());
  });
  await page.goto(
    `${platform.url}/remotes/reader/?pdf=${encodeURIComponent(paid!.pdfUrl!)}&title=${encodeURIComponent(paid!.title)}`,
  );
  await viewer(page).waitFor();
  await expect(
    viewer(page).getByRole('heading', { name: /Error Loading PDF|Session Expired/ }),
  ).toBeVisible();
  await expect(viewer(page).locator('[data-testid="pdf-page"][data-painted]')).toHaveCount(0);
  expect(images.filter((url) => url.includes('/api/'))).toEqual([]);
});

test("the reader's standalone page shows a student's free books, then their bought book too, and opens it; a book they do not own is not offered", async ({
  signedInPage,
  student,
}) => {
  const shelf = await signedInPage(student.token, '/remotes/reader/');
  await shelf.getByRole('heading', { level: 1, name: 'Your books' }).waitFor();
  const free = await callApi<{ title: string; paymentStatus: string }[]>('/user/purchased-books', {
    token: student.token,
  });
  expect(free.length).toBeGreaterThan(0);
  expect(free.every((b) => b.paymentStatus === 'free')).toBe(true);
  await shelf.getByRole('button', { name: `Read ${free[0]!.title}` }).waitFor();
  await expect(shelf.getByRole('button', { name: `Read ${BOUGHT.title}` })).toHaveCount(0);

  await reviewPayment(await submitPayment(student, await bookId(BOUGHT.title, BOUGHT.section)), 'approve');
  const page = await signedInPage(student.token, '/remotes/reader/');
  await page.getByRole('heading', { level: 1, name: 'Your books' }).waitFor();
  const read = page.getByRole('button', { name: `Read ${BOUGHT.title}` });
  await read.waitFor();
  const offered = await page.getByRole('listitem').allTextContents();
  const owned = await callApi<{ title: string }[]>('/user/purchased-books', { token: student.token });
  expect(offered.map((t) => t.replace(/Read$/, ''))).toEqual(owned.map((b) => b.title));
  expect(offered.some((t) => t.includes('Complete Diagrams Compendium'))).toBe(false);

  await read.click();
  await viewer(page).waitFor();
  await waitForPainted(page, 1);
  await viewer(page).getByRole('button', { name: 'Close viewer' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your books' }).waitFor();
});

test("the admin's standalone page asks a guest and a student to sign in as an admin, without calling the admin API", async ({
  guestPage,
  signedInPage,
  student,
}) => {
  const guest = await guestPage('/remotes/admin/');
  const calls = adminCalls(guest);
  await guest.getByRole('heading', { level: 1, name: 'Admin sign-in' }).waitFor();
  await expect(guest.getByText('The admin dashboard is for admins only.')).toBeVisible();
  await guest.getByLabel('Username').fill('admin');
  await guest.getByLabel('Password', { exact: true }).fill('not-the-password-1');
  await guest.getByRole('button', { name: 'Sign in as Admin' }).click();
  await expect(guest.getByRole('alert')).not.toBeEmpty();
  await expect(guest.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);

  const studentPage = await signedInPage(student.token, '/remotes/admin/');
  calls.push(...adminCalls(studentPage));
  await studentPage.getByRole('heading', { level: 1, name: 'Admin sign-in' }).waitFor();
  await expect(
    studentPage.getByText(`You are signed in as ${student.name}, who is not an admin.`),
  ).toBeVisible();
  expect(calls).toEqual([]);
});

test("the admin's standalone page signs an admin in and shows the dashboard; a signed-in admin goes straight to it", async ({
  platform,
  guestPage,
}) => {
  const page = await guestPage('/remotes/admin/index.html');
  await page.getByRole('heading', { level: 1, name: 'Admin sign-in' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/remotes/admin/');
  await page.getByLabel('Username').fill(platform.adminUsername);
  await page.getByLabel('Password', { exact: true }).fill(platform.adminPassword);
  await page.getByRole('button', { name: 'Sign in as Admin' }).click();
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/remotes\/admin\/\?tab=users$/);

  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
});

test("the online tests' standalone page asks a guest to sign in on the site, and shows a student My tests", async ({
  guestPage,
  signedInPage,
  student,
}) => {
  const guest = await guestPage('/remotes/exam/');
  await guest.getByRole('heading', { level: 1, name: 'Online tests' }).waitFor();
  await expect(guest.getByRole('link', { name: 'Exam Store' })).toHaveAttribute('href', '/login');
  const page = await signedInPage(student.token, '/remotes/exam/');
  await page.getByRole('heading', { level: 1, name: 'My tests' }).waitFor();
  await expect(page.getByText('No tests taken yet')).toBeVisible();
});
