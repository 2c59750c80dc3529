/**
 * Admin Books tab in Chromium (docs/domains/operations.md "Books", "Errors"): the add dialog with a real
 * cover and a real PDF from ../shared/fixtures with upload progress and the page count read from the PDF,
 * reading it as the admin, edit (prefilled, cover preview, Current PDF), delete after a confirmation naming
 * the title, and the failure toasts.
 */
import type { Page } from '@playwright/test';
import {
  adminToken,
  bookIdByTitle,
  callApi,
  pollUntil,
  realErrors,
  registerStudent,
  submitPayment,
  toast,
  uniqueUtr,
} from './support/admin-helpers';
import { expect, test } from './support/fixtures';
import { COVER, PDF, dialog } from './support/admin-books';

const TITLE = `Pedigree Charts Workbook ${Date.now()}`;

const bookRow = (page: Page, title: string) =>
  page.locator('tbody tr', { has: page.getByText(title, { exact: true }) });

test('add a book with a real cover and a real 9 MB PDF: upload progress, pages read from the PDF, readable by the admin', async ({
  platform,
  openAdmin,
}) => {
  const { page, errors } = await openAdmin('books');
  await page.getByRole('button', { name: '+ Add Book' }).click();
  const d = dialog(page);
  await d.getByLabel('Title', { exact: true }).fill(TITLE);
  await d
    .getByLabel('Description', { exact: true })
    .fill('Pedigree charts for inheritance problems, from the genealogytree manual.');
  await d.getByLabel('Category').selectOption('NEET');
  await d.getByLabel('Section').selectOption('class11');
  await d.getByLabel('Price', { exact: true }).fill('199');
  await d.getByLabel('Discounted Price').fill('149');
  await d.getByLabel('Cover Image').setInputFiles(COVER);
  await d.getByRole('img', { name: 'Cover preview' }).waitFor();
  await d.getByLabel('PDF File').setInputFiles(PDF);
  await d.getByText('Selected: genealogytree.pdf').waitFor();

  // 3 MB/s upload, so the 9 MB body takes ~3 s and its progress can be watched.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 3_000_000,
  });
  await d.getByRole('button', { name: 'Create Book' }).click();
  await d.getByRole('button', { name: 'Saving...' }).waitFor();
  const seen = await pollUntil(
    async () =>
      Number(
        (await d
          .getByRole('progressbar', { name: 'Upload progress' })
          .getAttribute('value')
          .catch(() => null)) ?? -1,
      ),
    (v) => v > 0 && v < 100,
    20_000,
  );
  expect(seen).toBeGreaterThan(0);
  await d.getByText(/^Uploading\.\.\. \d+%$/).waitFor();
  await toast(page, 'Book created successfully').waitFor({ timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // Pages were left empty: the API counted them in the PDF.
  const row = bookRow(page, TITLE);
  await row.locator('td').nth(5).getByText('382', { exact: true }).waitFor();
  const cover = row.locator('img').first();
  await pollUntil(
    () => cover.evaluate((img) => (img as HTMLImageElement).naturalWidth),
    (w) => w > 50,
  );

  // The admin reads it from the storefront (Admin Access, Read Now).
  const store = await page.context().newPage();
  await store.goto(`${platform.url}/class11`);
  const card = store.locator('article', { has: store.getByRole('heading', { name: TITLE, exact: true }) });
  await card.getByRole('button', { name: 'Read Now' }).click({ timeout: 20_000 });
  await store.getByText(/Page 1 of 382/).waitFor({ timeout: 30_000 });
  expect(realErrors(errors)).toEqual([]);
});

test('edit: prefilled, current cover as preview, Current PDF shown; saves and toasts; failures toast', async ({
  openAdmin,
}) => {
  const { page } = await openAdmin('books');
  await bookRow(page, TITLE)
    .getByRole('button', { name: `Edit ${TITLE}` })
    .click();
  const d = dialog(page);
  await d.getByRole('heading', { name: 'Edit Book' }).waitFor();
  await expect(d.getByLabel('Title', { exact: true })).toHaveValue(TITLE);
  await expect(d.getByLabel('Price', { exact: true })).toHaveValue('199');
  await expect(d.getByLabel('Discounted Price')).toHaveValue('149');
  await expect(d.getByLabel('Pages')).toHaveValue('382');
  await expect(d.getByLabel('Section')).toHaveValue('class11');
  await expect(d.getByRole('img', { name: 'Cover preview' })).toHaveAttribute(
    'src',
    /^\/api\/files\/covers\/[0-9a-f-]+\.jpg$/,
  );
  await d.getByText(/^Current PDF: [0-9a-f-]+\.pdf$/).waitFor();

  // Prices are plain rupees with at most two decimals: the shared rule the API applies too.
  for (const typed of ['0x10', '0.001']) {
    await d.getByLabel('Price', { exact: true }).fill(typed);
    await d.getByRole('button', { name: 'Update Book' }).click();
    await toast(
      page,
      'Price must be an amount in rupees with at most two decimals (for example 499 or 499.50)',
    ).waitFor();
  }
  await d.getByLabel('Price', { exact: true }).fill('199');
  // A refusal shows the rule's text (the server's is the same); a fault with no text shows the fallback of
  // docs/domains/operations.md "Errors".
  await d.getByLabel('Discounted Price').fill('500');
  await d.getByRole('button', { name: 'Update Book' }).click();
  await toast(page, 'Discounted price cannot be more than the price').waitFor();
  await page.route('**/api/admin/books/*', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
  );
  await d.getByLabel('Discounted Price').fill('129');
  await d.getByRole('button', { name: 'Update Book' }).click();
  await toast(page, 'Failed to update book').waitFor();
  await page.unroute('**/api/admin/books/*');

  await d.getByRole('button', { name: 'Update Book' }).click();
  await toast(page, 'Book updated successfully').waitFor();
  await dialog(page).waitFor({ state: 'detached' });
  // The price cell: the discounted price, then the struck-through price.
  await pollUntil(
    () => bookRow(page, TITLE).locator('td').nth(4).textContent(),
    (t) => t === '₹129₹199',
  );

  await page.route('**/api/admin/books', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
  );
  await page.getByRole('button', { name: '+ Add Book' }).click();
  await dialog(page).getByLabel('Title', { exact: true }).fill('Never saved');
  await dialog(page).getByLabel('Description', { exact: true }).fill('x');
  await dialog(page).getByLabel('Price', { exact: true }).fill('10');
  await dialog(page).getByRole('button', { name: 'Create Book' }).click();
  await toast(page, 'Failed to create book').waitFor();
});

test('delete: the confirmation names the title; cancel keeps it; OK deletes it with the toast; its buyer keeps reading', async ({
  openPage,
  openAdmin,
}) => {
  // A student bought the book before it is deleted (api/README "Soft delete").
  const buyer = await registerStudent('Book Buyer');
  const id = await bookIdByTitle(TITLE);
  const paymentId = await submitPayment(buyer, id, uniqueUtr());
  expect(
    (await callApi(`/admin/payments/${paymentId}/approve`, { method: 'POST', token: await adminToken() }))
      .status,
  ).toBe(200);
  const { page } = await openAdmin('books');
  const messages: string[] = [];
  let accept = false;
  page.on('dialog', (d) => {
    messages.push(d.message());
    void (accept ? d.accept() : d.dismiss());
  });
  await bookRow(page, TITLE)
    .getByRole('button', { name: `Delete ${TITLE}` })
    .click();
  await pollUntil(
    async () => messages.length,
    (n) => n === 1,
  );
  expect(messages[0]).toBe(`Are you sure you want to delete "${TITLE}"?`);
  await page.waitForTimeout(300);
  await expect(bookRow(page, TITLE)).toHaveCount(1);

  await page.route('**/api/admin/books/*', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
  );
  accept = true;
  await bookRow(page, TITLE)
    .getByRole('button', { name: `Delete ${TITLE}` })
    .click();
  await toast(page, 'Failed to delete book').waitFor({ timeout: 20_000 });
  await page.unroute('**/api/admin/books/*');

  await bookRow(page, TITLE)
    .getByRole('button', { name: `Delete ${TITLE}` })
    .click();
  await toast(page, 'Book deleted successfully').waitFor();
  await bookRow(page, TITLE).waitFor({ state: 'detached' });
  const listed = (await callApi<Array<{ title: string }>>('/books?section=class11')).body;
  expect(listed.some((b) => b.title === TITLE)).toBe(false);

  // Gone from the catalogue, still in the buyer's My Books and readable.
  const library = await openPage(buyer.token, false, '/my-books');
  const card = library.page.locator('article', {
    has: library.page.getByRole('heading', { name: TITLE, exact: true }),
  });
  await card.getByRole('button', { name: 'Read Now' }).click({ timeout: 20_000 });
  await library.page.getByText(/Page 1 of 382/).waitFor({ timeout: 30_000 });
});
