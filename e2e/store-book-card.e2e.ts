/**
 * The book card in a real browser (docs/domains/catalogue.md "Book card", "Book access";
 * docs/domains/purchases.md "Rules and limits", docs/domains/catalogue.md "Rules and limits"): its contents,
 * every action state (guest, locked, pending, approved, rejected, free, admin), its toasts, and the 0.1 s
 * animation steps. Payments are filed and reviewed through the real API.
 */
import { collectErrors } from './support/browser';
import { DEMO_SERIES } from './support/online-test';
import { languageScript, screenOptions, STUDENT_SCREENS } from './support/student-screens';
import {
  bookId,
  callApi,
  card,
  createBook,
  deleteBooks,
  registerStudent,
  reviewPayment,
  seriesFigure,
  submitPayment,
  toast,
  adminToken,
  type Account,
} from './support/store-session';
import { expect, test } from './support/fixtures';

// Seeded Class 11 books (../shared/fixtures/catalogue.json).
const LOCKED = 'Units and Measurements'; // NEET, ₹129, 82 pages
const PENDING = 'Chemical Equations and Reactions'; // NEET, ₹149
const APPROVED = 'Molecular Orbital Diagrams'; // JEE, ₹199 discounted to ₹149, 34 pages
const REJECTED = 'Euclidean and Coordinate Geometry'; // JEE, ₹349
const FREE = 'Physics Notation Quick Reference'; // JEE, free
const NO_PAGES = `Page-less Test Series ${Date.now()}`;

let student: Account;
const made: string[] = [];

test.beforeAll(async () => {
  student = await registerStudent('Card Tester');
  const pending = await submitPayment(student, await bookId(PENDING, 'class11'));
  expect(pending).toBeTruthy();
  const approved = await submitPayment(student, await bookId(APPROVED, 'class11'));
  await reviewPayment(approved, 'approve');
  const rejected = await submitPayment(student, await bookId(REJECTED, 'class11'));
  await reviewPayment(rejected, 'reject', 'UTR not found in our bank statement');
  made.push(await createBook({ title: NO_PAGES, category: 'JEE', section: 'test', price: 250 }));
});
test.afterAll(async () => {
  await deleteBooks(made);
});

test('a card shows cover, category chip, 4.8 badge, title, description, ₹ price struck when discounted, pages', async ({
  guestPage,
}) => {
  const page = await guestPage('/class11');
  const errors = collectErrors(page);
  const approved = card(page, APPROVED);
  await approved.waitFor({ timeout: 20_000 });
  expect(await approved.getByRole('img', { name: APPROVED }).getAttribute('src')).toBeTruthy();
  await approved.getByText('JEE', { exact: true }).waitFor();
  await expect(approved.getByLabel('Rated 4.8 out of 5')).toContainText('4.8');
  await approved.getByText('Energy-level diagrams for diatomic molecules and bonding.').waitFor();
  await expect(approved.locator('strong', { hasText: '₹149' })).toHaveCount(1);
  await expect(approved.locator('s')).toHaveText('₹199');
  await approved.getByText('34 pages').waitFor();
  // Free books say Free instead of a price.
  await card(page, FREE).getByText('Free', { exact: true }).first().waitFor();
  // Cards fade in 0.1 s after one another (docs/domains/catalogue.md "Rules and limits").
  const delays = await page
    .locator('section', { has: page.getByRole('heading', { name: 'NEET Study Materials' }) })
    .locator('article')
    .evaluateAll((cards) => cards.slice(0, 3).map((c) => getComputedStyle(c).animationDelay));
  expect(delays).toEqual(['0s', '0.1s', '0.2s']);
  expect(errors).toEqual([]);
});

test('a book without a page count shows 200+ pages and a placeholder has a name', async ({ guestPage }) => {
  const page = await guestPage('/tests');
  const noPages = card(page, NO_PAGES);
  await noPages.waitFor({ timeout: 20_000 });
  await noPages.getByText('200+ pages').waitFor();
  // No cover was uploaded: the placeholder is an image with a name, not an empty box.
  await noPages.getByRole('img', { name: `${NO_PAGES} (no cover)` }).waitFor();
});

// The demo series' tests: the fixture's JEE Main mock (24 questions in 60 minutes, on 7 pages), and those
// other browser tests publish from the same paper.
for (const screen of STUDENT_SCREENS) {
  test(`a test series' card says what a student sits, not its PDF's pages (${screen.lang}, ${screen.width} px)`, async ({
    newContext,
    platform,
  }) => {
    const listed = await callApi<{ title: string; testCount?: number }[]>('/books?section=test');
    const series = listed.find((b) => b.title === DEMO_SERIES)!;
    expect(series.testCount).toBeGreaterThanOrEqual(1);
    const context = await newContext(screenOptions(screen));
    await context.addInitScript(languageScript(screen));
    const page = await context.newPage();
    await page.goto(`${platform.url}/tests`);
    const shown = card(page, DEMO_SERIES);
    await shown.waitFor({ timeout: 20_000 });
    const figure = shown.getByText(seriesFigure(series, screen.lang), { exact: true });
    await expect(figure).toBeVisible();
    await expect(shown.getByText(/7 (pages|पेज)/)).toHaveCount(0);
    // The whole line is inside the card and the window (nothing cut on a phone).
    const [line, box] = [await figure.boundingBox(), await shown.boundingBox()];
    expect(line!.x).toBeGreaterThanOrEqual(box!.x);
    expect(line!.x + line!.width).toBeLessThanOrEqual(Math.min(box!.x + box!.width, screen.width) + 0.5);
  });
}

test('guest: Buy Now says "Please log in to purchase this book" as a notice, not an error, and goes to /login', async ({
  platform,
  guestPage,
}) => {
  const page = await guestPage('/class11');
  const buy = card(page, LOCKED).getByRole('button', { name: 'Buy Now' });
  await buy.waitFor({ timeout: 20_000 });
  await buy.click();
  await toast(page, 'Please log in to purchase this book').waitFor();
  // notistack names a toast's variant in its class: a neutral notice, no red error.
  await expect(page.locator('.notistack-MuiContent-info')).toContainText(
    'Please log in to purchase this book',
  );
  await expect(page.locator('.notistack-MuiContent-error')).toHaveCount(0);
  await page.waitForURL(`${platform.url}/login`);
});

test('student: locked gives Buy Now to the payment page; pending is a disabled Payment Pending that explains itself', async ({
  platform,
  signedInPage,
}) => {
  const page = await signedInPage(student.token, '/class11');
  const pending = card(page, PENDING).getByRole('button', { name: 'Payment Pending' });
  await pending.waitFor({ timeout: 20_000 });
  await expect(pending).toHaveAttribute('aria-disabled', 'true');
  await expect(pending).toBeDisabled();
  await expect(card(page, PENDING).getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
  await card(page, PENDING).getByText('Pending', { exact: true }).waitFor();
  // force: the button is disabled for Playwright too (aria-disabled), yet a tap must still explain itself.
  await pending.click({ force: true });
  await toast(page, 'Payment is already pending for this book. Please wait for admin approval.').waitFor();
  await expect(page).toHaveURL(`${platform.url}/class11`);

  // Toasts sit top-right and at most 20 are kept on screen (docs/screens.md "Toasts").
  // 24 taps at once, inside the page: Playwright's own clicks take long enough on a busy machine for the
  // first toasts to time out (4 s) before the last tap, which would hide whether the cap holds.
  await pending.evaluate((button) => {
    for (let i = 0; i < 24; i += 1) (button as HTMLButtonElement).click();
  });
  const shown = page
    .locator('.notistack-SnackbarContainer')
    .getByText('Payment is already pending for this book. Please wait for admin approval.');
  await expect(shown).toHaveCount(20, { timeout: 3000 });
  const box = (await shown.first().boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(1280 - 60);
  expect(box.y).toBeLessThan(900 / 2);

  await card(page, LOCKED).getByRole('button', { name: 'Buy Now' }).click();
  await page.waitForURL(new RegExp(`/payment/${await bookId(LOCKED, 'class11')}$`));
});

test('student: approved and free books give Read Now and View Details; rejected gives Buy Now again', async ({
  signedInPage,
}) => {
  const page = await signedInPage(student.token, '/class11');
  const approved = card(page, APPROVED);
  await approved.getByRole('button', { name: 'Read Now' }).waitFor({ timeout: 20_000 });
  await approved.getByText('Purchased', { exact: true }).waitFor();
  const details = approved.getByRole('link', { name: 'View Details' });
  await expect(details).toHaveAttribute('href', `/book/${await bookId(APPROVED, 'class11')}`);
  await expect(approved.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);

  const free = card(page, FREE);
  await free.getByRole('button', { name: 'Read Now' }).waitFor();
  await free.getByRole('link', { name: 'View Details' }).waitFor();

  const rejected = card(page, REJECTED);
  await rejected.getByText('Rejected', { exact: true }).waitFor();
  await rejected.getByRole('button', { name: 'Buy Now' }).waitFor();

  // Read Now opens the reader overlay (the shell lazy-loads reader-remote).
  await approved.getByRole('button', { name: 'Read Now' }).click();
  await page.getByTestId('pdf-viewer').waitFor({ timeout: 30_000 });
});

test('admin: every card shows Admin Access with Read Now and View Details, never Buy Now', async ({
  signedInPage,
}) => {
  const page = await signedInPage(await adminToken(), '/class11', true);
  const cards = page.locator('article', { has: page.getByLabel('Rated 4.8 out of 5') });
  await card(page, LOCKED).getByText('Admin Access', { exact: true }).waitFor({ timeout: 20_000 });
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(6);
  await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
  await expect(page.getByText('Admin Access', { exact: true })).toHaveCount(count);
  await expect(page.getByRole('button', { name: 'Read Now' })).toHaveCount(count);
  await expect(page.getByRole('link', { name: 'View Details' })).toHaveCount(count);
});
